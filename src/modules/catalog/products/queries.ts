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
import { queryOptions } from '@tanstack/react-query'
import { useServerQueries, useServerQuery } from '../../../core/query/hooks.ts'
import { useCallback, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../core/api/errors.ts'
import { showError } from '../../../core/overlay.ts'
import { invalidate, prefetchData, resetData } from '../../../core/query/access.ts'
import { queryClient } from '../../../core/query/client.ts'
import {
  currentScope,
  scopedKey,
  scopeOf,
  useQueryScope,
  type QueryScope,
} from '../../../core/query/keys.ts'
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
import { listLength, pagesToLoad, VIRTUAL_FROM } from './prefetch.ts'

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

/**
 * The home widget's categories before it mounts (the descriptor's `prefetchHome`, issue 16):
 * its own query (`useCategories`), for the receive branch `init` has set.
 */
export function prefetchCategories(): Promise<void> {
  return prefetchData(categoriesQuery(catalogScope()))
}

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

/** One page of a category's products (spec §9: limit 10, offset a multiple of 10). */
export interface ProductsPage {
  products: Product[]
  /** The category's size when the server names it (it lets the list load any place at once). */
  total: number | null
}

/** Page `index` of a category: a query of its own, so pages anywhere in the list load at once. */
export const productsPageQuery = (category: number, index: number, scope: QueryScope) =>
  queryOptions({
    queryKey: scopedKey([...catalogKeys.products, category, index], scope),
    queryFn: ({ signal }): Promise<ProductsPage> =>
      fetchProducts(
        {
          branch: scope.branch == null ? null : Number(scope.branch),
          category,
          offset: index * PRODUCTS_PAGE,
          limit: PRODUCTS_PAGE,
        },
        signal,
      ),
  })

/** The last page of a category an earlier visit loaded one after the other from 0 (0: none). */
function cachedRun(category: number, scope: QueryScope): number {
  let n = 0
  for (;;) {
    const page = queryClient().getQueryData(productsPageQuery(category, n + 1, scope).queryKey)
    if (!page) return n
    n++
    if (page.products.length < PRODUCTS_PAGE) return n
  }
}

/** The rendered products of a long list (virtual-product-grid.tsx) and a screen's size. */
export interface ListWindow {
  first: number
  last: number
  perScreen: number
}

/**
 * A category's products (spec §9: pages of 10 at offsets growing by 10; a short page ends the
 * list). A short category (or a server that does not name the total) loads page after page as
 * the end of the list comes near (`loadMore`). A long one (`total` ≥ VIRTUAL_FROM) is loaded by
 * place: `setWindow` tells which products are rendered, and the pages there and a few screens
 * ahead load in parallel (prefetch.ts). A failure is shown where the list ends, with a retry.
 */
export function useCategoryProducts(category: number) {
  const scope = useCatalogScope()
  const scopeKey = JSON.stringify(scope)
  // Pages asked for one after the other (short lists): those an earlier visit loaded, and more.
  const [run, setRun] = useState(() => ({ key: scopeKey, count: cachedRun(category, scope) }))
  const count = run.key === scopeKey ? run.count : 0
  const [view, setView] = useState<ListWindow | null>(null)
  const first = queryClient().getQueryData(productsPageQuery(category, 0, scope).queryKey)
  const known = first?.total ?? null
  const long = known != null && known >= VIRTUAL_FROM

  const loaded = new Map<number, Product[]>()
  const cache = (index: number) =>
    queryClient().getQueryState(productsPageQuery(category, index, scope).queryKey)
  let wanted: number[]
  if (long && !view) {
    // Until the grid has measured the screen, the first page (it carries the total) only.
    wanted = [0]
  } else if (long) {
    const total = known
    wanted = pagesToLoad({
      total,
      pageSize: PRODUCTS_PAGE,
      first: view!.first,
      last: view!.last,
      perScreen: view!.perScreen,
      settled: (p) => {
        const state = cache(p)
        return state?.data !== undefined || state?.status === 'error'
      },
    })
  } else {
    wanted = Array.from({ length: count + 1 }, (_, i) => i)
  }
  const results = useServerQueries(
    wanted.map((index) => ({
      ...productsPageQuery(category, index, scope),
      enabled: Number.isFinite(category),
    })),
  )
  // Every page in the cache counts, asked for now or before (a long list reads any of them).
  const pageAt = (index: number): Product[] | undefined =>
    queryClient().getQueryData(productsPageQuery(category, index, scope).queryKey)?.products
  results.forEach((r, i) => {
    if (r.data) loaded.set(wanted[i]!, r.data.products)
  })
  const page0 = results[0]!
  const failedPages = results.filter((r) => r.isError && !r.isFetching)

  // Short list: the pages from 0 that loaded, up to the first that did not (the same list as
  // long as no page changed, so the cards above are not rendered again).
  const signature = long ? '' : results.map((r, i) => `${wanted[i]}:${r.dataUpdatedAt}`).join()
  const items = useMemo(() => {
    const all: Product[] = []
    for (const index of wanted) {
      const page = loaded.get(index)
      if (!page) break
      all.push(...page)
      if (page.length < PRODUCTS_PAGE) break
    }
    const seen = new Set<number>()
    return all.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
    // The pages' answers change exactly when `signature` does (`loaded` is rebuilt each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature])
  const lastPage = loaded.get(count)
  const runEnded = !long && (lastPage === undefined || lastPage.length < PRODUCTS_PAGE)
  const length = long ? listLength(known, loaded, PRODUCTS_PAGE) : null

  const retry = () => {
    for (const r of results) if (r.isError) void r.refetch({ cancelRefetch: false })
  }

  return {
    items,
    /** Names the scope the pages are for (a kept scroll position belongs to it). */
    scopeKey,
    /** Products in a long list (null: a short one, shown from `items`). */
    length,
    /** A long list's product at `index`, or undefined while its page loads. */
    productAt: (index: number): Product | undefined =>
      pageAt(Math.floor(index / PRODUCTS_PAGE))?.[index % PRODUCTS_PAGE],
    /** The rendered part of a long list changed: load there and ahead. */
    setWindow: useCallback(
      (next: ListWindow) =>
        setView((v) =>
          v &&
          Math.floor(v.first / PRODUCTS_PAGE) === Math.floor(next.first / PRODUCTS_PAGE) &&
          Math.floor(v.last / PRODUCTS_PAGE) === Math.floor(next.last / PRODUCTS_PAGE) &&
          v.perScreen === next.perScreen
            ? v
            : next,
        ),
      [],
    ),
    /** Nothing to show yet: the first page is loading. */
    loadingFirst: !page0.data && (page0.isFetching || !page0.isError),
    failed: failedPages.length > 0,
    error: failedPages[0]?.error ?? null,
    hasMore: !long && !runEnded && !failedPages.length,
    loadingMore: !long && count > 0 && results.some((r, i) => i > 0 && r.isFetching),
    /** The next page; asking again while it loads makes no second request. */
    loadMore: () => {
      if (long || runEnded) return
      setRun((r) =>
        (r.key === scopeKey ? r.count : 0) === count ? { key: scopeKey, count: count + 1 } : r,
      )
    },
    /** A page failed: ask again. */
    retry,
    /** Pull to refresh: the first page again; what was loaded beyond it is forgotten. */
    refresh: () => {
      setRun({ key: scopeKey, count: 0 })
      return refreshCategory(category)
    },
  }
}

/** Pull to refresh on a category: the first page again, the others forgotten. */
export function refreshCategory(category: number): Promise<void> {
  const key = [...catalogKeys.products, category]
  queryClient().removeQueries({ queryKey: key, predicate: (q) => q.queryKey[3] !== 0 })
  return resetData([...key, 0])
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
