/** The history module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** Reloads the history quietly (the spec's trigger). */
    'history:reload': undefined
  }
}

export const historyEvents = { reload: 'history:reload' } as const
