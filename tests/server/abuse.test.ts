// @vitest-environment node
/**
 * The server holds against abuse (issue 10): sign-in caps per phone and address, guessers slowed
 * without locking the owner out, constant time for unknown phones, once-per-person promo codes,
 * 99 of a product per order, payment return urls on the brand's own origins, security headers.
 */
import crypto from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Db } from '../../server/db/db.ts'
import { issueToken } from '../../server/session.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
const dist = mkdtempSync(join(tmpdir(), 'abuse-dist-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title>')

beforeAll(async () => {
  ;({ app, db } = await testApp({
    distDir: dist,
    authLimits: {
      codesPerPhonePerHour: 4,
      sendsPerAddressPerHour: 5,
      checksPerAddressPerHour: 5,
      failuresPerPhonePerHour: 10,
      trustProxy: true,
    },
  }))
}, 180_000)
afterAll(() => db.close())
afterEach(() => vi.useRealTimers())

/** Moves the clock `ms` ahead (Date only). */
function advance(ms: number) {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now + ms)
}

let seq = 0
const run = String(Math.floor(Math.random() * 10_000)).padStart(4, '0')
/** An address of the documentation range, new per call: per-address caps start afresh. */
let addr = 0
const address = () => `203.0.113.${++addr}`
const freshPhone = () => `7913${run}${String(seq++).padStart(3, '0')}`

async function post(
  client: string,
  path: string,
  body: unknown,
  token?: string,
  from = '198.51.100.1',
) {
  return call(app, path, { client, token, body, headers: { 'X-Forwarded-For': from } })
}

/** A confirmed user with a password on the base brand (coffee). */
async function coffeeUser(password = 'secret-77') {
  const phone = freshPhone()
  const d = await registerDevice(app, 'coffee')
  const r = await post(
    'coffee',
    'user-register',
    { phone, display_name: 'Тест Тестов', password, email: 'a@example.org' },
    d.token,
    address(),
  )
  expect(r.status, r.text).toBe(200)
  return { phone, device: d, token: r.json.authToken as string }
}

describe('codes go to a phone: caps per phone, not per device', () => {
  it('a new device before each user-send-sms does not send another SMS to the phone', async () => {
    const { phone } = await coffeeUser()
    const sent: number[] = []
    for (let i = 0; i < 5; i++) {
      const d = await registerDevice(app, 'coffee')
      const r = await post('coffee', 'user-send-sms', { username: phone }, d.token, address())
      sent.push(r.status)
      if (i === 1) expect(r.json).toMatchObject({ code: 'resend_delay' })
    }
    expect(sent).toEqual([200, 429, 429, 429, 429])
  })

  it('sends one code when many devices ask for the same phone at once', async () => {
    const { phone } = await coffeeUser()
    const devices = await Promise.all(
      Array.from({ length: 8 }, () => registerDevice(app, 'coffee')),
    )
    const answers = await Promise.all(
      devices.map((d) => post('coffee', 'user-send-sms', { username: phone }, d.token, address())),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429])
  })

  it('caps the codes a phone gets an hour, across devices and purposes', async () => {
    const { phone } = await coffeeUser()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const d = await registerDevice(app, 'coffee')
      const path = i % 2 ? 'reset-password' : 'user-send-sms'
      const r = await post('coffee', path, { username: phone }, d.token, address())
      statuses.push(r.status)
      if (i === 4) {
        expect(r.json).toMatchObject({ code: 'too_many_codes' })
        expect(r.json.message).toMatch(/^Слишком много запросов кода\. Повторите через \d+ мин\.$/)
        expect(r.json.retryAfter).toBeGreaterThan(0)
      }
      advance(61_000)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    advance(3600_000)
    const d = await registerDevice(app, 'coffee')
    expect(
      (await post('coffee', 'user-send-sms', { username: phone }, d.token, address())).status,
    ).toBe(200)
  })

  it('demo mode’s test numbers (nothing is sent) are not capped: e2e signs them in from many devices', async () => {
    for (let i = 0; i < 8; i++) {
      const d = await registerDevice(app, 'pizzeria-msk')
      const r = await post('pizzeria-msk', 'user-send-sms', { username: '79990000001' }, d.token)
      expect(r.status, r.text).toBe(200)
      const auth = await post(
        'pizzeria-msk',
        'user-auth',
        { username: '79990000001', password: '11111' },
        d.token,
      )
      expect(auth.status, auth.text).toBe(200)
    }
  })
})

