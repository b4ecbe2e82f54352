/**
 * Geography of the demo: the address table behind geocoder/suggest and geocoder/get-address
 * (Moscow, St Petersburg, Kazan, Minsk — real streets around the demo branches, houses laid
 * along each street, generated deterministically) and the ordering brands' delivery zones
 * (`branch.shape`: circles round a branch with a radius in metres, polygons with paths, one of
 * them concave in each city so a point in its notch is out of zone).
 *
 * Some addresses are inexact on purpose: every street also has an entry without a house.
 * A few streets lie outside every zone (Kommunarka, Savushkina, Gavrilova) for the
 * out-of-zone case.
 */
import type { Queryable } from '../db/db.ts'
import type { DemoBrand } from './types.ts'

type LatLng = { lat: number; lng: number }

interface City {
  key: string
  region: string
  city: string
  /** How the value starts: 'г Москва', 'Респ Татарстан, г Казань'. */
  prefix: string
  streets: Street[]
  /**
   * Streets added later: generated after every city's `streets`, so the addresses (and their
   * seeded jitter) that tests and the README name stay exactly where they were.
   */
  laterStreets?: Street[]
}

interface Street {
  type: string
  name: string
  from: LatLng
  to: LatLng
  houses: number
  settlement?: string
}

const s = (
  type: string,
  name: string,
  from: [number, number],
  to: [number, number],
  houses: number,
  settlement?: string,
): Street => ({
  type,
  name,
  from: { lat: from[0], lng: from[1] },
  to: { lat: to[0], lng: to[1] },
  houses,
  settlement,
})

export const geoCities: City[] = [
  {
    key: 'msk',
    region: 'Москва',
    city: 'Москва',
    prefix: 'г Москва',
    streets: [
      s('ул', 'Тверская', [55.7577, 37.6133], [55.7707, 37.5958], 30),
      s('ул', 'Арбат', [55.7522, 37.5999], [55.7473, 37.5866], 24),
      s('пр-кт', 'Ленинский', [55.709, 37.593], [55.68, 37.54], 40),
      s('ул', 'Новый Арбат', [55.7527, 37.596], [55.7522, 37.578], 16),
      s('ул', 'Большая Дмитровка', [55.759, 37.6165], [55.768, 37.611], 20),
      s('ул', 'Пятницкая', [55.7445, 37.628], [55.733, 37.6275], 20),
      s('ул', 'Остоженка', [55.7425, 37.601], [55.735, 37.588], 16),
      s('пр-кт', 'Комсомольский', [55.735, 37.589], [55.725, 37.573], 20),
      s('ул', 'Вавилова', [55.706, 37.596], [55.693, 37.572], 14),
      s('ул', 'Профсоюзная', [55.685, 37.568], [55.66, 37.54], 16),
      s('ул', 'Александры Монаховой', [55.55, 37.48], [55.542, 37.475], 8, 'п Коммунарка'),
    ],
  },
  {
    key: 'spb',
    region: 'Санкт-Петербург',
    city: 'Санкт-Петербург',
    prefix: 'г Санкт-Петербург',
    streets: [
      s('пр-кт', 'Невский', [59.9363, 30.312], [59.9317, 30.3605], 30),
      s('пр-кт', 'Большой П.С.', [59.956, 30.292], [59.965, 30.314], 24),
      s('пр-кт', 'Каменноостровский', [59.954, 30.324], [59.97, 30.314], 20),
      s('ул', 'Рубинштейна', [59.9315, 30.3455], [59.927, 30.3435], 12),
      s('пр-кт', 'Литейный', [59.946, 30.348], [59.932, 30.347], 20),
      s('ул', 'Садовая', [59.939, 30.333], [59.923, 30.3], 20),
      s('ул', 'Гороховая', [59.936, 30.308], [59.923, 30.328], 16),
      s('ул', 'Марата', [59.931, 30.356], [59.922, 30.348], 14),
      s('ул', 'Савушкина', [59.988, 30.265], [59.992, 30.21], 12),
    ],
    laterStreets: [
      s('пр-кт', 'Средний В.О.', [59.9395, 30.29], [59.943, 30.25], 16),
      s('пр-кт', 'Московский', [59.905, 30.318], [59.86, 30.321], 24),
      s('ул', 'Купчинская', [59.835, 30.375], [59.825, 30.39], 10),
    ],
  },
  {
    key: 'kzn',
    region: 'Респ Татарстан',
    city: 'Казань',
    prefix: 'Респ Татарстан, г Казань',
    streets: [
      s('ул', 'Баумана', [55.796, 49.108], [55.787, 49.121], 24),
      s('ул', 'Пушкина', [55.792, 49.121], [55.782, 49.126], 16),
      s('ул', 'Кремлевская', [55.799, 49.11], [55.792, 49.12], 14),
      s('пр-кт', 'Победы', [55.77, 49.22], [55.74, 49.19], 24),
      s('пр-кт', 'Ямашева', [55.827, 49.09], [55.82, 49.15], 20),
      s('ул', 'Чистопольская', [55.82, 49.098], [55.818, 49.14], 16),
      s('ул', 'Декабристов', [55.815, 49.098], [55.833, 49.1], 14),
      s('ул', 'Гаврилова', [55.845, 49.105], [55.852, 49.115], 12),
    ],
  },
  {
    key: 'msq',
    region: 'Минск',
    city: 'Минск',
    prefix: 'г Минск',
    streets: [
      s('пр-кт', 'Независимости', [53.897, 27.548], [53.932, 27.65], 30),
      s('ул', 'Немига', [53.905, 27.553], [53.9, 27.556], 10),
      s('пр-кт', 'Победителей', [53.908, 27.548], [53.93, 27.49], 20),
      s('ул', 'Янки Купалы', [53.907, 27.56], [53.902, 27.568], 10),
      s('ул', 'Притыцкого', [53.908, 27.49], [53.907, 27.43], 16),
    ],
  },
]

