/**
 * Order history on the query layer (spec catalog-and-ordering §2 order list, §9 page size
 * historyItemsPerPage else 10): pages of user-orders ({limit, page}), all loaded once the
 * server's total is reached. Opening the list and pull to refresh load the first page again and
 * keep what is shown meanwhile. Failures go to the common error handler and keep the list.
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query'
import { useServerInfiniteQuery } from '../../../core/query/hooks.ts'
import { useMemo } from 'react'
import { showError } from '../../../core/overlay.ts'
import { queryClient } from '../../../core/query/client.ts'
import { scopedKey, useQueryScope, type QueryScope } from '../../../core/query/keys.ts'
import { refreshFirstPage } from '../../../core/query/paged.ts'
import { config } from '../common/index.ts'
import { fetchUserOrders, HISTORY_PAGE } from './api.ts'
import type { Order } from './types.ts'

export const ordersPrefix = ['catalog', 'orders'] as const

export function historyPageSize(): number {
  const n = config.settings.historyItemsPerPage
  return typeof n === 'number' && n > 0 ? Math.floor(n) : HISTORY_PAGE
}

type OrdersPage = { total: number; items: Order[] }

function uniqueOrders(pages: readonly OrdersPage[]): Order[] {
  const seen = new Set<number>()
  const out: Order[] = []
  for (const page of pages) {
    for (const order of page.items) {
      if (seen.has(order.id)) continue
      seen.add(order.id)
      out.push(order)
    }
  }
  return out
}

export const historyQuery = (pageSize: number, scope: QueryScope) =>
  infiniteQueryOptions({
    queryKey: scopedKey([...ordersPrefix, 'history', pageSize], scope),
    queryFn: async ({ pageParam }): Promise<OrdersPage> => {
      try {
        return await fetchUserOrders({ limit: pageSize, page: pageParam })
      } catch (error) {
        showError(error)
        throw error
      }
    },
    initialPageParam: 1,
    // All loaded once the list holds the server's total (an empty page ends it too).
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = uniqueOrders(pages).length
      const total = last.items.length ? last.total : loaded
      return loaded < total ? lastPage + 1 : undefined
    },
  })

export function useOrderHistory(enabled: boolean) {
  const q = useServerInfiniteQuery({ ...historyQuery(historyPageSize(), useQueryScope()), enabled })
  const data = q.data as InfiniteData<OrdersPage, number> | undefined
  const items = useMemo(() => (data ? uniqueOrders(data.pages) : []), [data])
  return {
    items,
    loadingFirst: !data && (q.isFetching || !q.isError),
    failed: q.isError && !q.isFetching && !items.length,
    error: q.error,
    hasMore: q.hasNextPage && !q.isFetchNextPageError,
    loadingMore: q.isFetchingNextPage,
    loadMore: () => {
      if (q.hasNextPage) void q.fetchNextPage({ cancelRefetch: false })
    },
  }
}

/** The first page again (pull to refresh, retry); never throws. */
export async function reloadHistory(scope: QueryScope): Promise<void> {
  const { queryKey } = historyQuery(historyPageSize(), scope)
  if (queryClient().getQueryData(queryKey)) await refreshFirstPage(queryKey).catch(() => {})
  else await queryClient().refetchQueries({ queryKey, exact: true, type: 'all' })
}

/** Opening the list again: its first page is asked again, the cached list shows meanwhile. */
export function reopenHistory(scope: QueryScope): void {
  const { queryKey } = historyQuery(historyPageSize(), scope)
  if (queryClient().getQueryData(queryKey)) void refreshFirstPage(queryKey).catch(() => {})
}
