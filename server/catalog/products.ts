/**
 * Catalog reads (catalog-and-ordering §3 Category, Product; §7 catalog calls). Prices and stock
 * are per branch: `prices[branch]` overrides the base price, `amounts[branch]` is the stock (a
 * branch not listed has no limit). A variation group is a parent row (what a category lists) and
 * variation rows (parent_id = the parent) each carrying one attribute combination; the list shows
 * the group as its first variation, with the price range over the group and every attribute's
 * values, the shown variation's values `selected`.
 */
import type { Queryable } from '../db/db.ts'

export interface ProductRow {
  [key: string]: unknown
  id: number
  category_id: number
  parent_id: number | null
  name: string
  description: string | null
  price: string | number
  prices: Record<string, number>
  amounts: Record<string, number>
  label: string | null
  badges: { type: string; icon: string; label: string }[]
  images: string[]
  active: boolean
  deleted: boolean
  allow_basket: string | null
  max_pay_bonus: number
  show_price: boolean
  params: { group: string; items: { label: string; value: string }[] }[]
  attribute_values: AttributeValue[]
  sort: number
}

export interface AttributeValue {
  attributeId: number
  attributeName: string
  valueId: number
  valueName: string
}

export interface ApiProduct {
  id: number
  name: string
  price: number
  priceRange: { min: number; max: number } | null
  label: string | null
  badges: ProductRow['badges']
  images: string[]
  description: string | null
  category_id: number
  active: boolean
  deleted: boolean
  isVariation: boolean
  parentId: number | null
  allowBasket: string | null
  maxPayBonus: number
  amounts: { branch_id: number; amount: number }[]
  productAttributeValues: {
    id: number
    name: string
    values: { id: number; name: string; selected: boolean }[]
  }[]
  showPrice: boolean
  params: ProductRow['params']
}

export interface ApiCategory {
  id: number
  name: string
  label: string | null
  photo: string | null
  badges: unknown[]
  description: string | null
  sub_categories: ApiCategory[]
}

const COLUMNS = `id, category_id, parent_id, name, description, price, prices, amounts, label,
  badges, images, active, deleted, allow_basket, max_pay_bonus, show_price, params,
  attribute_values, sort`

export function priceAt(row: Pick<ProductRow, 'price' | 'prices'>, branch: number | null): number {
  const own = branch != null ? row.prices?.[String(branch)] : undefined
  return Number(own ?? row.price)
}

function attributesOf(
  group: ProductRow[],
  shown: ProductRow,
): ApiProduct['productAttributeValues'] {
  const out: ApiProduct['productAttributeValues'] = []
  for (const v of group) {
    for (const a of v.attribute_values) {
      let attr = out.find((x) => x.id === a.attributeId)
      if (!attr) out.push((attr = { id: a.attributeId, name: a.attributeName, values: [] }))
      if (!attr.values.some((x) => x.id === a.valueId)) {
        attr.values.push({ id: a.valueId, name: a.valueName, selected: false })
      }
    }
  }
  for (const attr of out) {
    attr.values.sort((x, y) => x.id - y.id)
    const mine = shown.attribute_values.find((a) => a.attributeId === attr.id)
    for (const value of attr.values) value.selected = value.id === mine?.valueId
  }
  return out
}

/**
 * One product as the app receives it. `row` is a plain product, or a variation shown with its
 * group (`parent` and all `group` rows).
 */
export function toApiProduct(
  row: ProductRow,
  branch: number | null,
  parent?: ProductRow,
  group: ProductRow[] = [],
): ApiProduct {
  const isVariation = Boolean(parent)
  const prices = group.map((v) => priceAt(v, branch))
  const min = prices.length ? Math.min(...prices) : NaN
  const max = prices.length ? Math.max(...prices) : NaN
  return {
    id: row.id,
    name: parent?.name ?? row.name,
    price: priceAt(row, branch),
    priceRange: prices.length > 1 && min !== max ? { min, max } : null,
    label: parent ? (parent.label ?? row.label) : row.label,
    badges: (parent ?? row).badges,
    images: row.images.length ? row.images : (parent?.images ?? []),
    description: row.description ?? parent?.description ?? null,
    category_id: row.category_id,
    // A group is as available as its parent and the variation both.
    active: row.active && (parent?.active ?? true),
    deleted: row.deleted || (parent?.deleted ?? false),
    isVariation,
    parentId: parent?.id ?? null,
    allowBasket: (parent ?? row).allow_basket,
    maxPayBonus: row.max_pay_bonus,
    amounts: Object.entries(row.amounts ?? {}).map(([b, amount]) => ({
      branch_id: Number(b),
      amount: Number(amount),
    })),
    productAttributeValues: parent ? attributesOf(group, row) : [],
    showPrice: row.show_price,
    params: row.params?.length ? row.params : (parent?.params ?? []),
  }
}