describe('caps per client address', () => {
  it('user-send-sms and reset-password share a cap per address; another address goes on', async () => {
    const from = address()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const { phone } = await coffeeUser()
      const d = await registerDevice(app, 'coffee')
      const path = i % 2 ? 'reset-password' : 'user-send-sms'
      statuses.push((await post('coffee', path, { username: phone }, d.token, from)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const { phone } = await coffeeUser()
    const d = await registerDevice(app, 'coffee')
    const last = await post('coffee', 'user-send-sms', { username: phone }, d.token, from)
    expect(last.json).toMatchObject({ code: 'too_many_requests' })
    expect(last.json.message).toMatch(/^Слишком много запросов\. Повторите через \d+ сек\.$/)
    expect(
      (await post('coffee', 'user-send-sms', { username: phone }, d.token, address())).status,
    ).toBe(200)
  })

  it('check-if-user-exists has its own cap per address', async () => {
    const from = address()
    const d = await registerDevice(app, 'coffee')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('coffee', 'check-if-user-exists', { phone: freshPhone() }, d.token, from))
          .status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('reads X-Forwarded-For only with trustProxy (anyone can write it)', async () => {
    const local = createApp({ db, demo: true, authLimits: { checksPerAddressPerHour: 1 } })
    const d = await registerDevice(local, 'coffee')
    for (let i = 0; i < 3; i++) {
      const r = await call(local, 'check-if-user-exists', {
        client: 'coffee',
        token: d.token,
        body: { phone: freshPhone() },
        headers: { 'X-Forwarded-For': `192.0.2.${i}` },
      })
      // app.request() has no socket: no address, no cap, and the header is not believed
      expect(r.status).toBe(200)
    }
  })
})

describe('wrong guesses slow the guesser, never lock the owner out', () => {
  it('strangers’ wrong passwords from many devices do not stop the owner’s device', async () => {
    const owner = await coffeeUser('owner-pass-1')
    const phone = owner.phone
    // strangers: new devices, 3 free wrong tries each, until the per-phone ceiling (10) holds them
    const codes: string[] = []
    for (let i = 0; i < 5; i++) {
      const d = await registerDevice(app, 'coffee')
      for (let k = 0; k < 3; k++) {
        const r = await post(
          'coffee',
          'user-auth',
          { username: phone, password: `x${i}${k}` },
          d.token,
        )
        codes.push(String(r.json.code))
      }
    }
    expect(codes.slice(0, 10).every((c) => c === 'bad_login')).toBe(true)
    expect(codes.slice(10).every((c) => c === 'locked')).toBe(true)
    // a stranger with the right password is held too (the ceiling holds unknown devices)
    const stranger = await registerDevice(app, 'coffee')
    const held = await post(
      'coffee',
      'user-auth',
      { username: phone, password: 'owner-pass-1' },
      stranger.token,
    )
    expect(held.status).toBe(429)
    expect(held.json).toMatchObject({ code: 'locked' })
    // the owner, on the device they signed in on before, gets in at once
    const mine = await post(
      'coffee',
      'user-auth',
      { username: phone, password: 'owner-pass-1' },
      owner.token,
    )
    expect(mine.status, mine.text).toBe(200)
    // and the hour moves on for everybody else
    advance(3600_000 + 1000)
    const later = await post(
      'coffee',
      'user-auth',
      { username: phone, password: 'owner-pass-1' },
      stranger.token,
    )
    expect(later.status).toBe(200)
  })

  it('the guessing device waits longer each time; the owner’s other device is not slowed', async () => {
    const owner = await coffeeUser('owner-pass-2')
    const guesser = await registerDevice(app, 'coffee')
    const tryWrong = () =>
      post('coffee', 'user-auth', { username: owner.phone, password: 'nope' }, guesser.token)
    for (let i = 0; i < 3; i++) expect((await tryWrong()).json.code).toBe('bad_login')
    const waits: unknown[] = []
    for (let i = 0; i < 3; i++) {
      const r = await tryWrong()
      expect(r.status).toBe(429)
      waits.push(r.json.retryAfter)
      advance(Number(r.json.retryAfter) * 1000)
      expect((await tryWrong()).json.code).toBe('bad_login')
    }
    expect(waits).toEqual([30, 60, 120])
    const ok = await post(
      'coffee',
      'user-auth',
      { username: owner.phone, password: 'owner-pass-2' },
      owner.token,
    )
    expect(ok.status, ok.text).toBe(200)
  })

  it('answers an unknown phone as slowly as a known one (a hash is checked either way)', async () => {
    const owner = await coffeeUser('owner-pass-3')
    const time = async (username: string) => {
      const d = await registerDevice(app, 'coffee')
      const started = performance.now()
      const r = await post('coffee', 'user-auth', { username, password: 'wrong-pass' }, d.token)
      expect(r.json.code).toBe('bad_login')
      return performance.now() - started
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(owner.phone))
      unknown.push(await time(freshPhone()))
    }
    // scrypt dominates both; an unknown phone used to answer ~12 times faster
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
  })
})

describe('password hashing runs outside any transaction', () => {
  it('user-register and user-auth hash before or after their short transactions', async () => {
    let open = 0
    let hashedInTransaction = false
    const watched: Db = {
      ...db,
      transaction: async (fn) => {
        open++
        try {
          return await db.transaction(fn)
        } finally {
          open--
        }
      },
    }
    const real = crypto.scrypt
    const spy = vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      if (open > 0) hashedInTransaction = true
      return (real as (...a: unknown[]) => void)(...args)
    }) as typeof crypto.scrypt)
    syncBuiltinESMExports()
    try {
      const local = createApp({ db: watched, demo: true })
      const d = await registerDevice(local, 'coffee')
      const phone = freshPhone()
      const reg = await call(local, 'user-register', {
        client: 'coffee',
        token: d.token,
        body: { phone, display_name: 'Тест', password: 'pass-1234', email: 'a@example.org' },
      })
      expect(reg.status, reg.text).toBe(200)
      const other = await registerDevice(local, 'coffee')
      const auth = await call(local, 'user-auth', {
        client: 'coffee',
        token: other.token,
        body: { username: phone, password: 'pass-1234' },
      })
      expect(auth.status, auth.text).toBe(200)
      expect(spy).toHaveBeenCalledTimes(2)
      expect(hashedInTransaction).toBe(false)
    } finally {
      spy.mockRestore()
      syncBuiltinESMExports()
    }
  })
})

