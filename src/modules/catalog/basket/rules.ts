/**
 * The catalog's business rules as pure functions (spec catalog-and-ordering §4 Basket item state,
 * §5 allowBasket / Amount control, §9 totals): unit-tested in tests/modules/catalog/basket/rules.test.ts.
 */
import { orderTotals, type MoneyRules, type OrderTotals } from '../../../shared/pricing/totals.ts'
import type { ReceiveType } from '../receive/index.ts'
import type { DeliverySettings, PickupSettings, BasketEntry, Product } from '../common/index.ts'

/** The amount control's upper bound when the branch has no stock limit. */
export const NO_LIMIT = 99

/**
 * spec §5 Product visibility by allowBasket: absent or all means always allowed; off means never;
 * onlyPickup / onlyDelivery only in the matching receive mode. With the basket off (receive
 * null) nothing can be added.
 */
export function allowBasket(
  product: Pick<Product, 'allowBasket'>,
  receive: ReceiveType | null,
): boolean {
  if (receive == null) return false
  switch (product.allowBasket) {
    case undefined:
    case null:
    case '':
    case 'all':
      return true
    case 'off':
      return false
    case 'onlyPickup':
      return receive === 'pickup'
    case 'onlyDelivery':
      return receive === 'delivery'
    default:
      return true
  }
}

/**
 * spec §5 Amount control / §9 "Amount per branch from amounts[]": the stock for the chosen branch.
 * A branch not listed has no limit, nor is there one while no branch is known.
 */
export function maxAmount(product: Pick<Product, 'amounts'>, branch: number | null): number {
  const amounts = product.amounts ?? []
  if (!amounts.length) return NO_LIMIT
  if (branch == null) return NO_LIMIT
  const own = amounts.find((a) => Number(a.branch_id) === Number(branch))
  if (!own) return NO_LIMIT
  return Math.max(0, Math.min(NO_LIMIT, Math.floor(Number(own.amount) || 0)))
}

/**
 * spec §4 Basket item state: active, or inactive (labelled sold: switched off or out of stock
 * in the branch), deleted, or not for sale under the current receive type.
 */
export type ItemState = 'active' | 'sold' | 'deleted' | 'notForSale'

export function itemState(
  product: Product,
  receive: ReceiveType | null,
  branch: number | null,
): ItemState {
  if (product.deleted) return 'deleted'
  if (product.active === false || maxAmount(product, branch) === 0) return 'sold'
  if (!allowBasket(product, receive)) return 'notForSale'
  return 'active'
}

export type { MoneyRules }

export interface TotalsInput {
  entries: readonly BasketEntry[]
  receive: ReceiveType | null
  branch: number | null
  delivery: DeliverySettings | null
  pickup: PickupSettings | null
  money?: MoneyRules
}

export type BasketTotals = OrderTotals

/**
 * spec §9 totals (src/shared/pricing/totals.ts, the server's own): over the active items only —
 * inactive, deleted and not-for-sale items are excluded (§4).
 */
export function basketTotals(input: TotalsInput): BasketTotals {
  const lines = input.entries
    .filter((e) => itemState(e.product, input.receive, input.branch) === 'active')
    .map((e) => ({ price: Number(e.product.price), amount: e.amount }))
  return orderTotals(
    lines,
    input.receive,
    { delivery: input.delivery, pickup: input.pickup },
    input.money,
  )
}

/** What get-products-by-ids gets for a basket: plain product ids and variations with their values. */
export function basketRequest(entries: readonly BasketEntry[]) {
  const products: number[] = []
  const variations: {
    id: number
    productAttributeValues: {
      attributeId: number
      attributeName: string
      valueId: number
      valueName: string
    }[]
  }[] = []
  for (const { product } of entries) {
    if (product.isVariation) {
      variations.push({ id: product.id, productAttributeValues: selectedValues(product) })
    } else products.push(product.id)
  }
  return { products, variations }
}

/** A variation's chosen values, in the shape the order and get-products-by-ids use. */
export function selectedValues(product: Pick<Product, 'productAttributeValues'>) {
  const out: { attributeId: number; attributeName: string; valueId: number; valueName: string }[] =
    []
  for (const attr of product.productAttributeValues ?? []) {
    const value = attr.values.find((v) => v.selected)
    if (value) {
      out.push({
        attributeId: attr.id,
        attributeName: attr.name,
        valueId: value.id,
        valueName: value.name,
      })
    }
  }
  return out
}

export interface BasketDiff {
  entries: BasketEntry[]
  /** Items whose price changed (with the old price). */
  priceChanged: { product: Product; oldPrice: number }[]
  /** Items the server no longer has, or that turned inactive or deleted since. */
  vanished: Product[]
  /** spec §4: alert and return to the basket when a price changed or an item vanished. */
  changed: boolean
}

/**
 * spec §4 "The basket is refreshed against the server… If a price changed or an item vanished,
 * the user is alerted". Fresh products replace the stored ones; an item the server left out is
 * kept but marked deleted (so it is labelled and excluded, never silently dropped).
 */
export function diffBasket(entries: readonly BasketEntry[], fresh: readonly Product[]): BasketDiff {
  const byId = new Map(fresh.map((p) => [p.id, p]))
  const priceChanged: BasketDiff['priceChanged'] = []
  const vanished: Product[] = []
  const next = entries.map((e) => {
    const now = byId.get(e.product.id)
    const wasGone = e.product.deleted || e.product.active === false
    if (!now) {
      if (!e.product.deleted) vanished.push(e.product)
      return { ...e, product: { ...e.product, deleted: true } }
    }
    const gone = now.deleted || now.active === false
    if (gone && !wasGone) vanished.push(now)
    else if (!gone && Number(now.price) !== Number(e.product.price)) {
      priceChanged.push({ product: now, oldPrice: Number(e.product.price) })
    }
    return { ...e, product: now }
  })
  return {
    entries: next,
    priceChanged,
    vanished,
    changed: priceChanged.length > 0 || vanished.length > 0,
  }
}

/** Composition (nutrition per 100 g) is flagged incomplete with fewer than 4 items (spec §2 el. 6). */
export const COMPOSITION_COMPLETE = 4

export function compositionIncomplete(items: readonly unknown[]): boolean {
  return items.length < COMPOSITION_COMPLETE
}
