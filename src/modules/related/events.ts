/** The related module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** Opens the regions popup. */
    'related:open': undefined
  }
}

export const relatedEvents = { open: 'related:open' } as const
