/**
 * Paying with points (spec catalog §5 "Pay with points by order / by product", §9 defaults
 * maxPayBonusK 100, minPaymentAfterBonus 0, payByBonusType product). Pure functions over the
 * basket's active items (inactive, deleted or not-for-sale items are left out by the caller).
 * Prices "after discount" are after the pickup discount (a percent off the total, §9).
 */

export type PayByBonusType = 'product' | 'order'

export interface PointsSettings {
  /** @default 'product' */
  payByBonusType?: PayByBonusType | string | null
  /** Percent of an item's price points may pay at most (order type). @default 100 */
  maxPayBonusK?: number | null
  /** What must be left to pay in money after points. @default 0 */
  minPaymentAfterBonus?: number | null
}

export interface PointsItem {
  /** Product id (sent as product_id). */
  id: number | string
  /** Unit price before the pickup discount. */
  price: number
  /** Units in the basket. */
  amount: number
  /** Percent of this product's price payable by points; absent: 100 (spec: repeated orders). */
  maxPayBonus?: number | null
}

export const DEFAULT_MAX_PAY_BONUS_K = 100
export const DEFAULT_MIN_PAYMENT_AFTER_BONUS = 0
export const DEFAULT_PAY_BY_BONUS_TYPE: PayByBonusType = 'product'

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback

const percent = (v: unknown, fallback: number) => Math.min(100, Math.max(0, num(v, fallback)))

/** A unit price after the pickup discount (percent off). */
export function discountedPrice(price: number, discountPercent = 0): number {
  return (num(price, 0) * (100 - percent(discountPercent, 0))) / 100
}

/** The payment type the settings ask for: 'order' or (default) 'product'. */
export function payByBonusType(settings: PointsSettings | undefined): PayByBonusType {
  return settings?.payByBonusType === 'order' ? 'order' : DEFAULT_PAY_BY_BONUS_TYPE
}

export interface MaxPointsInput {
  /** The person's points balance. */
  balance: number
  items: readonly PointsItem[]
  /** Pickup discount, percent. @default 0 */
  discountPercent?: number
  settings?: PointsSettings
}

/**
 * The most points the order may take (spec §5 Pay with points by order): the smallest of the
 * balance; the total after discount minus minPaymentAfterBonus; and, when the type is order, the
 * sum over items of price after discount × min(item maxPayBonus, maxPayBonusK) / 100 (when the
 * type is product the whole discounted price of each item counts). Points use floor; never
 * below 0.
 */
export function maxPointsByOrder(input: MaxPointsInput): number {
  const { items, discountPercent = 0, settings } = input
  const k = percent(settings?.maxPayBonusK, DEFAULT_MAX_PAY_BONUS_K)
  const minPayment = Math.max(
    0,
    num(settings?.minPaymentAfterBonus, DEFAULT_MIN_PAYMENT_AFTER_BONUS),
  )
  const byOrder = payByBonusType(settings) === 'order'
  let total = 0
  let payable = 0
  for (const item of items) {
    const amount = Math.max(0, num(item.amount, 0))
    const line = discountedPrice(item.price, discountPercent) * amount
    total += line
    payable += byOrder ? (line * Math.min(percent(item.maxPayBonus, 100), k)) / 100 : line
  }
  const max = Math.min(Math.max(0, num(input.balance, 0)), total - minPayment, payable)
  return Math.max(0, Math.floor(max + 1e-9))
}

/**
 * The share of an item's price points may pay by order (spec §5: min(item maxPayBonus,
 * maxPayBonusK), percent), so the bonus screen can say why an item adds little or nothing.
 */
export function pointsShare(
  item: Pick<PointsItem, 'maxPayBonus'>,
  settings: PointsSettings | undefined,
): number {
  return Math.min(
    percent(item.maxPayBonus, 100),
    percent(settings?.maxPayBonusK, DEFAULT_MAX_PAY_BONUS_K),
  )
}

/** spec: the entered amount is an integer clamped to 0 through the maximum. */
export function clampPoints(entered: unknown, max: number): number {
  const value =
    typeof entered === 'number'
      ? entered
      : Number(
          String(entered ?? '')
            .replace(/\s/g, '')
            .replace(',', '.'),
        )
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(Math.floor(value), Math.max(0, Math.floor(max)))
}

/** One unit of a basket item, payable by points on its own (spec: each unit is listed). */
export interface PointUnit {
  /** `${id}:${n}`, n counting the item's units from 0. */
  key: string
  id: number | string
  /** The unit's price after the pickup discount. */
  price: number
}

/** Every unit of every item, listed separately. */
export function pointUnits(items: readonly PointsItem[], discountPercent = 0): PointUnit[] {
  const units: PointUnit[] = []
  for (const item of items) {
    const price = discountedPrice(item.price, discountPercent)
    const amount = Math.max(0, Math.floor(num(item.amount, 0)))
    for (let n = 0; n < amount; n++) units.push({ key: `${item.id}:${n}`, id: item.id, price })
  }
  return units
}

/** The points the ticked units cost. */
export function tickedPoints(units: readonly PointUnit[], ticked: readonly string[]): number {
  const keys = new Set(ticked)
  return units.reduce((sum, u) => (keys.has(u.key) ? sum + u.price : sum), 0)
}

/** spec §5 Pay with points by product: what the ticked units cost in points, floored. */
export function pointsForTicked(units: readonly PointUnit[], ticked: readonly string[]): number {
  return Math.floor(tickedPoints(units, ticked) + 1e-9)
}

/** Points left after the ticked units. */
export function remainingPoints(
  balance: number,
  units: readonly PointUnit[],
  ticked: readonly string[],
): number {
  return Math.max(0, num(balance, 0)) - tickedPoints(units, ticked)
}

/**
 * spec §5 Pay with points by product: a unit can be ticked only if its discounted price is not
 * more than the remaining points. A ticked unit can always be unticked.
 */
export function canTickUnit(
  unit: PointUnit,
  balance: number,
  units: readonly PointUnit[],
  ticked: readonly string[],
): boolean {
  if (ticked.includes(unit.key)) return true
  return unit.price <= remainingPoints(balance, units, ticked) + 1e-9
}

/** Ticks or unticks a unit; a tick that does not fit the remaining points changes nothing. */
export function toggleUnit(
  unit: PointUnit,
  balance: number,
  units: readonly PointUnit[],
  ticked: readonly string[],
): string[] {
  if (ticked.includes(unit.key)) return ticked.filter((k) => k !== unit.key)
  if (!canTickUnit(unit, balance, units, ticked)) return [...ticked]
  return [...ticked, unit.key]
}

/** The order payload's per-product `paidByBonus`: how many units of each product points pay. */
export function paidByBonusCounts(
  units: readonly PointUnit[],
  ticked: readonly string[],
): Map<number | string, number> {
  const keys = new Set(ticked)
  const counts = new Map<number | string, number>()
  for (const u of units) if (keys.has(u.key)) counts.set(u.id, (counts.get(u.id) ?? 0) + 1)
  return counts
}
