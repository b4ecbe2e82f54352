/**
 * Which brand (client) and platform host this page serves, from the URL alone.
 * spec: the brand comes from the subdomain `{client}.{host}` or the `client` query parameter;
 * `host` may be overridden by query as well. Nothing brand-specific is compiled in.
 */
import { safeImageUrl } from '../format/safe-url.ts'

export const API_VERSION = 'v53'
export const APP_VERSION = '1.2.2'

export interface BrandLocation {
  /** The brand's client id, e.g. `pizzeria`; null when the URL names none. */
  client: string | null
  /** Platform host with port, e.g. `localhost:8080`. */
  host: string
  protocol: string
  /** Base of the mobile REST API, ending with a slash. */
  apiBase: string
  /** Extra query every API call carries (the client, when it cannot ride in the host name). */
  apiQuery: Record<string, string>
  /** spec: developer mode is on when the URL has query parameters or a stored dev flag. */
  hasQuery: boolean
  /** Running inside a social mini-app. */
  miniApp: boolean
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

function isIpHost(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.startsWith('[')
}

export function resolveBrand(href: string): BrandLocation {
  const url = new URL(href)
  const query = url.searchParams
  const protocol = url.protocol
  const queryClient = query.get('client')?.trim().toLowerCase() || null
  const queryHost = query.get('host')?.trim() || null
  const miniApp = query.has('miniapp') || query.has('vk_app_id')
  const hasQuery = [...query.keys()].length > 0

  let client = queryClient
  let host = queryHost ?? url.host
  if (!queryHost) {
    // `pizzeria.localhost:8080` -> client `pizzeria`, host `localhost:8080`
    const labels = url.hostname.split('.')
    const minLabels = url.hostname.endsWith('localhost') ? 2 : 3
    if (!isIpHost(url.hostname) && labels.length >= minLabels) {
      const sub = labels[0]!.toLowerCase()
      if (!client) client = sub
      if (sub === client) host = url.host.slice(sub.length + 1)
    }
  }

  const { apiBase, apiQuery } = apiLocation(protocol, host, client)
  return { client, host, protocol, apiBase, apiQuery, hasQuery, miniApp }
}

/** The query parameters that name the brand or its host, which in-app URLs keep (issue 12 #19). */
export const BRAND_QUERY_KEYS = ['client', 'host', 'miniapp'] as const

/**
 * The brand's own query parameters of a page URL (`?client=pizzeria`): every in-app URL carries
 * them on, so a reload of an inner route (or a link copied from it) still names the brand.
 */
export function brandQuery(href: string): [string, string][] {
  const query = new URL(href).searchParams
  return BRAND_QUERY_KEYS.flatMap((key) => {
    const value = query.get(key)
    return value === null ? [] : [[key, value] as [string, string]]
  })
}

/**
 * The API base for a client on a platform host. A related region (another domain of the same
 * brand family) uses the same host with its own client: `apiLocation(protocol, host, domain)`.
 */
export function apiLocation(
  protocol: string,
  host: string,
  client: string | null,
): { apiBase: string; apiQuery: Record<string, string> } {
  const apiQuery: Record<string, string> = {}
  const hostname = host.replace(/:\d+$/, '')
  if (!client) return { apiBase: `${protocol}//${host}/rest/mobile/${API_VERSION}/`, apiQuery }
  if (isIpHost(hostname)) {
    // An IP address cannot carry a subdomain: the brand rides in the query instead.
    apiQuery.client = client
    return { apiBase: `${protocol}//${host}/rest/mobile/${API_VERSION}/`, apiQuery }
  }
  return { apiBase: `${protocol}//${client}.${host}/rest/mobile/${API_VERSION}/`, apiQuery }
}

/** Image URL on the brand's host: /rest/image/{id}/{height}/{width}/{mode}.{ext} */
export function imageUrl(
  brand: Pick<BrandLocation, 'apiBase' | 'apiQuery'>,
  id: string | number,
  opts: { width: number; height?: number; mode?: 'scale' | 'crop'; ext?: 'png' | 'jpg' },
): string {
  const root = brand.apiBase.replace(/\/rest\/mobile\/[^/]+\/$/, '')
  const q = new URLSearchParams(brand.apiQuery).toString()
  const path = `/rest/image/${id}/${opts.height ?? 0}/${opts.width}/${opts.mode ?? 'scale'}.${opts.ext ?? 'png'}`
  return root + path + (q ? `?${q}` : '')
}

/**
 * A picture named by app data (logo, icon…): an image id becomes an image URL, a root-relative
 * path is resolved on the platform host (the API's origin), a full URL stays as it is.
 */
export function mediaUrl(
  value: unknown,
  brand: Pick<BrandLocation, 'apiBase' | 'apiQuery'>,
  width = 400,
): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    return imageUrl(brand, value, { width, height: 0, ext: 'png' })
  }
  if (typeof value !== 'string' || !value.trim()) return null
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//')) return new URL(brand.apiBase).origin + v
  // Never a javascript: or data:text/html source from the server.
  return safeImageUrl(v)
}
