/**
 * Catalog store: categories (per receive branch), products per category (pages of 10, cached per
 * category, reset on receive/address/pickup changes) and search (spec catalog-and-ordering §4,
 * §5 Search, §9). api.ts -> actions here -> catalogStore -> components (useSnapshot).
 */
import { proxy, ref, useSnapshot } from 'valtio'
import { ApiError } from '../../../core/api/errors.ts'
import {
  fetchCategories,
  fetchProducts,
  fetchProductsByIds,
  fetchVariation,
  PRODUCTS_PAGE,
  searchCatalog,
  type Category,
  type Product,
} from '../common/index.ts'
import { receiveBranch } from '../receive/index.ts'

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface CategoryProducts {
  items: Product[]
  status: LoadStatus
  hasMore: boolean
  error: { value: unknown } | null
}

/** spec §5 Search: starts at 3 characters, debounced 300 ms. */
export const SEARCH_MIN = 3
export const SEARCH_DEBOUNCE = 300

export interface SearchState {
  query: string
  status: 'idle' | 'loading' | 'done' | 'failed'
  categories: Category[]
  products: Product[]
  /** Reached from a promotion: its title and products instead of a typed query. */
  promotion: { title: string } | null
  /** Why the last search failed (the screen says it and offers a retry). */
  error: { value: unknown } | null
}

export interface CatalogState {
  categories: Category[]
  categoriesStatus: LoadStatus
  categoriesError: { value: unknown } | null
  /** The branch the categories were loaded for. */
  categoriesBranch: number | null
  products: Record<string, CategoryProducts>
  /** Single products reached by id (/catalog/category/0/{id}). */
  single: Record<
    string,
    { product: Product | null; status: LoadStatus; error?: { value: unknown } | null }
  >
  search: SearchState
}

const emptySearch = (): SearchState => ({
  query: '',
  status: 'idle',
  categories: [],
  products: [],
  promotion: null,
  error: null,
})

const initial = (): CatalogState => ({
  categories: [],
  categoriesStatus: 'idle',
  categoriesError: null,
  categoriesBranch: null,
  products: {},
  single: {},
  search: emptySearch(),
})

export const catalogStore = proxy<CatalogState>(initial())

let categoriesRun = 0

/** Loads the category tree for the current branch. Never throws; a failure keeps what is shown. */
export async function loadCategories(): Promise<void> {
  const run = ++categoriesRun
  const branch = receiveBranch()
  catalogStore.categoriesStatus = 'loading'
  try {
    const categories = await fetchCategories(branch)
    if (run !== categoriesRun) return
    catalogStore.categories = categories
    catalogStore.categoriesBranch = branch
    catalogStore.categoriesStatus = 'loaded'
    catalogStore.categoriesError = null
  } catch (error) {
    if (run !== categoriesRun) return
    catalogStore.categoriesStatus = 'failed'
    catalogStore.categoriesError = ref({ value: error })
  }
}

