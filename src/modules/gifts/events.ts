/** The gifts module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** Opens a gift's popup: `{ id: 'gift-3' }`. */
    'gifts:open': { id?: string } | undefined
  }
}

export const giftsEvents = { open: 'gifts:open' } as const
