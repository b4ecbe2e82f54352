// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  process.env.ADMIN_SECRET = 'booking-secret'
  ;({ app, db } = await testApp())
})
afterAll(async () => {
  delete process.env.ADMIN_SECRET
  await db.close()
})

const nextYear = new Date().getUTCFullYear() + 1
const good = {
  clientName: 'Анна',
  clientPhone: '+7 (999) 000-00-01',
  visitDate: `05.03.${nextYear}`,
  visitTime: '19:35',
  comment: 'У окна',
  idBranch: 2,
  services: [1, 3],
  guests: 4,
}
const admin = { 'X-Admin-Secret': 'booking-secret' }
type Booking = Record<string, unknown>
const bookings = async (client: string) =>
  (await call(app, 'admin/booking', { client, headers: admin })).json.bookings as Booking[]

describe('POST booking (accounts-loyalty §3 payload, §5, §7)', () => {
  it('stores a valid request, which the demo admin route lists', async () => {
    const { token } = await registerDevice(app, 'sushi')
    const r = await call(app, 'booking', { client: 'sushi', token, body: good })
    expect(r.status).toBe(200)
    expect(r.json.status).toBe('ok')
    const id = r.json.idBooking as number
    expect(id).toBeGreaterThan(0)
    const stored = (await bookings('sushi')).find((b) => b.idBooking === id)
    expect(stored).toMatchObject({ ...good, idBooking: id })
    // another brand's admin list does not show it
    expect((await bookings('pizzeria-msk')).some((b) => b.idBooking === id)).toBe(false)
  })

  it('keeps the admin list behind the secret', async () => {
    const r = await call(app, 'admin/booking', { client: 'sushi' })
    expect(r.status).toBe(403)
  })

  it('refuses a request without services when the brand shows them', async () => {
    const { services: _s, ...rest } = good
    const r = await call(app, 'booking', { client: 'sushi', body: rest })
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('bad_request')
    expect(r.json.errors).toEqual([{ field: 'services', message: 'поле «services» обязательно' }])
    const empty = await call(app, 'booking', { client: 'sushi', body: { ...good, services: [] } })
    expect(empty.status).toBe(400)
  })

  it('refuses a date that is not a date, or has passed, and a time off the 5-minute step', async () => {
    for (const visitDate of ['31.02.2027', `${nextYear}-03-05`, '5.3.27', '01.01.1899']) {
      const r = await call(app, 'booking', { client: 'sushi', body: { ...good, visitDate } })
      expect(r.status, visitDate).toBe(400)
      expect(r.json.code).toBe('bad_request')
    }
    const past = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, visitDate: '01.01.2020' },
    })
    expect(past.status).toBe(400)
    expect(past.json.code).toBe('booking_past_date')
    const time = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, visitTime: '19:33' },
    })
    expect(time.status).toBe(400)
  })

  it('refuses an unknown branch or service, a bad phone and fractional guests', async () => {
    const branch = await call(app, 'booking', { client: 'sushi', body: { ...good, idBranch: 99 } })
    expect(branch.json.code).toBe('booking_bad_branch')
    const service = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, services: [7] },
    })
    expect(service.json.code).toBe('booking_bad_service')
    const phone = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, clientPhone: '+7 999' },
    })
    expect(phone.status).toBe(400)
    const guests = await call(app, 'booking', { client: 'sushi', body: { ...good, guests: 2.5 } })
    expect(guests.status).toBe(400)
  })

  it('takes only the branch that accepts bookings on a one-branch brand', async () => {
    const other = await call(app, 'booking', {
      client: 'pizzeria-msk',
      body: { ...good, idBranch: 2, services: [1] },
    })
    expect(other.json.code).toBe('booking_bad_branch')
    const ok = await call(app, 'booking', {
      client: 'pizzeria-msk',
      body: { ...good, idBranch: 1, services: [1] },
    })
    expect(ok.status).toBe(200)
  })

  it('stores hostile text as plain text and refuses what cannot be stored', async () => {
    const hostile = {
      ...good,
      clientName: "Robert'); DROP TABLE",
      comment: '<img src=x onerror=alert(1)><script>alert(1)</script>',
    }
    const r = await call(app, 'booking', { client: 'sushi', body: hostile })
    expect(r.status).toBe(200)
    const stored = (await bookings('sushi')).find((b) => b.idBooking === r.json.idBooking)
    expect(stored).toMatchObject({ clientName: hostile.clientName, comment: hostile.comment })

    const nul = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, comment: 'a\u0000b' },
    })
    expect(nul.status).toBe(400)
    const long = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, clientName: 'А'.repeat(31) },
    })
    expect(long.status).toBe(400)
    const shapes = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, services: ['1; DROP'], guests: '4', idBranch: { $gt: 0 } },
    })
    expect(shapes.status).toBe(400)
    const array = await call(app, 'booking', { client: 'sushi', body: [good] })
    expect(array.status).toBe(400)
    const spaces = await call(app, 'booking', {
      client: 'sushi',
      body: { ...good, clientName: '   ' },
    })
    expect(spaces.status).toBe(400)
  })

  it('is not there for a brand without the booking module', async () => {
    const r = await call(app, 'booking', { client: 'coffee', body: good })
    expect(r.status).toBe(404)
    expect(r.json.code).toBe('booking_off')
  })
})

describe('app data: booking services and branches', () => {
  it('lists the services and the branches taking bookings', async () => {
    const r = await call(app, 'app', { client: 'pizzeria-msk', body: {} })
    expect(r.status).toBe(200)
    const settings = r.json.settings as { modules: Record<string, Record<string, unknown>> }
    expect(settings.modules.booking).toMatchObject({ homeShowButton: true, branches: [1] })
    expect(r.json.services).toEqual([
      { idService: 1, name: 'Столик на двоих' },
      { idService: 2, name: 'Детский праздник' },
      { idService: 3, name: 'Мастер-класс по пицце' },
    ])
    const sushi = await call(app, 'app', { client: 'sushi', body: {} })
    const sushiSettings = sushi.json.settings as {
      modules: Record<string, Record<string, unknown>>
    }
    expect(sushiSettings.modules.booking?.branches).toEqual([])
    expect(sushi.json.services).toHaveLength(3)
    const coffee = await call(app, 'app', { client: 'coffee', body: {} })
    expect(coffee.json.services).toBeUndefined()
  })
})
