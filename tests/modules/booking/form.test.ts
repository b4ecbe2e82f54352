// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { interpret } from '../../../src/core/validation/interpret.ts'
import {
  bookingForm,
  bookingPayload,
  bookingToday,
  initialBookingValues,
} from '../../../src/modules/booking/form.ts'
import { branchesOf, servicesOf } from '../../../src/modules/booking/data.ts'
import { OnlyChoiceWidget } from '../../../src/modules/booking/widgets.tsx'
import { MultipleSelectWidget } from '../../../src/ui/multiple-select/multiple-select-widget.tsx'
import { SystemDateWidget } from '../../../src/ui/schema-form/system-date-widget.tsx'
import { BOOKING_TIME_PATTERN, requiredBookingPayload } from '../../../src/shared/booking/rules.ts'

const twoBranches = [
  { id: 1, name: 'Баумана, 44' },
  { id: 2, name: 'Пушкина, 12' },
]
const services = [
  { id: 1, name: 'Стол в зале' },
  { id: 2, name: 'VIP-комната' },
]
const all = { fields: ['guests', 'branch', 'service'] as ('guests' | 'branch' | 'service')[] }
const ctx = { branches: twoBranches, services, systemDatePicker: false }

type Props = Record<string, Record<string, unknown>>
const propsOf = (schema: unknown) => (schema as { properties: Props }).properties
const errorsOf = (schema: unknown, data: unknown) =>
  interpret(schema as Record<string, unknown>, data).map((e) => `${e.instancePath} ${e.keyword}`)

const good = {
  name: 'Анна',
  phone: '+7 (999) 000-00-01',
  idBranch: 2,
  services: [1, 2],
  guests: 4,
  date: '05.03.2027',
  time: '19:35',
  comment: 'У окна',
}

describe('booking form schema from settings (accounts-loyalty §2, §5)', () => {
  it('requires name, phone, branch, services and guests when the fields show them', () => {
    const { schema } = bookingForm(all, ctx)
    expect(schema.required).toEqual(['name', 'phone', 'idBranch', 'services', 'guests'])
    expect(Object.keys(propsOf(schema))).toEqual([
      'name',
      'phone',
      'idBranch',
      'services',
      'guests',
      'date',
      'time',
      'comment',
    ])
    expect(errorsOf(schema, good)).toEqual([])
    expect(errorsOf(schema, { ...good, services: undefined, guests: undefined })).toEqual([
      ' required',
      ' required',
    ])
  })

  it('leaves guests, branch and services out when settings.fields does not list them', () => {
    const { schema } = bookingForm({ fields: [] }, ctx)
    expect(Object.keys(propsOf(schema))).toEqual(['name', 'phone', 'date', 'time', 'comment'])
    expect(schema.required).toEqual(['name', 'phone'])
  })

  it('shows one branch as a read-only label and several as radios; services through the popup', () => {
    const one = bookingForm(all, { ...ctx, branches: [twoBranches[0]!] })
    expect(one.uiSchema.idBranch?.['ui:widget']).toBe(OnlyChoiceWidget)
    const several = bookingForm(all, ctx)
    expect(several.uiSchema.idBranch?.['ui:widget']).toBe('radio')
    expect(propsOf(several.schema).idBranch?.oneOf).toEqual([
      { const: 1, title: 'Баумана, 44' },
      { const: 2, title: 'Пушкина, 12' },
    ])
    expect(several.uiSchema.services?.['ui:widget']).toBe(MultipleSelectWidget)
    expect(errorsOf(several.schema, { ...good, idBranch: 3 })).toContain('/idBranch oneOf')
    expect(errorsOf(several.schema, { ...good, services: [9] })).toContain('/services/0 oneOf')
  })

  it('offers the time in 5-minute steps (300 s), each on the server’s pattern', () => {
    const { schema } = bookingForm(all, ctx)
    const times = propsOf(schema).time!.enum as string[]
    expect(times).toHaveLength(288)
    expect(times.slice(0, 3)).toEqual(['00:00', '00:05', '00:10'])
    expect(times.at(-1)).toBe('23:55')
    const server = JSON.parse(readFileSync('schemas/api/booking.json', 'utf8'))
    const pattern = new RegExp(server.properties.visitTime.anyOf[1].pattern)
    expect(BOOKING_TIME_PATTERN).toBe(pattern.source)
    expect(times.every((t) => pattern.test(t))).toBe(true)
    expect(errorsOf(schema, { ...good, time: '19:33' })).toEqual(['/time enum'])
  })

  it('types the date as dd.mm.yyyy (mask ##.##.####) unless the system picker is on', () => {
    const typed = bookingForm(all, ctx)
    expect(typed.uiSchema.date?.['ui:widget']).toBe('date')
    expect(propsOf(typed.schema).date).toMatchObject({ type: 'string', date: true })
    expect(errorsOf(typed.schema, { ...good, date: '31.02.2027' })).toEqual(['/date date'])
    expect(errorsOf(typed.schema, { ...good, date: '2027-03-05' })).toEqual(['/date date'])
    expect(errorsOf(typed.schema, { ...good, date: '05.03.2027' })).toEqual([])
    const picker = bookingForm(all, { ...ctx, systemDatePicker: true, today: '2026-11-23' })
    expect(picker.uiSchema.date?.['ui:widget']).toBe(SystemDateWidget)
    expect(picker.uiSchema.date?.['ui:options']).toEqual({ min: '2026-11-23' })
  })

  it('asks guests as a whole number from 1', () => {
    const { schema } = bookingForm(all, ctx)
    expect(errorsOf(schema, { ...good, guests: 2.5 })).toEqual(['/guests type'])
    expect(errorsOf(schema, { ...good, guests: 0 })).toEqual(['/guests minimum'])
  })

  it('requires on the server what the form requires', () => {
    expect(requiredBookingPayload(all.fields, { branches: 2, services: 2 })).toEqual([
      'clientName',
      'clientPhone',
      'idBranch',
      'services',
      'guests',
    ])
    // no services in app data: the field cannot be shown, so it is not required
    expect(requiredBookingPayload(all.fields, { branches: 1, services: 0 })).toEqual([
      'clientName',
      'clientPhone',
      'idBranch',
      'guests',
    ])
  })
})

