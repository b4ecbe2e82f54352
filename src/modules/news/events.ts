/** The news module's own event. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** spec: a news-list event switches to the news tab (or opens the news page). */
    'news:list': undefined
  }
}

export const newsEvents = { list: 'news:list' } as const
