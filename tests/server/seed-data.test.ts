// @vitest-environment node
/**
 * The demo data a brand manager and a customer read (issue 12, the screenshot review): figures that
 * add up, texts in one style. Over the seed itself, without a server.
 */
import { describe, expect, it } from 'vitest'
import { demoMenu } from '../../server/seed/catalog.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { demoNews } from '../../server/seed/news.ts'
import { demos } from '../../server/seed/loyalty.ts'
import { demoActions } from '../../server/seed/actions.ts'
import { demoTexts } from '../../server/seed/english.ts'

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
  'моцарел',
  'сыр',
  'пармезан',
  'чеддер',
  'фета',
  'сливк',
  'сливоч',
  'с маслом',
  'йогурт',
  'молок',
  'яйц',
  'яйцо',
  'песто',
  'мёд',
  'курица',
  'прошутто',
  'бекон',
  'угор',
  'тунец',
  'лосос',
  'икр',
  'кревет',
  'унаги',
  'майонез',
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

const WEEKDAYS = ['понедельник', 'вторник', 'сред', 'четверг', 'пятниц', 'суббот', 'воскресень']

describe('one promotion, one set of days', () => {
  it('every news item and action of a brand about the half-price second pizza names the same weekdays', () => {
    for (const client of Object.keys(demoNews)) {
      const texts = [
        ...demoNews[client]!.map((n) => `${n.ru.title} ${n.ru.content}`),
        ...(demoActions[client] ?? []).map((a) => `${a.title.ru} ${a.content.ru}`),
      ].filter((t) => /втор\S* пицц\S*.{0,40}полцены|полцены.{0,40}втор/i.test(t))
      const days = new Set(
        texts.map((t) => WEEKDAYS.filter((d) => t.toLowerCase().includes(d)).join(' + ')),
      )
      expect(days.size, `${client}: ${[...days].join(' | ')}`).toBeLessThanOrEqual(1)
    }
  })
})

/** Minutes after midnight; a closing time of 00:00 is midnight at the end of the day. */
const minutes = (hhmm: string, closing = false) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const value = h * 60 + m
  return closing && value === 0 ? 24 * 60 : value
}

describe('opening hours', () => {
  it('a pickup branch is never said open when the catalog says pickup is closed (one truth)', () => {
    let checked = 0
    for (const brand of demoBrands) {
      const modules = (brand.settings as { modules?: Record<string, Record<string, unknown>> })
        .modules
      const pickup = modules?.catalog?.pickup as { start: string; end: string } | undefined
      if (!pickup) continue
      for (const branch of brand.branches.filter((b) => b.isPickpoint)) {
        for (const day of branch.workingTime ?? []) {
          const where = `${brand.client} ${branch.name} day ${day.day}`
          expect(minutes(day.startTime), where).toBeGreaterThanOrEqual(minutes(pickup.start))
          expect(minutes(day.endTime, true), where).toBeLessThanOrEqual(minutes(pickup.end, true))
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(30)
  })
})

describe('stamp cards', () => {
  it('a reduced card’s demo customer has none or all of the folded stamps (no «1/5» above «1 из 10»)', () => {
    let reduced = 0
    for (const brand of demoBrands) {
      const card = (brand.settings as { modules: Record<string, Record<string, unknown>> }).modules
        .stampcard
      if (!card?.isReduced) continue
      const folded = Number(card.reduceBy) + 1
      const stamps = demos[brand.client]!.stamps
      expect(stamps === 0 || stamps >= folded, `${brand.client}: ${stamps} of ${folded}`).toBe(true)
      expect(stamps).toBeLessThan(Number(card.stampsToReward))
      reduced++
    }
    expect(reduced).toBeGreaterThan(0)
  })
})

describe('info pages', () => {
  // issue 12 (session 14): coffee's «Как работают бонусы» / «How bonuses work» — points are
  // «баллы» / «points» everywhere. (The pizzerias' pages are another walk's.)
  it('coffee and sushi call points «баллы» / «points», in ru and in en', () => {
    const en = demoTexts().texts.en!
    let checked = 0
    for (const brand of demoBrands.filter((b) => ['coffee', 'sushi'].includes(b.client))) {
      for (const page of brand.pages) {
        for (const ru of [page.title, page.content]) {
          expect(ru, `${brand.client} ${page.title}`).not.toMatch(/бонус/i)
          if (brand.client === 'coffee') {
            expect(en[ru], `${brand.client} en of ${ru.slice(0, 40)}`).toBeDefined()
            expect(en[ru]).not.toMatch(/bonus/i)
          }
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(8)
  })

  it('coffee and sushi show customers no dead link or script (sushi had «Проверить зону доставки» → javascript:)', () => {
    for (const brand of demoBrands.filter((b) => ['coffee', 'sushi'].includes(b.client))) {
      for (const page of brand.pages) {
        expect(page.content, `${brand.client} ${page.title}`).not.toMatch(/javascript:|<script/i)
      }
    }
  })
})

describe('points are «баллы» (issue 12, session 14)', () => {
  // «бонусы», «бонусами», «1 бонус» for the points; «бонусная карта», «бонус акции», «Бонус за
  // регистрацию» (a bonus, not the points) stay.
  const asPoints = /\b(бонусы|бонусами|бонусов|1 бонус =)(?!\s+(за|акци|по акц))/iu
  it('the pizzerias’ card, gifts, history tab and pages say «баллы»', () => {
    for (const client of ['pizzeria-msk', 'pizzeria-spb']) {
      const brand = demoBrands.find((b) => b.client === client)!
      const modules = (brand.settings as { modules: Record<string, Record<string, unknown>> })
        .modules
      const texts = [
        String(modules.bonus?.homeBonusButtonText ?? ''),
        String(modules.gifts?.title ?? ''),
        String(modules.history?.title ?? ''),
        ...brand.pages.map((p) => p.content),
      ]
      for (const text of texts) expect(text, client).not.toMatch(asPoints)
      if (client === 'pizzeria-msk') expect(modules.bonus?.homeBonusButtonText).toBe('Мои баллы')
    }
  })
  it('the pizzerias’ rules say when points burn as the demo history burns them (90 days)', () => {
    const rules = demoBrands
      .filter((b) => b.client.startsWith('pizzeria'))
      .flatMap((b) => b.pages)
      .filter((p) => p.title === 'Правила программы лояльности')
    expect(rules.length).toBeGreaterThan(0)
    for (const page of rules) expect(page.content).toContain('Баллы сгорают через 90 дней')
  })
})

describe('referral promo codes', () => {
  it('a number in the demo customer’s code is what a friend gets (not «MARIO500» giving 200)', () => {
    let checked = 0
    for (const brand of demoBrands) {
      const code = demos[brand.client]?.promo ?? ''
      const n = /\d{3,}/.exec(code)?.[0]
      const referral = (brand.settings as { modules: Record<string, Record<string, unknown>> })
        .modules.referral
      if (!n || !referral) continue
      expect(Number(n), `${brand.client} ${code}`).toBe(referral.referalBonus)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })
})
