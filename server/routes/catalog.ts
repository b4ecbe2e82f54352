/**
 * Catalog calls — spec (catalog-and-ordering §7): POST get-categories {branch} -> {category[]};
 * POST get-products {branch, category, limit, offset} -> {products, total}; POST
 * get-products-by-ids {branch, products, variations} -> {products}; GET catalog-search
 * ?query&category&branch -> {catalogSearch: {categories, products}}; GET product/{id}/variation
 * ?attributeId&valueId&branch -> {product}. Logic in server/catalog/products.ts.
 */
import type { Context, Hono } from 'hono'
import { readJson } from '../body.ts'
import {
  findVariation,
  listCategories,
  listProducts,
  productsByIds,
  searchCatalog,
} from '../catalog/products.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ApiFailure, ok } from '../http.ts'
import { intParam } from '../guard.ts'
import { sendJson } from '../respond.ts'
import { brandDictionary, localize } from '../texts.ts'
import { validateBody } from '../validation.ts'

/** Search answers at most this many products. */
export const SEARCH_LIMIT = 50

/** Query parameters as numbers where they look like integers (validated by the schema after). */
function queryObject(query: Record<string, string>, numeric: string[]) {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query)) {
    if (k === 'client') continue
    if (numeric.includes(k))
      out[k] = v === '' || v === 'null' ? null : /^-?\d+$/.test(v) ? Number(v) : v
    else out[k] = v
  }
  return out
}

/**
 * A catalog answer kept per process (server/cache.ts `answer`) until the brand's catalog or
 * settings move: the key holds both versions, the locale (brand texts are answered in the
 * request's language, as `ok` does) and the call's parameters. With its tag (304) and compressed
 * forms made once (server/respond.ts).
 */
async function cachedAnswer(
  c: Context<ApiEnv>,
  deps: Deps,
  call: string,
  params: (number | null)[],
  load: () => Promise<Record<string, unknown>>,
) {
  const { brand, locale } = c.var
  const key = [
    call,
    brand.client,
    brand.version ?? 0,
    brand.catalogVersion ?? 0,
    locale,
    ...params.map(String),
  ].join('\n')
  const body = await deps.cache.answer(key, async () => {
    const answer = localize(await load(), locale, brandDictionary(brand.config))
    return JSON.stringify({ status: 'ok', ...answer })
  })
  c.header('Vary', 'Accept-Language', { append: true })
  return sendJson(c, body)
}

export function catalogRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/get-categories', async (c) => {
    const body = validateBody<{ branch?: number | null }>(
      'get-categories',
      await readJson(c),
      c.var.locale,
    )
    const branch = body.branch ?? null
    return cachedAnswer(c, deps, 'get-categories', [branch], async () => ({
      category: await listCategories(deps.db, c.var.brand.client, branch),
    }))
  })

  api.post('/get-products', async (c) => {
    const body = validateBody<{
      branch?: number | null
      category: number
      limit: number
      offset: number
    }>('get-products', await readJson(c), c.var.locale)
    const opts = {
      category: body.category,
      branch: body.branch ?? null,
      limit: body.limit,
      offset: body.offset,
    }
    return cachedAnswer(
      c,
      deps,
      'get-products',
      [opts.category, opts.branch, opts.limit, opts.offset],
      () => listProducts(deps.db, c.var.brand.client, opts),
    )
  })

  api.post('/get-products-by-ids', async (c) => {
    const body = validateBody<{
      branch?: number | null
      products: number[]
      variations: {
        id: number
        productAttributeValues?: { attributeId: number; valueId: number }[]
      }[]
    }>('get-products-by-ids', await readJson(c), c.var.locale)
    const products = await productsByIds(deps.db, c.var.brand.client, {
      branch: body.branch ?? null,
      products: body.products,
      variations: body.variations,
    })
    return ok(c, { products })
  })

  api.get('/catalog-search', async (c) => {
    const q = validateBody<{ query: string; category?: number | null; branch?: number | null }>(
      'catalog-search',
      queryObject(c.req.query(), ['category', 'branch']),
      c.var.locale,
    )
    const catalogSearch = await searchCatalog(deps.db, c.var.brand.client, {
      query: q.query.trim(),
      category: q.category ?? null,
      branch: q.branch ?? null,
      limit: SEARCH_LIMIT,
    })
    return ok(c, { catalogSearch })
  })

  api.get('/product/:id/variation', async (c) => {
    const id = intParam(c.req.param('id'), 'id', { min: 0 })
    if (id === undefined) throw new ApiFailure(404, 'product_not_found', 'productNotFound')
    const q = validateBody<{ attributeId: number; valueId: number; branch?: number | null }>(
      'product-variation',
      queryObject(c.req.query(), ['attributeId', 'valueId', 'branch']),
      c.var.locale,
    )
    const product = await findVariation(deps.db, c.var.brand.client, {
      id,
      attributeId: q.attributeId,
      valueId: q.valueId,
      branch: q.branch ?? null,
    })
    if (product === 'no-product') throw new ApiFailure(404, 'product_not_found', 'productNotFound')
    if (!product) throw new ApiFailure(404, 'variation_not_found', 'variationNotFound')
    return ok(c, { product })
  })
}
