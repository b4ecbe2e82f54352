/**
 * The server's own pricing of an order (catalog-and-ordering §9 totals, §5 Pay with points): every
 * price, discount, fee and the points an order may take are computed here from the server's
 * catalog rows and the brand's settings — the client's totals are never read. Pure functions,
 * the same rules as the app's src/modules/catalog/basket/rules.ts and checkout/points.ts
 * (tests/server/orders-pricing.test.ts holds the two to each other).
 */
import { roundDecimal } from '../../src/core/format/rounding.ts'

export type ReceiveType = 'delivery' | 'pickup'

export interface ReceiveSettings {
  days?: number[]
  start?: string
  end?: string
  askTime?: boolean
  timeStep?: number
  afterStartTimeGap?: number
  beforeEndTimeGap?: number
}

export interface OrderSettings {
  payByBonus?: boolean
  payByBonusType?: string
  maxPayBonusK?: number
  minPaymentAfterBonus?: number
  delivery?:
    | (ReceiveSettings & {
        deliveryPrice?: number
        forFreeDelivery?: number
        minOrder?: number
        checkZone?: boolean
        checkZoneRequired?: boolean
      })
    | null
  pickup?: (ReceiveSettings & { discount?: number; minOrder?: number }) | null
  paymentTypeList?: PaymentType[]
}

/** spec §3 Payment type, plus `online`: paid on the (sandbox) payment page. */
export interface PaymentType {
  id: number | string
  name?: string
  dependDelivery?: 'all' | 'pickup' | 'delivery'
  needEmail?: boolean
  orderButtonName?: string
  online?: boolean
}

export interface MoneyRules {
  decimal?: number
  decimalRoundingRule?: string
}

/** One priced line: the server's unit price at the branch and how many units points pay. */
export interface PricedLine {
  id: number
  unitPrice: number
  count: number
  /** Percent of the price points may pay (product max_pay_bonus). */
  maxPayBonus: number
  /** Units paid by points (by-product type). */
  paidByBonus: number
}

/** The app's own rounding (src/core/format/rounding.ts), with the brand's money rules. */
export function roundMoney(value: number, money: MoneyRules = {}): number {
  return roundDecimal(value, money.decimal ?? 0, money.decimalRoundingRule ?? 'default')
}

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback
const percent = (v: unknown, fallback: number) => Math.min(100, Math.max(0, num(v, fallback)))

export interface Totals {
  subtotal: number
  discountPercent: number
  discount: number
  deliveryFee: number
  total: number
  minOrder: number
  belowMinOrder: boolean
}

/** spec §9: pickup discount is a percent off; free delivery from forFreeDelivery; minOrder per type. */
export function orderTotals(
  lines: readonly PricedLine[],
  receive: ReceiveType,
  settings: OrderSettings,
  money: MoneyRules = {},
): Totals {
  const round = (v: number) => roundMoney(v, money)
  const subtotal = round(lines.reduce((s, l) => s + l.unitPrice * l.count, 0))
  const count = lines.reduce((s, l) => s + l.count, 0)
  const discountPercent = receive === 'pickup' ? percent(settings.pickup?.discount, 0) : 0
  const discount = round((subtotal * discountPercent) / 100)
  const forFree = receive === 'delivery' ? num(settings.delivery?.forFreeDelivery, 0) : 0
  const free = forFree > 0 && subtotal >= forFree
  const deliveryFee =
    receive === 'delivery' && count > 0 && !free
      ? Math.max(0, num(settings.delivery?.deliveryPrice, 0))
      : 0
  const minOrder = Math.max(
    0,
    num(receive === 'pickup' ? settings.pickup?.minOrder : settings.delivery?.minOrder, 0),
  )
  return {
    subtotal,
    discountPercent,
    discount,
    deliveryFee,
    total: round(subtotal - discount + deliveryFee),
    minOrder,
    belowMinOrder: subtotal < minOrder,
  }
}

export const byOrder = (settings: OrderSettings) => settings.payByBonusType === 'order'

/**
 * spec §5 Pay with points by order: the smallest of the balance; the total after discount minus
 * minPaymentAfterBonus; for the order type the sum of each item's discounted price ×
 * min(maxPayBonus, maxPayBonusK) / 100 (the whole discounted price for the product type). Floor.
 */
export function maxPoints(
  lines: readonly PricedLine[],
  discountPercent: number,
  balance: number,
  settings: OrderSettings,
): number {
  const k = percent(settings.maxPayBonusK, 100)
  const minPayment = Math.max(0, num(settings.minPaymentAfterBonus, 0))
  let total = 0
  let payable = 0
  for (const l of lines) {
    const line = ((l.unitPrice * (100 - discountPercent)) / 100) * l.count
    total += line
    payable += byOrder(settings) ? (line * Math.min(percent(l.maxPayBonus, 100), k)) / 100 : line
  }
  const max = Math.min(Math.max(0, balance), total - minPayment, payable)
  return Math.max(0, Math.floor(max + 1e-9))
}

/** spec §5 Pay with points by product: the ticked units' discounted prices, floored. */
export function pointsForUnits(lines: readonly PricedLine[], discountPercent: number): number {
  const sum = lines.reduce(
    (s, l) => s + ((l.unitPrice * (100 - discountPercent)) / 100) * l.paidByBonus,
    0,
  )
  return Math.floor(sum + 1e-9)
}

/** Payment types offered for a receive type (spec §3 dependDelivery: all, pickup, delivery). */
export function paymentTypesFor(
  types: readonly PaymentType[] | undefined,
  receive: ReceiveType,
): PaymentType[] {
  return (types ?? []).filter(
    (t) => !t.dependDelivery || t.dependDelivery === 'all' || t.dependDelivery === receive,
  )
}
