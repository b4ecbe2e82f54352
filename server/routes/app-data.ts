/**
 * POST app — app data: `{status:'ok', settings, custom, user, branches}`.
 * spec (shell-data §3, §7): settings with modules and slots, custom overrides, the user (a guest
 * has idUser null and username 'Guest'), branches; the app adds the timestamp itself.
 */
import type { Hono } from 'hono'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { appDataUser } from '../auth/users.ts'
import { readJson } from '../body.ts'
import { ok } from '../http.ts'
import { withLoyalty } from '../loyalty/cards.ts'
import { localizeOffers } from './actions.ts'
import { withIngestHost } from './telemetry.ts'
import { withPushKey } from '../push/service.ts'
import { withBooking } from './booking.ts'
import type { Session } from '../session.ts'
import { validateBody } from '../validation.ts'

interface BranchRow {
  id_branch: number
  name: string
  address: string | null
  description: string | null
  lat: number | null
  lng: number | null
  contact_phone: string | null
  start_time: string | null
  end_time: string | null
  days: number[]
  working_time: unknown[]
  is_pickpoint: boolean
  extra: Record<string, unknown>
}

export async function loadBranches(db: Queryable, client: string) {
  const rows = await db.query<BranchRow & Record<string, unknown>>(
    `SELECT id_branch, name, address, description, lat, lng, contact_phone, start_time, end_time,
            days, working_time, is_pickpoint, extra
       FROM branches WHERE client = $1 AND active ORDER BY sort, id_branch`,
    [client],
  )
  return rows.map((r) => ({
    ...r.extra,
    idBranch: r.id_branch,
    name: r.name,
    address: r.address ?? '',
    description: r.description ?? '',
    lat: r.lat,
    lng: r.lng,
    contactPhone: r.contact_phone ?? '',
    startTime: r.start_time,
    endTime: r.end_time,
    days: r.days,
    workingTime: r.working_time,
    isPickpoint: r.is_pickpoint,
  }))
}

/** The user of a session as app data carries it; a guest when nobody is signed in. */
export async function loadUser(db: Queryable, client: string, session: Session | null) {
  const idDevice = session?.idDevice ?? null
  if (session?.idUser) {
    // The signed-in user's own fields (accounts-loyalty §3 User): server/auth/users.ts.
    const user = await appDataUser(db, client, session.idUser)
    if (user) return { ...user, idDevice }
  }
  return { idUser: null, username: 'Guest', idDevice }
}

export function appDataRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/app', async (c) => {
    validateBody('app', await readJson(c), c.var.locale)
    const { brand, session } = c.var
    const [branches, user] = await Promise.all([
      loadBranches(deps.db, brand.client),
      loadUser(deps.db, brand.client, session),
    ])
    // The loyalty fields of a signed-in user (bonus, group, card code, stamps…): server/loyalty.
    const data = await withLoyalty(deps.db, brand, { settings: brand.settings, user })
    // Special offers' texts in the request's language (server/seed/actions.ts: `en` per offer),
    // and the web push key the app subscribes with (server/push/service.ts).
    const offered = await withPushKey(deps.db, localizeOffers(data.settings, c.var.locale))
    // Booking: the services and the branches taking bookings (server/routes/booking.ts).
    const booked = await withBooking(deps.db, brand.client, offered)
    const settings = withIngestHost(booked.settings, c.req.url)
    const { services } = booked
    return ok(c, {
      settings,
      custom: brand.custom,
      user: data.user,
      branches,
      ...(services && { services }),
    })
  })
}
