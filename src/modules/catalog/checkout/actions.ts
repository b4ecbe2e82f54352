/**
 * The checkout sequence with the app's effects (spec catalog-and-ordering §4 Checkout sequence,
 * §8 checkout errors): after the form validated, the payment type, the delivery zone (checkZone),
 * a basket refresh (a change alerts and returns to the basket) and place-order. An answer with an
 * additional action opens its payment url in this tab, once its success and fail urls are known
 * to come back to this app's origin; otherwise the finish message, the basket cleared, the main
 * tab. Any failure keeps the basket as it is.
 */
import { safeWebUrl } from '../../../core/format/safe-url.ts'
import { msg } from '@lingui/core/macro'
import { openDialog, showError, withBusy } from '../../../core/overlay.ts'
import { appData } from '../../../core/state/app-data.ts'
import { addSpentBonus } from '../../../core/state/spent-bonus.ts'
import type { Branch } from '../../../core/state/types.ts'
import { resetToDefaultTab } from '../../../core/state/ui.ts'
import { activeEntries, clearBasket, refreshBasket } from '../basket/index.ts'
import { config } from '../common/index.ts'
import { checkZone, zoneTexts, receive, receiveBranch } from '../receive/index.ts'
import { placeOrder, trackOrder } from '../orders/index.ts'
import { chosenPaymentType } from './form-schema.ts'
import { paymentTypesFor, type PaymentType } from '../../../shared/pricing/payment-types.ts'
import {
  orderPayload,
  paymentReturnUrls,
  type PayloadAddress,
  type PayloadDetails,
} from './payload.ts'
import { runCheckout, sameOriginUrl, type CheckoutMachine } from './sequence.ts'
import {
  checkout,
  chosenPoints,
  idempotencyKeyFor,
  pointsContext,
  resetCheckout,
  type CheckoutFormData,
} from './store.ts'

export const checkoutTexts = {
  finishTitle: msg`Thank you for your order!`,
  finishText: msg`We have received your order.`,
  choosePayment: msg`Choose a payment method`,
  zoneTitle: msg`Delivery area`,
  paidTitle: msg`Order paid`,
  paidText: msg`Thank you! The payment went through and the order is on its way to the kitchen.`,
  payFailedTitle: msg`Payment failed`,
  payFailedText: msg`The order was not paid. Your basket is kept: you can try again.`,
  badReturn: msg`The payment page cannot return to the app.`,
}

/** The address as the delivery half stores it (read loosely: it owns the shape). */
function storedAddress(): PayloadAddress | null {
  const a = receive.address as PayloadAddress | null
  return a && typeof a === 'object' ? a : null
}

function storedDetails(): PayloadDetails | null {
  const d = (receive as { details?: PayloadDetails }).details
  return d && typeof d === 'object' ? d : null
}

export function offeredPaymentTypes(): PaymentType[] {
  return paymentTypesFor(config.settings.paymentTypeList, receive.type)
}

/** spec §5 Delivery zone, checked again right before sending (the address may be old). */
function zoneCheck() {
  const address = storedAddress()
  const result = checkZone({
    point: address ? { lat: address.lat, lng: address.lng } : null,
    branches: (appData.data?.branches ?? []) as Branch[],
    required: config.settings.delivery?.checkZoneRequired === true,
  })
  return result.inZone
    ? { ok: true }
    : { ok: false, message: result.message ?? zoneTexts.outOfZone }
}

export function buildPayload(form: CheckoutFormData) {
  const ctx = pointsContext()
  const chosen = chosenPoints(ctx)
  return orderPayload({
    entries: activeEntries(),
    receive: receive.type ?? 'delivery',
    branch: receiveBranch(),
    address: storedAddress(),
    details: storedDetails(),
    form,
    points:
      ctx.type === 'order'
        ? { type: 'order', amount: chosen.points }
        : { type: 'product', units: chosen.byProduct },
    returnUrls: paymentReturnUrls(location),
  })
}

function finish(points: number, order: Parameters<typeof trackOrder>[0]) {
  if (points > 0) addSpentBonus(points)
  clearBasket()
  resetCheckout()
  trackOrder(order)
  const s = config.settings
  openDialog({
    title: s.finishMessageTitle || checkoutTexts.finishTitle,
    text: s.finishMessageText || checkoutTexts.finishText,
    onClose: resetToDefaultTab,
  })
}

/** Sends the order the form holds; resolves to the sequence's final state. */
export async function submitCheckout(form: CheckoutFormData): Promise<CheckoutMachine | null> {
  if (checkout.busy) return null
  checkout.busy = true
  const delivery = receive.type === 'delivery'
  try {
    const m = await runCheckout(
      {
        // SchemaForm validated before it let the submit through (every field touched, the first
        // invalid one focused): reaching here means valid.
        validate: () => true,
        paymentTypeOk: () => {
          const types = offeredPaymentTypes()
          return !types.length || chosenPaymentType(types, form) !== null
        },
        zone: async () => zoneCheck(),
        refresh: () => refreshBasket({ alert: true, showErrors: false }),
        place: () => {
          const order = buildPayload(form)
          const idempotencyKey = idempotencyKeyFor(order)
          return withBusy((signal) => placeOrder({ idempotencyKey, order }, signal))
        },
      },
      { checkZone: delivery && config.settings.delivery?.checkZone === true },
    )
    const outcome = m.outcome
    switch (outcome?.kind) {
      case 'noPaymentType':
        openDialog({ text: checkoutTexts.choosePayment })
        break
      case 'outOfZone':
        openDialog({ title: checkoutTexts.zoneTitle, text: outcome.message })
        break
      case 'failed':
        showError(outcome.error)
        break
      case 'payment': {
        const { url, successUrl, failUrl } = outcome.action.params
        // The payment page is a web address (never a javascript: URL from the answer).
        const page = safeWebUrl(url)
        if (
          !page ||
          !sameOriginUrl(successUrl, location.origin) ||
          !sameOriginUrl(failUrl, location.origin)
        ) {
          openDialog({ title: checkoutTexts.payFailedTitle, text: checkoutTexts.badReturn })
          break
        }
        // The basket stays stored until the payment page sends the person back.
        location.assign(page)
        break
      }
      case 'finished':
        finish(chosenPoints().points, outcome.order)
        break
      default:
        // invalid (SchemaForm shows it) or the basket changed (its own alert leads back).
        break
    }
    return m
  } finally {
    checkout.busy = false
  }
}
