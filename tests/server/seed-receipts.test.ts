// @vitest-environment node
/**
 * issue 12 defect 7: the demo receipts' lines add up («4 × 228 ₽ = 910 ₽» before): whole
 * quantities at prices in the brand's decimals, each line quantity × price, and the lines
 * together the purchase's sum.
 */
import { describe, expect, it } from 'vitest'
import { demoBrands } from '../../server/seed/index.ts'
import { demos, receiptFor } from '../../server/seed/loyalty.ts'

const cents = (n: number) => Math.round(n * 100)

describe('demo receipts', () => {
  for (const brand of demoBrands) {
    const demo = demos[brand.client]
    if (!demo) continue
    const decimal = Number((brand.settings as { decimal?: number }).decimal ?? 0)
    for (const [what, sum, paid] of [
      ['a purchase', demo.orderSum, 0],
      ['a purchase partly paid with points', demo.orderSum, demo.spendAmount],
      ['the cancelled purchase', demo.cancelled, 0],
    ] as const) {
      it(`${brand.client}: ${what} of ${sum} adds up`, () => {
        const receipt = receiptFor(demo, sum, paid)
        for (const line of receipt.products) {
          expect(Number.isInteger(line.quantity)).toBe(true)
          expect(line.quantity).toBeGreaterThan(0)
          // shown with the brand's decimals, the price is the price (no 227.5 shown as 228)
          expect(Number(line.price.toFixed(decimal))).toBe(line.price)
          expect(cents(line.quantity * line.price)).toBe(cents(line.total))
        }
        const lines = receipt.products.reduce((s, l) => s + cents(l.total), 0)
        expect(lines).toBe(cents(sum))
        expect(cents(receipt.paidByBonus + receipt.paidByCash)).toBe(cents(sum))
      })
    }
  }
})
