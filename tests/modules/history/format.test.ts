// @vitest-environment node
/**
 * An operation's points in the list and its detail (issue 12, defect 14): whole points read
 * whole on a brand whose prices have decimals (coffee: BYN, decimal 2) — «+2», not «+2.00» —
 * and a fraction keeps the brand's decimals («+0.30»).
 */
import { describe, expect, it } from 'vitest'
import { signedPoints } from '../../../src/modules/history/format.ts'

const byn = { decimal: 2 }

describe('signedPoints', () => {
  it('reads whole points whole on a brand with decimals', () => {
    expect(signedPoints(2, byn)).toBe('+2')
    expect(signedPoints(-3, byn)).toBe('−3')
    expect(signedPoints(0, byn)).toBe('0')
  })

  it('keeps the brand’s decimals for a fraction', () => {
    expect(signedPoints(0.3, byn)).toBe('+0.30')
    expect(signedPoints(-1.5, byn)).toBe('−1.50')
  })

  it('without decimals reads whole numbers', () => {
    expect(signedPoints(45, {})).toBe('+45')
  })
})
