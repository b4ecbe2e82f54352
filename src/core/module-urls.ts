/**
 * Where each loaded module lives: its base url (a configurable one included: the catalog's `url`
 * setting). A module linking into another (a promotion's products, an offer's product) asks here
 * instead of spelling the other's path; the registry keeps it current (a module never imports
 * the registry, as with core/open-entity.ts).
 */
const bases = new Map<string, string>()

/** The registry's loaded modules and their urls (replaces what was known). */
export function setModuleUrls(urls: Record<string, string | undefined>): void {
  bases.clear()
  for (const [name, url] of Object.entries(urls)) if (url) bases.set(name, url)
}

/** A path under module `name`'s base url: moduleUrl('catalog', 'search') -> '/catalog/search'. */
export function moduleUrl(name: string, rest = ''): string {
  const base = bases.get(name) ?? `/${name}/`
  return (base.endsWith('/') ? base : `${base}/`) + rest.replace(/^\//, '')
}
