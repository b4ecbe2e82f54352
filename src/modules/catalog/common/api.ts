/** Catalog calls (spec catalog-and-ordering §7). Components never call these: stores do. */
import { fields, isRecord, request } from '../../../core/api/client.ts'
import type { Category, Product } from './types.ts'

/** spec §9: category products page size 10, offset growing by 10. */
export const PRODUCTS_PAGE = 10

export async function fetchCategories(branch: number | null, signal?: AbortSignal) {
  const answer = await request<{ category?: Category[] }>('get-categories', {
    method: 'POST',
    body: { branch },
    signal,
    expect: fields({ category: 'array' }),
  })
  return Array.isArray(answer?.category) ? answer.category : []
}

export async function fetchProducts(
  opts: { branch: number | null; category: number; limit?: number; offset: number },
  signal?: AbortSignal,
) {
  const answer = await request<{ products?: Product[]; total?: number }>('get-products', {
    method: 'POST',
    body: {
      branch: opts.branch,
      category: opts.category,
      limit: opts.limit ?? PRODUCTS_PAGE,
      offset: opts.offset,
    },
    signal,
    expect: fields({ products: 'array', total: 'number?' }),
  })
  return {
    products: Array.isArray(answer?.products) ? answer.products : [],
    total: typeof answer?.total === 'number' ? answer.total : null,
  }
}

export interface VariationRef {
  id: number
  productAttributeValues: {
    attributeId: number
    attributeName: string
    valueId: number
    valueName: string
  }[]
}

export async function fetchProductsByIds(
  opts: { branch: number | null; products: number[]; variations: VariationRef[] },
  signal?: AbortSignal,
) {
  const answer = await request<{ products?: Product[] }>('get-products-by-ids', {
    method: 'POST',
    body: { branch: opts.branch, products: opts.products, variations: opts.variations },
    signal,
    // A garbled answer must not read as "every product is gone" and empty the basket.
    expect: fields({ products: 'array' }),
  })
  return Array.isArray(answer?.products) ? answer.products : []
}

export async function searchCatalog(
  opts: { query: string; category?: number | null; branch: number | null },
  signal?: AbortSignal,
) {
  const answer = await request<{
    catalogSearch?: { categories?: Category[]; products?: Product[] }
  }>('catalog-search', {
    query: {
      query: opts.query,
      category: opts.category ?? undefined,
      branch: opts.branch ?? undefined,
    },
    signal,
    expect: (a) =>
      isRecord(a.catalogSearch) &&
      fields({ categories: 'array?', products: 'array?' })(a.catalogSearch),
  })
  return {
    categories: answer?.catalogSearch?.categories ?? [],
    products: answer?.catalogSearch?.products ?? [],
  }
}

export async function fetchVariation(
  opts: { id: number; attributeId: number; valueId: number; branch: number | null },
  signal?: AbortSignal,
) {
  const answer = await request<{ product: Product }>(`product/${opts.id}/variation`, {
    query: {
      attributeId: opts.attributeId,
      valueId: opts.valueId,
      branch: opts.branch ?? undefined,
    },
    signal,
    expect: fields({ product: 'object' }),
  })
  return answer.product
}
