/**
 * The demo brands and locales every story is tested with (vitest `storybook:*` projects). Kept
 * free of imports so the vitest config can read it in node.
 */
/** The first brand and locale run every story; the others the `screen`-tagged ones. */
export const STORY_BRANDS = ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi'] as const
export const STORY_LOCALES = ['ru', 'en'] as const

/**
 * The instant the stories' clock starts at (.storybook/vitest.snapshots.ts) and the recorder's
 * clock stands at (scripts/stories-clock.ts): recorded dates ("today's" news, an order three days
 * ago) are where the stories' clock puts them.
 */
export const STORY_NOW = '2026-11-20T09:00:00Z'

/** The locale the visual snapshots are taken in (one per brand is enough for a brand's look). */
export const SNAPSHOT_LOCALE = 'ru'

export const STORY_MATRIX = STORY_BRANDS.flatMap((brand) =>
  STORY_LOCALES.map((locale) => ({ brand, locale })),
)
