/**
 * The order-status bar (spec catalog-and-ordering §2 element 4, §4 Order status): the latest
 * order while it is new or process, persisted under 'order-status'. The latest order is a query
 * (user-orders, limit 1) that refetches every 60 s while it is new or process and stops once it
 * is anything else (`refetchInterval` returns false). What the bar shows is client state (valtio,
 * persisted, closable): a done or cancelled order stays until the person closes the bar. Cleared
 * on a domain or auth-token change (and on logout); after a domain change the check is retried
 * 500 ms later.
 */
import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query'
import { proxy, subscribe, useSnapshot } from 'valtio'
import { appEvents, on } from '../../../core/events.ts'
import { queryClient } from '../../../core/query/client.ts'
import { currentScope, scopedKey } from '../../../core/query/keys.ts'
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

export const latestOrderPrefix = ['catalog', 'latest-order'] as const

/** Checks run from the first check (or a tracked order) until the bar is cleared. */
let checking = false

/** The latest order (user-orders, limit 1): null when there is none. */
function latestOrderOptions(): QueryObserverOptions<Order | null, Error> {
  return {
    queryKey: scopedKey(latestOrderPrefix, currentScope()),
    queryFn: async () => (await fetchUserOrders({ limit: 1, page: 1 })).items[0] ?? null,
    // asked when the rules below say, never because a screen or the bar mounted
    staleTime: Infinity,
    // spec: every 60 s while the latest order is new or process; a failed check keeps the last
    // answer, so a shown active order is asked again at the next poll.
    refetchInterval: (query) =>
      query.state.data && isActiveStatus(query.state.data.status) ? STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
    enabled: () => checking && isLoggedIn(appData.data),
  }
}

/**
 * New or process: shown. The order the bar showed turned done or cancel: shown with that status.
 * Anything else: no bar.
 */
function show(latest: Order | null): void {
  if (latest && isActiveStatus(latest.status)) orderStatus.order = latest
  else if (latest && orderStatus.order?.id === latest.id) orderStatus.order = latest
  else orderStatus.order = null
}

let observer: QueryObserver<Order | null, Error> | null = null

/** The bar follows this order (e.g. right after it was placed): the next check is in 60 s. */
export function trackOrder(order: Order | null | undefined): void {
  if (!isOrder(order)) return
  orderStatus.order = order
  if (!observer) return
  queryClient().setQueryData(latestOrderOptions().queryKey, order)
  checking = true
  observer.setOptions(latestOrderOptions())
}

/** No bar, no poll; an answer on its way is dropped. */
export function clearOrderStatus(): void {
  checking = false
  orderStatus.order = null
  void queryClient().cancelQueries({ queryKey: latestOrderPrefix })
  queryClient().removeQueries({ queryKey: latestOrderPrefix })
  observer?.setOptions(latestOrderOptions())
}

/** spec: closable once the order is done or cancelled. */
export function closeOrderStatus(): void {
  if (orderStatus.order && !isActiveStatus(orderStatus.order.status)) clearOrderStatus()
}

/** Asks for the latest order now (and then every 60 s while it is new or process). */
export async function checkOrderStatus(): Promise<void> {
  if (!isLoggedIn(appData.data)) {
    orderStatus.order = null
    return
  }
  if (!observer) return
  checking = true
  observer.setOptions(latestOrderOptions())
  await observer.refetch({ cancelRefetch: false })
}

/** Module init: restores the bar, keeps it stored, checks now and on the spec's triggers. */
export function initOrderStatus(): () => void {
  const stored = readJson<unknown>(storageKeys.orderStatus, null)
  orderStatus.order = isOrder(stored) ? stored : null
  const stopPersist = subscribe(orderStatus, () =>
    writeJson(storageKeys.orderStatus, orderStatus.order),
  )
  // A fresh start asks the server; nothing cached from before decides what the bar shows.
  checking = false
  queryClient().removeQueries({ queryKey: latestOrderPrefix })
  const mine = new QueryObserver(queryClient(), latestOrderOptions())
  observer = mine
  let seen = 0
  const stopObserver = mine.subscribe((result) => {
    if (result.dataUpdatedAt === seen || result.data === undefined) return
    seen = result.dataUpdatedAt
    show(result.data)
  })
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
    stopObserver()
    if (observer === mine) {
      observer = null
      checking = false
    }
    stops.forEach((s) => s())
  }
}

export function useOrderStatus() {
  return useSnapshot(orderStatus)
}
