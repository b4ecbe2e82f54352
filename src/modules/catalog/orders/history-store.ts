/**
 * Order history (spec catalog-and-ordering §2 order list and detail, §9 page size
 * historyItemsPerPage else 10): pages of user-orders, pull to refresh, the order the detail shows
 * (taken from the selected list item). Failures go to the common error handler and keep the list.
 */
import { proxy, ref, useSnapshot } from 'valtio'
import { showError } from '../../../core/overlay.ts'
import { navigate } from '../../../core/state/ui.ts'
import { config } from '../common/index.ts'
import { fetchUserOrders, HISTORY_PAGE } from './api.ts'
import type { Order } from './types.ts'

export const HISTORY_URL = '/catalog/history'
export const HISTORY_BODY_URL = '/catalog/history/body'

export interface HistoryState {
  items: Order[]
  total: number
  /** Pages loaded so far. */
  page: number
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** A next page is loading. */
  loadingMore: boolean
  error: { value: unknown } | null
  /** The order the detail shows. */
  selected: Order | null
}

export const history = proxy<HistoryState>({
  items: [],
  total: 0,
  page: 0,
  status: 'idle',
  loadingMore: false,
  error: null,
  selected: null,
})

export function historyPageSize(): number {
  const n = config.settings.historyItemsPerPage
  return typeof n === 'number' && n > 0 ? Math.floor(n) : HISTORY_PAGE
}

let run = 0

/** The first page again (opening, pull to refresh). */
export async function loadHistory(): Promise<void> {
  const mine = ++run
  history.status = history.items.length ? history.status : 'loading'
  try {
    const { items, total } = await fetchUserOrders({ limit: historyPageSize(), page: 1 })
    if (mine !== run) return
    Object.assign(history, { items, total, page: 1, status: 'loaded', error: null })
  } catch (error) {
    if (mine !== run) return
    history.status = history.items.length ? 'loaded' : 'failed'
    history.error = ref({ value: error })
    showError(error)
  }
}

export function hasMoreHistory(): boolean {
  return history.status === 'loaded' && history.items.length < history.total
}

/** The next page (infinite scroll). */
export async function loadMoreHistory(): Promise<void> {
  if (history.loadingMore || !hasMoreHistory()) return
  const mine = run
  history.loadingMore = true
  try {
    const { items, total } = await fetchUserOrders({
      limit: historyPageSize(),
      page: history.page + 1,
    })
    if (mine !== run) return
    const known = new Set(history.items.map((o) => o.id))
    history.items.push(...items.filter((o) => !known.has(o.id)))
    history.total = items.length ? total : history.items.length
    history.page += 1
  } catch (error) {
    showError(error)
  } finally {
    history.loadingMore = false
  }
}

export function openOrder(order: Order): void {
  history.selected = JSON.parse(JSON.stringify(order)) as Order
  navigate(HISTORY_BODY_URL)
}

export function resetHistory(): void {
  run++
  Object.assign(history, {
    items: [],
    total: 0,
    page: 0,
    status: 'idle',
    loadingMore: false,
    error: null,
    selected: null,
  })
}

export function useHistory() {
  return useSnapshot(history)
}
