// @vitest-environment node
/**
 * Brand texts in the request's language (server/texts.ts): text objects and the brand's
 * dictionary, the holes of generated texts, the Russian fallback.
 */
import { describe, expect, it } from 'vitest'
import { brandDictionary, isLocalizedText, localize } from '../../server/texts.ts'

const dictionary = {
  en: {
    'Мои бонусы': 'My bonuses',
    '{n} ккал': '{n} kcal',
    'Оплата заказа №{n}': 'Payment for order No. {n}',
    'Промокод {s}': 'Promo code {s}',
    'Бонус акции «{s}»': 'Promotion bonus “{s}”',
    'Бонус за утренний кофе': 'Morning coffee bonus',
  },
}

describe('localize', () => {
  it('resolves text objects anywhere in an answer, in the locale or else in Russian', () => {
    const answer = {
      title: { ru: 'Акции', en: 'Promotions' },
      list: [{ label: { ru: 'Хит', en: 'Hit' } }, { label: { ru: 'Только ru' } }],
      empty: { ru: 'Пусто', en: '' },
    }
    expect(localize(answer, 'en')).toEqual({
      title: 'Promotions',
      list: [{ label: 'Hit' }, { label: 'Только ru' }],
      empty: 'Пусто',
    })
    expect(localize(answer, 'ru')).toEqual({
      title: 'Акции',
      list: [{ label: 'Хит' }, { label: 'Только ru' }],
      empty: 'Пусто',
    })
  })

  it('translates the words in a hole when the dictionary has them whole (an action in a reason)', () => {
    expect(
      localize(
        { known: 'Бонус акции «Бонус за утренний кофе»', unknown: 'Бонус акции «Новая акция»' },
        'en',
        dictionary,
      ),
    ).toEqual({
      known: 'Promotion bonus “Morning coffee bonus”',
      unknown: 'Promotion bonus “Новая акция”',
    })
  })

  it('translates dictionary texts in English only, whole strings and holes', () => {
    const answer = {
      tab: 'Мои бонусы',
      kcal: '350 ккал',
      reason: 'Оплата заказа №1 204',
      code: 'Промокод SPRING24',
      other: 'Мои бонусы сегодня',
      n: 5,
      ok: true,
      none: null,
    }
    expect(localize(answer, 'en', dictionary)).toEqual({
      tab: 'My bonuses',
      kcal: '350 kcal',
      reason: 'Payment for order No. 1 204',
      code: 'Promo code SPRING24',
      other: 'Мои бонусы сегодня',
      n: 5,
      ok: true,
      none: null,
    })
    expect(localize(answer, 'ru', dictionary)).toBe(answer)
  })

  it('leaves data objects alone and returns the same object when nothing changes', () => {
    const data = { ru: 'x', count: 1 }
    expect(isLocalizedText(data)).toBe(false)
    expect(isLocalizedText({ ru: 'x', en: 'y' })).toBe(true)
    expect(isLocalizedText({ en: 'y' })).toBe(false)
    const answer = { data, list: ['a', 'b'] }
    expect(localize(answer, 'en', dictionary)).toBe(answer)
  })

  it('reads the dictionary from server-only config and nothing else', () => {
    expect(brandDictionary({ texts: dictionary })).toBe(dictionary)
    expect(brandDictionary({})).toEqual({})
    expect(brandDictionary({ texts: ['x'] })).toEqual({})
    expect(brandDictionary(undefined)).toEqual({})
  })
})