describe('booking values', () => {
  it('prefills the first name and phone of a signed-in user, and the only branch', () => {
    const user = { idUser: 7, username: '79990000001', fName: 'Анна' }
    expect(initialBookingValues(user, [twoBranches[0]!])).toEqual({
      name: 'Анна',
      phone: '+7 (999) 000-00-01',
      idBranch: 1,
    })
    expect(initialBookingValues(user, twoBranches)).toEqual({
      name: 'Анна',
      phone: '+7 (999) 000-00-01',
    })
  })

  it('never prefills a guest’s phone', () => {
    expect(initialBookingValues({ idUser: null, username: 'Guest' }, [])).toEqual({})
  })

  it('sends the spec’s payload, guests as an integer', () => {
    expect(bookingPayload({ ...good, guests: '4' as unknown as number })).toEqual({
      clientName: 'Анна',
      clientPhone: '+7 (999) 000-00-01',
      visitDate: '05.03.2027',
      visitTime: '19:35',
      comment: 'У окна',
      idBranch: 2,
      services: [1, 2],
      guests: 4,
    })
  })

  it('reads services and the booking branches from app data, leaving out bad entries', () => {
    const data = {
      branches: [
        { idBranch: 1, name: 'A' },
        { idBranch: 2, name: 'B' },
      ],
      services: [{ idService: 1, name: 'Стол' }, { idService: 'x', name: 'bad' }, null],
    }
    expect(servicesOf(data)).toEqual([{ id: 1, name: 'Стол' }])
    expect(branchesOf(data, { branches: [2] })).toEqual([{ id: 2, name: 'B' }])
    expect(branchesOf(data, { branches: [] })).toHaveLength(2)
  })
})

describe('bookingToday', () => {
  it("is the brand's calendar day, not the phone's", () => {
    const evening = new Date('2026-11-23T20:00:00Z')
    expect(bookingToday(evening, { source: 'UTC', display: 'Asia/Vladivostok' })).toBe('2026-11-24')
    expect(bookingToday(evening, { source: 'UTC', display: 'America/New_York' })).toBe('2026-11-23')
  })
})
