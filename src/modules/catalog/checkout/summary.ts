/**
 * What the form and its tab-bar button show, from snapshots: the totals, the points chosen, the
 * amount to pay, whether the receive type is open now, the payment types offered and the submit's
 * name (the chosen type's orderButtonName).
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { appData } from '../../../core/state/app-data.ts'
import { spentBonus } from '../../../core/state/spent-bonus.ts'
import type { Branch } from '../../../core/state/types.ts'
import { NOW_REFRESH_MS } from '../../../core/time/time-slots.ts'
import { basket, useBasketTotals } from '../basket/index.ts'
import { config } from '../common/index.ts'
import { receive } from '../receive/index.ts'
import { chosenPaymentType } from './form-schema.ts'
import { paymentTypesFor } from '../../../shared/pricing/payment-types.ts'
import { receiveOpen, receiveTimeOptions } from './hours.ts'
import { checkout, chosenPoints, pointsContext, tickNow } from './store.ts'

/** The branch whose hours count: the pickup point, or the branch delivering to the address. */
export function hoursBranch(
  r: { type: string | null; pickup: Branch | null; deliveryBranch: number | null },
  branches: readonly Branch[] | undefined,
): Branch | null {
  if (r.type === 'pickup') return r.pickup
  const id = r.deliveryBranch
  return (branches ?? []).find((b) => b.idBranch === id) ?? null
}

/** spec §9: the current time is refreshed every 60 s while the form is open. */
export function useNowTicker(): void {
  useEffect(() => {
    tickNow()
    const id = setInterval(() => tickNow(), NOW_REFRESH_MS)
    return () => clearInterval(id)
  }, [])
}

export function useCheckoutSummary() {
  const { settings } = useSnapshot(config)
  const r = useSnapshot(receive)
  const c = useSnapshot(checkout)
  const data = useSnapshot(appData).data
  useSnapshot(basket)
  useSnapshot(spentBonus)
  const totals = useBasketTotals()
  const branch = hoursBranch(r as typeof receive, data?.branches as Branch[] | undefined)
  const hoursInput = {
    settings,
    type: r.type,
    branch,
    appSettings: data?.settings,
    now: c.now,
  }
  // chosenPoints reads the store itself: read the choice here so a change re-renders this
  // component too (the bonus screen's tab-bar button read −0 ₽ while the screen showed −243 ₽).
  void c.pointsByOrder
  void c.tickedUnits.length
  const ctx = pointsContext()
  const points = chosenPoints(ctx).points
  const paymentTypes = paymentTypesFor(settings.paymentTypeList, r.type)
  const paymentType = chosenPaymentType(paymentTypes, c.form)
  return {
    settings,
    totals,
    points,
    pointsContext: ctx,
    toPay: Math.max(0, totals.total - points),
    open: receiveOpen(hoursInput),
    timeOptions: receiveTimeOptions(hoursInput),
    paymentTypes,
    paymentType,
    buttonName:
      paymentType?.orderButtonName ||
      settings.paymentTypeList.find((t) => String(t.id) === String(paymentType?.id))
        ?.orderButtonName ||
      '',
    busy: c.busy,
  }
}
