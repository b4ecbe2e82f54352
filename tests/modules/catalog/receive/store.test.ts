import { beforeEach, describe, expect, it } from 'vitest'
import {
  domainKey,
  writeJson,
  storageKeys,
  readJson,
} from '../../../../src/core/storage/storage.ts'
import {
  availableReceiveTypes,
  defaultReceiveType,
  initReceive,
  receive,
  receiveBranch,
  setBranches,
  setPickup,
  setReceiveType,
} from '../../../../src/modules/catalog/receive/store.ts'
import { catalogSettings } from '../settings.ts'

const both = catalogSettings({ delivery: { deliveryPrice: 100 }, pickup: { discount: 10 } })

describe('receive type (spec §4)', () => {
  beforeEach(() => localStorage.clear())
  it('defaults to delivery when available, forced when only one, null when the basket is off', () => {
    expect(defaultReceiveType(both, null)).toBe('delivery')
    expect(defaultReceiveType(both, 'pickup')).toBe('pickup')
    expect(defaultReceiveType({ ...both, delivery: null }, 'delivery')).toBe('pickup')
    expect(defaultReceiveType({ ...both, pickup: null }, 'pickup')).toBe('delivery')
    expect(defaultReceiveType({ ...both, showBasket: false }, 'pickup')).toBeNull()
    expect(availableReceiveTypes(catalogSettings())).toEqual(['delivery'])
  })

  it('persists under receive, pickup-{domain}, branch-{domain} and reads them per domain', () => {
    initReceive(both, 'pizzeria-msk', [
      { idBranch: 1, name: 'A' },
      { idBranch: 2, name: 'B' },
    ])
    expect(receive.type).toBe('delivery')
    expect(receiveBranch()).toBe(1)
    setReceiveType('pickup')
    setPickup({ idBranch: 2, name: 'B' })
    expect(readJson(storageKeys.receive, null)).toBe('pickup')
    expect(readJson(domainKey('pickup', 'pizzeria-msk'), null)).toMatchObject({ idBranch: 2 })
    expect(receiveBranch()).toBe(2)
    writeJson(domainKey('branch', 'pizzeria-spb'), 7)
    initReceive(both, 'pizzeria-spb', [{ idBranch: 1, name: 'A' }])
    expect(receive.pickup).toBeNull()
    setReceiveType('delivery')
    expect(receiveBranch()).toBe(7)
  })

  it('takes the chosen pickup point as fresh app data has it (another language, new hours)', () => {
    initReceive(both, 'pizzeria-msk', [{ idBranch: 2, name: 'Пицца на Тверской' }])
    setReceiveType('pickup')
    setPickup({ idBranch: 2, name: 'Пицца на Тверской', address: 'Тверская, 1' })
    // The customer switched to English: app data comes again, its branches in English.
    setBranches([
      { idBranch: 1, name: 'Pizza on Arbat' },
      { idBranch: 2, name: 'Pizza on Tverskaya', address: 'Tverskaya, 1' },
    ])
    expect(receive.pickup).toMatchObject({ idBranch: 2, name: 'Pizza on Tverskaya' })
    expect(readJson(domainKey('pickup', 'pizzeria-msk'), null)).toMatchObject({
      name: 'Pizza on Tverskaya',
      address: 'Tverskaya, 1',
    })
    expect(receive.branches).toEqual([1, 2])
    expect(receiveBranch()).toBe(2)
    // A pickup point app data no longer lists stays as stored.
    setBranches([{ idBranch: 1, name: 'Pizza on Arbat' }])
    expect(receive.pickup).toMatchObject({ idBranch: 2, name: 'Pizza on Tverskaya' })
    // The stored point is read back in fresh app data's words on the next start too.
    initReceive(both, 'pizzeria-msk', [{ idBranch: 2, name: 'Пицца на Тверской' }])
    expect(receive.pickup).toMatchObject({ idBranch: 2, name: 'Пицца на Тверской' })
  })
})
