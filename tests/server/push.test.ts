// @vitest-environment node
/**
 * Web push (issue 13): VAPID keys in the database and in app data, subscriptions with their tags
 * (set-user-push-token), pushes recorded and listed (get-user-pushes), opened (push-opened), and
 * the real `web-push` library posting an encrypted payload to a local HTTPS endpoint on
 * 127.0.0.1 that stands in for the browser's push service.
 */
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, Agent, type Server } from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { DEMO_REASONS, DEMO_USERNAME } from '../../server/seed/loyalty.ts'
import { issueToken } from '../../server/session.ts'
import { md5 } from '../../src/shared/push/md5.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

const SECRET = 'push-test-secret'

/** A stand-in push service: records what web-push posts and answers `status`. */
interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}
let service: Server
let servicePort = 0
let received: Received[] = []
let answerStatus = 201
let agent: Agent

let app: TestApp
let db: Db

beforeAll(async () => {
  process.env.ADMIN_SECRET = SECRET
  process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1'
  // A self-signed certificate for 127.0.0.1 (web-push speaks https only); the app's agent trusts it.
  const dir = mkdtempSync(join(tmpdir(), 'push-test-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const cert = readFileSync(join(dir, 'cert.pem'))
  agent = new Agent({ ca: cert })
  service = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(answerStatus).end()
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  servicePort = (service.address() as { port: number }).port
  ;({ app, db } = await testApp({ pushAgent: agent }))
})

afterAll(async () => {
  delete process.env.ADMIN_SECRET
  delete process.env.PUSH_ENDPOINT_HOSTS
  await new Promise((resolve) => service.close(resolve))
  agent.destroy()
  await db.close()
})

beforeEach(() => {
  received = []
  answerStatus = 201
})

const b64url = (b: Buffer) => b.toString('base64url')

/** A browser subscription on the stand-in service, with real P-256 and auth keys. */
function browserSubscription(name = randomBytes(6).toString('hex')) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint: `https://127.0.0.1:${servicePort}/push/${name}`,
    expirationTime: null,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) },
  }
}

async function userId(client: string, username = DEMO_USERNAME) {
  const [row] = await db.query<{ id_user: number }>(
    'SELECT id_user FROM users WHERE client = $1 AND username = $2',
    [client, username],
  )
  return row!.id_user
}

/** A signed-in session of the demo user on a new device. */
async function signedIn(client: string, username = DEMO_USERNAME) {
  const dev = await registerDevice(app, client)
  const idUser = await userId(client, username)
  return {
    token: await issueToken(db, client, dev.idDevice, idUser),
    idUser,
    idDevice: dev.idDevice,
  }
}

const admin = (client: string, body: unknown, secret: string | null = SECRET) =>
  call(app, 'admin/push', { client, body, headers: secret ? { 'X-Admin-Secret': secret } : {} })

