/**
 * Operation history store (shell-data §4 "Operation history loading"): the first page loads on
 * entering; more pages load on scroll (offset = items already loaded); refresh reloads the first
 * page; all-loaded is set when a page returns fewer than the limit (page size 30). It reloads
 * when the connection returns and the list is empty; logout resets it after 500 ms.
 */
import { proxy, ref } from 'valtio'
import {
  fetchHistory,
  fetchOperation,
  fetchOperationsDetail,
  type OperationDetail,
  type OperationItem,
  type OperationsDetail,
} from './api.ts'

/** spec (shell-data §9): history page size. */
export const HISTORY_PAGE = 30
/** spec: post-logout delay. */
export const LOGOUT_RESET_DELAY = 500

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface HistoryState {
  items: OperationItem[]
  detail: OperationsDetail | null
  status: LoadStatus
  loadingMore: boolean
  allLoaded: boolean
  error: { value: unknown } | null
  /** Operation detail pages, by id. */
  operations: Record<
    string,
    { status: LoadStatus; operation: OperationDetail | null; error: { value: unknown } | null }
  >
}

const initial = (): HistoryState => ({
  items: [],
  detail: null,
  status: 'idle',
  loadingMore: false,
  allLoaded: false,
  error: null,
  operations: {},
})

export const historyStore = proxy<HistoryState>(initial())

let generation = 0
/** Points changed since the list loaded (an app data load, a local spend): reload on entering. */
let stale = false

/** The list may be out of date: the next visit to the page reloads its first page. */
export function markHistoryStale(): void {
  if (historyStore.status !== 'idle') stale = true
}

/** spec: the first page loads on entering — unless it is loaded and nothing has changed since. */
export function historyNeedsLoad(): boolean {
  return historyStore.status === 'idle' || (stale && historyStore.status !== 'loading')
}

/** spec: all-loaded when a page returns fewer than the limit (or none). */
export function isAllLoaded(page: readonly unknown[], limit = HISTORY_PAGE): boolean {
  return page.length < limit
}

/** Loads (or reloads) the first page and the balance detail. Throws the error for the caller. */
export async function loadHistory(): Promise<void> {
  const run = ++generation
  stale = false
  historyStore.status = 'loading'
  historyStore.error = null
  try {
    const [page, detail] = await Promise.all([
      fetchHistory(HISTORY_PAGE),
      fetchOperationsDetail().catch(() => null),
    ])
    if (run !== generation) return
    historyStore.items = page
    historyStore.detail = detail
    historyStore.allLoaded = isAllLoaded(page)
    historyStore.status = 'loaded'
  } catch (error) {
    if (run !== generation) return
    historyStore.status = 'failed'
    historyStore.error = ref({ value: error })
    throw error
  }
}

/** The next page (offset = the number of items already loaded). Throws for the caller. */
export async function loadMoreHistory(): Promise<void> {
  if (historyStore.loadingMore || historyStore.allLoaded || historyStore.status !== 'loaded') return
  const run = generation
  historyStore.loadingMore = true
  try {
    const page = await fetchHistory(HISTORY_PAGE, historyStore.items.length)
    if (run !== generation) return
    const known = new Set(historyStore.items.map((o) => o.id))
    historyStore.items.push(...page.filter((o) => !known.has(o.id)))
    historyStore.allLoaded = isAllLoaded(page)
  } finally {
    if (run === generation) historyStore.loadingMore = false
  }
}

export async function loadOperation(id: string): Promise<void> {
  historyStore.operations[id] = {
    status: 'loading',
    operation: historyStore.operations[id]?.operation ?? null,
    error: null,
  }
  try {
    const operation = await fetchOperation(id)
    historyStore.operations[id] = { status: 'loaded', operation, error: null }
  } catch (error) {
    historyStore.operations[id] = {
      status: 'failed',
      operation: null,
      error: ref({ value: error }),
    }
  }
}

export function resetHistory(): void {
  generation++
  stale = false
  Object.assign(historyStore, initial())
}
