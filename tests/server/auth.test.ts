// @vitest-environment node
/**
 * Auth calls (accounts-loyalty §7) on the real server and database: sign-in by password, code
 * and PIN; one-time codes (binding, resend delay, expiry, lockout); registration by brand
 * settings; profile update, receipts, logout and account deletion with token revocation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { hashToken } from '../../server/session.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
let logs: string[]
beforeAll(async () => {
  ;({ app, db, logs } = await testApp())
})
afterAll(() => db.close())
afterEach(() => vi.useRealTimers())

const DEMO = '79990000001'
const run = String(Math.floor(Math.random() * 100_000)).padStart(5, '0')
let phoneSeq = 0
/** A number nobody has used yet (not a test number: its codes are random). */
const freshPhone = () => `7912${run}${String(phoneSeq++).padStart(2, '0')}`

/** Moves the clock `ms` ahead (Date only: the database and timers keep running). */
function advance(ms: number) {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now + ms)
}

async function device(client: string) {
  const d = await registerDevice(app, client)
  return { ...d, client }
}
type Device = Awaited<ReturnType<typeof device>>

const post = (d: Device, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call(app, path, { client: d.client, token: d.token, body, headers })

async function appUser(d: { client: string; token: string }) {
  const r = await call(app, 'app', { client: d.client, token: d.token, body: {} })
  return r.json.user as Record<string, unknown>
}

async function sendSms(d: Device, username: string) {
  const r = await post(d, 'user-send-sms', { username })
  return r
}

async function signInByCode(d: Device, username: string) {
  const sent = await sendSms(d, username)
  expect(sent.status).toBe(200)
  const code = (sent.json.debug as { code: string }).code
  const r = await post(d, 'user-auth', { username, password: code })
  expect(r.status, r.text).toBe(200)
  return r.json.authToken as string
}

describe('check-if-user-exists', () => {
  it('knows the demo user on every brand, by any way of writing the phone', async () => {
    for (const client of ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']) {
      const d = await device(client)
      for (const phone of ['+7 (999) 000-00-01', '89990000001', DEMO]) {
        const r = await post(d, 'check-if-user-exists', { phone })
        expect(r.json, client).toEqual({ status: 'ok', exists: true })
      }
    }
    const d = await device('coffee')
    expect((await post(d, 'check-if-user-exists', { phone: freshPhone() })).json.exists).toBe(false)
  })

  it('answers a bad phone with the spec’s message', async () => {
    const d = await device('coffee')
    const r = await post(d, 'check-if-user-exists', { phone: '+7 (999) 12' })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ code: 'bad_phone', message: 'Укажите правильный телефон' })
    const en = await post(d, 'check-if-user-exists', { phone: '12' }, { 'Accept-Language': 'en' })
    expect(en.json.message).toBe('Enter a valid phone number')
  })
})

describe('user-auth by password (coffee: type base)', () => {
  it('signs in with demo1234, answers a new token and revokes the device token', async () => {
    const d = await device('coffee')
    const r = await post(d, 'user-auth', { username: DEMO, password: 'demo1234' })
    expect(r.status, r.text).toBe(200)
    const token = r.json.authToken as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(token).not.toBe(d.token)
    const user = await appUser({ client: 'coffee', token })
    expect(user).toMatchObject({
      idUser: expect.any(Number),
      idDevice: d.idDevice,
      username: DEMO,
      fName: 'Демо',
      lName: 'Покупатель',
      display_name: 'Демо Покупатель',
      bday: '1990-05-15',
      email: 'demo@example.org',
      sendReceiptToEmail: false,
    })
    // The guest token of the device stopped working: it is a guest no more, it is nobody.
    expect((await appUser(d)).idUser).toBeNull()
    const [row] = await db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM tokens WHERE token_hash = $1',
      [hashToken(d.token)],
    )
    expect(row!.revoked_at).not.toBeNull()
  })

  it('refuses a wrong or empty password in the spec’s words', async () => {
    const d = await device('coffee')
    let r = await post(d, 'user-auth', { username: DEMO, password: '' })
    expect(r.status).toBe(400)
    expect(r.json.message).toBe('Укажите пароль')
    r = await post(d, 'user-auth', { username: DEMO, password: 'wrong' })
    expect(r.json).toMatchObject({ code: 'bad_login', message: 'Неверный логин или пароль' })
    r = await post(d, 'user-auth', { username: '+7 (999) 1', password: 'demo1234' })
    expect(r.json.message).toBe('Укажите правильный телефон')
    r = await post(d, 'user-auth', { username: freshPhone(), password: 'demo1234' })
    expect(r.json.code).toBe('bad_login')
    // right password again: the failures above were fewer than five
    r = await post(d, 'user-auth', { username: DEMO, password: 'demo1234' })
    expect(r.status).toBe(200)
  })

  it('needs a registered device', async () => {
    const r = await call(app, 'user-auth', {
      client: 'coffee',
      body: { username: DEMO, password: 'demo1234' },
    })
    expect(r.status).toBe(401)
    expect(r.json.code).toBe('no_device')
  })
})