export function ensureCategories(): void {
  if (catalogStore.categoriesStatus === 'idle') void loadCategories()
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

let productsGeneration = 0
const inFlight = new Map<number, Promise<void>>()

/**
 * Loads the next page of a category (spec §9: limit 10, offset growing by 10). A page shorter
 * than 10 ends the list. A failure is shown where the list ends (with a retry), never thrown.
 */
export function loadMoreProducts(categoryId: number): Promise<void> {
  const running = inFlight.get(categoryId)
  if (running) return running
  const key = String(categoryId)
  const entry = (catalogStore.products[key] ??= {
    items: [],
    status: 'idle',
    hasMore: true,
    error: null,
  })
  if (!entry.hasMore) return Promise.resolve()
  const generation = productsGeneration
  entry.status = 'loading'
  const p = (async () => {
    try {
      const { products } = await fetchProducts({
        branch: receiveBranch(),
        category: categoryId,
        offset: entry.items.length,
        limit: PRODUCTS_PAGE,
      })
      if (generation !== productsGeneration) return
      const current = catalogStore.products[key]!
      const seen = new Set(current.items.map((p) => p.id))
      current.items.push(...products.filter((p) => !seen.has(p.id)))
      current.hasMore = products.length >= PRODUCTS_PAGE
      current.status = 'loaded'
      current.error = null
    } catch (error) {
      if (generation !== productsGeneration) return
      const current = catalogStore.products[key]!
      current.status = 'failed'
      current.error = ref({ value: error })
    } finally {
      inFlight.delete(categoryId)
    }
  })()
  inFlight.set(categoryId, p)
  return p
}

/** spec §4: products per category are cached; the cache is reset on receive, address or pickup changes. */
export function resetProducts(): void {
  productsGeneration++
  inFlight.clear()
  catalogStore.products = {}
  catalogStore.single = {}
}

/** Pull to refresh on a category: the first page again. */
export async function refreshCategory(categoryId: number): Promise<void> {
  productsGeneration++
  inFlight.clear()
  delete catalogStore.products[String(categoryId)]
  await loadMoreProducts(categoryId)
}

/** A product by id (promotions, offers). */
export async function loadSingleProduct(id: number): Promise<void> {
  const key = String(id)
  catalogStore.single[key] = {
    product: catalogStore.single[key]?.product ?? null,
    status: 'loading',
  }
  try {
    const [product] = await fetchProductsByIds({
      branch: receiveBranch(),
      products: [id],
      variations: [],
    })
    const usable = product && !product.deleted && product.active !== false ? product : null
    catalogStore.single[key] = { product: usable, status: 'loaded' }
  } catch (error) {
    catalogStore.single[key] = { product: null, status: 'failed', error: ref({ value: error }) }
  }
}

let searchTimer: ReturnType<typeof setTimeout> | undefined
let searchAbort: AbortController | null = null

/**
 * spec §5 Search: fewer than 3 characters shows the empty hint and clears results; the query is
 * debounced 300 ms; failures go to the common error handler (returned to the caller) and mark
 * the search unsuccessful.
 */
export function setSearchQuery(query: string, onError?: (error: unknown) => void): void {
  const s = catalogStore.search
  s.query = query
  s.promotion = null
  clearTimeout(searchTimer)
  searchAbort?.abort()
  const q = query.trim()
  if (q.length < SEARCH_MIN) {
    Object.assign(s, { status: 'idle', categories: [], products: [], error: null })
    return
  }
  s.status = 'loading'
  searchTimer = setTimeout(async () => {
    const controller = (searchAbort = new AbortController())
    try {
      const found = await searchCatalog({ query: q, branch: receiveBranch() }, controller.signal)
      if (controller.signal.aborted) return
      Object.assign(s, {
        status: 'done',
        categories: found.categories,
        products: found.products,
        error: null,
      })
    } catch (error) {
      if (controller.signal.aborted || (error instanceof ApiError && error.kind === 'cancelled'))
        return
      Object.assign(s, {
        status: 'failed',
        categories: [],
        products: [],
        error: ref({ value: error }),
      })
      onError?.(error)
    }
  }, SEARCH_DEBOUNCE)
}

/** Search reached from a promotion: its title and its products (by id). */
export async function showPromotionProducts(
  title: string,
  ids: number[],
  onError?: (error: unknown) => void,
): Promise<void> {
  clearTimeout(searchTimer)
  searchAbort?.abort()
  const s = catalogStore.search
  Object.assign(s, {
    query: '',
    status: 'loading',
    categories: [],
    products: [],
    promotion: { title },
    error: null,
  })
  try {
    const products = await fetchProductsByIds({
      branch: receiveBranch(),
      products: ids,
      variations: [],
    })
    if (s.promotion?.title !== title) return
    s.products = products.filter((p) => !p.deleted && p.active !== false)
    s.status = 'done'
  } catch (error) {
    if (s.promotion?.title !== title) return
    s.status = 'failed'
    s.error = ref({ value: error })
    onError?.(error)
  }
}

export function clearSearch(): void {
  clearTimeout(searchTimer)
  searchAbort?.abort()
  catalogStore.search = emptySearch()
}

/** spec §4: a domain change clears the categories (and everything cached with them). */
export function resetCatalog(): void {
  categoriesRun++
  resetProducts()
  clearSearch()
  Object.assign(catalogStore, initial())
}

export function useCatalog() {
  return useSnapshot(catalogStore)
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
