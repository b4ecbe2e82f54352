/** Settings a test breaks on purpose: any shape (the brand checker's tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- written freely to break them
export type Loose = Record<string, any>