describe('one-time codes', () => {
  it('sends an SMS code of pincodeLength digits and signs in with it once', async () => {
    const d = await device('pizzeria-msk')
    const username = await registered('pizzeria-msk')
    const sent = await sendSms(d, username)
    expect(sent.json).toMatchObject({
      status: 'ok',
      channel: 'sms',
      length: 5,
      nextAttemptSMS: true,
      debug: { code: expect.stringMatching(/^\d{5}$/) },
    })
    const code = (sent.json.debug as { code: string }).code
    expect(logs.some((l) => l.includes(`sms signin code for +${username}: ${code}`))).toBe(true)
    const ok = await post(d, 'user-auth', { username, password: code })
    expect(ok.status).toBe(200)
    // used once
    const again = await call(app, 'user-auth', {
      client: 'pizzeria-msk',
      token: ok.json.authToken as string,
      body: { username, password: code },
    })
    expect(again.status).toBe(400)
  })

  it('says the spec’s words for a wrong SMS code and a wrong call code', async () => {
    const msk = await device('pizzeria-msk')
    const a = await registered('pizzeria-msk')
    await sendSms(msk, a)
    const bad = await post(msk, 'user-auth', { username: a, password: '00000' })
    expect(bad.json).toMatchObject({ code: 'bad_code', message: 'Указан неверный код' })

    const spb = await device('pizzeria-spb')
    const b = await registered('pizzeria-spb')
    const sent = await sendSms(spb, b)
    // call brand: the last 4 digits of the calling number; the repeat comes by SMS
    expect(sent.json).toMatchObject({ channel: 'call', length: 4, nextAttemptSMS: true })
    const wrong = await post(spb, 'user-auth', { username: b, password: '0000' })
    expect(wrong.json.message).toBe('Неверные 4 последние цифры номера')
    const en = await post(
      spb,
      'user-auth',
      { username: b, password: '0000' },
      {
        'Accept-Language': 'en',
      },
    )
    expect(en.json.message).toBe('Wrong last 4 digits of the calling number')
  })

  it('keeps the resend delay (smsTimeout) per phone, whatever device asks, then switches channel', async () => {
    const d = await device('pizzeria-spb')
    const username = await registered('pizzeria-spb')
    expect((await sendSms(d, username)).json.channel).toBe('call')
    const early = await sendSms(d, username)
    expect(early.status).toBe(429)
    expect(early.json).toMatchObject({ code: 'resend_delay', retryAfter: 60 })
    expect(early.json.message).toBe('Повторный запрос возможен через 60 сек.')
    // a new device asking for the same phone waits too: the code goes to the same phone
    const other = await device('pizzeria-spb')
    expect((await sendSms(other, username)).json).toMatchObject({
      code: 'resend_delay',
      retryAfter: 60,
    })
    advance(59_000)
    expect((await sendSms(d, username)).json.retryAfter).toBe(1)
    advance(61_000)
    const second = await sendSms(d, username)
    expect(second.json).toMatchObject({ channel: 'sms', length: 5 })
  })

  it('binds a code to the phone and the device that asked for it', async () => {
    const asked = await device('pizzeria-msk')
    const username = await registered('pizzeria-msk')
    const sent = await sendSms(asked, username)
    const code = (sent.json.debug as { code: string }).code
    const thief = await device('pizzeria-msk')
    expect((await post(thief, 'user-auth', { username, password: code })).status).toBe(400)
    const otherUser = await registered('pizzeria-msk')
    expect((await post(asked, 'user-auth', { username: otherUser, password: code })).status).toBe(
      400,
    )
    expect((await post(asked, 'user-auth', { username, password: code })).status).toBe(200)
  })

  it('expires a code after 10 minutes', async () => {
    const d = await device('pizzeria-msk')
    const username = await registered('pizzeria-msk')
    const code = ((await sendSms(d, username)).json.debug as { code: string }).code
    advance(10 * 60_000 + 1000)
    const r = await post(d, 'user-auth', { username, password: code })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({
      code: 'code_expired',
      message: 'Срок действия кода истёк. Запросите новый код',
    })
  })

  it('slows the guessing device after 3 wrong tries with growing waits; the code dies after 5', async () => {
    const d = await device('pizzeria-msk')
    const username = await registered('pizzeria-msk')
    const code = ((await sendSms(d, username)).json.debug as { code: string }).code
    const wrong = code === '99999' ? '88888' : '99999'
    for (let i = 1; i <= 3; i++) {
      const r = await post(d, 'user-auth', { username, password: wrong })
      expect(r.json.code, `try ${i}`).toBe('bad_code')
    }
    // the 4th try, even with the right code, waits 30 s
    const slow = await post(d, 'user-auth', { username, password: code })
    expect(slow.status).toBe(429)
    expect(slow.json).toMatchObject({
      code: 'slow_down',
      retryAfter: 30,
      message: 'Слишком много неудачных попыток. Повторите через 30 сек.',
    })
    advance(30_000)
    expect((await post(d, 'user-auth', { username, password: wrong })).json.code).toBe('bad_code')
    // the next wait doubles
    expect((await post(d, 'user-auth', { username, password: code })).json.retryAfter).toBe(60)
    advance(60_000)
    // the 5th wrong try kills the code: even the right one is dead after it
    expect((await post(d, 'user-auth', { username, password: wrong })).json.code).toBe('bad_code')
    advance(120_000)
    expect((await post(d, 'user-auth', { username, password: code })).json.code).toBe(
      'code_expired',
    )
    advance(240_000)
    const fresh = ((await sendSms(d, username)).json.debug as { code: string }).code
    expect((await post(d, 'user-auth', { username, password: fresh })).status).toBe(200)
  })

  it('refuses a code for a phone nobody registered', async () => {
    const d = await device('pizzeria-msk')
    const r = await sendSms(d, freshPhone())
    expect(r.status).toBe(404)
    expect(r.json.message).toBe('Пользователь не найден')
  })

  it('gives the test numbers 11111 by SMS and 1111 by call in demo mode', async () => {
    const msk = await device('pizzeria-msk')
    expect(((await sendSms(msk, DEMO)).json.debug as { code: string }).code).toBe('11111')
    expect((await post(msk, 'user-auth', { username: DEMO, password: '11111' })).status).toBe(200)
    const spb = await device('pizzeria-spb')
    expect(((await sendSms(spb, DEMO)).json.debug as { code: string }).code).toBe('1111')
    expect((await post(spb, 'user-auth', { username: DEMO, password: '1111' })).status).toBe(200)
  })

  it('returns no code outside demo mode', async () => {
    const plain = await testApp({ demo: false })
    try {
      const d = await registerDevice(plain.app, 'pizzeria-msk')
      const r = await call(plain.app, 'user-send-sms', {
        client: 'pizzeria-msk',
        token: d.token,
        body: { username: DEMO },
      })
      expect(r.status).toBe(200)
      expect(r.json.debug).toBeUndefined()
      expect(plain.logs.join('\n')).not.toMatch(/code for/)
      // not even the test numbers get a fixed code
      const guess = await call(plain.app, 'user-auth', {
        client: 'pizzeria-msk',
        token: d.token,
        body: { username: DEMO, password: '11111' },
      })
      expect(guess.status).toBe(400)
    } finally {
      await plain.db.close()
    }
  })
})