export interface GeoAddress {
  id: string
  kind: 'house' | 'street'
  region: string
  city: string
  settlement: string | null
  street_type: string | null
  street: string | null
  house_type: string | null
  house: string | null
  block_type: string | null
  block: string | null
  lat: number
  lng: number
  value: string
  search: string
  sort: number
}

/** Lower case, ё as е, punctuation as spaces, padded: words are found by ' word'. */
export function searchText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

/** A small deterministic PRNG (mulberry32): the same addresses on every start. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

/** Every demo address: one per house along each street, plus the street itself (inexact). */
export function geoAddresses(): GeoAddress[] {
  const out: GeoAddress[] = []
  const rnd = random(20240601)
  let sort = 0
  const addStreet = (c: City, st: Street, si: number) => {
    const base = [c.prefix, st.settlement, `${st.type} ${st.name}`].filter(Boolean).join(', ')
    const common = {
      region: c.region,
      city: c.city,
      settlement: st.settlement ?? null,
      street_type: st.type,
      street: st.name,
    }
    out.push({
      id: `${c.key}-${si + 1}`,
      kind: 'street',
      ...common,
      house_type: null,
      house: null,
      block_type: null,
      block: null,
      lat: round((st.from.lat + st.to.lat) / 2),
      lng: round((st.from.lng + st.to.lng) / 2),
      value: base,
      search: searchText(base),
      sort: sort++,
    })
    for (let i = 0; i < st.houses; i++) {
      const t = st.houses === 1 ? 0.5 : i / (st.houses - 1)
      const house = String(i + 1)
      // Some houses have a building or a block: 'к 1', 'стр 2'.
      const block =
        i % 7 === 6 ? { type: 'к', n: '1' } : i % 11 === 10 ? { type: 'стр', n: '2' } : null
      const value = `${base}, д ${house}${block ? `, ${block.type} ${block.n}` : ''}`
      out.push({
        id: `${c.key}-${si + 1}-${house}${block ? `-${block.type === 'к' ? 'k' : 's'}${block.n}` : ''}`,
        kind: 'house',
        ...common,
        house_type: 'д',
        house,
        block_type: block?.type ?? null,
        block: block?.n ?? null,
        lat: round(st.from.lat + (st.to.lat - st.from.lat) * t + (rnd() - 0.5) * 0.0005),
        lng: round(st.from.lng + (st.to.lng - st.from.lng) * t + (rnd() - 0.5) * 0.0005),
        value,
        search: searchText(value),
        sort: sort++,
      })
    }
  }
  for (const c of geoCities) c.streets.forEach((st, si) => addStreet(c, st, si))
  for (const c of geoCities) {
    c.laterStreets?.forEach((st, i) => addStreet(c, st, c.streets.length + i))
  }
  return out
}

