// @vitest-environment node
/**
 * Issue 16: fast answers stay right. App data and catalog answers carry an ETag (304 for an
 * unchanged answer), are compressed when the caller accepts it, are kept per process per brand
 * version and locale — and a kept user's part is never another user's, and never outlives a
 * change of the user's data (in this process or another one on the same database) or the time a
 * delayed bonus activates.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Db } from '../../server/db/db.ts'
import { accrue, lockUser } from '../../server/loyalty/ledger.ts'
import { negotiateEncoding } from '../../server/respond.ts'
import { call, registerDevice, seededDb, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let db: Db
let app: TestApp
/** A second server process on the same database (its own caches). */
let other: TestApp

beforeAll(async () => {
  db = await seededDb()
  app = createApp({ db, demo: true, log: () => undefined })
  other = createApp({ db, demo: true, log: () => undefined })
}, 120_000)
afterAll(() => db.close())

const { freshUser } = testUsers(() => ({ app, db }), 79990009300)

const PRODUCTS = { category: 11, branch: 1, limit: 10, offset: 0 }

type Product = { id: number; name: string; label: string | null }
type User = { idUser: number | null; bonus?: number; delayedBonus?: number; display_name?: string }

describe('ETag and 304', () => {
  it('answers an unchanged products page with 304 and a changed one with 200', async () => {
    const first = await call(app, 'get-products', { client: 'pizzeria-msk', body: PRODUCTS })
    const etag = first.res.headers.get('ETag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await call(app, 'get-products', {
      client: 'pizzeria-msk',
      body: PRODUCTS,
      headers: { 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    const [product] = first.json.products as Product[]
    // Every row of the brand (a variation group shows its parent's label).
    await db.query(`UPDATE catalog_products SET label = 'Новинка' WHERE client = $1`, [
      'pizzeria-msk',
    ])
    const changed = await call(app, 'get-products', {
      client: 'pizzeria-msk',
      body: PRODUCTS,
      headers: { 'If-None-Match': etag! },
    })
    expect(changed.status).toBe(200)
    expect(changed.res.headers.get('ETag')).not.toBe(etag)
    expect((changed.json.products as Product[])[0]).toMatchObject({
      id: product!.id,
      label: 'Новинка',
    })
  })

  it('answers unchanged app data with 304, for a guest and for a signed-in user', async () => {
    const { token: guest } = await registerDevice(app, 'coffee')
    const { token: user } = await freshUser('coffee', 30)
    for (const token of [guest, user]) {
      const first = await call(app, 'app', { client: 'coffee', token, body: {} })
      const etag = first.res.headers.get('ETag')!
      const again = await call(app, 'app', {
        client: 'coffee',
        token,
        body: {},
        headers: { 'If-None-Match': etag },
      })
      expect(again.status).toBe(304)
      // The other language is another answer.
      const en = await call(app, 'app', {
        client: 'coffee',
        token,
        body: {},
        headers: { 'If-None-Match': etag, 'Accept-Language': 'en' },
      })
      expect(en.status).toBe(200)
    }
  })
})

describe('compression', () => {
  it('answers brotli or gzip as accepted, with Vary: Accept-Encoding', async () => {
    const plain = await call(app, 'get-products', { client: 'pizzeria-msk', body: PRODUCTS })
    expect(plain.res.headers.get('Content-Encoding')).toBeNull()
    expect(plain.res.headers.get('Vary')).toMatch(/Accept-Encoding/)
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const url = `http://localhost/rest/mobile/v53/get-products?client=pizzeria-msk`
      const res = await app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Encoding': accept },
        body: JSON.stringify(PRODUCTS),
      })
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBeLessThan(plain.text.length)
      expect(decode(bytes).toString()).toBe(plain.text)
    }
  })

  it('compresses app data made per request', async () => {
    const res = await app.request('http://localhost/rest/mobile/v53/app?client=sushi', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'br' },
      body: '{}',
    })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    const json = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())
    expect(json).toMatchObject({ status: 'ok', user: { idUser: null, username: 'Guest' } })
  })

  it('reads Accept-Encoding with weights', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})

