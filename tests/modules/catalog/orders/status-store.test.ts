import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../../src/core/api/client.ts'
import { appEvents, emit } from '../../../../src/core/events.ts'
import { setAppData } from '../../../../src/core/state/app-data.ts'
import { session } from '../../../../src/core/state/session.ts'
import { readJson, storageKeys } from '../../../../src/core/storage/storage.ts'
import {
  closeOrderStatus,
  initOrderStatus,
  orderStatus,
} from '../../../../src/modules/catalog/orders/status-store.ts'
import { stubNetwork, type StubbedNetwork } from '../../../helpers/network.ts'

const order = (status: string) => ({
  id: 5,
  orderNum: '1005',
  status,
  toPay: 100,
  receiveType: 'pickup',
  paymentStatus: 'wait',
  products: [],
  costDelivery: 0,
  payedBonuses: 0,
  discount: 0,
})

let net: StubbedNetwork
let latest = order('new')
let stop: () => void
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  configureApi(() => ({
    apiBase: 'http://pizzeria-msk.localhost/rest/mobile/v53/',
    apiQuery: {},
    locale: 'ru',
    appVersion: '1',
    token: 't',
    miniApp: false,
  }))
  latest = order('new')
  net = stubNetwork({ 'user-orders': () => ({ status: 'ok', total: 1, items: [latest] }) })
  setAppData({ settings: { modules: {} }, user: { idUser: 1 } })
  session.token = 'a'
})
afterEach(() => {
  stop?.()
  net.restore()
  vi.useRealTimers()
})

describe('order-status bar (spec §4 Order status)', () => {
  it('polls user-orders with limit 1 every 60 s while new or process, then stops', async () => {
    stop = initOrderStatus()
    await settle()
    expect(net.calls('user-orders')[0]!.body).toEqual({ limit: 1, page: 1 })
    expect(orderStatus.order?.status).toBe('new')
    expect(readJson<{ id: number }>(storageKeys.orderStatus, { id: 0 }).id).toBe(5)
    latest = order('process')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(net.calls('user-orders')).toHaveLength(2)
    expect(orderStatus.order?.status).toBe('process')
    latest = order('done')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(orderStatus.order?.status).toBe('done')
    await vi.advanceTimersByTimeAsync(180_000)
    // polling stopped once the status was done
    expect(net.calls('user-orders')).toHaveLength(3)
    closeOrderStatus()
    expect(orderStatus.order).toBeNull()
  })

  it('is not closable while the order is new', async () => {
    stop = initOrderStatus()
    await settle()
    closeOrderStatus()
    expect(orderStatus.order?.status).toBe('new')
  })

  it('no bar for a finished latest order it never showed', async () => {
    latest = order('done')
    stop = initOrderStatus()
    await settle()
    expect(orderStatus.order).toBeNull()
  })

  it('is cleared on a token change, and on a domain change checked again 500 ms later', async () => {
    stop = initOrderStatus()
    await settle()
    session.token = 'b'
    await settle()
    expect(orderStatus.order).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    const before = net.calls('user-orders').length
    emit(appEvents.domainChanged, 'pizzeria-spb')
    expect(orderStatus.order).toBeNull()
    await vi.advanceTimersByTimeAsync(499)
    expect(net.calls('user-orders')).toHaveLength(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(net.calls('user-orders')).toHaveLength(before + 1)
    expect(orderStatus.order?.status).toBe('new')
  })
})
