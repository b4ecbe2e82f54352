/**
 * The geocoder — spec (catalog §7): POST geocoder/suggest {query, …geocoder settings} and POST
 * geocoder/get-address {lat, lng, …} both answer `{suggest: [{id, type, value, data}],
 * buildFormat}`; data carries lat, lng, geo_lat, geo_lon and the parts the address templates read
 * (street_type, street, house_type, house, block_type, block, city, settlement, region).
 * `type` is 'house' for an exact address and 'street' for one without a house (the app then
 * asks to refine it). Over the seeded address table (server/seed/geo.ts); any brand may call it.
 */
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ApiFailure, ok } from '../http.ts'
import { searchText } from '../seed/geo.ts'
import { validateBody } from '../validation.ts'

/** The format the app builds address texts in (its address templates' Russian format). */
export const BUILD_FORMAT = 'ru'

interface SuggestBody {
  query: string
  count: number
  locations?: { city?: string; region?: string; settlement?: string }[]
}

interface GetAddressBody {
  lat: number | string
  lng: number | string
  count: number
  radius_meters: number
}

type AddressRow = {
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
}

const FIELDS =
  'id, kind, region, city, settlement, street_type, street, house_type, house, block_type, block, lat, lng, value'

export function suggestion(r: AddressRow) {
  return {
    id: r.id,
    type: r.kind,
    value: r.value,
    data: {
      lat: r.lat,
      lng: r.lng,
      geo_lat: String(r.lat),
      geo_lon: String(r.lng),
      street_type: r.street_type,
      street: r.street,
      house_type: r.house_type,
      house: r.house,
      block_type: r.block_type,
      block: r.block,
      city: r.city,
      settlement: r.settlement,
      region: r.region,
    },
  }
}

const EARTH_RADIUS_M = 6_371_008.8
const rad = (d: number) => (d * Math.PI) / 180

export function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

function coordinate(value: number | string, field: 'lat' | 'lng', limit: number): number {
  const n = typeof value === 'number' ? value : Number(value.trim())
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    throw new ApiFailure(400, 'bad_request', 'badRequest', { details: field })
  }
  return n
}

const MAX_TOKENS = 8

export function geocoderRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/geocoder/suggest', async (c) => {
    const body = validateBody<SuggestBody>('geocoder-suggest', await readJson(c), c.var.locale)
    const tokens = searchText(body.query).trim().split(' ').filter(Boolean).slice(0, MAX_TOKENS)
    if (tokens.join('').length < 3) return ok(c, { suggest: [], buildFormat: BUILD_FORMAT })
    const params: unknown[] = []
    const p = (v: unknown) => {
      params.push(v)
      return `$${params.length}`
    }
    // Each word of the query starts a word of the address (tokens hold only letters and digits).
    const where = tokens.map((t) => `search LIKE ${p(`% ${t}%`)}`)
    const places = (body.locations ?? [])
      .map((l) =>
        (['city', 'region', 'settlement'] as const)
          .filter((k) => typeof l[k] === 'string' && l[k]!.trim())
          .map((k) => `lower(${k}) = lower(${p(l[k]!.trim())})`)
          .join(' AND '),
      )
      .filter(Boolean)
    if (places.length) where.push(`((${places.join(') OR (')}))`)
    const numbers = tokens.filter((t) => /^\d+$/.test(t))
    const rows = await deps.db.query<AddressRow>(
      `SELECT ${FIELDS} FROM geo_addresses WHERE ${where.join(' AND ')}
       ORDER BY (house = ANY(${p(numbers)}::text[])) DESC NULLS LAST, (kind = 'street') DESC, sort
       LIMIT ${p(body.count)}`,
      params,
    )
    return ok(c, { suggest: rows.map(suggestion), buildFormat: BUILD_FORMAT })
  })

  api.post('/geocoder/get-address', async (c) => {
    const body = validateBody<GetAddressBody>(
      'geocoder-get-address',
      await readJson(c),
      c.var.locale,
    )
    const at = { lat: coordinate(body.lat, 'lat', 90), lng: coordinate(body.lng, 'lng', 180) }
    const dLat = body.radius_meters / 111_000
    const dLng = dLat / Math.max(0.01, Math.cos(rad(at.lat)))
    const rows = await deps.db.query<AddressRow>(
      `SELECT ${FIELDS} FROM geo_addresses
        WHERE kind = 'house' AND lat BETWEEN $1 AND $2 AND lng BETWEEN $3 AND $4`,
      [at.lat - dLat, at.lat + dLat, at.lng - dLng, at.lng + dLng],
    )
    const nearest = rows
      .map((r) => ({ r, d: haversine(at, r) }))
      .filter((x) => x.d <= body.radius_meters)
      .sort((a, b) => a.d - b.d || a.r.id.localeCompare(b.r.id))
      .slice(0, body.count)
      .map((x) => suggestion(x.r))
    return ok(c, { suggest: nearest, buildFormat: BUILD_FORMAT })
  })
}
