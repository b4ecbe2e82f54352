// @vitest-environment node
/**
 * The server holds against bad input (issue 10): body size, integers beyond the database's
 * range, text PostgreSQL cannot store, and device-register's descriptive fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { issueToken } from '../../server/session.ts'
import { API, call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
let token: string
const client = 'pizzeria-msk'

beforeAll(async () => {
  ;({ app, db } = await testApp())
  const device = await registerDevice(app, client)
  const [user] = await db.query<{ id_user: number }>(
    `SELECT id_user FROM users WHERE client = $1 AND username = '79990000001'`,
    [client],
  )
  token = await issueToken(db, client, device.idDevice, user!.id_user)
}, 180_000)
afterAll(() => db.close())

describe('request bodies', () => {
  it('refuses a body over 256 KB with a small 413 in the envelope, by Content-Length', async () => {
    const ids = Array.from({ length: 600_000 }, (_, i) => i)
    const body = JSON.stringify({ products: ids })
    expect(body.length).toBeGreaterThan(3_000_000)
    const started = Date.now()
    const r = await call(app, 'get-products-by-ids', { client, body })
    expect(r.status).toBe(413)
    expect(r.json).toMatchObject({ status: 'error', code: 'too_large' })
    expect(r.json.message).toBe('Слишком большой запрос: не больше 256 КБ')
    expect(r.text.length).toBeLessThan(500)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses a streamed body (no Content-Length) once it passes the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await app.request(`${API}/get-products-by-ids?client=${client}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: stream,
      // @ts-expect-error Node's fetch needs it for a stream body
      duplex: 'half',
    })
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(64)
    expect(await res.json()).toMatchObject({
      code: 'too_large',
      message: 'The request is too large: 256 KB at most',
    })
  })

  it('answers a garbage body under the limit with a few errors, fast', async () => {
    const garbage = Array.from({ length: 20_000 }, () => 'x')
    const started = Date.now()
    const r = await call(app, 'get-products-by-ids', {
      client,
      body: { products: garbage, variations: garbage },
    })
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('bad_request')
    expect((r.json.errors as unknown[]).length).toBeLessThanOrEqual(10)
    expect(r.text.length).toBeLessThan(3000)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('caps strings and lists the schemas leave open', async () => {
    const r = await call(app, 'activate-code', { client, token, body: { code: 'x'.repeat(20) } })
    expect(r.status).toBe(400)
    const q = await call(app, 'geocoder/suggest', {
      client,
      body: { query: 'Тверская '.repeat(2000) },
    })
    expect(q.status).toBe(400)
    expect(q.json.message).toContain('макс. кол-во символов')
  })
})

const BAD_INTS = [2147483648, 1e15, -2147483649, 1.5]

describe('integers beyond the database range are 400, never 500', () => {
  const bodies: [string, (n: number) => unknown][] = [
    ['get-categories', (n) => ({ branch: n })],
    ['get-products', (n) => ({ category: n })],
    ['get-products', (n) => ({ category: 1, branch: n })],
    ['get-products', (n) => ({ category: 1, offset: n })],
    ['get-products-by-ids', (n) => ({ products: [n] })],
    ['get-products-by-ids', (n) => ({ branch: n, products: [1] })],
    ['get-products-by-ids', (n) => ({ variations: [{ id: n }] })],
    [
      'get-products-by-ids',
      (n) => ({
        variations: [{ id: 1, productAttributeValues: [{ attributeId: n, valueId: 1 }] }],
      }),
    ],
    ['operation-history', (n) => ({ offset: n })],
    ['user-orders', (n) => ({ page: n })],
    [
      'place-order',
      (n) => ({
        idempotencyKey: 'abcdefgh1',
        order: { receiveType: 'pickup', toBranch: n, products: [{ product_id: 1, count: 1 }] },
      }),
    ],
    [
      'place-order',
      (n) => ({
        idempotencyKey: 'abcdefgh2',
        order: { receiveType: 'pickup', products: [{ product_id: n, count: 1 }] },
      }),
    ],
    [
      'place-order',
      (n) => ({
        idempotencyKey: 'abcdefgh3',
        order: { receiveType: 'pickup', paidByBonus: n, products: [{ product_id: 1, count: 1 }] },
      }),
    ],
    ['geocoder/suggest', (n) => ({ query: 'Тверская', count: n })],
    ['geocoder/get-address', (n) => ({ lat: 55.75, lng: 37.6, count: n })],
  ]
  for (const [route, make] of bodies) {
    for (const n of BAD_INTS) {
      it(`${route} ${JSON.stringify(make(n))}`, async () => {
        const r = await call(app, route, { client, token, body: make(n) })
        expect(r.status).toBe(400)
        expect(r.json.status).toBe('error')
        expect(String(r.json.message)).toMatch(/поле «.+»/)
      })
    }
  }

  const queries = [
    (n: string) => `catalog-search?query=пицца&branch=${n}`,
    (n: string) => `catalog-search?query=пицца&category=${n}`,
    (n: string) => `product/1/variation?attributeId=${n}&valueId=1`,
    (n: string) => `product/1/variation?attributeId=1&valueId=1&branch=${n}`,
    (n: string) => `product/${n}/variation?attributeId=1&valueId=1`,
    (n: string) => `operation/${n}`,
  ]
  for (const make of queries) {
    for (const n of ['2147483648', '1000000000000000', '-2147483649', '1.5', '1e15']) {
      it(`GET ${make(n)}`, async () => {
        const r = await call(app, make(n), { client, token })
        expect(r.status).toBe(400)
        expect(r.json.status).toBe('error')
        expect(String(r.json.message)).toMatch(/«.+»/)
      })
    }
  }

  it('the admin order route and the sandbox page too', async () => {
    process.env.ADMIN_SECRET = 'guard-secret'
    try {
      const r = await call(app, 'admin/orders/2147483648/status', {
        client,
        body: { status: 'done' },
        headers: { 'X-Admin-Secret': 'guard-secret' },
      })
      expect(r.status).toBe(400)
    } finally {
      delete process.env.ADMIN_SECRET
    }
    for (const id of ['2147483648', '1e15', '1.5']) {
      const page = await app.request(`http://localhost/sandbox/pay/${id}?key=x`)
      expect(page.status).toBe(404)
    }
  })

  it('numbers beyond the columns elsewhere: coordinates, admin prices', async () => {
    for (const lat of ['1e400', 1e300, '-1e20', 'NaN']) {
      const r = await call(app, 'place-order', {
        client,
        token,
        body: {
          idempotencyKey: `coords-${String(lat)}`,
          order: {
            receiveType: 'delivery',
            address: 'x',
            lat,
            lng: 37.6,
            products: [{ product_id: 1, count: 1 }],
          },
        },
      })
      expect(r.status, `${lat}: ${r.text}`).toBeGreaterThanOrEqual(400)
      expect(r.status, `${lat}: ${r.text}`).toBeLessThan(500)
      const g = await call(app, 'geocoder/get-address', { client, body: { lat, lng: 37.6 } })
      expect(g.status).toBe(400)
    }
    process.env.ADMIN_SECRET = 'guard-secret'
    try {
      for (const body of [
        { id: 1, price: 1e15 },
        { id: 1, prices: { '1': 1e15 } },
        { id: 2147483648 },
      ]) {
        const r = await call(app, 'admin/catalog/product', {
          client,
          body,
          headers: { 'X-Admin-Secret': 'guard-secret' },
        })
        expect(r.status, JSON.stringify(body)).toBe(400)
      }
    } finally {
      delete process.env.ADMIN_SECRET
    }
  })

  it('keeps timestamps in ms (beyond int4) working', async () => {
    const r = await call(app, 'place-order', {
      client,
      token,
      body: {
        idempotencyKey: 'time-ms-1',
        order: {
          receiveType: 'pickup',
          toBranch: 1,
          time: Date.now() + 86_400_000,
          products: [{ product_id: 999999, count: 1 }],
        },
      },
    })
    expect(r.status).not.toBe(400)
    expect(r.status).toBeLessThan(500)
  })
})

describe('text the database cannot store is 400, never 500', () => {
  const cases: [string, unknown][] = [
    ['check-if-user-exists', { phone: '7999\u00000000001' }],
    ['user-send-sms', { username: '\ud80079990000001' }],
    ['device-register', { key: 'abcdefgh-1', os: 'web', model: 'Pixel\u0000' }],
    ['device-register', { key: 'abcdefgh-2', os: '\udc00' }],
    ['geocoder/suggest', { query: 'Тверская\u0000' }],
    ['activate-code', { code: 'PIZ\ud800' }],
    ['get-products', { category: 1, 'x\u0000': 1 }],
    [
      'place-order',
      {
        idempotencyKey: 'nul-test-1',
        order: {
          receiveType: 'pickup',
          comment: 'a\u0000',
          products: [{ product_id: 1, count: 1 }],
        },
      },
    ],
  ]
  for (const [route, body] of cases) {
    it(`${route} ${JSON.stringify(body)}`, async () => {
      const r = await call(app, route, { client, token, body })
      expect(r.status).toBe(400)
      expect(r.json.code).toBe('bad_text')
      expect(String(r.json.message)).toContain('недопустимые символы')
    })
  }

  for (const path of [
    'catalog-search?query=%00пицца',
    'catalog-search?query=%ED%A0%80abc',
    'catalog-search?query=abc%FF',
    'catalog-search?query=abc&%00=1',
    'get-coupons?id=gift-1%00',
    'operation/1%00',
    'pages%00',
  ]) {
    it(`GET ${path}`, async () => {
      // As it is on the wire (URLSearchParams would re-encode bad UTF-8 as U+FFFD).
      const res = await app.request(
        `${API}/${path}${path.includes('?') ? '&' : '?'}client=${client}`,
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ status: 'error', code: 'bad_text' })
    })
  }

  it('a proper surrogate pair (emoji) is fine', async () => {
    const r = await call(app, 'geocoder/suggest', { client, body: { query: 'Тверская 🍕' } })
    expect(r.status).toBe(200)
  })
})

describe('device-register trims descriptive fields, never refuses them', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/17.5 Mobile/15E148 Safari/604.1 ' +
    'Instagram 331.0.0.36.104 (iPhone15,3; iOS 17_5_1; ru_RU; ru; scale=3.00; 1290x2796; 605828455) ' +
    'Telegram-Android/10.14.5 (Apple iPhone15,3; iOS 17; SDK 33; HIGH) VKClient/8.90 (iPhone) AppleWebKit'

  it('accepts a 300-character iPhone user agent as model, stored trimmed', async () => {
    const model = iphone.padEnd(300, ' x').slice(0, 300)
    expect(model.length).toBe(300)
    const r = await call(app, 'device-register', {
      client,
      body: {
        key: crypto.randomUUID(),
        os: 'iOS '.repeat(20),
        name: 'Apple '.repeat(40),
        model,
        version: '17.5.1 '.repeat(20),
        pwa: false,
      },
    })
    expect(r.status).toBe(200)
    const idDevice = (r.json.user as { idDevice: number }).idDevice
    const [row] = await db.query<{ os: string; name: string; model: string; version: string }>(
      'SELECT os, name, model, version FROM devices WHERE id_device = $1',
      [idDevice],
    )
    expect(row!.model).toBe(model.slice(0, 128).trim())
    expect(row!.os.length).toBeLessThanOrEqual(32)
    expect(row!.name.length).toBeLessThanOrEqual(128)
    expect(row!.version.length).toBeLessThanOrEqual(64)
  })

  it('never cuts an emoji in half', async () => {
    const model = 'a'.repeat(127) + '📱📱'
    const r = await call(app, 'device-register', {
      client,
      body: { key: crypto.randomUUID(), os: 'web', model },
    })
    expect(r.status).toBe(200)
  })

  it('still validates the key and the token', async () => {
    const bad = await call(app, 'device-register', {
      client,
      body: { key: 'short', os: 'web', model: iphone },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toContain('«key»')
    const badToken = await call(app, 'device-register', {
      client,
      body: { key: crypto.randomUUID(), os: 'web', authToken: 'x'.repeat(300) },
    })
    expect(badToken.status).toBe(400)
  })
})
