/**
 * Booking — spec (accounts-loyalty §2 Booking, §3 Booking payload, §5 Booking, §7 POST booking):
 *
 *   POST booking {clientName, clientPhone, visitDate, visitTime, comment, idBranch, services,
 *                 guests}  -> {idBooking}; the app does not show the answer
 *   GET  admin/booking (X-Admin-Secret)  -> {bookings: [...]}, newest first (demo only)
 *
 * The body is checked with schemas/api/booking.json and the app's keywords (phone, date), then
 * by the brand's booking settings: the fields it shows (src/shared/booking/rules.ts, the same
 * rule as the app's form) are required, the branch must take bookings, the services must exist,
 * and the date must not have passed. App data carries the services (`services`) and the
 * branches taking bookings (`settings.modules.booking.branches`): `withBooking`.
 */
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { ApiFailure, ok } from '../http.ts'
import { t } from '../i18n.ts'
import { brandModuleSettings } from '../module-settings.ts'
import { validateBody } from '../validation.ts'
import { allowed } from './admin.ts'
import {
  bookingBranches,
  requiredBookingPayload,
  type BookingPayload,
} from '../../src/shared/booking/rules.ts'

type ServiceRow = {
  id_service: number
  name: string
}

export async function loadBookingServices(db: Queryable, client: string) {
  const rows = await db.query<ServiceRow>(
    `SELECT id_service, name FROM booking_services WHERE client = $1 AND active
       ORDER BY sort, id_service`,
    [client],
  )
  return rows.map((r) => ({ idService: r.id_service, name: r.name }))
}

export async function loadBookingBranchIds(db: Queryable, client: string): Promise<number[]> {
  const rows = await db.query<{ id_branch: number }>(
    'SELECT id_branch FROM booking_branches WHERE client = $1 ORDER BY id_branch',
    [client],
  )
  return rows.map((r) => r.id_branch)
}

/**
 * App data with the booking data: `services` and settings.modules.booking.branches (the ids of
 * the branches taking bookings; [] = all). Unchanged when the brand has no booking module.
 */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export async function withBooking<S extends Record<string, unknown>>(
  db: Queryable,
  client: string,
  settings: S,
): Promise<{ settings: S; services?: { idService: number; name: string }[] }> {
  const modules = isRecord(settings.modules) ? settings.modules : undefined
  const booking = modules?.booking
  if (!booking || typeof booking !== 'object') return { settings }
  const [services, branches] = await Promise.all([
    loadBookingServices(db, client),
    loadBookingBranchIds(db, client),
  ])
  return {
    settings: { ...settings, modules: { ...modules, booking: { ...booking, branches } } },
    services,
  }
}

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v)

/** dd.mm.yyyy (or - / space) as a UTC day number; null when empty. */
function dayOf(date: string): number | null {
  const m = /^(\d{2})[-/. ](\d{2})[-/. ](\d{4})$/.exec(date)
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) / 86_400_000 : null
}

function badRequest(errors: { field: string; message: string }[]): ApiFailure {
  return new ApiFailure(
    400,
    'bad_request',
    'badRequest',
    { details: errors.map((e) => e.message).join('; ') },
    { errors },
  )
}

export function bookingRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/booking', async (c) => {
    const { brand, session, locale } = c.var
    const settings = brandModuleSettings(brand.settings, 'booking')
    if (!settings) throw new ApiFailure(404, 'booking_off', 'bookingOff')
    const raw = await readJson(c)
    // spec: text inputs are trimmed (the app trims too); then the same schema and keywords
    const body =
      raw && typeof raw === 'object' && !Array.isArray(raw)
        ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, trim(v)]))
        : raw
    const b = validateBody<BookingPayload>('booking', body, locale)

    const [allBranches, bookingBranchIds, services] = await Promise.all([
      deps.db.query<{ idBranch: number }>(
        'SELECT id_branch AS "idBranch" FROM branches WHERE client = $1 AND active',
        [brand.client],
      ),
      loadBookingBranchIds(deps.db, brand.client),
      loadBookingServices(deps.db, brand.client),
    ])
    const branches = bookingBranches(allBranches, bookingBranchIds)
    const required = requiredBookingPayload(settings.fields, {
      branches: branches.length,
      services: services.length,
    })
    const missing = required.filter((f) => {
      const v = b[f]
      return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
    })
    if (missing.length) {
      throw badRequest(
        missing.map((field) => ({ field, message: t(locale, 'v.required', { field }) })),
      )
    }
    if (b.idBranch != null && !branches.some((br) => br.idBranch === b.idBranch)) {
      throw new ApiFailure(400, 'booking_bad_branch', 'bookingBadBranch')
    }
    const serviceIds = new Set(services.map((s) => s.idService))
    if (b.services?.some((id) => !serviceIds.has(id))) {
      throw new ApiFailure(400, 'booking_bad_service', 'bookingBadService')
    }
    const day = b.visitDate ? dayOf(b.visitDate) : null
    // a day of slack: the visitor's date may be a day behind the server's (time zones)
    if (day !== null && day < Math.floor(Date.now() / 86_400_000) - 1) {
      throw new ApiFailure(400, 'booking_past_date', 'bookingPastDate')
    }

    const [row] = await deps.db.query<{ id_booking: string | number }>(
      `INSERT INTO booking_requests (client, id_user, id_device, client_name, client_phone,
         visit_date, visit_time, comment, id_branch, services, guests)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
       RETURNING id_booking`,
      [
        brand.client,
        session?.idUser ?? null,
        session?.idDevice ?? null,
        b.clientName,
        b.clientPhone,
        b.visitDate ?? '',
        b.visitTime ?? '',
        b.comment ?? '',
        b.idBranch ?? null,
        JSON.stringify(b.services ?? []),
        b.guests ?? null,
      ],
    )
    return ok(c, { idBooking: Number(row!.id_booking) })
  })

  api.get('/admin/booking', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const rows = await deps.db.query<Record<string, unknown>>(
      `SELECT id_booking, id_user, client_name, client_phone, visit_date, visit_time, comment,
              id_branch, services, guests, created_at
         FROM booking_requests WHERE client = $1 ORDER BY id_booking DESC LIMIT 100`,
      [c.var.brand.client],
    )
    return ok(c, {
      bookings: rows.map((r) => ({
        idBooking: Number(r.id_booking),
        idUser: r.id_user,
        clientName: r.client_name,
        clientPhone: r.client_phone,
        visitDate: r.visit_date,
        visitTime: r.visit_time,
        comment: r.comment,
        idBranch: r.id_branch,
        services: r.services,
        guests: r.guests,
        createdAt: new Date(r.created_at as string).toISOString(),
      })),
    })
  })
}
