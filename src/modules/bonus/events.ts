/** The bonus module's own event (the ones others ask for are core's `appEvents`). */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** Opens the loyalty levels popup. */
    'bonus:open-levels': undefined
  }
}

export const bonusEvents = { openLevels: 'bonus:open-levels' } as const
