// @vitest-environment node
/**
 * Issue 16: two server processes on one PostgreSQL (cluster mode, or two machines behind a load
 * balancer) take concurrent gift-activate and place-order calls of one user, and the points are
 * never spent twice: the user's row lock (server/loyalty/ledger.ts `lockUser`, SELECT … FOR
 * UPDATE) holds across processes.
 *
 * PostgreSQL: TEST_POSTGRES_URL (.ci/run starts a throwaway cluster and sets it), else
 * DATABASE_URL, else a throwaway cluster of this machine's PostgreSQL (scripts/pg-temp.mjs).
 * PGlite cannot run this: it is one process's database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type Db } from '../../server/db/db.ts'
import { migrate } from '../../server/db/migrate.ts'
import { accrue, balanceOf, lockUser } from '../../server/loyalty/ledger.ts'
import { seed } from '../../server/seed/index.ts'
import { issueToken } from '../../server/session.ts'
import { databaseUrlFor } from './template.ts'

const SECRET = 'cluster-secret'
const client = 'pizzeria-msk'
let db: Db
let admin: Db
let name = ''
let stopTemp: (() => void) | undefined
const servers: { proc: ChildProcess; base: string }[] = []

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

async function postgresUrl(): Promise<string> {
  const url = process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL
  if (url) return url
  const { startTempPostgres } = await import('../../scripts/pg-temp.mjs')
  const temp = startTempPostgres({ port: await freePort() })
  stopTemp = temp.stop
  return temp.url
}

async function startServer(url: string) {
  const port = await freePort()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      SEED: '0',
      DEMO: '1',
      ADMIN_SECRET: SECRET,
      WORKERS: '',
    },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  servers.push({ proc, base })
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server on :${port} exited (${proc.exitCode})`)
    try {
      if ((await fetch(`${base}/rest/image/ready/0/16/scale.png`)).ok) return base
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  const url = await postgresUrl()
  name = `cluster_${randomBytes(5).toString('hex')}`
  admin = await openDb({ databaseUrl: url, pgOptions: { max: 1 } })
  await admin.exec(`CREATE DATABASE ${name}`)
  const own = databaseUrlFor(url, name)
  db = await openDb({ databaseUrl: own, pgOptions: { max: 2 } })
  await migrate(db)
  await seed(db)
  await Promise.all([startServer(own), startServer(own)])
}, 600_000)

afterAll(async () => {
  for (const s of servers) s.proc.kill('SIGTERM')
  await Promise.all(
    servers.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : 0)),
  )
  await db?.close()
  await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin?.close()
  stopTemp?.()
}, 120_000)

async function post(base: string, path: string, body: unknown, token?: string) {
  const r = await fetch(`${base}/rest/mobile/v53/${path}?client=${client}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Admin-Secret': SECRET,
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
  return { status: r.status, json: (await r.json()) as Record<string, unknown> }
}

describe('two server processes on one PostgreSQL', () => {
  it('concurrent gift activations and orders of one user never spend the points twice', async () => {
    // A user with 300 points: gift-1 costs 150, each order pays 150 in points — two of the
    // eight calls below can succeed, whichever process takes them.
    const [row] = await db.query<{ id_user: number }>(
      'INSERT INTO users (client, username) VALUES ($1, $2) RETURNING id_user',
      [client, '79990009900'],
    )
    const idUser = row!.id_user
    await db.transaction(async (tx) => {
      await lockUser(tx, client, idUser)
      await accrue(tx, client, idUser, { amount: 300 })
    })
    const [device] = await db.query<{ id_device: number }>(
      `INSERT INTO devices (client, key, os) VALUES ($1, $2, 'web') RETURNING id_device`,
      [client, randomBytes(8).toString('hex')],
    )
    const token = await issueToken(db, client, device!.id_device, idUser)
    const [product] = await db.query<{ id: number }>(
      `SELECT p.id FROM catalog_products p
        WHERE p.client = $1 AND p.active AND NOT p.deleted AND p.parent_id IS NULL
          AND p.amounts = '{}'::jsonb AND p.allow_basket IS DISTINCT FROM 'off'
          AND p.allow_basket IS DISTINCT FROM 'onlyDelivery'
          AND p.allow_basket IS DISTINCT FROM 'onlyPickup'
          AND NOT EXISTS (SELECT 1 FROM catalog_products v WHERE v.parent_id = p.id)
        ORDER BY p.price DESC, p.id LIMIT 1`,
      [client],
    )
    // Wednesday 13:00 in Moscow: the restaurant is open for pickup on both processes' clocks.
    const noon = Date.UTC(2025, 5, 11, 10, 0)
    for (const s of servers)
      expect((await post(s.base, 'admin/orders/clock', { now: noon })).status).toBe(200)
    const order = {
      receiveType: 'pickup',
      toBranch: 1,
      paymentType: 4,
      time: noon + 3600_000,
      products: [{ product_id: product!.id, count: 3 }],
      paidByBonus: 150,
    }
    const calls = Array.from({ length: 8 }, (_, i) => {
      const base = servers[i % 2]!.base
      return i % 4 < 2
        ? post(base, 'gift-activate', { id: 'gift-1' }, token)
        : post(base, 'place-order', { idempotencyKey: `cluster-order-${i}-${name}`, order }, token)
    })
    const results = await Promise.all(calls)
    const ok = results.filter((r) => r.status === 200)
    expect(ok, JSON.stringify(results.map((r) => [r.status, r.json.code]))).toHaveLength(2)
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.json.code).toBe('insufficient_points')
    }
    expect((await balanceOf(db, client, idUser)).bonus).toBe(0)
    const [sums] = await db.query<{ min: number }>(
      `SELECT MIN(running)::float8 AS min FROM (SELECT SUM(amount) OVER (ORDER BY id) AS running
         FROM loyalty_ledger WHERE id_user = $1 AND NOT cancelled) t`,
      [idUser],
    )
    expect(sums!.min).toBeGreaterThanOrEqual(0)
  })
})