/** Delivery zones of the ordering brands' branches: client -> idBranch -> shape. */
export const deliveryZones: Record<string, Record<number, Record<string, unknown>>> = {
  'pizzeria-msk': {
    1: { type: 'circle', radius: 4000 },
    2: { type: 'circle', radius: 3000 },
    // A C open to the east: the notch round Vavilova street (55.690–55.712, 37.585–37.62) is out.
    3: {
      type: 'polygon',
      paths: [
        { lat: 55.725, lng: 37.545 },
        { lat: 55.725, lng: 37.62 },
        { lat: 55.712, lng: 37.62 },
        { lat: 55.712, lng: 37.585 },
        { lat: 55.69, lng: 37.585 },
        { lat: 55.69, lng: 37.62 },
        { lat: 55.675, lng: 37.62 },
        { lat: 55.675, lng: 37.545 },
      ],
    },
  },
  'pizzeria-spb': {
    // An L round the centre: the corner north-east of Nevsky (Liteyny) is out.
    1: {
      type: 'polygon',
      paths: [
        { lat: 59.95, lng: 30.3 },
        { lat: 59.95, lng: 30.33 },
        { lat: 59.94, lng: 30.33 },
        { lat: 59.94, lng: 30.37 },
        { lat: 59.92, lng: 30.37 },
        { lat: 59.92, lng: 30.3 },
      ],
    },
    2: { type: 'circle', radius: 2500 },
    // The four outer restaurants (server/seed/maps.ts) deliver round themselves.
    3: { type: 'circle', radius: 1000 },
    4: { type: 'circle', radius: 1500 },
    5: { type: 'circle', radius: 800 },
    6: { type: 'circle', radius: 1500 },
  },
  sushi: {
    1: { type: 'circle', radius: 5000 },
    2: {
      type: 'polygon',
      paths: [
        { lat: 55.775, lng: 49.175 },
        { lat: 55.775, lng: 49.235 },
        { lat: 55.735, lng: 49.235 },
        { lat: 55.735, lng: 49.175 },
      ],
    },
  },
}

/**
 * settings.modules.catalog.geocoder of a demo brand: merged into every geocoder/suggest body
 * (spec catalog §7 'query plus geocoder settings'): up to 10 suggestions in the brand's city.
 */
export function geocoderSettings(city: string) {
  return { count: 10, locations: [{ city }] }
}

/** The zone of a demo branch, for its `extra` in the brand files. */
export function deliveryZone(
  client: string,
  idBranch: number,
): { shape?: Record<string, unknown> } {
  const shape = deliveryZones[client]?.[idBranch]
  return shape ? { shape } : {}
}

const COLUMNS =
  'id text, kind text, region text, city text, settlement text, street_type text, street text, house_type text, house text, block_type text, block text, lat double precision, lng double precision, value text, search text, sort integer'

/** Seeder: the address table, upserted in one statement; addresses no longer here go. */
export async function seedGeo(tx: Queryable, _brands: DemoBrand[]): Promise<void> {
  const rows = geoAddresses()
  await tx.query(
    `INSERT INTO geo_addresses (${COLUMNS.split(', ')
      .map((c) => c.split(' ')[0])
      .join(', ')})
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})
     ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, region = EXCLUDED.region,
       city = EXCLUDED.city, settlement = EXCLUDED.settlement,
       street_type = EXCLUDED.street_type, street = EXCLUDED.street,
       house_type = EXCLUDED.house_type, house = EXCLUDED.house,
       block_type = EXCLUDED.block_type, block = EXCLUDED.block, lat = EXCLUDED.lat,
       lng = EXCLUDED.lng, value = EXCLUDED.value, search = EXCLUDED.search, sort = EXCLUDED.sort`,
    [JSON.stringify(rows)],
  )
  await tx.query(
    `DELETE FROM geo_addresses WHERE id NOT IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(rows.map((r) => r.id))],
  )
}