describe('promo codes once per person', () => {
  it('PIZZA100 stays used after the account is deleted and made again with the same phone', async () => {
    const client = 'pizzeria-msk'
    const phone = freshPhone()
    const make = async () => {
      const [row] = await db.query<{ id_user: number }>(
        'INSERT INTO users (client, username, verified) VALUES ($1, $2, true) RETURNING id_user',
        [client, phone],
      )
      const d = await registerDevice(app, client)
      return issueToken(db, client, d.idDevice, row!.id_user)
    }
    const first = await make()
    const used = await post(client, 'activate-code', { code: 'PIZZA100' }, first)
    expect(used.json).toMatchObject({ status: 'ok', accrued: 100 })
    expect((await post(client, 'user-delete', {}, first)).status).toBe(200)
    const second = await make()
    const again = await post(client, 'activate-code', { code: 'pizza100' }, second)
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ code: 'promo_used', message: 'Вы уже вводили промокод' })
  })
})

describe('place-order', () => {
  const client = 'pizzeria-msk'
  const NOON = Date.UTC(2025, 5, 11, 10, 0)

  async function customer() {
    const [row] = await db.query<{ id_user: number }>(
      'INSERT INTO users (client, username, verified) VALUES ($1, $2, true) RETURNING id_user',
      [client, freshPhone()],
    )
    const d = await registerDevice(app, client)
    return issueToken(db, client, d.idDevice, row!.id_user)
  }
  async function product() {
    const [p] = await db.query<{ id: number }>(
      `SELECT p.id FROM catalog_products p
        WHERE p.client = $1 AND p.active AND NOT p.deleted AND p.parent_id IS NULL
          AND p.amounts = '{}'::jsonb AND p.allow_basket IS NULL
          AND NOT EXISTS (SELECT 1 FROM catalog_products v WHERE v.parent_id = p.id)
        ORDER BY p.id LIMIT 1`,
      [client],
    )
    return p!.id
  }
  const order = (products: unknown[], extra: Record<string, unknown> = {}) => ({
    receiveType: 'pickup',
    toBranch: 1,
    products,
    paymentType: 4,
    time: NOON + 3600_000,
    ...extra,
  })
  const place = (token: string, o: unknown, headers: Record<string, string> = {}, host?: string) =>
    call(app, 'place-order', {
      client,
      token,
      host,
      headers,
      body: { idempotencyKey: crypto.randomUUID(), order: o },
    })

  it('holds 99 per product across lines', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOON)
    const token = await customer()
    const id = await product()
    const r = await place(
      token,
      order([
        { product_id: id, count: 60 },
        { product_id: id, count: 60 },
      ]),
    )
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('too_many')
    expect(r.json.message).toMatch(/^Товара «.+» можно заказать не больше 99 шт\.$/)
    const fine = await place(
      token,
      order([
        { product_id: id, count: 50 },
        { product_id: id, count: 49 },
      ]),
    )
    expect(fine.status, fine.text).toBe(200)
  })

  it('accepts payment return urls on the brand’s own origins only, never the Origin header’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOON)
    const token = await customer()
    const id = await product()
    const online = (successUrl: string, failUrl = successUrl) =>
      order([{ product_id: id, count: 1 }], {
        paymentType: 3,
        email: 'me@example.org',
        successUrl,
        failUrl,
      })
    const evilHeaders = { Origin: 'https://evil.example' }
    const evil = await place(token, online('https://evil.example/ok'), evilHeaders)
    expect(evil.status).toBe(400)
    expect(evil.json.code).toBe('bad_return_url')
    // another brand's app on the same host is not this brand's
    const other = await place(
      token,
      online('http://localhost/catalog/payment/success?client=coffee'),
    )
    expect(other.json.code).toBe('bad_return_url')
    const sub = await place(
      token,
      online('http://pizzeria-msk.localhost/catalog/payment/success'),
      evilHeaders,
    )
    expect(sub.status, sub.text).toBe(200)
    const viaQuery = await place(
      token,
      online(`http://localhost/catalog/payment/success?client=${client}`),
    )
    expect(viaQuery.status, viaQuery.text).toBe(200)
    // the brand's listed app origins
    const listed = 'https://app.pizza.example'
    expect((await place(token, online(`${listed}/catalog/payment/success`))).json.code).toBe(
      'bad_return_url',
    )
    await db.query(`UPDATE brands SET config = $2::jsonb WHERE client = $1`, [
      client,
      JSON.stringify({ appOrigins: [listed] }),
    ])
    try {
      const ok = await place(token, online(`${listed}/catalog/payment/success`))
      expect(ok.status, ok.text).toBe(200)
      // the sandbox page sends the customer back there
      const url = (ok.json.additionalAction as { params: { url: string } }).params.url
      const paid = await app.request(url, {
        method: 'POST',
        body: new URLSearchParams({ result: 'pay' }),
      })
      expect(paid.status).toBe(303)
      expect(paid.headers.get('Location')).toMatch(
        /^https:\/\/app\.pizza\.example\/catalog\/payment\/success\?order=\d+$/,
      )
    } finally {
      await db.query(`UPDATE brands SET config = '{}'::jsonb WHERE client = $1`, [client])
    }
  })
})