describe('kept answers', () => {
  it('keep each language apart', async () => {
    const ask = (lang: string) =>
      call(app, 'get-products', {
        client: 'pizzeria-msk',
        body: PRODUCTS,
        headers: { 'Accept-Language': lang },
      })
    const en = await ask('en')
    const ru = await ask('ru')
    const enAgain = await ask('en')
    const names = (r: typeof en) => (r.json.products as Product[]).map((p) => p.name)
    expect(names(ru).join(' ')).toMatch(/[а-яё]/i)
    expect(names(en)).not.toEqual(names(ru))
    expect(names(enAgain)).toEqual(names(en))
    const appRu = await call(app, 'app', { client: 'coffee', body: {} })
    const appEn = await call(app, 'app', {
      client: 'coffee',
      body: {},
      headers: { 'Accept-Language': 'en' },
    })
    const appRuAgain = await call(app, 'app', { client: 'coffee', body: {} })
    expect(appEn.text).not.toBe(appRu.text)
    expect(appRuAgain.text).toBe(appRu.text)
  })

  it('answer a category change at once', async () => {
    const first = await call(app, 'get-categories', { client: 'pizzeria-msk', body: {} })
    const [top] = first.json.category as { id: number; name: string }[]
    await db.query('UPDATE catalog_categories SET name = $3 WHERE client = $1 AND id = $2', [
      'pizzeria-msk',
      top!.id,
      'Переименовано',
    ])
    const next = await call(app, 'get-categories', { client: 'pizzeria-msk', body: {} })
    expect((next.json.category as { name: string }[])[0]!.name).toBe('Переименовано')
  })

  it('never hand one user’s part to another, nor to a guest on the same device', async () => {
    const a = await freshUser('coffee', 11)
    const b = await freshUser('coffee', 22)
    const appOf = async (token: string, headers: Record<string, string> = {}) =>
      call(app, 'app', { client: 'coffee', token, body: {}, headers })
    const aFirst = await appOf(a.token)
    await appOf(a.token)
    const bFirst = await appOf(b.token, { 'If-None-Match': aFirst.res.headers.get('ETag')! })
    expect(bFirst.status).toBe(200)
    expect(bFirst.json.user).toMatchObject({ idUser: b.idUser, bonus: 22 })
    expect((await appOf(a.token)).json.user).toMatchObject({ idUser: a.idUser, bonus: 11 })
    // A's token revoked (sign-out): the same device is a guest now, not A.
    await call(app, 'user-logout', { client: 'coffee', token: a.token, body: {} })
    expect((await appOf(a.token)).json.user).toMatchObject({ idUser: null, username: 'Guest' })
  })

  it('answer the user’s changes at once, in this process and another', async () => {
    const u = await freshUser('coffee', 10)
    const bonusIn = async (server: TestApp) =>
      (
        (await call(server, 'app', { client: 'coffee', token: u.token, body: {} })).json
          .user as User
      ).bonus
    expect(await bonusIn(app)).toBe(10)
    expect(await bonusIn(other)).toBe(10)
    await db.transaction(async (tx) => {
      await lockUser(tx, 'coffee', u.idUser)
      await accrue(tx, 'coffee', u.idUser, { amount: 5 })
    })
    expect(await bonusIn(app)).toBe(15)
    expect(await bonusIn(other)).toBe(15)
    // A profile change through the API of one process, read by the other.
    await call(other, 'user-update', {
      client: 'coffee',
      token: u.token,
      body: { display_name: 'Новое Имя' },
    })
    const seen = await call(app, 'app', { client: 'coffee', token: u.token, body: {} })
    expect((seen.json.user as User).display_name).toBe('Новое Имя')
  })

  it('answer a compressed user’s answer with the new balance after a purchase, in this process and another', async () => {
    const u = await freshUser('coffee', 10)
    const brOf = async (server: TestApp, etag?: string) => {
      const res = await server.request('http://localhost/rest/mobile/v53/app?client=coffee', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Encoding': 'gzip, deflate, br',
          Authorization: `Bearer ${u.token}`,
          ...(etag && { 'If-None-Match': etag }),
        },
        body: '{}',
      })
      const bytes = Buffer.from(await res.arrayBuffer())
      const text = res.status === 200 ? brotliDecompressSync(bytes).toString() : ''
      return { res, bytes, user: text ? (JSON.parse(text) as { user: User }).user : null }
    }
    const first = await brOf(app)
    expect(first.res.headers.get('Content-Encoding')).toBe('br')
    expect(first.user).toMatchObject({ bonus: 10 })
    // Kept: the same bytes again, and 304 for its tag.
    const again = await brOf(app)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    const etag = first.res.headers.get('ETag')!
    expect((await brOf(app, etag)).res.status).toBe(304)
    await db.transaction(async (tx) => {
      await lockUser(tx, 'coffee', u.idUser)
      await accrue(tx, 'coffee', u.idUser, { amount: 7 })
    })
    for (const server of [app, other]) {
      const after = await brOf(server, etag)
      expect(after.res.status).toBe(200)
      expect(after.res.headers.get('ETag')).not.toBe(etag)
      expect(after.user).toMatchObject({ bonus: 17 })
    }
  })

  it('answer a delayed bonus once its time comes, with no write in between', async () => {
    const u = await freshUser('coffee', 10)
    await db.query(
      `INSERT INTO loyalty_ledger (client, id_user, kind, amount, date_activation)
       VALUES ('coffee', $1, 'accrual', 4, now() + interval '1 second')`,
      [u.idUser],
    )
    const userOf = async () =>
      (await call(app, 'app', { client: 'coffee', token: u.token, body: {} })).json.user as User
    expect(await userOf()).toMatchObject({ bonus: 10, delayedBonus: 4 })
    await expect
      .poll(async () => (await userOf()).bonus, { timeout: 10_000, interval: 200 })
      .toBe(14)
  })
})
