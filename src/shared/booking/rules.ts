/**
 * Booking rules the app's form and the server's `booking` call share (accounts-loyalty §2
 * Booking, §3 Booking payload, §5 Booking, §9 Booking time step). Pure: no texts, no React.
 *
 * - The form always has name, phone, date, time and comment; settings `fields` adds guests,
 *   branch and service (services), each required when shown. Name and phone are required.
 * - Date: the spec's date rule (dd.mm.yyyy, also with - / or a space), sent as typed (dd.mm.yyyy).
 * - Time: 'HH:MM' in 5-minute steps (300 s).
 * - Guests: a whole number (the spec parses it as an integer).
 */

export type BookingField = 'guests' | 'branch' | 'service'

/** spec §9: the booking time step, in seconds. */
export const BOOKING_TIME_STEP = 300

/** spec §9: a name input holds 1 to 30 characters. */
export const BOOKING_NAME_MAX = 30
/** The comment's limit (the spec names none; the server stores text). */
export const BOOKING_COMMENT_MAX = 500
/** Guests: at least one; the spec names no upper limit, this keeps a typo (1000) out. */
export const BOOKING_GUESTS_MIN = 1
export const BOOKING_GUESTS_MAX = 99

/** 'HH:MM' on a 5-minute step: 00:00 … 23:55 (the server's request schema has the same pattern). */
export const BOOKING_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][05]$'

/** spec §3 Booking payload. */
export interface BookingPayload {
  clientName: string
  clientPhone: string
  /** dd.mm.yyyy; '' when not given */
  visitDate?: string
  /** HH:MM; '' when not given */
  visitTime?: string
  comment?: string
  idBranch?: number
  /** idService of each chosen service */
  services?: number[]
  guests?: number
}

/** Every time of day on the step, 'HH:MM' (288 for 5 minutes). */
export function bookingTimes(stepSeconds = BOOKING_TIME_STEP): string[] {
  const step = Math.max(60, Math.round(stepSeconds / 60) * 60)
  const times: string[] = []
  for (let s = 0; s < 86_400; s += step) {
    const h = Math.floor(s / 3600)
    const m = Math.floor((s % 3600) / 60)
    times.push(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
  }
  return times
}

/** The optional fields the settings switch on, in the form's order. */
export function shownBookingFields(fields: readonly string[] | undefined): Set<BookingField> {
  const all: BookingField[] = ['branch', 'service', 'guests']
  return new Set(all.filter((f) => fields?.includes(f)))
}

/** The payload fields a brand's form requires (spec §5: by the fields shown). */
export function requiredBookingPayload(
  fields: readonly string[] | undefined,
  has: { branches: number; services: number },
): (keyof BookingPayload)[] {
  const shown = shownBookingFields(fields)
  const required: (keyof BookingPayload)[] = ['clientName', 'clientPhone']
  if (shown.has('branch') && has.branches > 0) required.push('idBranch')
  if (shown.has('service') && has.services > 0) required.push('services')
  if (shown.has('guests')) required.push('guests')
  return required
}

/** The branches that take bookings: those `allowed` lists, or every one when it lists none. */
export function bookingBranches<B extends { idBranch: number }>(
  branches: readonly B[],
  allowed: readonly number[] | undefined,
): B[] {
  if (!allowed?.length) return [...branches]
  return branches.filter((b) => allowed.includes(b.idBranch))
}
