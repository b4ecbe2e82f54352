// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canTickUnit,
  clampPoints,
  discountedPrice,
  maxPointsByOrder,
  paidByBonusCounts,
  pointUnits,
  remainingPoints,
  toggleUnit,
} from '../../../src/shared/pricing/points.ts'

const items = [
  { id: 101, price: 590, amount: 2, maxPayBonus: 50 },
  { id: 102, price: 300, amount: 1, maxPayBonus: 10 },
  { id: 103, price: 120, amount: 1 }, // no maxPayBonus: 100
]
// subtotal 590*2 + 300 + 120 = 1600

describe('maxPointsByOrder, type order', () => {
  const settings = { payByBonusType: 'order', maxPayBonusK: 30, minPaymentAfterBonus: 1 }

  it('sums price × min(item maxPayBonus, maxPayBonusK) / 100 per item', () => {
    // 1180 × 30% + 300 × 10% + 120 × 30% = 354 + 30 + 36 = 420
    expect(maxPointsByOrder({ balance: 10_000, items, settings })).toBe(420)
  })

  it('is capped by the balance', () => {
    expect(maxPointsByOrder({ balance: 250, items, settings })).toBe(250)
    expect(maxPointsByOrder({ balance: 0, items, settings })).toBe(0)
    expect(maxPointsByOrder({ balance: -5, items, settings })).toBe(0)
  })

  it('is capped by the total after discount minus minPaymentAfterBonus', () => {
    const all = { payByBonusType: 'order', maxPayBonusK: 100, minPaymentAfterBonus: 100 }
    // item caps: 1180 × 50% + 300 × 10% + 120 = 740; total 1600 - 100 = 1500
    expect(maxPointsByOrder({ balance: 10_000, items, settings: all })).toBe(740)
    const one = [{ id: 1, price: 500, amount: 1 }]
    expect(maxPointsByOrder({ balance: 10_000, items: one, settings: all })).toBe(400)
    // min payment above the total: nothing
    const big = { ...all, minPaymentAfterBonus: 600 }
    expect(maxPointsByOrder({ balance: 10_000, items: one, settings: big })).toBe(0)
  })

  it('works on prices after the pickup discount and floors the result', () => {
    // 10% off: 1180 → 1062 × 30% = 318.6; 300 → 270 × 10% = 27; 120 → 108 × 30% = 32.4 → 378
    expect(maxPointsByOrder({ balance: 10_000, items, settings, discountPercent: 10 })).toBe(378)
    const odd = [{ id: 1, price: 333, amount: 1 }]
    expect(maxPointsByOrder({ balance: 10_000, items: odd, settings })).toBe(99) // 99.9
  })
})

describe('maxPointsByOrder, type product and defaults', () => {
  it('counts the whole discounted price of each item for type product', () => {
    const settings = { payByBonusType: 'product', maxPayBonusK: 30, minPaymentAfterBonus: 1 }
    expect(maxPointsByOrder({ balance: 10_000, items, settings })).toBe(1599)
    expect(maxPointsByOrder({ balance: 10_000, items, settings, discountPercent: 15 })).toBe(
      1359, // 1600 × 0.85 − 1
    )
  })

  it('defaults: type product, maxPayBonusK 100, minPaymentAfterBonus 0', () => {
    expect(maxPointsByOrder({ balance: 10_000, items })).toBe(1600)
    // type order with default K: only the items' own caps
    expect(
      maxPointsByOrder({ balance: 10_000, items, settings: { payByBonusType: 'order' } }),
    ).toBe(590 + 30 + 120)
  })
})

describe('clampPoints', () => {
  it('is an integer from 0 to the maximum', () => {
    expect(clampPoints(150, 420)).toBe(150)
    expect(clampPoints('150.7', 420)).toBe(150)
    expect(clampPoints('1 000', 420)).toBe(420)
    expect(clampPoints(-3, 420)).toBe(0)
    expect(clampPoints('abc', 420)).toBe(0)
    expect(clampPoints('', 420)).toBe(0)
    expect(clampPoints(10, 0)).toBe(0)
  })
})

describe('paying by product', () => {
  const units = pointUnits(items, 10)

  it('lists every unit separately at its discounted price', () => {
    expect(units).toEqual([
      { key: '101:0', id: 101, price: 531 },
      { key: '101:1', id: 101, price: 531 },
      { key: '102:0', id: 102, price: 270 },
      { key: '103:0', id: 103, price: 108 },
    ])
    expect(discountedPrice(590, 10)).toBe(531)
  })

  it('ticks a unit only when its price fits the remaining points', () => {
    const balance = 800
    let ticked: string[] = []
    expect(canTickUnit(units[0]!, balance, units, ticked)).toBe(true)
    ticked = toggleUnit(units[0]!, balance, units, ticked)
    expect(remainingPoints(balance, units, ticked)).toBe(269)
    // 531 > 269: the second pizza does not fit, the 270 drink neither, the 108 one does
    expect(canTickUnit(units[1]!, balance, units, ticked)).toBe(false)
    expect(toggleUnit(units[1]!, balance, units, ticked)).toEqual(['101:0'])
    expect(canTickUnit(units[2]!, balance, units, ticked)).toBe(false)
    ticked = toggleUnit(units[3]!, balance, units, ticked)
    expect(ticked).toEqual(['101:0', '103:0'])
    expect(remainingPoints(balance, units, ticked)).toBe(161)
    // unticking frees the points again
    ticked = toggleUnit(units[0]!, balance, units, ticked)
    expect(ticked).toEqual(['103:0'])
    expect(canTickUnit(units[1]!, balance, units, ticked)).toBe(true)
  })

  it('a price exactly equal to the remaining points fits', () => {
    const one = pointUnits([{ id: 5, price: 270, amount: 1 }])
    expect(canTickUnit(one[0]!, 270, one, [])).toBe(true)
    expect(canTickUnit(one[0]!, 269, one, [])).toBe(false)
  })

  it('counts paid units per product for the order payload', () => {
    const counts = paidByBonusCounts(units, ['101:0', '101:1', '103:0'])
    expect([...counts]).toEqual([
      [101, 2],
      [103, 1],
    ])
  })
})
