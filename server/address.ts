/**
 * The client's address for per-address limits: the socket's remote address; with `trustProxy`
 * (TRUST_PROXY=1, only behind a reverse proxy that sets X-Forwarded-For) the last address in
 * X-Forwarded-For, i.e. the one our proxy saw. Anyone can write X-Forwarded-For, so without a
 * proxy it is never read. null when unknown (app.request() in tests has no socket): no
 * per-address cap then.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const last = hops[hops.length - 1]
    if (last) return last.toLowerCase()
  }
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}
