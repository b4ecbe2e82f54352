// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { haversine } from '../../server/routes/geocoder.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { geoAddresses } from '../../server/seed/geo.ts'
import { call, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

interface Suggestion {
  id: string
  type: 'house' | 'street'
  value: string
  data: Record<string, string | number | null>
}

const suggest = (body: unknown, client = 'pizzeria-msk') =>
  call(app, 'geocoder/suggest', { client, body })
const list = (json: Record<string, unknown>) => json.suggest as Suggestion[]

describe('the seeded address table', () => {
  it('holds a few hundred addresses in the four demo cities, the same on every start', () => {
    const rows = geoAddresses()
    expect(rows.length).toBeGreaterThan(300)
    expect(new Set(rows.map((r) => r.city))).toEqual(
      new Set(['Москва', 'Санкт-Петербург', 'Казань', 'Минск']),
    )
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    expect(geoAddresses()).toEqual(rows)
    // every demo branch with a catalog has addresses within 1.5 km
    for (const brand of demoBrands) {
      for (const b of brand.branches) {
        const nearest = Math.min(...rows.map((r) => haversine(b, r)))
        expect(nearest, `${brand.client} ${b.name}`).toBeLessThan(1500)
      }
    }
  })

  it('is seeded idempotently', async () => {
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM geo_addresses')
    expect(before!.n).toBe(geoAddresses().length)
  })
})

describe('POST geocoder/suggest', () => {
  it('finds addresses by the words typed, with the parts the templates need', async () => {
    const r = await suggest({ query: 'тверская 12' })
    expect(r.status).toBe(200)
    expect(r.json.buildFormat).toBe('ru')
    const [first] = list(r.json)
    expect(first).toMatchObject({
      type: 'house',
      value: 'г Москва, ул Тверская, д 12',
      data: {
        street_type: 'ул',
        street: 'Тверская',
        house_type: 'д',
        house: '12',
        city: 'Москва',
        settlement: null,
      },
    })
    expect(first!.data.lat).toBeTypeOf('number')
    expect(first!.data.geo_lat).toBe(String(first!.data.lat))
    expect(first!.data.geo_lon).toBe(String(first!.data.lng))
    // every other hit still matches both words
    for (const s of list(r.json)) expect(s.value).toMatch(/Тверская, д 12/)
  })

  it('offers the street itself (an inexact address, no house) before its houses', async () => {
    const r = await suggest({ query: 'Рубинштейна' })
    const [street, ...houses] = list(r.json)
    expect(street).toMatchObject({
      type: 'street',
      value: 'г Санкт-Петербург, ул Рубинштейна',
      data: { house: null },
    })
    expect(houses.length).toBeGreaterThan(0)
    expect(houses.every((h) => h.type === 'house')).toBe(true)
  })

  it('keeps to the places in the geocoder settings and to count', async () => {
    const anywhere = list((await suggest({ query: 'пр-кт Победы' })).json)
    expect(anywhere.some((s) => s.data.city === 'Казань')).toBe(true)
    const kazan = list(
      (await suggest({ query: 'Победы', locations: [{ city: 'Москва' }], count: 5 })).json,
    )
    expect(kazan).toEqual([])
    const five = list((await suggest({ query: 'Невский', count: 5 })).json)
    expect(five).toHaveLength(5)
    const moscow = list(
      (await suggest({ query: 'ул д', locations: [{ city: 'москва' }, { city: 'Минск' }] })).json,
    )
    expect(moscow.length).toBe(10)
    expect(moscow.every((s) => s.data.city === 'Москва' || s.data.city === 'Минск')).toBe(true)
  })

  it('finds settlements and ё as е', async () => {
    const r = list((await suggest({ query: 'коммунарка монаховой 3' })).json)
    expect(r[0]).toMatchObject({
      value: 'г Москва, п Коммунарка, ул Александры Монаховой, д 3',
      data: { city: 'Москва', settlement: 'п Коммунарка' },
    })
  })

  it('needs at least 3 characters', async () => {
    const short = await suggest({ query: 'тв' })
    expect(short.status).toBe(400)
    expect(short.json).toMatchObject({ status: 'error', code: 'bad_request' })
    const spaces = await suggest({ query: '   ' })
    expect(spaces.status).toBe(200)
    expect(list(spaces.json)).toEqual([])
    expect((await suggest({})).status).toBe(400)
  })

  it('answers nothing for words that are nowhere', async () => {
    expect(list((await suggest({ query: 'несуществующая' })).json)).toEqual([])
  })
})

describe('POST geocoder/get-address', () => {
  const at = (body: unknown) => call(app, 'geocoder/get-address', { client: 'sushi', body })

  it('gives the nearest seeded house to a point, lat/lng trimmed to strings', async () => {
    const target = geoAddresses().find(
      (a) => a.value === 'Респ Татарстан, г Казань, ул Баумана, д 10',
    )!
    const r = await at({
      lat: String(target.lat + 0.00005).slice(0, 15),
      lng: String(target.lng - 0.00005).slice(0, 15),
    })
    expect(r.status).toBe(200)
    expect(r.json.buildFormat).toBe('ru')
    expect(list(r.json)).toHaveLength(1)
    expect(list(r.json)[0]).toMatchObject({ id: target.id, type: 'house', value: target.value })
    // numbers work too, and count asks for more, nearest first
    const three = list((await at({ lat: target.lat, lng: target.lng, count: 3 })).json)
    expect(three.map((s) => s.id)[0]).toBe(target.id)
    expect(three).toHaveLength(3)
    const d = three.map((s) => haversine(target, s.data as { lat: number; lng: number }))
    expect([...d].sort((a, b) => a - b)).toEqual(d)
  })

  it('answers an empty list far from every address', async () => {
    const r = await at({ lat: '60.5', lng: '100.1' })
    expect(r.status).toBe(200)
    expect(list(r.json)).toEqual([])
  })

  it('refuses coordinates that are not coordinates', async () => {
    expect((await at({ lat: 'abc', lng: '37.6' })).status).toBe(400)
    expect((await at({ lat: 95, lng: 37.6 })).status).toBe(400)
    expect((await at({ lat: '55.7' })).status).toBe(400)
  })
})
