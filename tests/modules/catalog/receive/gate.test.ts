import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { activateLocale, loadModuleTexts } from '../../../../src/core/i18n/i18n.ts'
import { overlay, type DialogRequest } from '../../../../src/core/overlay.ts'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { setCatalogSettings } from '../../../../src/modules/catalog/common/config.ts'
import { receiveGate } from '../../../../src/modules/catalog/receive/gate.ts'
import { ReceivePopupContent } from '../../../../src/modules/catalog/receive/open.ts'
import {
  initReceive,
  receive,
  setAddress,
  setPickup,
} from '../../../../src/modules/catalog/receive/store.ts'
import { catalogSettings, deliverySettings } from '../settings.ts'

const settings = catalogSettings({
  blockCheckout: true,
  delivery: { days: [1, 2, 3, 4, 5, 6, 7], start: '10:00', end: '23:00', closedText: '' },
  pickup: { discount: 10 },
})
const top = () => overlay.stack[overlay.stack.length - 1]?.request as DialogRequest | undefined
const text = (t: unknown) => (typeof t === 'string' ? t : i18n._(t as { id: string }))
// Moscow: 06:30 UTC is 09:30 (closed), 08:00 UTC is 11:00 (open).
const closed = new Date('2024-06-03T06:30:00Z')
const open = new Date('2024-06-03T08:00:00Z')

beforeAll(async () => {
  await activateLocale('ru')
  await loadModuleTexts()
})

beforeEach(() => {
  localStorage.clear()
  overlay.stack.splice(0)
  setAppData({ settings: { modules: {}, sourceTimeZone: 'Europe/Moscow' } })
  setCatalogSettings(settings)
  initReceive(settings, 'pizzeria-msk', [])
})

describe('before the form: an address or a point, and delivery hours (spec catalog §5)', () => {
  it('delivery without an address: the alert, whose button opens the popup', () => {
    expect(receive.type).toBe('delivery')
    expect(receiveGate(open)).toBe(false)
    expect(text(top()?.text)).toBe('Выберите адрес доставки или пункт самовывоза')
    top()
      ?.buttons?.find((b) => b.role === 'primary')
      ?.onClick?.()
    expect(overlay.stack.at(-1)?.request).toMatchObject({
      kind: 'popup',
      component: ReceivePopupContent,
    })
  })

  it('pickup without a point: the alert; with a point it passes at any hour', () => {
    receive.type = 'pickup'
    expect(receiveGate(open)).toBe(false)
    overlay.stack.splice(0)
    setPickup({ idBranch: 2, name: 'Арбат' })
    expect(receiveGate(closed)).toBe(true)
    expect(overlay.stack).toHaveLength(0)
  })

  it('delivery with blockCheckout outside the hours: not available, with the hours', () => {
    setAddress({
      suggestion: { value: 'x', data: {} },
      text: 'Москва, ул Тверская, д 12',
      lat: 55.76,
      lng: 37.6,
      idBranch: 1,
    })
    expect(receiveGate(closed)).toBe(false)
    expect(text(top()?.title)).toBe('Доставка сейчас недоступна')
    expect(text(top()?.text)).toBe('Часы доставки: Пн–Вс 10:00–23:00')
    overlay.stack.splice(0)
    // The brand's own closedText wins.
    setCatalogSettings({
      ...settings,
      delivery: deliverySettings({
        days: [1, 2, 3, 4, 5, 6, 7],
        start: '10:00',
        end: '23:00',
        closedText: 'С 10 до 23',
      }),
    })
    expect(receiveGate(closed)).toBe(false)
    expect(text(top()?.text)).toBe('С 10 до 23')
    overlay.stack.splice(0)
    expect(receiveGate(open)).toBe(true)
    setCatalogSettings({ ...settings, blockCheckout: false })
    expect(receiveGate(closed)).toBe(true)
  })
})
