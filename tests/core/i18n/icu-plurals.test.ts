// @vitest-environment node
/**
 * Counts and their nouns are ICU plurals (issue 12, «Plurals through ICU»): ru one / few / many
 * / other, en one / other. The descriptors are the ones the app's code makes (same messages,
 * so the same catalog ids): the stamp card's counter, the points-by-order limit, the PIN pad,
 * the points awaiting activation (the verb agrees in ru) and the basket bar's item count.
 */
import { msg, plural } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import { authTexts } from '../../../src/modules/auth/texts.ts'
import { awaitingText } from '../../../src/modules/bonus/points.ts'

const stamps = (required: number) => {
  const state = { stamps: 0 }
  return i18n._(msg`${state.stamps} of ${plural(required, { one: '# stamp', other: '# stamps' })}`)
}
const maxPoints = (max: number) =>
  i18n._(msg`At most ${plural(max, { one: '# point', other: '# points' })} for this order`)
const awaiting = (n: number) => awaitingText(n, null, i18n)
/** The basket bar's count (basket-bar.tsx): the same message, so the same catalog id. */
const items = (count: number) => {
  const totals = { count }
  return i18n._(msg`${plural(totals.count, { one: '# item', other: '# items' })}`)
}
const pin = (length: number) => i18n._({ ...authTexts.pinProgress, values: { count: 0, length } })

describe('ICU plurals in ru', () => {
  it.each([
    [1, '0 из 1 штампа', 'Не больше 1 балла для этого заказа', 'Введено 0 из 1 цифры'],
    [2, '0 из 2 штампов', 'Не больше 2 баллов для этого заказа', 'Введено 0 из 2 цифр'],
    [5, '0 из 5 штампов', 'Не больше 5 баллов для этого заказа', 'Введено 0 из 5 цифр'],
    [21, '0 из 21 штампа', 'Не больше 21 балла для этого заказа', 'Введено 0 из 21 цифры'],
    [11, '0 из 11 штампов', 'Не больше 11 баллов для этого заказа', 'Введено 0 из 11 цифр'],
  ])('%d', async (n, stampText, pointsText, pinText) => {
    await activateLocale('ru')
    expect(stamps(n)).toBe(stampText)
    expect(maxPoints(n)).toBe(pointsText)
    expect(pin(n)).toBe(pinText)
  })
})

describe('ICU plurals in en', () => {
  it.each([
    [1, '0 of 1 stamp', 'At most 1 point for this order', '0 of 1 digit entered'],
    [5, '0 of 5 stamps', 'At most 5 points for this order', '0 of 5 digits entered'],
    [21, '0 of 21 stamps', 'At most 21 points for this order', '0 of 21 digits entered'],
  ])('%d', async (n, stampText, pointsText, pinText) => {
    await activateLocale('en')
    expect(stamps(n)).toBe(stampText)
    expect(maxPoints(n)).toBe(pointsText)
    expect(pin(n)).toBe(pinText)
  })
})

describe('the points awaiting activation and the basket count', () => {
  it.each([
    [1, '+1 балл ожидает активации', '1 товар'],
    [2, '+2 балла ожидают активации', '2 товара'],
    [5, '+5 баллов ожидают активации', '5 товаров'],
    [11, '+11 баллов ожидают активации', '11 товаров'],
    [21, '+21 балл ожидает активации', '21 товар'],
  ])('ru %d', async (n, awaitingRu, itemsRu) => {
    await activateLocale('ru')
    expect(awaiting(n).replace(/\u00a0/g, ' ')).toBe(awaitingRu)
    expect(items(n)).toBe(itemsRu)
  })

  it.each([
    [1, '+1 point awaiting activation', '1 item'],
    [5, '+5 points awaiting activation', '5 items'],
    [21, '+21 points awaiting activation', '21 items'],
  ])('en %d', async (n, awaitingEn, itemsEn) => {
    await activateLocale('en')
    expect(awaiting(n).replace(/\u00a0/g, ' ')).toBe(awaitingEn)
    expect(items(n)).toBe(itemsEn)
  })
})
