/**
 * Catalog seeder: the ordering brands' menus (server/seed/catalog-menus.ts). Idempotent: each
 * seeded brand's catalog is replaced as a whole in one statement per table (fast even for the
 * 1,000-product category), so a restart brings it back in line with this code.
 */
import type { Queryable } from '../db/db.ts'
import { badgeView, pizzeriaMenu, sushiMenu, type SeedMenu } from './catalog-menus.ts'
import type { DemoBrand } from './types.ts'

/** Which demo brands get which menu. */
export function demoMenu(brand: DemoBrand): SeedMenu | null {
  const branches = brand.branches.map((b) => b.idBranch)
  if (branches.length < 2) branches.push(branches[0] ?? 1)
  switch (brand.client) {
    case 'pizzeria-msk':
      return pizzeriaMenu({ branches, priceShift: 0, market: true })
    case 'pizzeria-spb':
      return pizzeriaMenu({ branches, priceShift: -20, market: false })
    case 'sushi':
      return sushiMenu(branches)
    default:
      return null
  }
}

export async function seedCatalog(tx: Queryable, brands: DemoBrand[]): Promise<void> {
  for (const brand of brands) {
    const menu = demoMenu(brand)
    if (!menu) continue
    await tx.query('DELETE FROM catalog_products WHERE client = $1', [brand.client])
    await tx.query('DELETE FROM catalog_categories WHERE client = $1', [brand.client])
    const categories = menu.categories.map((c, i) => ({
      id: c.id,
      parent_id: c.parentId,
      name: c.name,
      label: c.label ?? null,
      photo: c.photo ?? null,
      description: c.description ?? null,
      badges: [],
      branch_ids: c.branchIds ?? null,
      sort: i,
    }))
    await tx.query(
      `INSERT INTO catalog_categories (client, id, parent_id, name, label, photo, description,
         badges, branch_ids, sort)
       SELECT $1, id, parent_id, name, label, photo, description, badges, branch_ids, sort
       FROM jsonb_to_recordset($2::jsonb) AS x(id integer, parent_id integer, name text,
         label text, photo text, description text, badges jsonb, branch_ids jsonb, sort integer)`,
      [brand.client, JSON.stringify(categories)],
    )
    const products = menu.products.map((p, i) => ({
      id: p.id,
      category_id: p.categoryId,
      parent_id: p.parentId,
      name: p.name,
      description: p.description ?? null,
      price: p.price,
      prices: p.prices ?? {},
      amounts: p.amounts ?? {},
      label: p.label ?? null,
      badges: (p.badges ?? []).map(badgeView),
      images: p.images,
      active: p.active ?? true,
      deleted: p.deleted ?? false,
      allow_basket: p.allowBasket ?? null,
      max_pay_bonus: p.maxPayBonus ?? 100,
      show_price: p.showPrice ?? true,
      params: p.params ?? [],
      attribute_values: p.attributeValues ?? [],
      sort: i,
    }))
    await tx.query(
      `INSERT INTO catalog_products (client, id, category_id, parent_id, name, description, price,
         prices, amounts, label, badges, images, active, deleted, allow_basket, max_pay_bonus,
         show_price, params, attribute_values, sort)
       SELECT $1, id, category_id, parent_id, name, description, price, prices, amounts, label,
         badges, images, active, deleted, allow_basket, max_pay_bonus, show_price, params,
         attribute_values, sort
       FROM jsonb_to_recordset($2::jsonb) AS x(id integer, category_id integer, parent_id integer,
         name text, description text, price numeric, prices jsonb, amounts jsonb, label text,
         badges jsonb, images jsonb, active boolean, deleted boolean, allow_basket text,
         max_pay_bonus integer, show_price boolean, params jsonb, attribute_values jsonb,
         sort integer)`,
      [brand.client, JSON.stringify(products)],
    )
  }
}
