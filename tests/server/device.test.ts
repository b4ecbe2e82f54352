// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { hashToken, revokeToken } from '../../server/session.ts'
import { call, randomKey, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

describe('POST device-register', () => {
  it('registers a new device and issues a random token stored only as a hash', async () => {
    const { token, idDevice, response } = await registerDevice(app, 'pizzeria-msk')
    expect(response.status).toBe(200)
    expect(response.json.status).toBe('ok')
    expect(idDevice).toBeTypeOf('number')
    // 32 random bytes in base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM tokens WHERE id_device = $1',
      [idDevice],
    )
    expect(rows).toEqual([{ token_hash: hashToken(token) }])
    expect(rows[0]!.token_hash).not.toContain(token)
  })

  it('gives the same device and token back when the app presents its token', async () => {
    const first = await registerDevice(app, 'pizzeria-msk')
    const again = await call(app, 'device-register', {
      client: 'pizzeria-msk',
      body: { key: first.key, os: 'web', version: '131', authToken: first.token },
    })
    expect(again.json).toEqual({
      status: 'ok',
      user: { idDevice: first.idDevice },
      authToken: first.token,
    })
    // The token may also ride in the Authorization header.
    const viaHeader = await call(app, 'device-register', {
      client: 'pizzeria-msk',
      token: first.token,
      body: { key: first.key, os: 'web' },
    })
    expect(viaHeader.json.authToken).toBe(first.token)
    const [device] = await db.query<{ version: string }>(
      'SELECT version FROM devices WHERE id_device = $1',
      [first.idDevice],
    )
    expect(device!.version).toBeNull()
  })

  it('keeps the device of a known key but issues a new token without the old one', async () => {
    const first = await registerDevice(app, 'coffee')
    const second = await registerDevice(app, 'coffee', first.key)
    expect(second.idDevice).toBe(first.idDevice)
    expect(second.token).not.toBe(first.token)
    const other = await registerDevice(app, 'coffee')
    expect(other.idDevice).not.toBe(first.idDevice)
  })

  it('replaces a revoked token, and ignores another brand’s token', async () => {
    const first = await registerDevice(app, 'coffee')
    await revokeToken(db, first.token)
    const after = await call(app, 'device-register', {
      client: 'coffee',
      body: { key: first.key, os: 'web', authToken: first.token },
    })
    expect(after.json.authToken).not.toBe(first.token)
    expect((after.json.user as { idDevice: number }).idDevice).toBe(first.idDevice)

    const foreign = await call(app, 'device-register', {
      client: 'sushi',
      body: { key: randomKey(), os: 'web', authToken: (after.json.authToken as string) ?? '' },
    })
    expect(foreign.json.authToken).not.toBe(after.json.authToken)
  })

  it('accepts pwa as a boolean or 0/1 and name/model as null', async () => {
    const r = await call(app, 'device-register', {
      client: 'sushi',
      body: { key: randomKey(), os: 'android', name: null, model: null, pwa: 1 },
    })
    expect(r.status).toBe(200)
  })

  it('rejects a bad body with 400 and a message naming the field', async () => {
    let r = await call(app, 'device-register', { client: 'coffee', body: { os: 'web' } })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({
      status: 'error',
      code: 'bad_request',
      message: 'Некорректный запрос: поле «key» обязательно',
      errors: [{ field: 'key', message: 'поле «key» обязательно' }],
    })

    r = await call(app, 'device-register', {
      client: 'coffee',
      headers: { 'Accept-Language': 'en' },
      body: { key: 'short', os: 5, pwa: 'yes' },
    })
    expect(r.status).toBe(400)
    expect(r.json.message).toContain('field “key”: min. num. of chars 8')
    expect(r.json.message).toContain('field “os” must be of type string')
    expect((r.json.errors as { field: string }[]).map((e) => e.field)).toEqual(
      expect.arrayContaining(['key', 'os', 'pwa']),
    )

    r = await call(app, 'device-register', { client: 'coffee', body: '[1,2' })
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('bad_json')

    r = await call(app, 'device-register', { client: 'coffee', body: [] })
    expect(r.status).toBe(400)
    expect(r.json.message).toBe('Некорректный запрос: поле «body» должно быть типа объект')
  })
})
