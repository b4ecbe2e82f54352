// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  amountBarInit,
  amountBarReducer,
  amountBarView,
  type AmountBarAction,
} from '../../../../src/modules/catalog/basket/amount-bar.ts'

const run = (initial: number, max: number, ...actions: AmountBarAction['type'][]) =>
  actions.reduce(
    (s, type) => amountBarReducer(s, { type } as AmountBarAction),
    amountBarInit(initial, max),
  )

describe('product bar amount (spec catalog §4)', () => {
  it('a product not in the basket starts at 1 and reads Add, enabled', () => {
    const s = amountBarInit(0, 5)
    expect(s.amount).toBe(1)
    expect(amountBarView(s)).toMatchObject({ label: 'add', disabled: false, sold: false })
  })

  it('plus adds up to the maximum, then shakes instead', () => {
    const s = run(0, 2, 'plus', 'plus', 'plus')
    expect(s.amount).toBe(2)
    expect(s.shake).toBe(2)
    expect(amountBarReducer(s, { type: 'shakeEnd' }).shake).toBe(0)
  })

  it('minus goes down to 0 and not below; Add at 0 from 0 is disabled', () => {
    const s = run(0, 5, 'minus', 'minus')
    expect(s.amount).toBe(0)
    expect(amountBarView(s)).toMatchObject({ label: 'add', disabled: true, minusDisabled: true })
  })

  it('in the basket: Save once changed, disabled while equal, Delete at 0', () => {
    const start = amountBarInit(2, 9)
    expect(amountBarView(start)).toMatchObject({ label: 'save', disabled: true })
    expect(amountBarView(run(2, 9, 'plus'))).toMatchObject({ label: 'save', disabled: false })
    expect(amountBarView(run(2, 9, 'plus', 'minus'))).toMatchObject({ disabled: true })
    expect(amountBarView(run(2, 9, 'minus', 'minus'))).toMatchObject({
      label: 'delete',
      disabled: false,
    })
  })

  it('a maximum of 0 is sold; reset returns to the initial amount', () => {
    expect(amountBarView(amountBarInit(0, 0)).sold).toBe(true)
    const changed = run(1, 5, 'plus', 'plus')
    expect(amountBarReducer(changed, { type: 'reset', initial: 1, max: 5 }).amount).toBe(1)
  })
})
