/**
 * Operation history as server data (shell-data §4 "Operation history loading"): the list as a
 * paged query (page size 30, offset = items already loaded, all-loaded when a page is short),
 * the balance detail beside it, and one operation by id. The first page loads on entering and
 * again only after the points changed (stale: app data loaded, a local spend); refresh reloads
 * the first page. What resets or stales the list (login, logout after 500 ms, a domain change,
 * points) is declared in index.ts.
 */
import { queryOptions } from '@tanstack/react-query'
import { fetchData, invalidate, peekData } from '../../core/query/access.ts'
import { queryClient } from '../../core/query/client.ts'
import { useServerInfiniteQuery, useServerQuery } from '../../core/query/hooks.ts'
import { currentScope, scopedKey, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import {
  isShortPage,
  loadFirstPage,
  loadNextPage,
  pagedItems,
  pagedQueryOptions,
} from '../../core/query/paged.ts'
import {
  fetchHistory,
  fetchOperation,
  fetchOperationsDetail,
  type OperationItem,
  type OperationsDetail,
} from './api.ts'

/** spec (shell-data §9): history page size. */
export const HISTORY_PAGE = 30

const idOf = (op: OperationItem) => op.id

/** spec: all-loaded when a page returns fewer than the limit (or none). */
export function isAllLoaded(page: readonly unknown[], limit = HISTORY_PAGE): boolean {
  return isShortPage(page, limit)
}

export const historyListQuery = (scope: QueryScope) =>
  pagedQueryOptions({
    queryKey: scopedKey(['history', 'list'], scope),
    pageSize: HISTORY_PAGE,
    fetchPage: ({ offset, limit }) => fetchHistory(limit, offset || undefined),
    idOf,
  })

/** The balance detail; its failure is no failure of the page (it is left out). */
export const operationsDetailQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey(['history', 'detail'], scope),
    queryFn: (): Promise<OperationsDetail | null> => fetchOperationsDetail().catch(() => null),
  })

/** spec: the operation page loads its operation each time it opens. */
export const operationQuery = (scope: QueryScope, id: string) =>
  queryOptions({
    queryKey: scopedKey(['history', 'operation', id], scope),
    queryFn: () => fetchOperation(id),
    staleTime: 0,
  })

/** The list as the screen shows it; loading is the screen's effect (loadHistory), not the hook. */
export function useHistory() {
  const scope = useQueryScope()
  const list = useServerInfiniteQuery({ ...historyListQuery(scope), enabled: false })
  const detail = useServerQuery({ ...operationsDetailQuery(scope), enabled: false })
  return {
    items: pagedItems(list.data, idOf),
    detail: detail.data ?? null,
    loading: list.isFetching && !list.isFetchingNextPage,
    loadingMore: list.isFetchingNextPage,
    allLoaded: list.isSuccess && !list.hasNextPage,
    error: list.isError ? list.error : null,
  }
}

export function useOperation(id: string) {
  return useServerQuery({ ...operationQuery(useQueryScope(), id), enabled: Boolean(id) })
}

/** spec: the first page loads on entering — unless it is loaded and nothing changed since. */
export function historyNeedsLoad(): boolean {
  const state = queryClient().getQueryState(historyListQuery(currentScope()).queryKey)
  if (!state || state.data === undefined) return state?.fetchStatus !== 'fetching'
  return state.isInvalidated && state.fetchStatus !== 'fetching'
}

/** Loads (or reloads) the first page and the balance detail. Throws the list's error. */
export async function loadHistory(): Promise<void> {
  const scope = currentScope()
  await Promise.all([
    loadFirstPage(historyListQuery(scope)),
    fetchData({ ...operationsDetailQuery(scope), staleTime: 0 }),
  ])
}

/** The next page (offset = the number of items already loaded). Throws for the caller. */
export function loadMoreHistory(): Promise<void> {
  return loadNextPage(historyListQuery(currentScope()))
}

/** Points changed since the list loaded (an app data load, a local spend): reload on entering. */
export function markHistoryStale(): void {
  void invalidate(['history', 'list'], { refetch: false })
  void invalidate(['history', 'detail'], { refetch: false })
}

/** spec: reloads when the connection returns and the list (once loaded) is empty. */
export function historyLoadedEmpty(): boolean {
  const data = peekData<{ pages: OperationItem[][] }>(historyListQuery(currentScope()).queryKey)
  return data !== undefined && data.pages.every((page) => page.length === 0)
}
