/**
 * Per-process caches of the API (issue 16): the brand row and the brand's part of app data, per
 * locale, computed once and reused until the brand's `version` moves (migration
 * 010-app-data-version: triggers bump it when the brand row, its branches or its booking data
 * change — admin routes, the seed, an operator's SQL). Every request reads the brand's version
 * together with its session in ONE query (`brandAndSession`), so several processes on one
 * PostgreSQL never answer from a stale entry: there is nothing to broadcast.
 */
import type { Brand } from './brand.ts'
import { CLIENT_ID } from './brand.ts'
import type { Queryable } from './db/db.ts'
import type { Locale } from './i18n.ts'
import { hashToken, type Session } from './session.ts'

/** A session's `last_used_at` is written at most this often (a write per request costs). */
export const TOUCH_EVERY_SECONDS = 60

interface Cached<T> {
  version: number
  value: T
}

export class AppCache {
  private brands = new Map<string, Cached<Brand>>()
  private appData = new Map<string, Cached<unknown>>()

  /**
   * The brand (from the cache while its version holds) and the token's live session, in one
   * round trip; null brand for an unknown client.
   */
  async brandAndSession(
    db: Queryable,
    client: string,
    token: string | null,
  ): Promise<{ brand: (Brand & { version: number }) | null; session: Session | null }> {
    if (!CLIENT_ID.test(client)) return { brand: null, session: null }
    const live = !!token && token.length <= 256
    const [row] = await db.query<{
      version: number
      id_device: number | null
      id_user: number | null
      stale: boolean | null
    }>(
      `SELECT b.version::float8 AS version, t.id_device, t.id_user,
              t.last_used_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) AS stale
         FROM brands b
         LEFT JOIN tokens t ON t.token_hash = $2 AND t.client = b.client AND t.revoked_at IS NULL
        WHERE b.client = $1`,
      [client, live ? hashToken(token) : ''],
    )
    if (!row) return { brand: null, session: null }
    let brand = this.brands.get(client)
    if (!brand || brand.version !== row.version) {
      const [full] = await db.query<Brand & { version: number } & Record<string, unknown>>(
        `SELECT client, name, settings, custom, config, version::float8 AS version
           FROM brands WHERE client = $1`,
        [client],
      )
      if (!full) return { brand: null, session: null }
      brand = { version: full.version, value: full }
      this.brands.set(client, brand)
    }
    let session: Session | null = null
    if (live && row.id_device !== null) {
      session = { token, idDevice: row.id_device, idUser: row.id_user }
      if (row.stale) {
        await db.query('UPDATE tokens SET last_used_at = now() WHERE token_hash = $1', [
          hashToken(token),
        ])
      }
    }
    return { brand: { ...brand.value, version: brand.version }, session }
  }

  /**
   * The brand's part of app data in `locale` (`build` runs once per brand, locale, version and
   * `variant` — e.g. the host a dsn is filled with).
   */
  async appDataOf<T>(
    brand: { client: string; version: number },
    locale: Locale,
    variant: string,
    build: () => Promise<T>,
  ): Promise<T> {
    const key = `${brand.client}\n${locale}\n${variant}`
    const hit = this.appData.get(key)
    if (hit && hit.version === brand.version) return hit.value as T
    const value = await build()
    // A few hosts per brand at most; an unbounded Host header must not grow the map forever.
    if (this.appData.size > 1000) this.appData.clear()
    this.appData.set(key, { version: brand.version, value })
    return value
  }
}
