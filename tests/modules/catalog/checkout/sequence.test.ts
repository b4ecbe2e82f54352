// @vitest-environment node
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import {
  checkoutStep,
  runCheckout,
  sameOriginUrl,
  startMachine,
  type CheckoutEffects,
} from '../../../../src/modules/catalog/checkout/sequence.ts'
import type { Order } from '../../../../src/modules/catalog/orders/types.ts'

const order = { id: 7, orderNum: '1007' } as Order
const outOfZone = msg`Out`

function effects(over: Partial<CheckoutEffects> = {}) {
  const calls: string[] = []
  const e: CheckoutEffects = {
    validate: () => (calls.push('validate'), true),
    paymentTypeOk: () => (calls.push('paymentType'), true),
    zone: async () => (calls.push('zone'), { ok: true }),
    refresh: async () => (calls.push('refresh'), false),
    place: async () => (calls.push('place'), { order }),
    ...over,
  }
  return { e, calls }
}

describe('checkout sequence (spec §4): attempted → validate → payment type → zone → refresh → place', () => {
  it('runs every step in order and finishes', async () => {
    const { e, calls } = effects()
    const m = await runCheckout(e, { checkZone: true })
    expect(m.trail).toEqual(['attempted', 'paymentType', 'zone', 'refresh', 'place', 'done'])
    expect(calls).toEqual(['validate', 'paymentType', 'zone', 'refresh', 'place'])
    expect(m.outcome).toEqual({ kind: 'finished', order })
  })

  it('skips the zone check when checkZone is off', async () => {
    const { e, calls } = effects()
    const m = await runCheckout(e, { checkZone: false })
    expect(calls).toEqual(['validate', 'paymentType', 'refresh', 'place'])
    expect(m.trail).not.toContain('zone')
  })

  it('stops at the first failing step and sends nothing', async () => {
    const invalid = effects({ validate: () => false })
    expect((await runCheckout(invalid.e, { checkZone: true })).outcome).toEqual({ kind: 'invalid' })
    expect(invalid.calls).toEqual([])

    const noType = effects({ paymentTypeOk: () => false })
    expect((await runCheckout(noType.e, { checkZone: true })).outcome).toEqual({
      kind: 'noPaymentType',
    })
    expect(noType.calls).toEqual(['validate'])

    const out = effects({ zone: async () => ({ ok: false, message: outOfZone }) })
    expect((await runCheckout(out.e, { checkZone: true })).outcome).toEqual({
      kind: 'outOfZone',
      message: outOfZone,
    })
    expect(out.calls).not.toContain('refresh')

    const changed = effects({ refresh: async () => true })
    expect((await runCheckout(changed.e, { checkZone: false })).outcome).toEqual({
      kind: 'basketChanged',
    })
    expect(changed.calls).not.toContain('place')
  })

  it('a failed call stops with the error (the basket is the caller’s to keep)', async () => {
    const boom = new Error('offline')
    const { e } = effects({
      place: async () => {
        throw boom
      },
    })
    const m = await runCheckout(e, { checkZone: false })
    expect(m.step).toBe('stopped')
    expect(m.outcome).toEqual({ kind: 'failed', error: boom })
  })

  it('an additional action becomes the payment outcome', async () => {
    const params = {
      url: 'http://x/sandbox/pay/1',
      successUrl: 'http://x/ok',
      failUrl: 'http://x/no',
    }
    const { e } = effects({ place: async () => ({ order, additionalAction: { params } }) })
    const m = await runCheckout(e, { checkZone: false })
    expect(m.outcome).toEqual({ kind: 'payment', action: { params } })
  })

  it('the machine ignores events out of turn and starts over on a new press', () => {
    let m = checkoutStep(startMachine(), { type: 'submit' }, { checkZone: false })
    expect(m.step).toBe('attempted')
    // a refresh result before validation changes nothing
    expect(checkoutStep(m, { type: 'refreshed', changed: false }, { checkZone: false })).toBe(m)
    m = checkoutStep(m, { type: 'validated', valid: false }, { checkZone: false })
    expect(m.step).toBe('stopped')
    m = checkoutStep(m, { type: 'submit' }, { checkZone: false })
    expect(m.trail).toEqual(['attempted'])
  })

  it('return urls must be on the app’s own origin', () => {
    expect(
      sameOriginUrl('http://a.localhost:8080/catalog/payment/success', 'http://a.localhost:8080'),
    ).toBe(true)
    expect(sameOriginUrl('https://evil.example/ok', 'http://a.localhost:8080')).toBe(false)
    expect(sameOriginUrl('javascript:alert(1)', 'http://a.localhost:8080')).toBe(false)
    expect(sameOriginUrl('', 'http://a.localhost:8080')).toBe(false)
  })
})