/** The variations of these parents, by parent id, in their order. */
async function variationsOf(db: Queryable, client: string, parentIds: number[]) {
  const byParent = new Map<number, ProductRow[]>()
  if (!parentIds.length) return byParent
  const rows = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog_products
     WHERE client = $1 AND parent_id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)
     ORDER BY sort, id`,
    [client, JSON.stringify(parentIds)],
  )
  for (const r of rows) {
    const list = byParent.get(r.parent_id!) ?? []
    list.push(r)
    byParent.set(r.parent_id!, list)
  }
  return byParent
}

/** Listed rows (parents and plain products) as the app shows them: a group as its first variation. */
async function present(db: Queryable, client: string, rows: ProductRow[], branch: number | null) {
  const groups = await variationsOf(
    db,
    client,
    rows.map((r) => r.id),
  )
  return rows.map((r) => {
    const group = (groups.get(r.id) ?? []).filter((v) => v.active && !v.deleted)
    return group.length ? toApiProduct(group[0]!, branch, r, group) : toApiProduct(r, branch)
  })
}

const LISTED = `active AND NOT deleted AND parent_id IS NULL`

export async function listProducts(
  db: Queryable,
  client: string,
  opts: { category: number; branch: number | null; limit: number; offset: number },
): Promise<{ products: ApiProduct[]; total: number }> {
  // The page and the count at once (two connections of the pool on PostgreSQL).
  const [rows, [count]] = await Promise.all([
    db.query<ProductRow>(
      `SELECT ${COLUMNS} FROM catalog_products
       WHERE client = $1 AND category_id = $2 AND ${LISTED}
       ORDER BY sort, id LIMIT $3 OFFSET $4`,
      [client, opts.category, opts.limit, opts.offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM catalog_products
       WHERE client = $1 AND category_id = $2 AND ${LISTED}`,
      [client, opts.category],
    ),
  ])
  return { products: await present(db, client, rows, opts.branch), total: count?.n ?? 0 }
}

export async function listCategories(
  db: Queryable,
  client: string,
  branch: number | null,
): Promise<ApiCategory[]> {
  const rows = await db.query<{
    id: number
    parent_id: number | null
    name: string
    label: string | null
    photo: string | null
    description: string | null
    badges: unknown[]
    branch_ids: number[] | null
  }>(
    `SELECT id, parent_id, name, label, photo, description, badges, branch_ids
     FROM catalog_categories WHERE client = $1 AND active ORDER BY sort, id`,
    [client],
  )
  const visible = rows.filter(
    (r) => !r.branch_ids || branch == null || r.branch_ids.includes(branch),
  )
  const build = (parent: number | null): ApiCategory[] =>
    visible
      .filter((r) => r.parent_id === parent)
      .map((r) => ({
        id: r.id,
        name: r.name,
        label: r.label,
        photo: r.photo,
        badges: r.badges ?? [],
        description: r.description,
        sub_categories: build(r.id),
      }))
  return build(null)
}