describe('reset-password (coffee: type base)', () => {
  it('sends a one-time password (debug.code) that signs in, with the resend delay', async () => {
    const d = await device('coffee')
    const r = await post(d, 'reset-password', { username: DEMO, authToken: d.token })
    expect(r.json).toMatchObject({
      status: 'ok',
      message: 'Новый пароль отправлен в СМС',
      debug: { code: expect.stringMatching(/^\d+$/) },
    })
    const early = await post(d, 'reset-password', { username: DEMO })
    expect(early.status).toBe(429)
    expect(early.json.message).toMatch(/^Повторный запрос возможен через \d+ сек\.$/)
    const code = (r.json.debug as { code: string }).code
    expect((await post(d, 'user-auth', { username: DEMO, password: code })).status).toBe(200)
  })
})

/** Registers a fresh number on a brand (with what the brand demands) and returns it. */
async function registered(client: string, extra: Record<string, unknown> = {}) {
  const phone = freshPhone()
  const d = await device(client)
  const r = await post(d, 'user-register', {
    phone,
    display_name: 'Тест Тестов',
    password: '2468',
    bDate: '1990-01-01',
    email: 'test@example.org',
    ...extra,
  })
  expect(r.status, r.text).toBe(200)
  return phone
}

describe('user-register', () => {
  it('signs in at once on a base brand and keeps the profile', async () => {
    const d = await device('coffee')
    const phone = freshPhone()
    const r = await post(d, 'user-register', {
      phone: `+${phone}`,
      password: 'secret-1',
      display_name: 'Анна Мария Петрова',
      email: 'anna@example.org',
      sendReceiptToEmail: true,
      promoCode: 'FRIEND5',
    })
    expect(r.status, r.text).toBe(200)
    expect(r.json.user).toMatchObject({
      username: phone,
      fName: 'Анна',
      lName: 'Мария Петрова',
      email: 'anna@example.org',
      sendReceiptToEmail: true,
      promoCode: 'FRIEND5',
    })
    const token = r.json.authToken as string
    expect(token).not.toBe(d.token)
    expect((await appUser({ client: 'coffee', token })).username).toBe(phone)
    expect((await post(d, 'check-if-user-exists', { phone })).json.exists).toBe(true)
    // the same phone again
    const d2 = await device('coffee')
    const again = await post(d2, 'user-register', {
      phone,
      password: 'secret-2',
      display_name: 'Кто То',
      email: 'x@example.org',
    })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('Пользователь с таким номером уже зарегистрирован')
  })

  it('follows the brand: password for base, e-mail when required, birthday with an age limit', async () => {
    const coffee = await device('coffee')
    let r = await post(coffee, 'user-register', {
      phone: freshPhone(),
      display_name: 'Иван',
      email: 'i@example.org',
    })
    expect(r.json).toMatchObject({ code: 'no_password', message: 'Укажите пароль' })
    r = await post(coffee, 'user-register', {
      phone: freshPhone(),
      display_name: 'Иван',
      password: 'abcd',
    })
    expect(r.json).toMatchObject({ code: 'email_required', message: 'Укажите e-mail' })
    r = await post(coffee, 'user-register', {
      phone: freshPhone(),
      display_name: 'Иван1',
      password: 'ab',
      email: 'bad',
    })
    expect(r.status).toBe(400)
    expect((r.json.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'display_name',
      'email',
      'password',
    ])

    const sushi = await device('sushi')
    r = await post(sushi, 'user-register', {
      phone: freshPhone(),
      display_name: 'Иван',
      password: '1234',
    })
    expect(r.json).toMatchObject({ code: 'birthday_required', message: 'Укажите дату рождения' })
    const youngster = new Date()
    youngster.setFullYear(youngster.getFullYear() - 17)
    r = await post(sushi, 'user-register', {
      phone: freshPhone(),
      display_name: 'Иван',
      password: '1234',
      bDate: youngster.toISOString().slice(0, 10),
    })
    expect(r.json).toMatchObject({
      code: 'too_young',
      message: 'Приложением можно пользоваться с 18 лет',
    })
  })

  it('on an sms brand confirms the phone by a code before it counts', async () => {
    const d = await device('sushi')
    const phone = freshPhone()
    const body = { phone, display_name: 'Пётр', password: '4321', bDate: '1985-02-03' }
    const r = await post(d, 'user-register', body)
    expect(r.status, r.text).toBe(200)
    // not signed in, not counted yet, may be registered again
    expect(r.json.authToken).toBe(d.token)
    expect((await appUser(d)).idUser).toBeNull()
    expect((await post(d, 'check-if-user-exists', { phone })).json.exists).toBe(false)
    // the PIN (the password of a PIN brand) does not sign in before the phone is confirmed
    expect((await post(d, 'user-auth', { username: phone, password: '4321' })).status).toBe(400)
    expect((await post(d, 'user-register', { ...body, password: '5678' })).status).toBe(200)
    const token = await signInByCode(d, phone)
    expect((await appUser({ client: 'sushi', token })).bday).toBe('1985-02-03')
    expect((await post(d, 'check-if-user-exists', { phone })).json.exists).toBe(true)
    // from now on the PIN signs in
    const other = await device('sushi')
    expect((await post(other, 'user-auth', { username: phone, password: '5678' })).status).toBe(200)
    const third = await device('sushi')
    const wrongPin = await post(third, 'user-auth', { username: phone, password: '0000' })
    expect(wrongPin.json).toMatchObject({ code: 'bad_pin', message: 'Неверный PIN-код' })
  })
})

