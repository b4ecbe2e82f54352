/**
 * The checkout sequence (spec catalog-and-ordering §4 "Checkout sequence"), when the form button
 * is pressed: mark the form attempted; validate; check the payment type; check the delivery zone
 * if enabled; refresh the basket; send the order. A step that fails stops the sequence with its
 * outcome; the answer either carries an additional action (a payment page) or finishes.
 *
 * `checkoutStep` is the pure state machine (tests/modules/catalog/checkout/sequence.test.ts);
 * `runCheckout` drives it with the effects it is given.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { AdditionalAction, PlaceOrderAnswer, Order } from '../orders/index.ts'

export type CheckoutStepName =
  'idle' | 'attempted' | 'paymentType' | 'zone' | 'refresh' | 'place' | 'done' | 'stopped'

export type CheckoutOutcome =
  | { kind: 'invalid' }
  | { kind: 'noPaymentType' }
  | { kind: 'outOfZone'; message: MessageDescriptor }
  | { kind: 'basketChanged' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'payment'; action: AdditionalAction }
  | { kind: 'finished'; order: Order | null }

export interface CheckoutMachine {
  step: CheckoutStepName
  /** The steps passed, in order (what the tests read). */
  trail: CheckoutStepName[]
  outcome: CheckoutOutcome | null
}

export type CheckoutEvent =
  | { type: 'submit' }
  | { type: 'validated'; valid: boolean }
  | { type: 'paymentChecked'; ok: boolean }
  | { type: 'zoneChecked'; ok: boolean; message?: MessageDescriptor }
  | { type: 'refreshed'; changed: boolean }
  | { type: 'placed'; answer: PlaceOrderAnswer }
  | { type: 'failed'; error: unknown }

export interface CheckoutOptions {
  /** settings.delivery.checkZone for a delivery order. */
  checkZone: boolean
}

export const startMachine = (): CheckoutMachine => ({ step: 'idle', trail: [], outcome: null })

const go = (m: CheckoutMachine, step: CheckoutStepName): CheckoutMachine => ({
  step,
  trail: [...m.trail, step],
  outcome: null,
})

const stop = (m: CheckoutMachine, outcome: CheckoutOutcome): CheckoutMachine => ({
  step: 'stopped',
  trail: [...m.trail, 'stopped'],
  outcome,
})

/** One transition. Events that do not fit the current step leave it as it is. */
export function checkoutStep(
  m: CheckoutMachine,
  event: CheckoutEvent,
  opts: CheckoutOptions,
): CheckoutMachine {
  if (event.type === 'failed') {
    return m.step === 'done' || m.step === 'stopped'
      ? m
      : stop(m, { kind: 'failed', error: event.error })
  }
  switch (m.step) {
    case 'idle':
    case 'stopped':
    case 'done':
      // A new press starts over (after a stop or a finished order alike).
      return event.type === 'submit' ? go(startMachine(), 'attempted') : m
    case 'attempted':
      if (event.type !== 'validated') return m
      return event.valid ? go(m, 'paymentType') : stop(m, { kind: 'invalid' })
    case 'paymentType':
      if (event.type !== 'paymentChecked') return m
      if (!event.ok) return stop(m, { kind: 'noPaymentType' })
      return go(m, opts.checkZone ? 'zone' : 'refresh')
    case 'zone':
      if (event.type !== 'zoneChecked') return m
      return event.ok
        ? go(m, 'refresh')
        : stop(m, { kind: 'outOfZone', message: event.message as MessageDescriptor })
    case 'refresh':
      if (event.type !== 'refreshed') return m
      return event.changed ? stop(m, { kind: 'basketChanged' }) : go(m, 'place')
    case 'place': {
      if (event.type !== 'placed') return m
      const action = event.answer.additionalAction
      const outcome: CheckoutOutcome = action?.params?.url
        ? { kind: 'payment', action }
        : { kind: 'finished', order: event.answer.order ?? null }
      return { step: 'done', trail: [...m.trail, 'done'], outcome }
    }
  }
}

/** The effects of each step. */
export interface CheckoutEffects {
  /** Validates the form (marking every field touched and focusing the first invalid). */
  validate: () => boolean | Promise<boolean>
  /** A payment type is chosen when types exist. */
  paymentTypeOk: () => boolean
  /** The delivery-zone check of the address. */
  zone: () => Promise<{ ok: boolean; message?: MessageDescriptor }>
  /** Refreshes the basket; true when a price changed or an item vanished. */
  refresh: () => Promise<boolean>
  place: () => Promise<PlaceOrderAnswer>
  /** Sees every state (the busy flag, tests). */
  onStep?: (m: CheckoutMachine) => void
}

/** Runs the whole sequence once; resolves to the final machine (its outcome says what happened). */
export async function runCheckout(
  effects: CheckoutEffects,
  opts: CheckoutOptions,
): Promise<CheckoutMachine> {
  let m = startMachine()
  const send = (event: CheckoutEvent) => {
    m = checkoutStep(m, event, opts)
    effects.onStep?.(m)
  }
  send({ type: 'submit' })
  try {
    send({ type: 'validated', valid: await effects.validate() })
    if (m.step === 'paymentType') send({ type: 'paymentChecked', ok: effects.paymentTypeOk() })
    if (m.step === 'zone') {
      const zone = await effects.zone()
      send({ type: 'zoneChecked', ok: zone.ok, message: zone.message })
    }
    if (m.step === 'refresh') send({ type: 'refreshed', changed: await effects.refresh() })
    if (m.step === 'place') send({ type: 'placed', answer: await effects.place() })
  } catch (error) {
    send({ type: 'failed', error })
  }
  return m
}

/**
 * The payment page may send the person back only to urls of the app's own origin (a success or
 * fail url elsewhere is refused before anything opens).
 */
export function sameOriginUrl(url: string | null | undefined, origin: string): boolean {
  if (!url) return false
  try {
    const u = new URL(url, origin)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin
  } catch {
    return false
  }
}
