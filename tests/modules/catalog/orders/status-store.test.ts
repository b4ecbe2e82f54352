import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../../src/core/api/context.ts'
import { appEvents, emit } from '../../../../src/core/events.ts'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { session } from '../../../../src/core/state/session.ts'
import { readJson, storageKeys } from '../../../../src/core/storage/storage.ts'
import {
  closeOrderStatus,
  initOrderStatus,
  trackOrder,
  orderStatus,
} from '../../../../src/modules/catalog/orders/status-store.ts'
import { networkError, stubNetwork, type StubbedNetwork } from '../../../helpers/network.ts'

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

  it('a failed check keeps the bar and asks again at the next poll', async () => {
    stop = initOrderStatus()
    await settle()
    net.set('user-orders', networkError)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(net.calls('user-orders')).toHaveLength(2)
    expect(orderStatus.order?.status).toBe('new')
    net.set('user-orders', () => ({ status: 'ok', total: 1, items: [order('process')] }))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(net.calls('user-orders')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(net.calls('user-orders')).toHaveLength(3)
    expect(orderStatus.order?.status).toBe('process')
  })

  it('a placed order is shown at once and checked 60 s later', async () => {
    latest = order('done')
    stop = initOrderStatus()
    await settle()
    expect(orderStatus.order).toBeNull()
    const placed = {
      ...order('new'),
      id: 6,
      orderNum: '1006',
      orderDate: '2026-01-01 10:00:00',
      receiveType: 'pickup' as const,
    }
    latest = placed
    trackOrder(placed)
    expect(orderStatus.order?.id).toBe(6)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(net.calls('user-orders')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(net.calls('user-orders')).toHaveLength(2)
    expect(orderStatus.order?.id).toBe(6)
  })

  it('logging out clears the bar and stops the poll', async () => {
    stop = initOrderStatus()
    await settle()
    emit(appEvents.logout)
    expect(orderStatus.order).toBeNull()
    await vi.advanceTimersByTimeAsync(180_000)
    expect(net.calls('user-orders')).toHaveLength(1)
  })
})