describe('VAPID keys', () => {
  it('are made once, kept in the database and given to the app in app data', async () => {
    const a = await call(app, 'app', { client: 'coffee', body: {} })
    const b = await call(app, 'app', { client: 'sushi', body: {} })
    const key = (r: typeof a) =>
      ((r.json.settings as { modules: Record<string, Record<string, unknown>> }).modules
        .notifications?.vapidPublicKey ?? '') as string
    expect(key(a)).toMatch(/^[A-Za-z0-9_-]{80,90}$/)
    expect(key(b)).toBe(key(a))
    const rows = await db.query<{ value: { publicKey: string; privateKey: string } }>(
      `SELECT value FROM server_keys WHERE name = 'vapid'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.value.publicKey).toBe(key(a))
    // The private key never leaves the server.
    expect(a.text).not.toContain(rows[0]!.value.privateKey)
  })
})

describe('set-user-push-token and sending', () => {
  it('web-push posts an encrypted payload to the subscription; the push is listed and opened', async () => {
    const { token } = await signedIn('coffee')
    const sub = browserSubscription()
    const set = await call(app, 'set-user-push-token', {
      client: 'coffee',
      token,
      // coffee is version 3: the md5 of the username.
      body: { pushToken: sub.endpoint, subscription: sub, tags: { user: md5(DEMO_USERNAME) } },
    })
    expect(set.status).toBe(200)
    expect(set.json.pushToken).toBe(sub.endpoint)

    const sent = await admin('coffee', {
      phone: '+7 (999) 000-00-01',
      title: 'Подарок ждёт вас',
      text: 'Круассан за 5 баллов',
      entity: 'gift',
      id: '2',
    })
    expect(sent.status).toBe(200)
    expect(sent.json.delivered).toBe(1)
    expect(received).toHaveLength(1)
    const post = received[0]!
    expect(post.path).toBe(new URL(sub.endpoint).pathname)
    expect(post.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(post.headers['content-encoding']).toBe('aes128gcm')
    expect(post.headers.ttl).toBe('86400')
    expect(post.body.length).toBeGreaterThan(100)
    const raw = post.body.toString('latin1')
    expect(raw).not.toContain('Круассан')
    expect(post.body.toString('utf8')).not.toContain('Подарок')
    expect(raw).not.toContain('connectedEntity')

    const list = await call(app, 'get-user-pushes', { client: 'coffee', token })
    expect(list.status).toBe(200)
    const pushes = list.json.pushes as Record<string, unknown>[]
    const id = (sent.json.push as { id: number }).id
    expect(pushes[0]).toMatchObject({
      id,
      name: 'Подарок ждёт вас',
      text: 'Круассан за 5 баллов',
      connectedEntity: 'gift',
      idConnectedEntity: '2',
      opened: false,
    })
    const opened = await call(app, 'push-opened', { client: 'coffee', token, body: { id } })
    expect(opened.status).toBe(200)
    const again = await call(app, 'get-user-pushes', { client: 'coffee', token })
    expect(
      (again.json.pushes as { id: number; opened: boolean }[]).find((p) => p.id === id),
    ).toMatchObject({ opened: true })
  })

  it('older versions tag device, domain and user (checked against the session)', async () => {
    // pizzeria-spb is version 3 with related; sushi is version 2 without related.
    const { token, idUser, idDevice } = await signedIn('sushi')
    const sub = browserSubscription()
    const tags = { device: String(idDevice), domain: 'sushi', user_sushi: String(idUser) }
    const set = await call(app, 'set-user-push-token', {
      client: 'sushi',
      token,
      body: { pushToken: sub.endpoint, subscription: sub, tags },
    })
    expect(set.status).toBe(200)
    const sent = await admin('sushi', { phone: '79990000001', title: 'Сет дня' })
    expect(sent.json.delivered).toBe(1)
    // A tag set claiming another user is refused.
    const other = await call(app, 'set-user-push-token', {
      client: 'sushi',
      token,
      body: { pushToken: sub.endpoint, subscription: sub, tags: { ...tags, user_sushi: '1' } },
    })
    expect(other.status).toBe(403)
    expect(other.json.code).toBe('bad_push_tags')
  })

  it('a signed-out device (version 3) has no tags and gets no user pushes; a gone subscription is dropped', async () => {
    const guest = await registerDevice(app, 'coffee')
    const sub = browserSubscription()
    const set = await call(app, 'set-user-push-token', {
      client: 'coffee',
      token: guest.token,
      body: { pushToken: sub.endpoint, subscription: sub, tags: {} },
    })
    expect(set.status).toBe(200)
    const claim = await call(app, 'set-user-push-token', {
      client: 'coffee',
      token: guest.token,
      body: { pushToken: sub.endpoint, subscription: sub, tags: { user: md5(DEMO_USERNAME) } },
    })
    expect(claim.status).toBe(403)

    // The push service says a subscription is gone (410): it is deleted.
    const { token } = await signedIn('pizzeria-msk')
    const gone = browserSubscription()
    await call(app, 'set-user-push-token', {
      client: 'pizzeria-msk',
      token,
      body: {
        pushToken: gone.endpoint,
        subscription: gone,
        tags: { user: md5(DEMO_USERNAME) },
      },
    })
    answerStatus = 410
    const sent = await admin('pizzeria-msk', { phone: '79990000001', title: 'Новое меню' })
    expect(sent.status).toBe(200)
    expect(sent.json).toMatchObject({ delivered: 0, failed: 1 })
    const left = await db.query('SELECT id FROM push_subscriptions WHERE endpoint = $1', [
      gone.endpoint,
    ])
    expect(left).toHaveLength(0)
  })
})

describe('a push in several languages', () => {
  it('is listed in the reader’s language, Russian by default and where a text has no variant', async () => {
    const { token } = await signedIn('coffee')
    const sent = await admin('coffee', {
      phone: '79990000001',
      title: { ru: 'Круассан ждёт', en: 'Your croissant is waiting' },
      text: { ru: 'Обменяйте 5 баллов на круассан' },
      entity: 'gift',
      id: '2',
    })
    expect(sent.status).toBe(200)
    const id = (sent.json.push as { id: number }).id
    const listed = async (lang: string) => {
      const r = await call(app, 'get-user-pushes', {
        client: 'coffee',
        token,
        headers: { 'Accept-Language': lang },
      })
      return (r.json.pushes as { id: number; name: unknown; text: unknown }[]).find(
        (p) => p.id === id,
      )
    }
    expect(await listed('en')).toMatchObject({
      name: 'Your croissant is waiting',
      text: 'Обменяйте 5 баллов на круассан',
    })
    expect(await listed('ru')).toMatchObject({
      name: 'Круассан ждёт',
      text: 'Обменяйте 5 баллов на круассан',
    })
    // The row keeps the Russian, which the web push payload carries.
    const [row] = await db.query<{ name: string; text: string }>(
      'SELECT name, text FROM user_pushes WHERE id = $1',
      [id],
    )
    expect(row).toEqual({ name: 'Круассан ждёт', text: 'Обменяйте 5 баллов на круассан' })
    for (const title of [{ en: 'No Russian' }, { ru: 'x', de: 'y' }, { ru: '' }, { ru: 5 }]) {
      const bad = await admin('coffee', { phone: '79990000001', title })
      expect(bad.status, JSON.stringify(title)).toBe(400)
    }
  })
})

describe('hostile input', () => {
  it('refuses endpoints that are not a push service, and bad keys', async () => {
    const { token } = await signedIn('coffee')
    const tags = { user: md5(DEMO_USERNAME) }
    for (const endpoint of [
      'http://127.0.0.1/push/x',
      'https://evil.example/push/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'javascript:alert(1)',
    ]) {
      const sub = { ...browserSubscription(), endpoint }
      const r = await call(app, 'set-user-push-token', {
        client: 'coffee',
        token,
        body: { pushToken: endpoint, subscription: sub, tags },
      })
      expect(r.status, endpoint).toBe(400)
    }
    const sub = browserSubscription()
    const badKeys = await call(app, 'set-user-push-token', {
      client: 'coffee',
      token,
      body: {
        pushToken: sub.endpoint,
        subscription: { ...sub, keys: { p256dh: '<x>', auth: 1 } },
        tags,
      },
    })
    expect(badKeys.status).toBe(400)
    const tooMany = await call(app, 'set-user-push-token', {
      client: 'coffee',
      token,
      body: {
        pushToken: sub.endpoint,
        subscription: sub,
        tags: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`t${i}`, 'x'])),
      },
    })
    expect(tooMany.status).toBe(400)
    const noSession = await call(app, 'set-user-push-token', {
      client: 'coffee',
      body: { pushToken: sub.endpoint, subscription: sub, tags: {} },
    })
    expect(noSession.status).toBe(401)
  })

  it('lists and opens only the caller’s own pushes; admin needs the secret', async () => {
    expect((await call(app, 'get-user-pushes', { client: 'coffee' })).status).toBe(401)
    const { token } = await signedIn('coffee')
    // Another user's push (the demo user's on another brand) cannot be opened.
    const [foreign] = await db.query<{ id: number }>(
      `SELECT id FROM user_pushes WHERE client = 'sushi' ORDER BY id LIMIT 1`,
    )
    const r = await call(app, 'push-opened', { client: 'coffee', token, body: { id: foreign!.id } })
    expect(r.status).toBe(404)
    for (const id of ['1', -1, 2 ** 40, null]) {
      const bad = await call(app, 'push-opened', { client: 'coffee', token, body: { id } })
      expect(bad.status, String(id)).toBe(400)
    }
    expect((await admin('coffee', { phone: '79990000001', title: 'x' }, null)).status).toBe(403)
    expect((await admin('coffee', { phone: '79990000001', title: 'x' }, 'wrong')).status).toBe(403)
    expect((await admin('coffee', { phone: '70000000000', title: 'x' })).status).toBe(404)
    expect(
      (await admin('coffee', { phone: '79990000001', title: 'x', entity: 'gift; DROP' })).status,
    ).toBe(400)
    expect((await admin('coffee', { phone: '79990000001', title: '' })).status).toBe(400)
  })
})

describe('demo pushes', () => {
  it('every brand has the demo customer’s pushes of every entity, over several days', async () => {
    for (const client of ['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const { token } = await signedIn(client)
      const r = await call(app, 'get-user-pushes', { client, token })
      const pushes = r.json.pushes as { connectedEntity: string | null; date: string }[]
      const entities = new Set(pushes.map((p) => p.connectedEntity ?? 'text'))
      for (const e of ['news', 'action', 'gift', 'coupon', 'bonus', 'text'])
        expect(entities, client).toContain(e)
      const days = new Set(pushes.map((p) => p.date.slice(0, 10)))
      expect(days.size, client).toBeGreaterThanOrEqual(3)
    }
  })
})

const HOUR = 3_600_000

describe('demo pushes agree with the brand’s data (issue 12, session 14)', () => {
  it('no offer or opening the brand lacks, and a push about the history dated by it', async () => {
    for (const client of ['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const [user] = await db.query<{ id_user: number }>(
        'SELECT id_user FROM users WHERE client = $1 AND username = $2',
        [client, DEMO_USERNAME],
      )
      const pushes = await db.query<{ key: string; text: string; date: Date | string }>(
        `SELECT split_part(seed_key, ':', 2) AS key, text, date FROM user_pushes
          WHERE client = $1 AND id_user = $2 AND seed_key IS NOT NULL`,
        [client, user!.id_user],
      )
      const at = (key: string) => {
        const p = pushes.find((x) => x.key === key)
        return p ? new Date(p.date).getTime() : null
      }
      for (const p of pushes) {
        // no coupon has an end; no brand takes an order while closed
        expect(p.text, client).not.toMatch(/до конца недели|к открытию|с 8:00|30\s?%/u)
        expect(new Date(p.date).getTime(), `${client} ${p.key}`).toBeLessThanOrEqual(Date.now())
      }
      const opDate = async (reason: string) => {
        const [row] = await db.query<{ date: Date | string }>(
          `SELECT date FROM loyalty_operations WHERE client = $1 AND id_user = $2 AND reason = $3
            ORDER BY id DESC LIMIT 1`,
          [client, user!.id_user, reason],
        )
        return new Date(row!.date).getTime()
      }
      // the welcome points on the day of the sign-up bonus (200 days back, not 12)
      expect(at('plain-old'), client).toBe(await opDate(DEMO_REASONS.welcome))
      // the bonus push is the history's review bonus: at its time, or (that time later today)
      // when the seed ran
      const review = await opDate(DEMO_REASONS.review)
      const bonus = at('bonus')!
      expect(bonus === review || (bonus < review && Date.now() - bonus < HOUR), client).toBe(true)
      const [order] = await db.query<{ created_at: Date | string }>(
        'SELECT created_at FROM orders WHERE client = $1 AND id_user = $2 ORDER BY id LIMIT 1',
        [client, user!.id_user],
      )
      if (order) {
        // «Заказ выполнен» after the order was placed (it said so two days before)
        expect(at('order'), client).toBeGreaterThan(new Date(order.created_at).getTime())
      } else expect(at('order'), client).toBeNull()
    }
    // no lone «дня.» on the last line of the bonus push (the walk's notifications, spb ru)
    const [review] = await db.query<{ text: string }>(
      `SELECT text FROM user_pushes WHERE seed_key = 'pizzeria-spb:bonus'`,
    )
    expect(review!.text).toContain('через 3\u00a0дня')
    // coffee takes no orders in the app: its plain push is no ordering news
    const [coffee] = await db.query<{ name: string }>(
      `SELECT name FROM user_pushes WHERE seed_key = 'coffee:plain-today'`,
    )
    expect(coffee!.name).not.toMatch(/[Зз]аказ/u)
  })

  it('at times of day a brand sends them, not all at the seed’s own minute, and the review points before the seed (session 15)', async () => {
    // the demo brands' clock: Moscow, Kazan and Minsk are UTC+3
    const local = (d: Date | string | number) => {
      const t = new Date(new Date(d).getTime() + 3 * HOUR)
      return t.getUTCHours() * 60 + t.getUTCMinutes()
    }
    // A time of today that has not come yet is moved to a moment between the brands' midnight and
    // the seed (server/seed/helpers.ts demoTodayTimes), so a seed before 09:00 or after 22:00 on
    // their clock dates those pushes then (a run at 00:05 Moscow failed on a correct seed). The
    // seed ran in this suite's global setup, before this test.
    const seeded = Date.now()
    const midnight = seeded - local(seeded) * 60_000 - (seeded % 60_000)
    const movedBeforeSeed = (d: Date | string) => {
      const t = new Date(d).getTime()
      return t >= midnight && t <= seeded
    }
    for (const client of ['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const pushes = await db.query<{ key: string; name: string; date: Date | string }>(
        `SELECT split_part(seed_key, ':', 2) AS key, name, date FROM user_pushes
          WHERE client = $1 AND seed_key IS NOT NULL`,
        [client],
      )
      expect(pushes.length, client).toBeGreaterThan(5)
      for (const p of pushes) {
        const minutes = local(p.date)
        if (movedBeforeSeed(p.date) && (minutes < 9 * 60 || minutes > 22 * 60)) continue
        // every demo push had the seed's «03:53»
        expect(minutes, `${client} ${p.key}`).toBeGreaterThanOrEqual(9 * 60)
        expect(minutes, `${client} ${p.key}`).toBeLessThanOrEqual(22 * 60)
      }
      expect(new Set(pushes.map((p) => local(p.date))).size, client).toBeGreaterThan(4)
      // the review points: seeded at 08:15 UTC today, in the future for a demo started earlier
      const [review] = await db.query<{ date: Date | string }>(
        `SELECT o.date FROM loyalty_operations o JOIN users u USING (id_user)
          WHERE o.client = $1 AND u.username = $2 AND o.reason = $3`,
        [client, DEMO_USERNAME, DEMO_REASONS.review],
      )
      expect(new Date(review!.date).getTime(), client).toBeLessThanOrEqual(Date.now())
      expect(pushes.find((p) => p.key === 'bonus')?.name, client).toBe('Баллы за отзыв')
    }
  })
})
