/**
 * The browsing half's client state and actions: the search text (debounced) and a promotion's
 * products (spec catalog-and-ordering §5 Search). The server data itself (categories, products,
 * search results) is on the query layer: ./queries.ts.
 */
import { useServerQuery } from '../../../core/query/hooks.ts'
import { proxy, useSnapshot } from 'valtio'
import { queryClient } from '../../../core/query/client.ts'
import { fetchVariation, type Category, type Product } from '../common/index.ts'
import { receiveBranch } from '../receive/index.ts'
import {
  catalogKeys,
  promotionQuery,
  resetCatalogData,
  searchQuery,
  useCatalogScope,
} from './queries.ts'

/** spec §5 Search: starts at 3 characters, debounced 300 ms. */
export const SEARCH_MIN = 3
export const SEARCH_DEBOUNCE = 300

export interface SearchState {
  /** What is typed. */
  query: string
  /** What is searched: the typed text once typing paused for 300 ms ('' below 3 characters). */
  asked: string
  /** Reached from a promotion: its title and products (by id) instead of a typed query. */
  promotion: { title: string; ids: number[] } | null
}

const emptySearch = (): SearchState => ({ query: '', asked: '', promotion: null })

export const searchState = proxy<SearchState>(emptySearch())

let searchTimer: ReturnType<typeof setTimeout> | undefined

/**
 * spec §5 Search: fewer than 3 characters shows the empty hint and clears results; the query is
 * debounced 300 ms.
 */
export function setSearchQuery(query: string): void {
  searchState.query = query
  searchState.promotion = null
  clearTimeout(searchTimer)
  const q = query.trim()
  if (q.length < SEARCH_MIN) {
    searchState.asked = ''
    return
  }
  searchTimer = setTimeout(() => {
    searchState.asked = q
  }, SEARCH_DEBOUNCE)
}

/** Search reached from a promotion: its title and its products (by id). */
export function showPromotionProducts(title: string, ids: number[]): void {
  clearTimeout(searchTimer)
  Object.assign(searchState, { query: '', asked: '', promotion: { title, ids } })
}

export function clearSearch(): void {
  clearTimeout(searchTimer)
  Object.assign(searchState, emptySearch())
  void queryClient().cancelQueries({ queryKey: catalogKeys.search })
}

/** spec §4: a domain change clears the categories (and everything cached with them). */
export function resetCatalog(): void {
  clearSearch()
  resetCatalogData()
}

export function useSearch() {
  return useSnapshot(searchState)
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed'

/** The results of the search on screen: the typed query's or the promotion's. */
export function useSearchResults() {
  const s = useSearch()
  const scope = useCatalogScope()
  const promotion = s.promotion
  const typed = useServerQuery({
    ...searchQuery(s.asked, scope),
    enabled: !promotion && s.asked.length >= SEARCH_MIN,
  })
  const promoted = useServerQuery({
    ...promotionQuery(promotion?.ids ?? [], scope),
    enabled: Boolean(promotion),
  })
  const q = promotion ? promoted : typed
  const waiting = !promotion && s.query.trim() !== s.asked
  const status: SearchStatus =
    !promotion && s.query.trim().length < SEARCH_MIN
      ? 'idle'
      : waiting || q.isPending || (q.isFetching && q.isError)
        ? 'loading'
        : q.isError
          ? 'failed'
          : 'done'
  const found = status === 'done' ? q.data : undefined
  return {
    status,
    categories: (found?.categories ?? []) as Category[],
    products: (found?.products ?? []) as Product[],
    error: q.error,
    retry: () => void q.refetch(),
  }
}

export function findCategory(list: readonly Category[], id: number): Category | null {
  for (const c of list) {
    if (c.id === id) return c
    const sub = findCategory(c.sub_categories ?? [], id)
    if (sub) return sub
  }
  return null
}

/** The category holding `id` as a subcategory (for the back link). */
export function parentOf(
  list: readonly Category[],
  id: number,
  parent: Category | null = null,
): Category | null {
  for (const c of list) {
    if (c.id === id) return parent
    const found = parentOf(c.sub_categories ?? [], id, c)
    if (found) return found
  }
  return null
}

/**
 * spec §7: the variation of a product with one attribute set to a value (a preloader shows while
 * it runs; failures go to the caller's common error handler).
 */
export function loadVariation(
  product: Product,
  attributeId: number,
  valueId: number,
): Promise<Product> {
  return fetchVariation({ id: product.id, attributeId, valueId, branch: receiveBranch() })
}
