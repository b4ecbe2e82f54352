/**
 * News as server data (accounts-loyalty §4 "News list", §7): the list as a paged query (page
 * size = settings.limit, offset = the number already loaded, all-loaded when a page is short or
 * empty), one item by id for a popup opened by a push. Keys carry domain and locale (the
 * answer is in the request's language), so a domain or language change never shows another's
 * news. Concurrent loads of one key share one request (spec: requests to news are shared while
 * in flight).
 *
 * A fixed list in settings (settings.list) is used as it is, all loaded at once; pull to refresh
 * then reloads app data, which brings the list again (spec §7).
 */
import { queryOptions } from '@tanstack/react-query'
import { queryClient } from '../../core/query/client.ts'
import { useServerInfiniteQuery, useServerQuery } from '../../core/query/hooks.ts'
import { scopedKey, scopeOf, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import { loadFirstPage, pagedItems, type PageRequest } from '../../core/query/paged.ts'
import { appData, loadAppData } from '../../core/state/app-data.ts'
import type { InfiniteData } from '@tanstack/react-query'
import type { NewsSettings } from '../../shared/settings/news.ts'
import { fetchNewsItem, toNewsItems, type NewsItem } from './api.ts'
import { newsId, newsListQuery } from './list-query.ts'

export { newsListQuery }

const idOf = newsId

/** An item a loaded list of this scope already holds, so a popup opened by id starts with it. */
export function knownNews(scope: QueryScope, id: string): NewsItem | undefined {
  const lists = queryClient().getQueriesData<InfiniteData<NewsItem[], PageRequest>>({
    queryKey: ['news', 'list'],
  })
  for (const [key, data] of lists) {
    const s = scopeOf(key)
    if (s?.domain !== scope.domain || s.locale !== scope.locale) continue
    const found = data?.pages.flat().find((n) => n.idNews === id)
    if (found) return found
  }
  return undefined
}

/**
 * spec (§4): opened by id, the item is fetched by id — unless the loaded list has it. Forgotten
 * when the popup closes (gcTime 0): the next opening asks again.
 */
export const newsItemQuery = (scope: QueryScope, id: string) =>
  queryOptions({
    queryKey: scopedKey(['news', 'item', id], scope),
    queryFn: async (): Promise<NewsItem> => knownNews(scope, id) ?? fetchNewsItem(id),
    gcTime: 0,
  })

export interface NewsListState {
  items: NewsItem[]
  /** The first page is loading (nothing to show yet). */
  loading: boolean
  loadingMore: boolean
  allLoaded: boolean
  /** The first page failed (nothing to show). */
  error: unknown
  /** Loading more failed (the items shown stay). */
  moreError: unknown
  /** Pull to refresh: the first page again, or app data for a fixed list. Never throws. */
  refresh: () => Promise<unknown>
  loadMore: () => void
  retry: () => void
}

/** The news list as the screen and the home block show it. */
export function useNewsList(settings: Pick<NewsSettings, 'limit' | 'list'>): NewsListState {
  const scope = useQueryScope()
  const limit = settings.limit
  const fixed = settings.list
  const options = newsListQuery(scope, limit)
  const q = useServerInfiniteQuery({ ...options, enabled: !fixed })
  if (fixed) {
    // spec: a fixed list is used as it is, and all-loaded is set at once.
    return {
      items: toNewsItems(fixed),
      loading: false,
      loadingMore: false,
      allLoaded: true,
      error: null,
      moreError: null,
      refresh: async () => ((await loadAppData()) ? null : appData.error),
      loadMore: () => {},
      retry: () => void loadAppData(),
    }
  }
  const items = pagedItems(q.data, idOf)
  const firstFailed = q.isError && !q.isFetchNextPageError
  return {
    items,
    loading: q.isPending && q.isFetching,
    loadingMore: q.isFetchingNextPage,
    allLoaded: q.isSuccess && !q.hasNextPage,
    error: firstFailed && items.length === 0 ? q.error : null,
    moreError: q.isFetchNextPageError ? q.error : null,
    refresh: () =>
      loadFirstPage(options).then(
        () => null,
        (error: unknown) => error,
      ),
    // Also after a failed page (loadNextPage waits for a successful list): the retry button.
    loadMore: () => {
      if (q.hasNextPage && !q.isFetching) void q.fetchNextPage({ cancelRefetch: false })
    },
    retry: () => void loadFirstPage(options).catch(() => undefined),
  }
}

/** One news item by id; not asked when the popup already has it (`enabled` false). */
export function useNewsItem(id: string, enabled: boolean) {
  return useServerQuery({ ...newsItemQuery(useQueryScope(), id), enabled })
}
