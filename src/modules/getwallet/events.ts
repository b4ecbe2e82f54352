/** The getwallet module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** Opens the platform's wallet pass. */
    'getwallet:open': undefined
  }
}

export const getwalletEvents = { open: 'getwallet:open' } as const
