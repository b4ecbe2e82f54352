/**
 * SQL migrations: `server/db/migrations/NNN-name.sql`, applied in name order, each in its own
 * transaction together with its row in `schema_migrations`, so a failed file leaves no trace and
 * running again applies only what is missing. Later issues add files; never edit an applied one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/

export interface Migration {
  name: string
  sql: string
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => FILE.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/** Applies the pending migrations; returns the names applied now. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.name)) continue
    await db.transaction(async (tx) => {
      // Another process may have applied it meanwhile (PostgreSQL shared by several servers).
      const claimed = await tx.query(
        'INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
        [m.name],
      )
      if (claimed.length === 0) return
      await tx.exec(m.sql)
      applied.push(m.name)
    })
  }
  return applied
}
