// @vitest-environment node
/**
 * The demo data a brand manager and a customer read (issue 12, the screenshot review): figures that
 * add up, texts in one style. Over the seed itself, without a server.
 */
import { describe, expect, it } from 'vitest'
import { demoMenu } from '../../server/seed/catalog.ts'
import { demoBrands } from '../../server/seed/index.ts'

const number = (value: string) => Number(value.replace(',', '.').replace(/[^\d.]/g, ''))

describe('nutrition of every seeded product', () => {
  it('adds up: kcal ≈ 4·protein + 9·fat + 4·carbohydrate per 100 g (±10 %)', () => {
    let checked = 0
    for (const brand of demoBrands) {
      for (const product of demoMenu(brand)?.products ?? []) {
        const composition = product.params?.find((p) => p.group === 'composition')
        if (!composition || composition.items.length < 4) continue
        const value = (label: string) =>
          number(composition.items.find((i) => i.label === label)!.value)
        const kcal = value('Энергетическая ценность')
        const expected = 4 * value('Белки') + 9 * value('Жиры') + 4 * value('Углеводы')
        expect(
          Math.abs(kcal - expected),
          `${brand.client} ${product.id} ${product.name}`,
        ).toBeLessThanOrEqual(expected * 0.1)
        // Per 100 g: no food has more than 900 kcal (pure fat) or more than 100 g of nutrients.
        expect(kcal).toBeLessThanOrEqual(900)
        expect(value('Белки') + value('Жиры') + value('Углеводы')).toBeLessThanOrEqual(100)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })
})