async function signedInUser(client: string) {
  const phone = await registered(client)
  const d = await device(client)
  const token = await signInByCode(d, phone)
  return { ...d, token, phone }
}

describe('profile', () => {
  it('updates names, birthday, e-mail and password; an empty password changes nothing', async () => {
    const d = await device('coffee')
    const phone = freshPhone()
    const reg = await post(d, 'user-register', {
      phone,
      password: 'first-pass',
      display_name: 'Ольга',
      email: 'o@example.org',
    })
    const me = { client: 'coffee', token: reg.json.authToken as string }
    let r = await call(app, 'user-update', {
      ...me,
      body: {
        display_name: 'Ольга Иванова',
        bDate: '1991-12-31',
        password: '',
        email: 'oi@example.org',
      },
    })
    expect(r.status, r.text).toBe(200)
    expect(r.json.user).toMatchObject({
      fName: 'Ольга',
      lName: 'Иванова',
      bday: '1991-12-31',
      email: 'oi@example.org',
    })
    const d2 = await device('coffee')
    expect((await post(d2, 'user-auth', { username: phone, password: 'first-pass' })).status).toBe(
      200,
    )
    r = await call(app, 'user-update', { ...me, body: { password: 'second-pass' } })
    expect(r.status).toBe(200)
    const d3 = await device('coffee')
    expect((await post(d3, 'user-auth', { username: phone, password: 'first-pass' })).status).toBe(
      400,
    )
    expect((await post(d3, 'user-auth', { username: phone, password: 'second-pass' })).status).toBe(
      200,
    )
    // required e-mail cannot be emptied
    r = await call(app, 'user-update', { ...me, body: { email: '' } })
    expect(r.json.code).toBe('email_required')
  })

  it('sets a PIN as the password alone (PIN brands)', async () => {
    const me = await signedInUser('pizzeria-spb')
    const r = await call(app, 'user-update', { ...me, body: { password: '135790' } })
    expect(r.status).toBe(200)
    const d = await device('pizzeria-spb')
    expect((await post(d, 'user-auth', { username: me.phone, password: '135790' })).status).toBe(
      200,
    )
  })

  it('needs a signed-in user', async () => {
    const d = await device('coffee')
    for (const path of ['user-update', 'user-delete', 'set-receipt-saving']) {
      const r = await post(d, path, path === 'set-receipt-saving' ? { state: true } : {})
      expect(r.status, path).toBe(401)
      expect(r.json.message).toBe('Войдите в аккаунт')
    }
  })

  it('stores the digital-receipt choice, which needs an e-mail', async () => {
    const me = await signedInUser('pizzeria-msk')
    let r = await call(app, 'set-receipt-saving', { ...me, body: { state: true } })
    expect(r.json).toEqual({ status: 'ok', value: true })
    expect((await appUser(me)).sendReceiptToEmail).toBe(true)
    r = await call(app, 'set-receipt-saving', { ...me, body: { state: false } })
    expect(r.json.value).toBe(false)
    await call(app, 'user-update', { ...me, body: { email: '' } })
    r = await call(app, 'set-receipt-saving', { ...me, body: { state: true } })
    expect(r.status).toBe(400)
    expect(r.json.message).toBe('Чтобы получать чеки, укажите e-mail в профиле')
    r = await call(app, 'set-receipt-saving', { ...me, body: { state: 'yes' } })
    expect(r.status).toBe(400)
  })
})

