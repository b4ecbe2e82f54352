/**
 * Security headers on every answer (API, the app, images, the manifest, the sandbox page):
 *
 * - `Content-Security-Policy`: scripts only from the app's own origin (no inline script, no
 *   eval: the forms validate with an interpreter, docs/adr/006-forms-without-eval.md); styles
 *   may be inline (React style props, the sandbox page); images also from https:,
 *   data: and blob: (brand images and map tiles come from settings); API calls to the own origin,
 *   any https: origin and the brand subdomains of the host the page came from (`{client}.{host}`
 *   may be another origin, over http on a developer's machine); the service worker from the own
 *   origin; no plugins; `frame-ancestors 'none'` unless the brand lists the mini-app platforms
 *   that may frame it (`brands.config.frameAncestors`, see server/README.md).
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `X-Frame-Options: DENY` (older browsers; left out when the brand allows framing).
 */
import type { MiddlewareHandler } from 'hono'
import { findBrand, resolveClient } from './brand.ts'
import type { Db } from './db/db.ts'

/** A CSP source (`https://host[:port]` with an optional `*.` label) a brand may list. */
const FRAME_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i

/** The platform host a page was served from: `pizzeria.localhost:8080` -> `localhost:8080`. */
export function platformHost(host: string, client: string | null): string {
  const lower = host.toLowerCase()
  return client && lower.startsWith(`${client}.`) ? lower.slice(client.length + 1) : lower
}

/** The app's own page: no inline script and no eval, like every other answer. */
export const APP_PAGE_SCRIPT_SRC = "'self'"

export function contentSecurityPolicy(opts: {
  /** `http:` or `https:` */
  protocol: string
  /** The platform host (with port) the brand subdomains live on. */
  host: string
  frameAncestors?: string[]
  /** script-src; default `'self'` alone (no inline script, no eval). */
  scriptSrc?: string
}): string {
  const sub = `${opts.protocol}//*.${opts.host}`
  const ancestors = opts.frameAncestors?.length ? opts.frameAncestors.join(' ') : "'none'"
  return [
    "default-src 'self'",
    `script-src ${opts.scriptSrc ?? "'self'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' https: ${opts.protocol}//${opts.host} ${sub}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

/** The origins a brand lets frame the app (mini-app platforms); none by default. */
export function frameAncestorsOf(config: Record<string, unknown> | undefined): string[] {
  const list = config?.frameAncestors
  return Array.isArray(list)
    ? list.filter((s): s is string => typeof s === 'string' && FRAME_SOURCE.test(s))
    : []
}

export function securityHeaders(db: Db, baseHost: string | undefined): MiddlewareHandler {
  const policies = new Map<string, string>()
  return async (c, next) => {
    await next()
    const url = new URL(c.req.url)
    const host = c.req.header('Host') ?? url.host
    const source = resolveClient({ url: c.req.url, host }, baseHost)
    let frameAncestors: string[] = []
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false
    const path = c.req.path
    const appPage = html && !path.startsWith('/rest/') && !path.startsWith('/sandbox/')
    // Only a page can be framed: the brand's setting is looked up for HTML answers alone.
    if (source && html) {
      const brand = await findBrand(db, source.client).catch(() => null)
      frameAncestors = frameAncestorsOf(brand?.config)
    }
    const headers = c.res.headers
    const via = source?.via === 'host' ? source.client : null
    const opts = {
      protocol: url.protocol,
      host: platformHost(host, via),
      frameAncestors,
      scriptSrc: appPage ? APP_PAGE_SCRIPT_SRC : undefined,
    }
    // The same few policies over and over (issue 16): made once per protocol, host and sources.
    const key = `${opts.protocol} ${opts.host} ${frameAncestors.join(' ')} ${appPage}`
    let policy = policies.get(key)
    if (policy === undefined) {
      policy = contentSecurityPolicy(opts)
      // A Host header is the caller's to choose: the map must not grow without bound.
      if (policies.size >= 500) policies.clear()
      policies.set(key, policy)
    }
    headers.set('Content-Security-Policy', policy)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (!frameAncestors.length) headers.set('X-Frame-Options', 'DENY')
    else headers.delete('X-Frame-Options')
  }
}
