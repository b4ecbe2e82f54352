/**
 * The booking form, built from settings (accounts-loyalty §2 Booking, §5 Booking, §9 time step;
 * ADR 003): name and phone required; branch (a read-only label when there is one, radios when
 * several; required) and services (multi-select through the multiple-select popup; required)
 * and guests (a whole number; required) when settings `fields` shows them; date (the system
 * date picker, or typed dd.mm.yyyy); time in 5-minute steps; comment.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { displayDay, type DateZones } from '../../core/format/dates.ts'
import { applyPhoneMask } from '../../core/format/phone.ts'
import type { User } from '../../core/state/types.ts'
import {
  BOOKING_COMMENT_MAX,
  BOOKING_GUESTS_MAX,
  BOOKING_GUESTS_MIN,
  BOOKING_NAME_MAX,
  bookingTimes,
  shownBookingFields,
  type BookingPayload,
} from '../../shared/booking/rules.ts'
import type { BookingSettings } from '../../shared/settings/booking.ts'
import { MultipleSelectWidget } from '../../ui/multiple-select/multiple-select-widget.tsx'
import { SystemDateWidget } from '../../ui/schema-form/system-date-widget.tsx'
import type { BookingOption } from './data.ts'
import { OnlyChoiceWidget } from './widgets.tsx'

export interface BookingValues {
  name?: string
  phone?: string
  idBranch?: number
  services?: number[]
  guests?: number
  date?: string
  time?: string
  comment?: string
}

export interface BookingFormContext {
  branches: readonly BookingOption[]
  services: readonly BookingOption[]
  /** The system date picker (else the dd.mm.yyyy mask). */
  systemDatePicker: boolean
  /** 'yyyy-MM-dd': the picker starts there (no booking in the past). */
  today?: string
}

const choices = (options: readonly BookingOption[]) =>
  options.map((o) => ({ const: o.id, title: o.name }))

/** Today ('YYYY-MM-DD', the earliest bookable day) in the brand's display zone, not the phone's. */
export function bookingToday(now: Date = new Date(), zones?: DateZones): string {
  return displayDay(now, zones)
}

export function bookingForm(
  settings: Pick<BookingSettings, 'fields'>,
  ctx: BookingFormContext,
): { schema: RJSFSchema; uiSchema: UiSchema<BookingValues> } {
  const shown = shownBookingFields(settings.fields)
  const properties: Record<string, unknown> = {
    name: { type: 'string', title: 'Name', minLength: 1, maxLength: BOOKING_NAME_MAX },
    phone: { type: 'string', title: 'Phone', phone: true },
  }
  const uiSchema: UiSchema<BookingValues> = {
    name: { 'ui:autocomplete': 'given-name' },
    phone: { 'ui:widget': 'phone' },
  }
  const required = ['name', 'phone']

  if (shown.has('branch') && ctx.branches.length > 0) {
    properties.idBranch = { type: 'integer', title: 'Branch', oneOf: choices(ctx.branches) }
    uiSchema.idBranch = { 'ui:widget': ctx.branches.length === 1 ? OnlyChoiceWidget : 'radio' }
    required.push('idBranch')
  }
  if (shown.has('service') && ctx.services.length > 0) {
    properties.services = {
      type: 'array',
      title: 'Services',
      items: { type: 'integer', oneOf: choices(ctx.services) },
      uniqueItems: true,
      minItems: 1,
    }
    uiSchema.services = { 'ui:widget': MultipleSelectWidget }
    required.push('services')
  }
  if (shown.has('guests')) {
    properties.guests = {
      type: 'integer',
      title: 'Number of guests',
      minimum: BOOKING_GUESTS_MIN,
      maximum: BOOKING_GUESTS_MAX,
    }
    uiSchema.guests = { 'ui:options': { inputMode: 'numeric' } }
    required.push('guests')
  }
  properties.date = { type: 'string', title: 'Date', date: true }
  uiSchema.date = ctx.systemDatePicker
    ? { 'ui:widget': SystemDateWidget, 'ui:options': { min: ctx.today } }
    : { 'ui:widget': 'date' }
  properties.time = { type: 'string', title: 'Time', enum: bookingTimes() }
  uiSchema.time = { 'ui:widget': 'select' }
  properties.comment = { type: 'string', title: 'Comment', maxLength: BOOKING_COMMENT_MAX }
  uiSchema.comment = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }

  return {
    schema: { $id: 'forms/booking', type: 'object', required, properties } as RJSFSchema,
    uiSchema,
  }
}

/**
 * spec §2: the form starts with the user's phone (unless a guest) and first name, and the only
 * branch chosen.
 */
export function initialBookingValues(
  user: User | null | undefined,
  branches: readonly BookingOption[],
): BookingValues {
  const values: BookingValues = {}
  const signedIn = !!user?.idUser && user.username !== 'Guest'
  const firstName = (user?.fName ?? '').trim()
  if (firstName) values.name = firstName
  if (signedIn && user?.username) values.phone = applyPhoneMask(user.username)
  if (branches.length === 1) values.idBranch = branches[0]!.id
  return values
}

/** spec §3 Booking payload, from valid (trimmed) form values; guests as an integer. */
export function bookingPayload(values: BookingValues): BookingPayload {
  const payload: BookingPayload = {
    clientName: values.name ?? '',
    clientPhone: values.phone ?? '',
    visitDate: values.date ?? '',
    visitTime: values.time ?? '',
    comment: values.comment ?? '',
  }
  if (values.idBranch !== undefined) payload.idBranch = values.idBranch
  if (values.services?.length) payload.services = [...values.services]
  if (values.guests !== undefined) payload.guests = Math.trunc(Number(values.guests))
  return payload
}