/** Current state of basket items: any state (inactive, deleted); ids that do not exist are left out. */
export async function productsByIds(
  db: Queryable,
  client: string,
  opts: {
    branch: number | null
    products: number[]
    variations: {
      id: number
      productAttributeValues?: { attributeId: number; valueId: number }[]
    }[]
  },
): Promise<ApiProduct[]> {
  const ids = [...opts.products, ...opts.variations.map((v) => v.id)]
  if (!ids.length) return []
  const rows = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog_products
     WHERE client = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
    [client, JSON.stringify(ids)],
  )
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((x): x is number => x != null))]
  const parents = parentIds.length
    ? await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM catalog_products
         WHERE client = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
        [client, JSON.stringify(parentIds)],
      )
    : []
  const groups = await variationsOf(db, client, parentIds)
  const out: ApiProduct[] = []
  for (const id of ids) {
    const row = rows.find((r) => r.id === id)
    if (!row || out.some((p) => p.id === id)) continue
    if (row.parent_id == null) {
      const group = (groups.get(row.id) ?? []).filter((v) => v.active && !v.deleted)
      // A parent asked for by id stands for its group (its first variation is what was shown).
      out.push(
        group.length
          ? toApiProduct(group[0]!, opts.branch, row, group)
          : toApiProduct(row, opts.branch),
      )
      continue
    }
    const parent = parents.find((p) => p.id === row.parent_id)
    if (!parent) continue
    const wanted = opts.variations.find((v) => v.id === id)?.productAttributeValues
    // A variation whose attribute combination changed is no longer the item that was added.
    if (
      wanted?.length &&
      !wanted.every((w) =>
        row.attribute_values.some(
          (a) => a.attributeId === w.attributeId && a.valueId === w.valueId,
        ),
      )
    ) {
      continue
    }
    out.push(toApiProduct(row, opts.branch, parent, groups.get(parent.id) ?? []))
  }
  return out
}

/**
 * spec (§7): variation lookup by product id, attributeId, valueId. From the shown product (a
 * variation or its parent) the wanted combination is the shown one with this attribute set to
 * this value; the exact match wins, else the first variation having the value.
 */
export async function findVariation(
  db: Queryable,
  client: string,
  opts: { id: number; attributeId: number; valueId: number; branch: number | null },
): Promise<ApiProduct | null | 'no-product'> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog_products WHERE client = $1 AND id = $2`,
    [client, opts.id],
  )
  if (!row || row.deleted) return 'no-product'
  const parentId = row.parent_id ?? row.id
  const [parent] =
    row.parent_id == null
      ? [row]
      : await db.query<ProductRow>(
          `SELECT ${COLUMNS} FROM catalog_products WHERE client = $1 AND id = $2`,
          [client, parentId],
        )
  const group = ((await variationsOf(db, client, [parentId])).get(parentId) ?? []).filter(
    (v) => v.active && !v.deleted,
  )
  if (!parent || !group.length) return null
  const shown = row.parent_id == null ? group[0]! : row
  const wanted = shown.attribute_values.map((a) =>
    a.attributeId === opts.attributeId ? { ...a, valueId: opts.valueId } : a,
  )
  const has = (v: ProductRow, a: { attributeId: number; valueId: number }) =>
    v.attribute_values.some((x) => x.attributeId === a.attributeId && x.valueId === a.valueId)
  const match =
    group.find((v) => wanted.every((w) => has(v, w))) ??
    group.find((v) => has(v, { attributeId: opts.attributeId, valueId: opts.valueId }))
  return match ? toApiProduct(match, opts.branch, parent, group) : null
}

/** spec (§7 catalog-search): categories and products whose name holds the query. */
export async function searchCatalog(
  db: Queryable,
  client: string,
  opts: { query: string; category: number | null; branch: number | null; limit: number },
): Promise<{ categories: ApiCategory[]; products: ApiProduct[] }> {
  const like = `%${opts.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const rows = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog_products
     WHERE client = $1 AND ${LISTED} AND name ILIKE $2
       AND ($3::integer IS NULL OR category_id = $3
            OR category_id IN (SELECT id FROM catalog_categories WHERE client = $1 AND parent_id = $3))
     ORDER BY sort, id LIMIT $4`,
    [client, like, opts.category, opts.limit],
  )
  const all = await listCategories(db, client, opts.branch)
  const flat: ApiCategory[] = []
  const walk = (list: ApiCategory[]) => {
    for (const c of list) {
      flat.push(c)
      walk(c.sub_categories)
    }
  }
  walk(all)
  const needle = opts.query.toLocaleLowerCase('ru')
  const categories =
    opts.category == null ? flat.filter((c) => c.name.toLocaleLowerCase('ru').includes(needle)) : []
  return { categories, products: await present(db, client, rows, opts.branch) }
}
