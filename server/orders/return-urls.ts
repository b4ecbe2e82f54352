/**
 * Payment return urls (place-order's successUrl/failUrl, where the sandbox payment page sends the
 * customer back) must lead to the brand's own app, never to where the request's Origin header
 * says: that header is the caller's to choose, and an open redirect from the payment page is a
 * phishing tool. Accepted, over http or https like the server itself:
 *
 * - the brand's subdomain of the platform host: `http://pizzeria-msk.localhost:8080/…`
 *   (and of BASE_HOST when it is set);
 * - the platform host itself with the brand's `?client=`: `http://localhost:8080/…?client=pizzeria-msk`;
 * - any origin the brand lists in `brands.config.appOrigins` (`https://app.pizza.example`).
 */
import type { Brand } from '../brand.ts'
import { clientFromHost } from '../brand.ts'
import { platformHost } from '../headers.ts'

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i

/** The extra origins a brand lists for its app (`brands.config.appOrigins`). */
export function appOriginsOf(config: Record<string, unknown> | undefined): string[] {
  const list = config?.appOrigins
  return Array.isArray(list)
    ? list
        .filter((s): s is string => typeof s === 'string' && ORIGIN.test(s))
        .map((s) => new URL(s).origin)
    : []
}

/**
 * A check for return urls of `brand`, given the url the server was reached at (node-server
 * builds it from the Host header) and BASE_HOST.
 */
export function returnUrlCheck(
  brand: Pick<Brand, 'client' | 'config'>,
  serverUrl: string,
  baseHost?: string,
): (url: string | null | undefined) => boolean {
  const own = new URL(serverUrl)
  const onSubdomain = clientFromHost(own.host, baseHost) === brand.client
  const platform = platformHost(own.host, onSubdomain ? brand.client : null)
  const platformOrigin = `${own.protocol}//${platform}`
  const origins = new Set([
    `${own.protocol}//${brand.client}.${platform}`,
    ...appOriginsOf(brand.config),
  ])
  if (baseHost) origins.add(`${own.protocol}//${brand.client}.${baseHost.toLowerCase()}`)
  return (url) => {
    if (!url) return false
    let u: URL
    try {
      u = new URL(url)
    } catch {
      return false
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false
    if (u.username || u.password) return false
    if (origins.has(u.origin)) return true
    return u.origin === platformOrigin && u.searchParams.get('client') === brand.client
  }
}
