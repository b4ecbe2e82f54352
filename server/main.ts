/**
 * Starts the reference server: `node --import tsx server/main.ts` (one process; see
 * ../TOOLCHAIN). Environment:
 *   PORT          8080
 *   HOST          listen address (default: all interfaces)
 *   DATA_DIR      .data — PGlite lives in DATA_DIR/pglite; `memory` for a throwaway in-memory database
 *   DATABASE_URL  postgres://… — use PostgreSQL instead of PGlite
 *   DEMO          1/true: log one-time codes and return them as debug.code (npm start sets it)
 *   SEED          0 to skip the demo seed (default: applied on every start, idempotently)
 *   DIST_DIR      dist — the built app
 *   BASE_HOST     the platform host without subdomain (default: localhost, or the last 2 labels)
 *   APP_PORT      the port printed in the brand URLs (npm run dev prints Vite's 5173)
 *   LOG_REQUESTS  1: log every request
 *   TRUST_PROXY   1: read the client address from X-Forwarded-For (behind a reverse proxy only)
 *   AUTH_*        sign-in limits (server/auth/limits.ts, server/README.md)
 *   PASSWORD_SCRYPT_N  scrypt cost of new password hashes (default 16384; server/auth/password.ts)
 *   WORKERS       cluster mode: N processes behind PORT (`auto`: one per core); PostgreSQL only
 */
import { serve } from '@hono/node-server'
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { logger } from 'hono/logger'
import { join } from 'node:path'
import { createApp } from './app.ts'
import { authLimitsFromEnv } from './auth/limits.ts'
import { listBrands } from './brand.ts'
import { openDb } from './db/db.ts'
import { lockDataDir } from './db/lock.ts'
import { migrate } from './db/migrate.ts'
import { vapidKeys } from './push/service.ts'
import { seed } from './seed/index.ts'

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value)

const env = process.env
const port = Number(env.PORT || 8080)
const appPort = Number(env.APP_PORT || port)
const dataDir = env.DATA_DIR || '.data'
/** DATA_DIR=memory: a throwaway in-memory database (e2e runs). */
const inMemory = dataDir === 'memory'
const demo = flag(env.DEMO, false)

/**
 * WORKERS: how many server processes share PORT (node:cluster; the primary hands connections to
 * its workers). `auto` is one per core; unset or 1 is this one process.
 */
function workerCount(value: string | undefined): number {
  if (!value) return 1
  if (value === 'auto') return availableParallelism()
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) {
    console.error(`[server] WORKERS must be a whole number or auto, not ${value}`)
    process.exit(1)
  }
  return n
}

const workers = workerCount(env.WORKERS)
if (cluster.isPrimary && workers > 1) {
  if (!env.DATABASE_URL) {
    console.error(
      `[server] WORKERS=${env.WORKERS} needs PostgreSQL (DATABASE_URL): PGlite is one process's ` +
        'database and cannot be shared by several server processes. Unset WORKERS to run one.',
    )
    process.exit(1)
  }
  await runPrimary(workers)
} else {
  await runServer()
}

/** Cluster mode's primary: migrates and seeds once, then keeps `count` workers running. */
async function runPrimary(count: number) {
  const started = Date.now()
  const db = await openDb({ databaseUrl: env.DATABASE_URL })
  const applied = await migrate(db)
  if (flag(env.SEED, true)) await seed(db)
  await vapidKeys(db)
  const brands = await listBrands(db)
  await db.close()
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork({ SEED: '0' })
  cluster.on('listening', () => {
    if (++listening !== count) return
    console.log(
      `[server] ${count} workers listening on :${port} (PostgreSQL; ${applied.length} ` +
        `migration(s) applied; demo ${demo ? 'on' : 'off'}; ready in ${Date.now() - started} ms)`,
    )
    for (const b of brands) {
      console.log(`  ${b.name.padEnd(32)} http://${b.client}.localhost:${appPort}/`)
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(
      `[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    )
    // A worker that cannot start at all (port in use) would loop: give up after a quick failure.
    if (listening === 0) process.exit(1)
    fork()
  })
  for (let i = 0; i < count; i++) fork()
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal}: stopping ${count} workers`)
    let left = Object.keys(cluster.workers ?? {}).length
    if (!left) process.exit(0)
    for (const worker of Object.values(cluster.workers ?? {})) {
      worker?.once('exit', () => --left === 0 && process.exit(0))
      worker?.kill('SIGTERM')
    }
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

/** One server process (the only one, or a cluster worker). */
async function runServer() {
  const started = Date.now()
  // PGlite is one process's database: a second server on the same DATA_DIR would corrupt it.
  const unlock =
    env.DATABASE_URL || inMemory ? () => undefined : lockDataDir(join(dataDir, 'pglite'))
  const db = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: inMemory ? null : join(dataDir, 'pglite'),
  })
  // Cluster mode: the primary migrated and seeded before it forked the workers.
  const applied = cluster.isWorker ? [] : await migrate(db)
  if (!cluster.isWorker && flag(env.SEED, true)) await seed(db)
  // The web push (VAPID) keys are made on the first start and kept in the database.
  await vapidKeys(db)
  const brands = await listBrands(db)

  const app = createApp({
    db,
    demo,
    distDir: env.DIST_DIR || 'dist',
    baseHost: env.BASE_HOST,
    use: flag(env.LOG_REQUESTS, false) ? [logger()] : [],
    authLimits: authLimitsFromEnv(env),
  })
  const server = serve({ fetch: app.fetch, port, hostname: env.HOST || undefined }, (info) => {
    const where =
      db.kind === 'postgres'
        ? 'PostgreSQL'
        : inMemory
          ? 'PGlite in memory'
          : `PGlite in ${join(dataDir, 'pglite')}`
    if (cluster.isWorker) {
      console.log(`[server] worker ${process.pid} listening on :${info.port} (${where})`)
      return
    }
    console.log(
      `[server] listening on :${info.port} (${where}; ${applied.length} migration(s) applied; ` +
        `demo ${demo ? 'on' : 'off'}; ready in ${Date.now() - started} ms)`,
    )
    console.log('[server] demo brands:')
    for (const b of brands) {
      console.log(
        `  ${b.name.padEnd(32)} http://${b.client}.localhost:${appPort}/   http://localhost:${appPort}/?client=${b.client}`,
      )
    }
  })

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[server] port ${port} is in use: stop the other server or set PORT`
        : `[server] ${error.message}`,
    )
    unlock()
    process.exit(1)
  })

  let stopping = false
  async function stop(signal: string) {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal}: stopping`)
    server.close()
    await db.close().catch(() => undefined)
    unlock()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
