/**
 * settings.modules.related, as schemas/modules/related.json describes it (defaults live there;
 * tests/modules/related/settings.test.ts checks the two against each other).
 */
export interface RelatedEntry {
  /** The region's client id (its subdomain). */
  domain: string
  /** Shown name; empty: the domain. @default '' */
  name: string
  /** Image id, root-relative path or URL. @default '' */
  logo: string | number
}

export interface RelatedSettings {
  /** Menu entry, tab and popup title; empty: the default. @default '' */
  title: string
  /** @default true */
  tab: boolean
  /** A list with logos, or image tiles. @default 'list' */
  listType: 'list' | 'tiles'
  /** @default [] */
  list: RelatedEntry[]
}

/**
 * The module's settings from the live app data (they change when a switch reloads it), with the
 * schema's defaults; entries without a domain are dropped.
 */
export function relatedSettings(raw: unknown): RelatedSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<string, unknown>>
  const list = Array.isArray(s.list) ? s.list : []
  return {
    title: typeof s.title === 'string' ? s.title : '',
    tab: s.tab !== false,
    listType: s.listType === 'tiles' ? 'tiles' : 'list',
    list: list
      .filter(
        (e): e is Record<string, unknown> =>
          !!e && typeof e === 'object' && typeof e.domain === 'string' && e.domain.trim() !== '',
      )
      .map((e) => ({
        domain: String(e.domain).trim(),
        name: typeof e.name === 'string' ? e.name : '',
        logo: typeof e.logo === 'string' || typeof e.logo === 'number' ? e.logo : '',
      })),
  }
}
