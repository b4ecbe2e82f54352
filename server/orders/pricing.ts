/**
 * The server's own pricing of an order (catalog-and-ordering §9 totals, §5 Pay with points): every
 * price, discount, fee and the points an order may take are computed here from the server's
 * catalog rows and the brand's settings — the client's totals are never read. The rules are the
 * app's own, from src/shared/pricing (totals, points, payment types): this file only fits the
 * server's order lines to them. The settings are the catalog's own type (src/shared/settings),
 * read as the app reads them (catalogSettingsOf in place.ts).
 */
import { paymentTypesFor, type PaymentType } from '../../src/shared/pricing/payment-types.ts'
import {
  maxPointsByOrder,
  payByBonusType,
  pointUnits,
  pointsForTicked,
  type PointsSettings,
} from '../../src/shared/pricing/points.ts'
import {
  orderTotals as sharedOrderTotals,
  roundMoney,
  type MoneyRules,
  type OrderTotals,
  type ReceiveType,
  type TotalsRules,
} from '../../src/shared/pricing/totals.ts'

export { paymentTypesFor, roundMoney }
export type { MoneyRules, PaymentType, ReceiveType }

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

export type Totals = OrderTotals

/** spec §9 totals of the priced lines (src/shared/pricing/totals.ts). */
export function orderTotals(
  lines: readonly PricedLine[],
  receive: ReceiveType,
  settings: TotalsRules,
  money: MoneyRules = {},
): Totals {
  const priced = lines.map((l) => ({ price: l.unitPrice, amount: l.count }))
  return sharedOrderTotals(priced, receive, settings, money)
}

export const byOrder = (settings: PointsSettings) => payByBonusType(settings) === 'order'

/** spec §5 Pay with points by order: the most points the order may take (shared rule). */
export function maxPoints(
  lines: readonly PricedLine[],
  discountPercent: number,
  balance: number,
  settings: PointsSettings,
): number {
  const items = lines.map((l) => ({
    id: l.id,
    price: l.unitPrice,
    amount: l.count,
    maxPayBonus: l.maxPayBonus,
  }))
  return maxPointsByOrder({ balance, items, discountPercent, settings })
}

/** spec §5 Pay with points by product: the paid units' discounted prices, floored (shared rule). */
export function pointsForUnits(lines: readonly PricedLine[], discountPercent: number): number {
  const paid = lines.map((l) => ({ id: l.id, price: l.unitPrice, amount: l.paidByBonus }))
  const units = pointUnits(paid, discountPercent)
  return pointsForTicked(
    units,
    units.map((u) => u.key),
  )
}
