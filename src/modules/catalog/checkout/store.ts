/**
 * Checkout store (spec catalog-and-ordering §4 Basket flow, Checkout sequence; §5 Pay with points):
 * where the person is in the flow (basket, form, bonus screen), the form's data while they move
 * between the form and the bonus screens, the points chosen (an amount by order, or ticked units
 * by product; reset on entering the basket), the current time the slots start from (refreshed
 * every 60 s) and the idempotency key of the order being sent.
 */
import { proxy, useSnapshot } from 'valtio'
import { appData } from '../../../core/state/app-data.ts'
import { shownBalance, spentBonus } from '../../../core/state/spent-bonus.ts'
import { activeEntries, basketTotalsNow } from '../basket/index.ts'
import { config, type BasketEntry } from '../common/index.ts'
import {
  clampPoints,
  maxPointsByOrder,
  paidByBonusCounts,
  payByBonusType,
  pointUnits,
  pointsForTicked,
  toggleUnit,
  type PointsItem,
  type PointUnit,
} from '../../../shared/pricing/points.ts'
import { catalogUrl } from '../common/index.ts'

export const bonusOrderUrl = (): string => catalogUrl('bonus-order')
export const bonusProductUrl = (): string => catalogUrl('bonus-product')

export type CheckoutFlow = 'basket' | 'form' | 'bonus' | null

export interface CheckoutFormData {
  recipient?: 'self' | 'friend'
  name?: string
  phone?: string
  /** The chosen slot, ms since the epoch, as text (a select value). */
  time?: string
  paymentType?: string
  email?: string
  comment?: string
}

export interface CheckoutState {
  /** spec §4 Basket flow: in the basket, in the form, in a bonus screen. */
  flow: CheckoutFlow
  form: CheckoutFormData
  /** Points by order: the amount entered (clamped when used). */
  pointsByOrder: number
  /** Points by product: the ticked units (`${productId}:${n}`). */
  tickedUnits: string[]
  /** A submit is running. */
  busy: boolean
  /** The current time the slots and the open check use (ms). */
  now: number
  /** The key sent with the order: the same order sent again keeps it. */
  idempotency: { payload: string; key: string } | null
}

function initial(): CheckoutState {
  return {
    flow: null,
    form: {},
    pointsByOrder: 0,
    tickedUnits: [],
    busy: false,
    now: Date.now(),
    idempotency: null,
  }
}

export const checkout = proxy<CheckoutState>(initial())

export function resetCheckout(): void {
  Object.assign(checkout, initial())
}

export function setFlow(flow: CheckoutFlow): void {
  checkout.flow = flow
}

export function setCheckoutForm(form: CheckoutFormData): void {
  checkout.form = form
}

export function tickNow(now = Date.now()): void {
  checkout.now = now
}

/** spec §4: the paid-by-bonus choice is reset on entering the basket. */
export function resetPoints(): void {
  checkout.pointsByOrder = 0
  checkout.tickedUnits = []
}

/** The basket's active items as the points rules see them. */
export function pointsItems(entries: readonly BasketEntry[] = activeEntries()): PointsItem[] {
  return entries.map((e) => ({
    id: e.product.id,
    price: Number(e.product.price),
    amount: e.amount,
    maxPayBonus: e.product.maxPayBonus,
  }))
}

/** The balance shown (the user's points minus what this session spent). */
export function pointsBalance(): number {
  return shownBalance(appData.data?.user?.bonus, spentBonus.value)
}

export interface PointsContext {
  enabled: boolean
  type: 'order' | 'product'
  balance: number
  discountPercent: number
  items: PointsItem[]
  max: number
  units: PointUnit[]
}

/** Everything the bonus screens and the form need to know about points now. */
export function pointsContext(): PointsContext {
  const s = config.settings
  const items = pointsItems()
  const discountPercent = basketTotalsNow().discountPercent
  const balance = pointsBalance()
  return {
    enabled: s.payByBonus && balance > 0 && items.length > 0,
    type: payByBonusType(s),
    balance,
    discountPercent,
    items,
    max: maxPointsByOrder({ balance, items, discountPercent, settings: s }),
    units: pointUnits(items, discountPercent),
  }
}

/** spec §5: the entered amount is an integer clamped to 0 through the maximum. */
export function setPointsByOrder(entered: unknown): number {
  const value = clampPoints(entered, pointsContext().max)
  checkout.pointsByOrder = value
  return value
}

export function toggleTickedUnit(unit: PointUnit): void {
  const ctx = pointsContext()
  checkout.tickedUnits = toggleUnit(unit, ctx.balance, ctx.units, checkout.tickedUnits)
}

/** The ticked units that still exist (the basket may have changed since). */
function liveTicked(ctx: PointsContext): string[] {
  const keys = new Set(ctx.units.map((u) => u.key))
  return checkout.tickedUnits.filter((k) => keys.has(k))
}

/**
 * What points pay now: by order the entered amount within today's maximum; by product the
 * ticked units (floor), and the per-product unit counts the payload sends.
 */
export function chosenPoints(ctx: PointsContext = pointsContext()): {
  points: number
  byProduct: Map<number | string, number>
} {
  if (!ctx.enabled) return { points: 0, byProduct: new Map() }
  if (ctx.type === 'order') {
    return { points: clampPoints(checkout.pointsByOrder, ctx.max), byProduct: new Map() }
  }
  const ticked = liveTicked(ctx)
  return {
    points: pointsForTicked(ctx.units, ticked),
    byProduct: paidByBonusCounts(ctx.units, ticked),
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) {
    return crypto.randomUUID().replace(/-/g, '')
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`
}

/**
 * The idempotency key for this payload: a repeated submit of the same order keeps its key (the
 * server then returns the order it made), a changed order gets a new one.
 */
export function idempotencyKeyFor(payload: unknown): string {
  const text = JSON.stringify(payload)
  if (checkout.idempotency?.payload === text) return checkout.idempotency.key
  const key = newKey()
  checkout.idempotency = { payload: text, key }
  return key
}

export function useCheckout() {
  return useSnapshot(checkout)
}
