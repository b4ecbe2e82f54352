/**
 * The catalog's business rules as pure functions (spec catalog-and-ordering §4 Basket item state,
 * §5 allowBasket / Amount control, §9 totals): unit-tested in tests/modules/catalog/basket/rules.test.ts.
 */
import { roundDecimal } from '../../../core/format/money.ts'
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

export interface MoneyRules {
  decimal?: number
  decimalRoundingRule?: string
}

export interface TotalsInput {
  entries: readonly BasketEntry[]
  receive: ReceiveType | null
  branch: number | null
  delivery: DeliverySettings | null
  pickup: PickupSettings | null
  money?: MoneyRules
}

export interface BasketTotals {
  /** Units of the active items. */
  count: number
  /** Sum of the active items' price × amount. */
  subtotal: number
  /** Pickup discount in percent (0 for delivery). */
  discountPercent: number
  /** Pickup discount amount. */
  discount: number
  /** Delivery fee (0 for pickup or when free). */
  deliveryFee: number
  /** Delivery is free because the subtotal reached forFreeDelivery. */
  freeDelivery: boolean
  /** Subtotal from which delivery is free (null when it never is). */
  forFreeDelivery: number | null
  total: number
  /** Minimum order of the receive type (0: none). */
  minOrder: number
  /** spec §5: the basket button is disabled while the products total is below minOrder. */
  belowMinOrder: boolean
  /** How much more to add to reach the minimum order. */
  missingForMinOrder: number
}

/**
 * spec §9: pickup discount is a percent off the total; free delivery when the subtotal reaches
 * forFreeDelivery; delivery fee is deliveryPrice; minOrder is per receive type. Inactive,
 * deleted and not-for-sale items are excluded (§4).
 */
export function basketTotals(input: TotalsInput): BasketTotals {
  const round = (v: number) =>
    roundDecimal(v, input.money?.decimal ?? 0, input.money?.decimalRoundingRule ?? 'default')
  let count = 0
  let subtotal = 0
  for (const e of input.entries) {
    if (itemState(e.product, input.receive, input.branch) !== 'active') continue
    count += e.amount
    subtotal += Number(e.product.price) * e.amount
  }
  subtotal = round(subtotal)
  const isPickup = input.receive === 'pickup'
  const isDelivery = input.receive === 'delivery'
  const discountPercent = isPickup ? Math.min(100, Math.max(0, input.pickup?.discount ?? 0)) : 0
  const discount = round((subtotal * discountPercent) / 100)
  const forFree =
    isDelivery && (input.delivery?.forFreeDelivery ?? 0) > 0
      ? input.delivery!.forFreeDelivery!
      : null
  const freeDelivery = isDelivery && forFree != null && subtotal >= forFree
  const deliveryFee =
    isDelivery && count > 0 && !freeDelivery ? Math.max(0, input.delivery?.deliveryPrice ?? 0) : 0
  const minOrder = Math.max(
    0,
    (isPickup ? input.pickup?.minOrder : isDelivery ? input.delivery?.minOrder : 0) ?? 0,
  )
  return {
    count,
    subtotal,
    discountPercent,
    discount,
    deliveryFee,
    freeDelivery,
    forFreeDelivery: forFree,
    total: round(subtotal - discount + deliveryFee),
    minOrder,
    belowMinOrder: subtotal < minOrder,
    missingForMinOrder: Math.max(0, round(minOrder - subtotal)),
  }
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
