// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  deliveryClosedNow,
  deliveryHoursText,
  pickupBranches,
  receiveChoiceMissing,
} from '../../../../src/modules/catalog/receive/rules.ts'
import { catalogSettings, deliverySettings } from '../settings.ts'

const address = { text: 'Москва, ул Тверская, д 12', lat: 55.76, lng: 37.6 }

describe('the blocker and the gate: a missing address or point (spec §2 element 9, §5)', () => {
  it('delivery needs an address, pickup a point; nothing with the basket off', () => {
    expect(receiveChoiceMissing({ type: 'delivery', pickup: { idBranch: 1 }, address: null })).toBe(
      true,
    )
    expect(receiveChoiceMissing({ type: 'delivery', pickup: null, address })).toBe(false)
    expect(receiveChoiceMissing({ type: 'pickup', pickup: null, address })).toBe(true)
    expect(receiveChoiceMissing({ type: 'pickup', pickup: { idBranch: 2 }, address: null })).toBe(
      false,
    )
    expect(receiveChoiceMissing({ type: null, pickup: null, address: null })).toBe(false)
  })

  it('pickup lists every branch but those marked isPickpoint false', () => {
    const branches = [
      { idBranch: 1, name: 'A', isPickpoint: true },
      { idBranch: 2, name: 'B' },
      { idBranch: 3, name: 'C', isPickpoint: false },
    ]
    expect(pickupBranches(branches).map((b) => b.idBranch)).toEqual([1, 2])
  })
})

describe('blockCheckout outside delivery hours (spec §5)', () => {
  const settings = catalogSettings({
    blockCheckout: true,
    delivery: { days: [1, 2, 3, 4, 5], start: '10:00', end: '23:00' },
  })
  const app = { sourceTimeZone: 'Europe/Moscow' }
  // 2024-06-03 is a Monday. 06:30 UTC = 09:30 in Moscow; 08:00 UTC = 11:00.
  const early = new Date('2024-06-03T06:30:00Z')
  const open = new Date('2024-06-03T08:00:00Z')
  const saturday = new Date('2024-06-08T08:00:00Z')

  it('closed before the start and on a day off, in the business time zone', () => {
    expect(deliveryClosedNow({ type: 'delivery' }, settings, app, early)).toBe(true)
    expect(deliveryClosedNow({ type: 'delivery' }, settings, app, saturday)).toBe(true)
    expect(deliveryClosedNow({ type: 'delivery' }, settings, app, open)).toBe(false)
  })

  it('only for delivery with blockCheckout on, and never with unknown hours', () => {
    expect(deliveryClosedNow({ type: 'pickup' }, settings, app, early)).toBe(false)
    expect(
      deliveryClosedNow({ type: 'delivery' }, { ...settings, blockCheckout: false }, app, early),
    ).toBe(false)
    expect(
      deliveryClosedNow(
        { type: 'delivery' },
        catalogSettings({ blockCheckout: true, delivery: {} }),
        app,
        early,
      ),
    ).toBe(false)
  })

  it('the hours text groups the days', () => {
    const names = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']
    expect(
      deliveryHoursText(
        deliverySettings({ days: [1, 2, 3, 4, 5], start: '10:00', end: '23:00' }),
        (d) => names[d - 1]!,
      ),
    ).toBe('Пн–Пт 10:00–23:00')
    expect(
      deliveryHoursText(deliverySettings({ start: '09:00', end: '21:00' }), (d) => names[d - 1]!),
    ).toBe('Пн–Вс 09:00–21:00')
  })
})
