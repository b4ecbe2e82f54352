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
import { SizedLru } from './lru.ts'
import { prepareBody, type PreparedBody } from './respond.ts'
import { hashToken, type Session } from './session.ts'

/** At most this many kept answers per process (products pages, category lists); then cleared. */
export const MAX_ANSWERS = 5000
/**
 * At most this many bytes of kept per-caller app data answers (a signed-in user's per device, a
 * guest device's) with their compressed forms per process; the least recently used go first.
 */
export const MAX_KEPT_ANSWER_BYTES = 64 * 1024 * 1024
/** A brand-and-session row kept on PGlite's change count (`Db.changes`) is read again this often. */
export const SESSION_ROW_MAX_AGE_MS = 1000
/** At most this many brand-and-session rows kept per process; then cleared. */
export const MAX_SESSION_ROWS = 10000
/** A user's part is rebuilt at least this often, whatever its version says. */
export const USER_PART_MAX_AGE_MS = 10 * 60 * 1000

/** A session's `last_used_at` is written at most this often (a write per request costs). */
export const TOUCH_EVERY_SECONDS = 60

/** One caller's whole app data answer and what it was made from. */
interface KeptAnswer {
  /** The shared part it was made with (one brand version, locale and host). */
  shared: object
  /** The user's data_version (a guest's answer: 0). */
  userVersion: number
  /** ms since epoch: a delayed bonus activates or points burn then (the part changes by time). */
  validUntil: number
  body: PreparedBody
}

interface SessionRow {
  version: number
  catalog_version: number
  user_version: number | null
  id_device: number | null
  id_user: number | null
  stale: boolean | null
}

interface Cached<T> {
  version: number
  value: T
}

export class AppCache {
  private brands = new Map<string, Cached<Brand>>()
  private appData = new Map<string, Cached<unknown>>()
  private answers = new Map<string, Promise<PreparedBody>>()
  private callers = new SizedLru<KeptAnswer>(MAX_KEPT_ANSWER_BYTES)
  private sessionRows = new Map<string, { changes: number; at: number; row: SessionRow }>()

  /**
   * The brand (from the cache while its version holds) and the token's live session, in one
   * round trip; null brand for an unknown client.
   */
  async brandAndSession(
    db: Queryable & { changes?(): number },
    client: string,
    token: string | null,
  ): Promise<{
    brand: (Brand & { version: number; catalogVersion: number }) | null
    session: Session | null
  }> {
    if (!CLIENT_ID.test(client)) return { brand: null, session: null }
    const live = !!token && token.length <= 256
    const tokenHash = live ? hashToken(token) : ''
    const row = await this.sessionRow(db, client, tokenHash)
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
      if (row.user_version !== null) session.userVersion = row.user_version
      if (row.stale) {
        await db.query('UPDATE tokens SET last_used_at = now() WHERE token_hash = $1', [tokenHash])
      }
    }
    return {
      brand: { ...brand.value, version: brand.version, catalogVersion: row.catalog_version },
      session,
    }
  }

  /**
   * The brand's versions and the token's session row: one query — or, on PGlite, none while
   * nothing was written since it was read (`Db.changes`: this process is PGlite's only writer)
   * and for at most `SESSION_ROW_MAX_AGE_MS` (`stale` goes by the clock). On PostgreSQL every call
   * reads it, so several processes never answer from a stale row.
   */
  private async sessionRow(
    db: Queryable & { changes?(): number },
    client: string,
    tokenHash: string,
  ): Promise<SessionRow | undefined> {
    const changes = db.changes?.()
    const key = `${client}\n${tokenHash}`
    if (changes !== undefined) {
      const hit = this.sessionRows.get(key)
      if (hit && hit.changes === changes && Date.now() - hit.at < SESSION_ROW_MAX_AGE_MS) {
        return hit.row
      }
    }
    const [row] = await db.query<SessionRow & Record<string, unknown>>(
      `SELECT b.version::float8 AS version, b.catalog_version::float8 AS catalog_version,
              t.id_device, t.id_user, u.data_version::float8 AS user_version,
              t.last_used_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) AS stale
         FROM brands b
         LEFT JOIN tokens t ON t.token_hash = $2 AND t.client = b.client AND t.revoked_at IS NULL
         LEFT JOIN users u ON u.id_user = t.id_user
        WHERE b.client = $1`,
      [client, tokenHash],
    )
    // Kept only when it needs no write (a stale session is touched, which moves the count).
    if (changes !== undefined && row && !row.stale) {
      if (this.sessionRows.size >= MAX_SESSION_ROWS) this.sessionRows.clear()
      this.sessionRows.set(key, { changes, at: Date.now(), row })
    }
    return row
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

  /**
   * A whole answer kept as a prepared body (its tag and compressed forms made once): `key` must
   * name everything the answer depends on — the brand's versions, the locale, the request's
   * parameters. Concurrent first requests share one `build`; a failed build is not kept.
   */
  answer(key: string, build: () => Promise<string>): Promise<PreparedBody> {
    const hit = this.answers.get(key)
    if (hit) return hit
    if (this.answers.size >= MAX_ANSWERS) this.answers.clear()
    const made = build().then(prepareBody)
    this.answers.set(key, made)
    made.catch(() => this.answers.delete(key))
    return made
  }

  /**
   * A signed-in user's whole app data answer (its tag and compressed forms made once), kept while
   * the user's `data_version` (read with the session) and the shared part it was made with hold
   * and until `validUntil`. The key is the user AND the device of the session: one user's answer
   * is never another's. `build` answers the text and until when it holds (null: do not keep it,
   * e.g. the user is gone). Bounded: the least recently used go past MAX_KEPT_ANSWER_BYTES.
   */
  async userAnswerOf(
    who: { client: string; idUser: number; idDevice: number; userVersion: number | undefined },
    locale: Locale,
    shared: object,
    build: () => Promise<{ text: string; validUntil: number | null }>,
  ): Promise<PreparedBody> {
    const key = `user\n${who.client}\n${who.idUser}\n${who.idDevice}\n${locale}`
    const hit = this.callers.get(key)
    if (
      hit &&
      who.userVersion !== undefined &&
      hit.userVersion === who.userVersion &&
      hit.shared === shared &&
      Date.now() < hit.validUntil
    ) {
      return hit.body
    }
    const { text, validUntil } = await build()
    const body = prepareBody(text, 'each')
    if (who.userVersion !== undefined && validUntil !== null) {
      this.keep(key, { shared, userVersion: who.userVersion, validUntil, body })
    }
    return body
  }

  /**
   * A guest's app data answer (no user, or a device not signed in): the same for every guest of
   * one device — or of none — in one locale while the shared part holds.
   */
  guestAnswerOf(
    who: { client: string; idDevice: number | null },
    locale: Locale,
    shared: object,
    build: () => string,
  ): PreparedBody {
    const key = `guest\n${who.client}\n${who.idDevice ?? ''}\n${locale}`
    const hit = this.callers.get(key)
    if (hit && hit.shared === shared) return hit.body
    const body = prepareBody(build(), 'each')
    this.keep(key, { shared, userVersion: 0, validUntil: Infinity, body })
    return body
  }

  private keep(key: string, kept: KeptAnswer) {
    const { body } = kept
    body.grew = (bytes) => this.callers.grow(key, kept, bytes)
    this.callers.set(key, kept, 2 * body.text.length + body.bytes.length + 256)
  }
}
