/**
 * The catalog's own base url (spec catalog-and-ordering §2 Routes: default /catalog/; the
 * `url` setting, schemas/modules/catalog.json). Every catalog route and link is made here, under
 * the base: the registry moves the descriptor's routes (written under /catalog/) to it.
 */
export const DEFAULT_CATALOG_URL = '/catalog/'

const BASE = /^\/([a-z0-9-]+\/)+$/

/** The base a `url` setting gives: itself when it is a '/…/' path, else /catalog/. */
export function catalogBase(url: string | null | undefined): string {
  return typeof url === 'string' && BASE.test(url) ? url : DEFAULT_CATALOG_URL
}

/** A catalog path under `base`: catalogPath('/menu/', 'basket') -> '/menu/basket'. */
export function catalogPath(base: string, rest = ''): string {
  return catalogBase(base) + rest.replace(/^\//, '')
}
