/**
 * The order-status bar's store (spec catalog-and-ordering §2 element 4, §4 Order status): the
 * latest order while it is new or process, persisted under 'order-status'. It polls the order
 * history with limit 1 every 60 s while the status is new or process and stops once it is
 * anything else; a done or cancelled order stays until the person closes the bar. Cleared on a
 * domain or auth-token change (and on logout); after a domain change the check is retried 500 ms
 * later.
 */
import { proxy, subscribe, useSnapshot } from 'valtio'
import { appEvents, on } from '../../../core/events.ts'
import { appData, isLoggedIn } from '../../../core/state/app-data.ts'
import { session } from '../../../core/state/session.ts'
import { readJson, storageKeys, writeJson } from '../../../core/storage/storage.ts'
import { fetchUserOrders } from './api.ts'
import { isActiveStatus, type Order } from './types.ts'

/** spec §9: status poll every 60 s. */
export const STATUS_POLL_MS = 60_000
/** spec §4: the check is retried 500 ms after a domain change. */
export const DOMAIN_RETRY_MS = 500

export interface OrderStatusState {
  /** The order the bar shows; null: no bar. */
  order: Order | null
}

export const orderStatus = proxy<OrderStatusState>({ order: null })

function isOrder(value: unknown): value is Order {
  const o = value as Order
  return Boolean(
    o && typeof o === 'object' && typeof o.id === 'number' && typeof o.status === 'string',
  )
}

let timer: ReturnType<typeof setTimeout> | undefined
let run = 0

function stopPolling() {
  clearTimeout(timer)
  timer = undefined
}

function schedule(ms: number) {
  stopPolling()
  timer = setTimeout(() => void checkOrderStatus(), ms)
}

/** The bar follows this order (e.g. right after it was placed). */
export function trackOrder(order: Order | null | undefined): void {
  if (!isOrder(order)) return
  orderStatus.order = order
  if (isActiveStatus(order.status)) schedule(STATUS_POLL_MS)
}

export function clearOrderStatus(): void {
  run++
  stopPolling()
  orderStatus.order = null
}

/** spec: closable once the order is done or cancelled. */
export function closeOrderStatus(): void {
  if (orderStatus.order && !isActiveStatus(orderStatus.order.status)) clearOrderStatus()
}

/**
 * Asks for the latest order (limit 1). New or process: shown, and asked again in 60 s. The order
 * the bar showed turned done or cancel: shown with that status, polling stops. Anything else: no
 * bar. Failures keep what is shown and try again at the next poll.
 */
export async function checkOrderStatus(): Promise<void> {
  stopPolling()
  if (!isLoggedIn(appData.data)) {
    orderStatus.order = null
    return
  }
  const mine = ++run
  try {
    const { items } = await fetchUserOrders({ limit: 1, page: 1 })
    if (mine !== run) return
    const latest = items[0]
    if (latest && isActiveStatus(latest.status)) {
      orderStatus.order = latest
      schedule(STATUS_POLL_MS)
    } else if (latest && orderStatus.order?.id === latest.id) {
      orderStatus.order = latest
    } else {
      orderStatus.order = null
    }
  } catch {
    if (mine === run && orderStatus.order && isActiveStatus(orderStatus.order.status)) {
      schedule(STATUS_POLL_MS)
    }
  }
}

/** Module init: restores the bar, keeps it stored, checks now and on the spec's triggers. */
export function initOrderStatus(): () => void {
  const stored = readJson<unknown>(storageKeys.orderStatus, null)
  orderStatus.order = isOrder(stored) ? stored : null
  const stopPersist = subscribe(orderStatus, () =>
    writeJson(storageKeys.orderStatus, orderStatus.order),
  )
  let token = session.token
  let retry: ReturnType<typeof setTimeout> | undefined
  const stopToken = subscribe(session, () => {
    if (session.token === token) return
    token = session.token
    clearOrderStatus()
  })
  const stops = [
    stopPersist,
    stopToken,
    on(appEvents.appDataLoaded, () => void checkOrderStatus()),
    on(appEvents.logout, clearOrderStatus),
    on(appEvents.domainChanged, () => {
      clearOrderStatus()
      clearTimeout(retry)
      retry = setTimeout(() => void checkOrderStatus(), DOMAIN_RETRY_MS)
    }),
  ]
  if (appData.data) void checkOrderStatus()
  return () => {
    clearTimeout(retry)
    stopPolling()
    stops.forEach((s) => s())
  }
}

export function useOrderStatus() {
  return useSnapshot(orderStatus)
}
