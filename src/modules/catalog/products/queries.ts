/**
 * The browsing half's server data on the query layer (ADR 007): categories of the receive
 * branch, a category's products in pages of 10, one product by id, and search results. Keys
 * carry domain, locale and the receive branch (prices and stock depend on it). Client state
 * (the search text, a promotion's title) stays in ./store.ts.
 *
 * spec catalog-and-ordering §4: categories reload when the receive branch changes; products per
 * category are cached and the cache is reset on receive, address or pickup changes; a domain
 * change clears the categories. §9: page size 10, offset growing by 10, a short page ends the
 * list. §8: search failures go to the common error handler and mark the search unsuccessful.
 */
import { queryOptions, type InfiniteData } from '@tanstack/react-query'
import { useServerInfiniteQuery, useServerQuery } from '../../../core/query/hooks.ts'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../core/api/errors.ts'
import { showError } from '../../../core/overlay.ts'
import { invalidate, resetData } from '../../../core/query/access.ts'
import { queryClient } from '../../../core/query/client.ts'
import {
  currentScope,
  scopedKey,
  scopeOf,
  useQueryScope,
  type QueryScope,
} from '../../../core/query/keys.ts'
import { pagedItems, pagedQueryOptions } from '../../../core/query/paged.ts'
import {
  fetchCategories,
  fetchProducts,
  fetchProductsByIds,
  PRODUCTS_PAGE,
  searchCatalog,
  type Category,
  type Product,
} from '../common/index.ts'
import { receive, receiveBranch } from '../receive/index.ts'

/** Key prefixes: invalidate or reset by these. */
export const catalogKeys = {
  categories: ['catalog', 'categories'],
  products: ['catalog', 'products'],
  product: ['catalog', 'product'],
  search: ['catalog', 'search'],
} as const

/** The scope of the catalog's answers now (actions): domain, locale, receive branch. */
export function catalogScope(): QueryScope {
  return currentScope({ branch: receiveBranch() })
}

/** The same for a screen: re-keys its queries when the domain, locale or branch change. */
export function useCatalogScope(): QueryScope {
  const r = useSnapshot(receive)
  return useQueryScope({ branch: receiveBranch(r) })
}

/**
 * While another branch's answer loads, keep showing the previous one (as the catalog did), but
 * never another domain's.
 */
function sameDomain<T>(
  previous: T | undefined,
  query: { queryKey: readonly unknown[] } | undefined,
  scope: QueryScope,
) {
  return query && scopeOf(query.queryKey)?.domain === scope.domain ? previous : undefined
}

export const categoriesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey(catalogKeys.categories, scope),
    queryFn: () => fetchCategories(scope.branch == null ? null : Number(scope.branch)),
  })

export type LoadStatus = 'loading' | 'loaded' | 'failed'

function statusOf(q: { isPending: boolean; isError: boolean }): LoadStatus {
  return q.isError ? 'failed' : q.isPending ? 'loading' : 'loaded'
}

/** The category tree of the receive branch; a failure keeps what is shown. */
export function useCategories() {
  const scope = useCatalogScope()
  const q = useServerQuery({
    ...categoriesQuery(scope),
    placeholderData: (previous, query) => sameDomain(previous, query, scope),
  })
  return {
    categories: q.data ?? ([] as Category[]),
    // a retry after a failure shows the loader again
    status: q.isError && q.isFetching ? ('loading' as const) : statusOf(q),
    error: q.error,
  }
}

/** Loads the categories again (pull to refresh, retry). Never throws. */
export function reloadCategories(): Promise<void> {
  return queryClient().refetchQueries({
    queryKey: categoriesQuery(catalogScope()).queryKey,
    exact: true,
    type: 'all',
  })
}

/** spec §4: the receive branch changed: categories of other branches are no longer current. */
export function categoriesBranchChanged(): void {
  void invalidate(catalogKeys.categories, { refetch: false })
}

export const productsQuery = (category: number, scope: QueryScope) => ({
  ...pagedQueryOptions({
    queryKey: scopedKey([...catalogKeys.products, category], scope),
    pageSize: PRODUCTS_PAGE,
    fetchPage: async ({ offset, limit }) =>
      (
        await fetchProducts({
          branch: scope.branch == null ? null : Number(scope.branch),
          category,
          offset,
          limit,
        })
      ).products,
    idOf: (p: Product) => p.id,
  }),
  // Pages are only ever appended (earlier ones keep their identity): comparing a 1,000-product
  // list deeply after every page would only cost time (npm run bench).
  structuralSharing: false,
})

