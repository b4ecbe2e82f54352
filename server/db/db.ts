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
  const wrap = (q: PGliteTxLike): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  release(): void
}
interface PgPoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  connect(): Promise<PgClientLike>
  end(): Promise<void>
}

/** Wraps a `pg` Pool. */
export function postgresDb(pool: PgPoolLike): Db {
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[]
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
            (await client.query(sql, params)).rows as T[],
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
