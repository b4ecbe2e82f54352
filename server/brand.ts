/**
 * Which brand (client) a request is for — the same rule as the app (src/core/brand/brand.ts):
 * the `client` query parameter wins; otherwise the first label of the Host when it has more
 * labels than the platform's base host (`pizzeria.localhost:8080` -> `pizzeria`).
 * IP hosts carry no subdomain.
 */
import type { Queryable } from './db/db.ts'

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/
/** A DNS label: what a client id may look like. */
export const CLIENT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export interface ClientSource {
  client: string
  /** Where it came from: the manifest's start_url keeps `?client=` when it came from the query. */
  via: 'query' | 'host' | 'referer'
}

/**
 * @param baseHost the platform's host without subdomain (BASE_HOST, e.g. `example.com`); when
 *   not set, `localhost` counts as one label and any other name as two (`example.com`).
 */
export function clientFromHost(hostHeader: string | null | undefined, baseHost?: string) {
  if (!hostHeader) return null
  const hostname = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  if (!hostname || IPV4.test(hostname) || hostname.startsWith('[')) return null
  const labels = hostname.split('.')
  const baseLabels = baseHost
    ? baseHost.toLowerCase().replace(/:\d+$/, '').split('.').length
    : hostname.endsWith('localhost')
      ? 1
      : 2
  if (labels.length <= baseLabels) return null
  return labels[0] ?? null
}

export function resolveClient(
  req: { url: string; host?: string | null; referer?: string | null },
  baseHost?: string,
): ClientSource | null {
  const url = new URL(req.url)
  const fromQuery = url.searchParams.get('client')?.trim().toLowerCase()
  if (fromQuery) return { client: fromQuery, via: 'query' }
  const fromHost = clientFromHost(req.host ?? url.host, baseHost)
  if (fromHost) return { client: fromHost, via: 'host' }
  return null
}

/** For requests a page makes without its query (the manifest link): the page's `?client=`. */
export function clientFromReferer(referer: string | null | undefined): string | null {
  if (!referer) return null
  try {
    return new URL(referer).searchParams.get('client')?.trim().toLowerCase() || null
  } catch {
    return null
  }
}

export interface Brand {
  client: string
  name: string
  settings: Record<string, unknown>
  custom: Record<string, unknown>
  /** Server-only settings, never sent to the app: appOrigins, frameAncestors (server/README). */
  config: Record<string, unknown>
  /** brands.version (migration 010): moves when anything app data is made of changes. */
  version?: number
  /** brands.catalog_version (migration 011): moves when the brand's catalog rows change. */
  catalogVersion?: number
}

export async function findBrand(db: Queryable, client: string): Promise<Brand | null> {
  if (!CLIENT_ID.test(client)) return null
  const [row] = await db.query<{
    client: string
    name: string
    settings: Record<string, unknown>
    custom: Record<string, unknown>
    config: Record<string, unknown>
  }>('SELECT client, name, settings, custom, config FROM brands WHERE client = $1', [client])
  return row ?? null
}

export async function listBrands(db: Queryable): Promise<{ client: string; name: string }[]> {
  return db.query<{ client: string; name: string }>(
    'SELECT client, name FROM brands ORDER BY client',
  )
}
