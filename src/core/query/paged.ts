/**
 * Paged lists as infinite queries. Each list names its page size and its all-loaded rule; the
 * default rule is the spec's usual one: a page shorter than the size (or empty) means all is
 * loaded (history: 30, news and actions: their limit, gifts: itemsPerPage). The next page's
 * offset is the number of items already loaded (spec: history, news, actions).
 *
 *   const historyQuery = (scope: QueryScope) =>
 *     pagedQueryOptions({
 *       queryKey: scopedKey(['history', 'list'], scope),
 *       pageSize: HISTORY_PAGE,
 *       fetchPage: ({ offset, limit }) => fetchHistory(limit, offset || undefined),
 *       idOf: (item) => item.id,
 *     })
 *   const { data } = useInfiniteQuery(historyQuery(useQueryScope()))
 *   const items = pagedItems(data, (item) => item.id)
 */
import {
  InfiniteQueryObserver,
  infiniteQueryOptions,
  type FetchInfiniteQueryOptions,
  type InfiniteQueryObserverOptions,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query'
import { queryClient } from './client.ts'

/** What a page fetcher is asked for. */
export interface PageRequest {
  /** Items already loaded (spec: the offset of the next page). */
  offset: number
  /** The page size. */
  limit: number
  /** 0 for the first page, 1 for the next… */
  index: number
}

export interface PagedListOptions<T, K extends QueryKey> {
  queryKey: K
  pageSize: number
  fetchPage: (request: PageRequest) => Promise<T[]>
  /** The all-loaded rule; default: a page shorter than the size (or empty). */
  isLastPage?: (page: readonly T[], pageSize: number) => boolean
  /** Items already loaded are counted once (a page that repeats an item does not skip one). */
  idOf?: (item: T) => unknown
}

/** spec: all-loaded when a page returns fewer items than the page size, or none. */
export function isShortPage(page: readonly unknown[], pageSize: number): boolean {
  return page.length === 0 || page.length < pageSize
}

/** The loaded pages as one list, each item once when `idOf` is given. */
export function pagedItems<T>(
  data: InfiniteData<T[], unknown> | undefined,
  idOf?: (item: T) => unknown,
): T[] {
  if (!data) return []
  const all = data.pages.flat()
  if (!idOf) return all
  const seen = new Set<unknown>()
  return all.filter((item) => {
    const id = idOf(item)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

export function pagedQueryOptions<T, K extends QueryKey>(opts: PagedListOptions<T, K>) {
  const isLast = opts.isLastPage ?? isShortPage
  return infiniteQueryOptions({
    queryKey: opts.queryKey,
    queryFn: ({ pageParam }: { pageParam: PageRequest }) => opts.fetchPage(pageParam),
    initialPageParam: { offset: 0, limit: opts.pageSize, index: 0 } as PageRequest,
    getNextPageParam: (
      lastPage: T[],
      allPages: T[][],
      lastParam: PageRequest,
    ): PageRequest | undefined =>
      isLast(lastPage, opts.pageSize)
        ? undefined
        : {
            offset: pagedItems({ pages: allPages, pageParams: [] }, opts.idOf).length,
            limit: opts.pageSize,
            index: lastParam.index + 1,
          },
  })
}

/** Whether every page is loaded (spec's all-loaded flag): no next page after the last one. */
export function allLoaded(result: { hasNextPage: boolean; isSuccess: boolean }): boolean {
  return result.isSuccess && !result.hasNextPage
}

/**
 * spec: refresh reloads the first page. An infinite query's own refetch reloads every loaded
 * page; this keeps the first page on screen, forgets the rest and loads the first one again.
 */
export async function refreshFirstPage(queryKey: QueryKey): Promise<void> {
  const client = queryClient()
  client.setQueryData<InfiniteData<unknown[], unknown>>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  )
  await client.refetchQueries({ queryKey, exact: true, type: 'all' }, { throwOnError: true })
}

/** What the paged helpers below need: the options `pagedQueryOptions` returns. */
type PagedOptions<T, K extends QueryKey> = ReturnType<typeof pagedQueryOptions<T, K>>
type Loose<T> = FetchInfiniteQueryOptions<T[], Error, T[], QueryKey, PageRequest> &
  InfiniteQueryObserverOptions<T[], Error, InfiniteData<T[], PageRequest>, QueryKey, PageRequest>

/**
 * The first page, loaded again (or for the first time): spec "refresh reloads the first page".
 * What was loaded beyond it is forgotten first; the first page stays on screen meanwhile. A load
 * in flight is shared. Throws the load's error (the data shown stays).
 */
export async function loadFirstPage<T, K extends QueryKey>(
  options: PagedOptions<T, K>,
): Promise<void> {
  const client = queryClient()
  client.setQueryData<InfiniteData<T[], PageRequest>>(options.queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  )
  // The tagged key of `pagedQueryOptions` is too precise for the generic signature here.
  await client.fetchInfiniteQuery({ ...options, staleTime: 0 } as unknown as Loose<T>)
}

/**
 * The next page of a list that has loaded (infinite scroll), unless all is loaded or a load is
 * running. Throws the load's error (the pages shown stay).
 */
export async function loadNextPage<T, K extends QueryKey>(
  options: PagedOptions<T, K>,
): Promise<void> {
  const observer = new InfiniteQueryObserver(queryClient(), {
    ...(options as unknown as Loose<T>),
    enabled: false,
  })
  const now = observer.getCurrentResult()
  if (!now.isSuccess || !now.hasNextPage || now.isFetching) return
  const result = await observer.fetchNextPage({ cancelRefetch: false })
  if (result.isError) throw result.error
}

/**
 * The first page in the background, unless it is loaded or loading (a home widget about to
 * mount: its descriptor's `prefetchHome`). Never throws: a failure stays in the query, and the
 * list that mounts loads it again and shows its error.
 */
export function prefetchFirstPage<T, K extends QueryKey>(
  options: PagedOptions<T, K>,
): Promise<void> {
  return queryClient().prefetchInfiniteQuery(options as unknown as Loose<T>)
}