describe('logout and account deletion', () => {
  it('user-logout revokes the signed-in token', async () => {
    const me = await signedInUser('pizzeria-msk')
    expect((await appUser(me)).idUser).toEqual(expect.any(Number))
    expect((await call(app, 'user-logout', { ...me, body: {} })).status).toBe(200)
    expect((await appUser(me)).idUser).toBeNull()
    // the device registers again and gets a guest token
    const again = await call(app, 'device-register', {
      client: me.client,
      body: { key: me.key, os: 'web', authToken: me.token },
    })
    expect(again.json.authToken).not.toBe(me.token)
    expect((again.json.user as { idDevice: number }).idDevice).toBe(me.idDevice)
  })

  it('user-delete wipes personal data, revokes every token and frees the phone', async () => {
    const me = await signedInUser('coffee')
    const elsewhere = await device('coffee')
    const second = await post(elsewhere, 'user-auth', { username: me.phone, password: '2468' })
    const otherToken = second.json.authToken as string
    const { idUser } = await appUser(me)

    const r = await call(app, 'user-delete', { ...me, body: {} })
    expect(r.json).toEqual({ status: 'ok' })
    expect((await appUser(me)).idUser).toBeNull()
    expect((await appUser({ client: 'coffee', token: otherToken })).idUser).toBeNull()
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT username, display_name, f_name, l_name, bday, email, password_hash, data, deleted_at
         FROM users WHERE id_user = $1`,
      [idUser],
    )
    expect(row).toMatchObject({
      username: `deleted-${idUser}`,
      display_name: null,
      f_name: null,
      l_name: null,
      bday: null,
      email: null,
      password_hash: null,
      data: {},
    })
    expect(row!.deleted_at).not.toBeNull()
    const live = await db.query('SELECT 1 FROM tokens WHERE id_user = $1 AND revoked_at IS NULL', [
      idUser,
    ])
    expect(live).toEqual([])
    const d = await device('coffee')
    expect((await post(d, 'check-if-user-exists', { phone: me.phone })).json.exists).toBe(false)
    expect((await post(d, 'user-auth', { username: me.phone, password: '2468' })).status).toBe(400)
    const anew = await post(d, 'user-register', {
      phone: me.phone,
      password: 'again',
      display_name: 'Снова',
      email: 's@example.org',
    })
    expect(anew.status).toBe(200)
    expect((anew.json.user as { idUser: number }).idUser).not.toBe(idUser)
  })
})
