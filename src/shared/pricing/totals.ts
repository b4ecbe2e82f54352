/**
 * Order totals (spec catalog-and-ordering §9): the pickup discount is a percent off the subtotal;
 * delivery is free when the subtotal reaches forFreeDelivery, else it costs deliveryPrice; the
 * minimum order is per receive type. Money is rounded by the brand's rules (shell-data §3).
 *
 * One function for both sides: the app's basket shows these totals
 * (src/modules/catalog/basket/rules.ts `basketTotals`, over its active items) and the server
 * prices a placed order with them (server/orders/pricing.ts, over its own catalog rows).
 */
import { roundDecimal } from '../money/rounding.ts'

export type ReceiveType = 'delivery' | 'pickup'

/** shell-data §3 decimal / decimalRoundingRule. */
export interface MoneyRules {
  decimal?: number
  decimalRoundingRule?: string
}

/** The parts of the delivery and pickup settings (catalog §3) that price an order. */
export interface TotalsRules {
  delivery?: { deliveryPrice?: number; forFreeDelivery?: number; minOrder?: number } | null
  pickup?: { discount?: number; minOrder?: number } | null
}

/** One order line: its unit price at the branch and how many units. */
export interface TotalsLine {
  price: number
  amount: number
}

export interface OrderTotals {
  /** Units of the lines. */
  count: number
  /** Sum of price × amount. */
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

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback
const percent = (v: unknown, fallback: number) => Math.min(100, Math.max(0, num(v, fallback)))

/** Rounds an amount of money by the brand's rules (default: whole units, half away from 0). */
export function roundMoney(value: number, money: MoneyRules = {}): number {
  return roundDecimal(value, money.decimal ?? 0, money.decimalRoundingRule ?? 'default')
}

/** spec §9 totals of an order's lines for a receive type (none chosen yet: no fee, discount or minimum). */
export function orderTotals(
  lines: readonly TotalsLine[],
  receive: ReceiveType | null,
  rules: TotalsRules,
  money: MoneyRules = {},
): OrderTotals {
  const round = (v: number) => roundMoney(v, money)
  let count = 0
  let sum = 0
  for (const line of lines) {
    count += line.amount
    sum += Number(line.price) * line.amount
  }
  const subtotal = round(sum)
  const isPickup = receive === 'pickup'
  const isDelivery = receive === 'delivery'
  const discountPercent = isPickup ? percent(rules.pickup?.discount, 0) : 0
  const discount = round((subtotal * discountPercent) / 100)
  const forFreeSetting = num(rules.delivery?.forFreeDelivery, 0)
  const forFreeDelivery = isDelivery && forFreeSetting > 0 ? forFreeSetting : null
  const freeDelivery = forFreeDelivery != null && subtotal >= forFreeDelivery
  const deliveryFee =
    isDelivery && count > 0 && !freeDelivery
      ? Math.max(0, num(rules.delivery?.deliveryPrice, 0))
      : 0
  const minOrder = Math.max(
    0,
    num(isPickup ? rules.pickup?.minOrder : isDelivery ? rules.delivery?.minOrder : 0, 0),
  )
  return {
    count,
    subtotal,
    discountPercent,
    discount,
    deliveryFee,
    freeDelivery,
    forFreeDelivery,
    total: round(subtotal - discount + deliveryFee),
    minOrder,
    belowMinOrder: subtotal < minOrder,
    missingForMinOrder: Math.max(0, round(minOrder - subtotal)),
  }
}