describe('security headers on every answer', () => {
  const expectHeaders = (res: Response, what: string) => {
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    // the issue: no unsafe-inline/unsafe-eval for scripts on any answer, the app's page included
    expect(script, what).toBe("'self'")
    expect(script, what).not.toContain('unsafe-inline')
    expect(script, what).not.toContain('unsafe-eval')
    expect(csp, what).not.toMatch(/default-src[^;]*unsafe-(inline|eval)/)
    expect(csp, what).toContain("frame-ancestors 'none'")
    expect(csp, what).toContain("worker-src 'self'")
    expect(csp, what).toMatch(/img-src 'self' https: data: blob:/)
    expect(csp, what).toMatch(/connect-src 'self' https: http:\/\/localhost http:\/\/\*\.localhost/)
    expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('X-Frame-Options'), what).toBe('DENY')
  }

  it('the app, an API answer, an API error, an image, the manifest and a missing file', async () => {
    for (const [what, url] of [
      ['app', 'http://localhost/?client=coffee'],
      ['spa route', 'http://pizzeria-msk.localhost/news/'],
    ] as const) {
      expectHeaders(await app.request(url), what)
    }
    const answers: [string, Response][] = [
      ['sandbox page', await app.request('http://localhost/sandbox/pay/1?key=x')],
      ['api', (await call(app, 'pages', { client: 'coffee' })).res],
      ['api error', (await call(app, 'nope', { client: 'coffee' })).res],
      ['unknown brand', (await call(app, 'pages', { client: 'nobody' })).res],
      ['too large', (await call(app, 'app', { client: 'coffee', body: 'x'.repeat(300_000) })).res],
      ['image', await app.request('http://localhost/rest/image/1/0/200/scale.png')],
      ['manifest', await app.request('http://localhost/manifest.webmanifest?client=coffee')],
      ['missing', await app.request('http://localhost/assets/none.js')],
    ]
    for (const [what, res] of answers) expectHeaders(res, what)
  })

  it('lets a brand name the mini-app platforms that may frame its app', async () => {
    await db.query(`UPDATE brands SET config = $1::jsonb WHERE client = 'sushi'`, [
      JSON.stringify({ frameAncestors: ['https://*.vk.com', 'javascript:alert(1)'] }),
    ])
    try {
      const res = await app.request('http://sushi.localhost/')
      const csp = res.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain('frame-ancestors https://*.vk.com')
      expect(csp).not.toContain('javascript')
      expect(res.headers.get('X-Frame-Options')).toBeNull()
      // other brands stay unframeable
      const other = await app.request('http://coffee.localhost/')
      expect(other.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    } finally {
      await db.query(`UPDATE brands SET config = '{}'::jsonb WHERE client = 'sushi'`)
    }
  })
})
