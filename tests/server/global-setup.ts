/**
 * Vitest global setup: migrates and seeds one server database for the whole run, and every
 * server test file starts from a copy of it (tests/server/helpers.ts `testApp`), instead of each
 * file booting, migrating and seeding its own (seconds on a quiet machine, minutes on a busy one).
 *
 * - PGlite (the default): the seeded in-memory database is dumped (`dumpDataDir`) into a tarball
 *   in a temp dir; a file loads it with `new PGlite({ loadDataDir })`.
 * - PostgreSQL (DATABASE_URL): a template database `wl_tpl_<random>`; a file gets its own
 *   `CREATE DATABASE … TEMPLATE …`. Both are dropped at the end of the run.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDb, pgliteDb } from '../../server/db/db.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/seed/index.ts'
import { databaseUrlFor, type ServerDbTemplate } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    serverDbTemplate: ServerDbTemplate
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `wl_tpl_${randomBytes(6).toString('hex')}`
    const admin = await openDb({ databaseUrl: url, pgOptions: { max: 1 } })
    await admin.exec(`CREATE DATABASE ${name}`)
    const db = await openDb({ databaseUrl: databaseUrlFor(url, name), pgOptions: { max: 1 } })
    try {
      await migrate(db)
      await seed(db)
    } finally {
      await db.close()
    }
    project.provide('serverDbTemplate', { kind: 'postgres', name })
    return async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
      await admin.close()
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite()
  const db = pgliteDb(pg)
  await migrate(db)
  await seed(db)
  const dump = await pg.dumpDataDir('none')
  await pg.close()
  const dir = mkdtempSync(join(tmpdir(), 'wl-server-db-'))
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('serverDbTemplate', { kind: 'pglite', file })
  return () => rmSync(dir, { recursive: true, force: true })
}
