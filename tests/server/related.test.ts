// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { bindTokenUser } from '../../server/session.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

let phone = 79995550100

/** A device on `client` signed in as a new person (the token bound to the user). */
async function signedIn(client: string, profile: { f_name?: string; email?: string } = {}) {
  const device = await registerDevice(app, client)
  const username = String(phone++)
  const [user] = await db.query<{ id_user: number }>(
    `INSERT INTO users (client, username, display_name, f_name, email, bonus)
     VALUES ($1, $2, $3, $4, $5, 500) RETURNING id_user`,
    [client, username, profile.f_name ?? null, profile.f_name ?? null, profile.email ?? null],
  )
  await bindTokenUser(db, device.token, user!.id_user)
  return { ...device, username, idUser: user!.id_user }
}

const send = (client: string, token: string | undefined, related: unknown) =>
  call(app, 'send-client-to-related', { client, token, body: { related } })

describe('POST send-client-to-related', () => {
  it('gives a token for the same person on the related brand, creating them there', async () => {
    const me = await signedIn('pizzeria-msk', { f_name: 'Анна', email: 'anna@example.org' })
    const r = await send('pizzeria-msk', me.token, 'pizzeria-spb')
    expect(r.status).toBe(200)
    expect(r.json.status).toBe('ok')
    const token = r.json.authToken as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(token).not.toBe(me.token)

    // The token works on the target brand: app data names the same person.
    const there = await call(app, 'app', { client: 'pizzeria-spb', token, body: {} })
    expect(there.status).toBe(200)
    const user = there.json.user as { idUser: number; username: string }
    expect(user.username).toBe(me.username)
    expect(user.idUser).not.toBe(me.idUser)
    const [row] = await db.query<{ client: string; f_name: string; email: string; bonus: number }>(
      'SELECT client, f_name, email, bonus FROM users WHERE id_user = $1',
      [user.idUser],
    )
    // profile copied, points are per brand
    expect(row).toEqual({
      client: 'pizzeria-spb',
      f_name: 'Анна',
      email: 'anna@example.org',
      bonus: 0,
    })
    // …and not on the brand it came from
    const back = await call(app, 'app', { client: 'pizzeria-msk', token, body: {} })
    expect((back.json.user as { idUser: number | null }).idUser).toBeNull()
    // The old token keeps working at home (the app keeps a token per domain).
    const home = await call(app, 'app', { client: 'pizzeria-msk', token: me.token, body: {} })
    expect((home.json.user as { idUser: number }).idUser).toBe(me.idUser)
  })

  it('finds an existing person on the target brand by username; the same install, one device', async () => {
    const me = await signedIn('pizzeria-spb')
    const [existing] = await db.query<{ id_user: number }>(
      `INSERT INTO users (client, username, bonus) VALUES ('pizzeria-msk', $1, 42) RETURNING id_user`,
      [me.username],
    )
    const first = await send('pizzeria-spb', me.token, 'pizzeria-msk')
    const second = await send('pizzeria-spb', me.token, 'pizzeria-msk')
    expect(first.status).toBe(200)
    expect(second.json.authToken).not.toBe(first.json.authToken)
    for (const r of [first, second]) {
      const there = await call(app, 'app', {
        client: 'pizzeria-msk',
        token: r.json.authToken as string,
        body: {},
      })
      expect((there.json.user as { idUser: number }).idUser).toBe(existing!.id_user)
    }
    const devices = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM devices WHERE client = 'pizzeria-msk' AND key = $1`,
      [me.key],
    )
    expect(devices[0]!.n).toBe(1)
    const users = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE client = 'pizzeria-msk' AND username = $1`,
      [me.username],
    )
    expect(users[0]!.n).toBe(1)
  })

  it('refuses a guest', async () => {
    const guest = await registerDevice(app, 'pizzeria-msk')
    const r = await send('pizzeria-msk', guest.token, 'pizzeria-spb')
    expect(r.status).toBe(401)
    expect(r.json).toMatchObject({ status: 'error', code: 'sign_in_required' })
    expect((await send('pizzeria-msk', undefined, 'pizzeria-spb')).status).toBe(401)
  })

  it('refuses a domain the brand does not list, and its own domain', async () => {
    const me = await signedIn('pizzeria-msk')
    const unlisted = await send('pizzeria-msk', me.token, 'sushi')
    expect(unlisted.status).toBe(403)
    expect(unlisted.json).toMatchObject({
      status: 'error',
      code: 'related_not_allowed',
      message: 'Переход в регион «sushi» недоступен',
    })
    expect((await send('pizzeria-msk', me.token, 'pizzeria-msk')).status).toBe(403)
    // a brand without the related module lists nothing
    const coffee = await signedIn('coffee')
    expect((await send('coffee', coffee.token, 'pizzeria-msk')).status).toBe(403)
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE client = 'sushi' AND username = $1`,
      [me.username],
    )
    expect(count!.n).toBe(0)
  })

  it('validates the body', async () => {
    const me = await signedIn('pizzeria-msk')
    expect((await send('pizzeria-msk', me.token, '')).status).toBe(400)
    expect((await send('pizzeria-msk', me.token, 'Bad Domain!')).status).toBe(400)
    expect((await send('pizzeria-msk', me.token, 42)).status).toBe(400)
  })
})
