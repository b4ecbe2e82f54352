/**
 * One small database interface over both back ends: PGlite (Postgres in WASM, embedded, the
 * default, persisted under DATA_DIR) and PostgreSQL through `pg` when DATABASE_URL is set.
 * Both speak the same SQL dialect, so migrations and queries are written once.
 *
 * Conventions that keep the two drivers identical: parameters are `$1, $2…`; JSON values are
 * passed as `JSON.stringify(value)` and cast with `$n::jsonb` (pg would turn a JS array into a
 * Postgres array literal); ids are `integer` so both return JS numbers.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'

export type Row = Record<string, unknown>

export interface Queryable {
  /** One statement with `$n` parameters; returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: 'pglite' | 'postgres'
  /**
   * PGlite only: a count that moves before every statement that may change data (anything but a
   * plain SELECT, inside transactions too) and when a transaction ends. PGlite is one process's
   * database and this Db its only way in, so what a read answered still holds while the count
   * does (server/cache.ts keeps the brand-and-session row on it, issue 16). Undefined on
   * PostgreSQL: other processes and an operator's SQL write there too.
   */
  changes?(): number
}

/** A statement that only reads: `SELECT …` (a CTE, DML or DDL counts as a change). */
export function readsOnly(sql: string): boolean {
  return /^\s*select\s/i.test(sql) && !/\b(nextval|setval|pg_advisory)/i.test(sql)
}

/** Minimal structural types of the two drivers, so this file imports neither eagerly. */
interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
  transaction<T>(fn: (tx: PGliteTxLike) => Promise<T>): Promise<T>
  close(): Promise<void>
}
interface PGliteTxLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

/** Wraps a PGlite instance (file-backed or in-memory `new PGlite()`). */
export function pgliteDb(pg: PGliteLike): Db {
  let changes = 0
  const wrap = (q: PGliteTxLike): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      if (!readsOnly(sql)) changes++
      return (await q.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      changes++
      await q.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) =>
      pg
        .transaction((tx) => fn(wrap(tx)))
        .finally(() => {
          changes++
        }),
    close: () => pg.close(),
    changes: () => changes,
  }
}

/** A statement as `pg` takes it: with a `name`, it is parsed and planned once per connection. */
interface PgQuery {
  name?: string
  text: string
  values: unknown[]
}
interface PgClientLike {
  query(sql: string | PgQuery, params?: unknown[]): Promise<{ rows: Row[] }>
  release(): void
}
interface PgPoolLike {
  query(sql: string | PgQuery, params?: unknown[]): Promise<{ rows: Row[] }>
  connect(): Promise<PgClientLike>
  end(): Promise<void>
}

/** At most this many statements are prepared (each connection keeps each one it ran). */
const MAX_PREPARED = 500

/**
 * Prepared statements (issue 16): every statement with parameters gets a name by its text, so
 * each pooled connection parses and plans it once. SQL texts are written in the code (values go
 * as parameters), so the names stay few; past `MAX_PREPARED` texts the rest run unnamed. A
 * statement whose prepared form no longer fits the tables (a migration changed what `SELECT *`
 * returns) runs again unnamed.
 */
function preparer() {
  const names = new Map<string, string>()
  const stale = new Set<string>()
  return async function run(
    target: { query(q: string | PgQuery, params?: unknown[]): Promise<{ rows: Row[] }> },
    sql: string,
    params: unknown[],
  ): Promise<Row[]> {
    if (!params.length || stale.has(sql)) return (await target.query(sql, params)).rows
    let name = names.get(sql)
    if (!name && names.size < MAX_PREPARED) names.set(sql, (name = `s${names.size + 1}`))
    if (!name) return (await target.query(sql, params)).rows
    try {
      return (await target.query({ name, text: sql, values: params })).rows
    } catch (error) {
      // 0A000: "cached plan must not change result type"; 26000: the statement is gone.
      const code = (error as { code?: string }).code
      if (code !== '0A000' && code !== '26000') throw error
      stale.add(sql)
      return (await target.query(sql, params)).rows
    }
  }
}

/** Wraps a `pg` Pool. */
export function postgresDb(pool: PgPoolLike): Db {
  const run = preparer()
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await run(pool, sql, params)) as T[]
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) =>
            (await run(client, sql, params)) as T[],
          exec: async (sql: string) => {
            await client.query(sql)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export interface OpenDbOptions {
  /** postgres://… — when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string
  /** PGlite data directory; `null` for an in-memory database. */
  dataDir?: string | null
  /** Extra `pg` pool options (tests pass `options: '-c search_path=…'`). */
  pgOptions?: Record<string, unknown>
}

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, ...opts.pgOptions })
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message))
    return postgresDb(pool as unknown as PgPoolLike)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  if (opts.dataDir === null || opts.dataDir === undefined) {
    return pgliteDb(new PGlite() as unknown as PGliteLike)
  }
  const dir = resolve(opts.dataDir)
  mkdirSync(dir, { recursive: true })
  const pg = await PGlite.create(dir)
  return pgliteDb(pg as unknown as PGliteLike)
}
