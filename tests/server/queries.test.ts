// @vitest-environment node
/**
 * Issue 16: the busiest calls make a fixed, small number of queries — no N+1 — and app data is
 * served from the per-process cache until the brand's version moves. The database is wrapped so
 * every statement (inside transactions too) is counted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Db, Queryable } from '../../server/db/db.ts'
import { call, seededDb, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let db: Db
let app: TestApp
const seen: string[] = []

function counted<Q extends Queryable>(q: Q): Q {
  return {
    ...q,
    query: (sql: string, params?: unknown[]) => {
      seen.push(sql)
      return q.query(sql, params)
    },
    exec: (sql: string) => {
      seen.push(sql)
      return q.exec(sql)
    },
  }
}

beforeAll(async () => {
  db = await seededDb()
  const wrapped: Db = {
    ...counted(db),
    transaction: (fn) => db.transaction((tx) => fn(counted(tx))),
  }
  app = createApp({ db: wrapped, demo: true, log: () => undefined })
}, 120_000)
afterAll(() => db.close())

const { freshUser } = testUsers(() => ({ app, db }), 79990009100)

/** The statements one call makes (the call is made once before, so caches are warm). */
async function queriesOf(path: string, opts: Parameters<typeof call>[2]) {
  await call(app, path, opts)
  seen.length = 0
  const r = await call(app, path, opts)
  expect(r.status).toBe(200)
  return [...seen]
}

describe('queries per call', () => {
  it('app data: one query, guest or signed in, in either language — none on PGlite while nothing is written', async () => {
    // PGlite's one process is its only writer: the brand-and-session row is kept until a write
    // or a second passes (server/cache.ts); the clock stands still so the second never passes.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const expected = db.kind === 'pglite' ? 0 : 1
      // A brand's first app data writes its push keys: a change, so the row is read once more.
      await call(app, 'app', { client: 'pizzeria-msk', body: {} })
      await call(app, 'app', { client: 'coffee', body: {} })
      for (const lang of ['ru', 'en']) {
        const headers = { 'Accept-Language': lang }
        const sql = await queriesOf('app', { client: 'pizzeria-msk', body: {}, headers })
        expect(sql).toHaveLength(expected)
      }
      const { token } = await freshUser('coffee', 20)
      for (const lang of ['ru', 'en']) {
        const headers = { 'Accept-Language': lang }
        // A user's first app data writes (the user's data moves): kept from the second call on.
        await call(app, 'app', { client: 'coffee', token, body: {}, headers })
        const sql = await queriesOf('app', { client: 'coffee', token, body: {}, headers })
        expect(sql).toHaveLength(expected)
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('a products page, the history and the coupons stay within their budgets', async () => {
    const products = await queriesOf('get-products', {
      client: 'pizzeria-msk',
      body: { category: 11, branch: 1, limit: 10, offset: 0 },
    })
    expect(products.length).toBeLessThanOrEqual(4)
    const { token } = await freshUser('coffee', 50)
    const history = await queriesOf('operation-history', { client: 'coffee', token, body: {} })
    expect(history.length).toBeLessThanOrEqual(4)
    const coupons = await queriesOf('get-coupons', { client: 'coffee', token, method: 'GET' })
    expect(coupons.length).toBeLessThanOrEqual(4)
  })
})

describe('app data cache', () => {
  it('answers a settings change at once (the brand version moves)', async () => {
    const first = await call(app, 'app', { client: 'sushi', body: {} })
    expect((first.json.settings as { name: string }).name).not.toBe('Новое имя')
    await db.query(
      `UPDATE brands SET settings = settings || '{"name":"Новое имя"}' WHERE client = $1`,
      ['sushi'],
    )
    const next = await call(app, 'app', { client: 'sushi', body: {} })
    expect((next.json.settings as { name: string }).name).toBe('Новое имя')
  })

  it('answers a branch change at once', async () => {
    await call(app, 'app', { client: 'sushi', body: {} })
    await db.query(`UPDATE branches SET name = 'Новый филиал' WHERE client = 'sushi'`)
    const next = await call(app, 'app', { client: 'sushi', body: {} })
    const names = (next.json.branches as { name: string }[]).map((b) => b.name)
    expect(names.every((n) => n === 'Новый филиал')).toBe(true)
  })
})