/**
 * A category's products (spec §9: limit 10, offset growing by 10; a page shorter than 10 ends
 * the list). A failure is shown where the list ends, with a retry.
 */
export function useCategoryProducts(category: number) {
  const scope = useCatalogScope()
  const q = useServerInfiniteQuery({
    ...productsQuery(category, scope),
    enabled: Number.isFinite(category),
  })
  const data = q.data as InfiniteData<Product[], unknown> | undefined
  const items = useMemo(() => pagedItems(data, (p) => p.id), [data])
  return {
    items,
    /** Nothing to show yet: the first page is loading. */
    loadingFirst: !data && (q.isFetching || !q.isError),
    failed: q.isError && !q.isFetching,
    error: q.error,
    hasMore: q.hasNextPage && !q.isError,
    loadingMore: q.isFetchingNextPage,
    /** The next page; asking again while it loads makes no second request. */
    loadMore: () => {
      if (q.hasNextPage) void q.fetchNextPage({ cancelRefetch: false })
    },
    /** The first page failed: ask again. */
    retry: () => void q.refetch({ cancelRefetch: false }),
  }
}

/** Pull to refresh on a category: the first page again. */
export function refreshCategory(category: number): Promise<void> {
  return resetData([...catalogKeys.products, category])
}

/**
 * spec §4: the product cache is reset on receive, address or pickup changes. Another branch's
 * lists are dropped (a screen showing one moves to the new branch's key and loads it); the
 * current branch's are emptied, and those on screen load their first page again (joining a load
 * already on its way).
 */
export function resetProducts(): void {
  const client = queryClient()
  const branch = receiveBranch()
  for (const queryKey of [catalogKeys.products, catalogKeys.product]) {
    client.removeQueries({
      queryKey,
      predicate: (query) => scopeOf(query.queryKey)?.branch !== branch,
    })
    void client.resetQueries({ queryKey }, { cancelRefetch: false }).catch(() => {})
  }
}

/**
 * spec §4: a domain change clears the categories and everything cached with them; screens load
 * the new domain's (their keys carry the domain).
 *
 * A load of the current domain already on its way is kept (issue 12, defect 1): removing a query
 * cancels its load silently, so a widget observing it (the home's «Наше меню») would wait on a
 * load that never settles — a skeleton for ever, though the answer came.
 */
export function resetCatalogData(): void {
  const domain = currentScope().domain
  for (const queryKey of Object.values(catalogKeys)) {
    queryClient().removeQueries({
      queryKey,
      predicate: (query) =>
        scopeOf(query.queryKey)?.domain !== domain || query.state.fetchStatus === 'idle',
    })
  }
}

const usable = (p: Product | undefined) => (p && !p.deleted && p.active !== false ? p : null)

export const productQuery = (id: number, scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey([...catalogKeys.product, id], scope),
    queryFn: async () => {
      const [product] = await fetchProductsByIds({
        branch: scope.branch == null ? null : Number(scope.branch),
        products: [id],
        variations: [],
      })
      return usable(product)
    },
    // Reached from a promotion: asked again each time it opens (the last answer shows meanwhile).
    staleTime: 0,
  })

/** A product by id (promotions, offers); null when it is gone or inactive. */
export function useSingleProduct(id: number) {
  const q = useServerQuery({ ...productQuery(id, useCatalogScope()), enabled: Number.isFinite(id) })
  // A failed answer shows the failure, not the product of an earlier visit.
  const status: LoadStatus = q.isFetching ? 'loading' : statusOf(q)
  return {
    product: q.isError ? null : (q.data ?? null),
    status,
    error: q.error,
    reload: () => void q.refetch(),
  }
}

/** Search failures go to the common error handler (spec §8); a cancelled search says nothing. */
async function reported<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'cancelled')) showError(error)
    throw error
  }
}

export const searchQuery = (query: string, scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey([...catalogKeys.search, 'query', query], scope),
    queryFn: ({ signal }) =>
      reported(() =>
        searchCatalog(
          { query, branch: scope.branch == null ? null : Number(scope.branch) },
          signal,
        ),
      ),
  })

export const promotionQuery = (ids: readonly number[], scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey([...catalogKeys.search, 'promotion', ids.join(',')], scope),
    queryFn: () =>
      reported(async () => {
        const products = await fetchProductsByIds({
          branch: scope.branch == null ? null : Number(scope.branch),
          products: [...ids],
          variations: [],
        })
        return { categories: [] as Category[], products: products.filter((p) => usable(p)) }
      }),
  })
