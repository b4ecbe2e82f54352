// @vitest-environment node
/**
 * The demo data a brand manager and a customer read (issue 12, the screenshot review): figures that
 * add up, texts in one style. Over the seed itself, without a server.
 */
import { describe, expect, it } from 'vitest'
import { demoMenu } from '../../server/seed/catalog.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { demoNews } from '../../server/seed/news.ts'

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

/** Ingredients from animals, as the demo menus name them (stems, lower case). */
const ANIMAL = [
  'моцарел', 'сыр', 'пармезан', 'чеддер', 'фета', 'сливк', 'сливоч', 'с маслом', 'йогурт', 'молок',
  'яйц', 'яйцо', 'песто', 'мёд', 'курица', 'прошутто', 'бекон', 'угор', 'тунец', 'лосос', 'икр',
  'кревет', 'унаги', 'майонез',
]

describe('badges of every seeded product', () => {
  it('«Веганское» only on dishes with no ingredient from animals (no cheese in a vegan pesto)', () => {
    let vegan = 0
    const wrong: string[] = []
    for (const brand of demoBrands) {
      for (const product of demoMenu(brand)?.products ?? []) {
        if (!product.badges?.includes('isVegan')) continue
        const text = `${product.name} ${product.description ?? ''}`.toLowerCase()
        // «с маслом» alone may be butter
        const found = ANIMAL.filter((stem) => text.includes(stem))
        if (found.length) wrong.push(`${brand.client} ${product.name}: ${found.join(', ')}`)
        vegan++
      }
    }
    expect([...new Set(wrong)]).toEqual([])
    expect(vegan).toBeGreaterThan(10)
  })
})

/** Words of a season or a date-bound holiday, ru and en. */
const SEASONAL =
  /осен|зимн|зимой|весен|весной|летн|летом|лето\b|новогод|новый год|рождеств|белые ночи|постн|итоги года|autumn|winter|spring|summer|christmas|new year|lenten|white nights/i

describe('news of every demo brand', () => {
  it('say no season: their dates run back from today, so a season would be wrong part of the year', () => {
    let checked = 0
    for (const [client, news] of Object.entries(demoNews)) {
      for (const n of news) {
        for (const locale of ['ru', 'en'] as const) {
          const text = `${n[locale].title} ${n[locale].content}`
          expect(SEASONAL.exec(text)?.[0], `${client} news ${n.idNews} ${locale}: ${text}`).toBe(
            undefined,
          )
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(80)
  })
})
