// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import { NBSP } from '../../../src/core/format/money.ts'
import { formatCount, formatPointsNumber, pluralWord } from '../../../src/core/format/plurals.ts'

describe('plural words in ru', () => {
  it.each([
    ['points', 1, 'балл'],
    ['points', 2, 'балла'],
    ['points', 5, 'баллов'],
    ['points', 11, 'баллов'],
    ['points', 21, 'балл'],
    ['points', 22, 'балла'],
    ['points', 1.5, 'балла'],
    ['seconds', 1, 'секунду'],
    ['seconds', 3, 'секунды'],
    ['seconds', 45, 'секунд'],
    ['days', 1, 'день'],
    ['days', 4, 'дня'],
    ['days', 12, 'дней'],
    ['years', 1, 'год'],
    ['years', 2, 'года'],
    ['years', 18, 'лет'],
    ['years', 21, 'год'],
  ] as const)('%s %d -> %s', async (kind, n, word) => {
    await activateLocale('ru')
    expect(pluralWord(kind, n, i18n)).toBe(word)
  })
})

describe('plural words in en', () => {
  it.each([
    ['points', 1, 'point'],
    ['points', 0, 'points'],
    ['points', 5, 'points'],
    ['seconds', 1, 'second'],
    ['seconds', 45, 'seconds'],
    ['days', 1, 'day'],
    ['days', 2, 'days'],
    ['years', 1, 'year'],
    ['years', 18, 'years'],
  ] as const)('%s %d -> %s', async (kind, n, word) => {
    await activateLocale('en')
    expect(pluralWord(kind, n, i18n)).toBe(word)
  })
})

describe('formatCount', () => {
  it('keeps the app number format', async () => {
    await activateLocale('ru')
    expect(formatCount('points', 1500, {}, i18n)).toBe(`1${NBSP}500${NBSP}баллов`)
    await activateLocale('en')
    expect(formatCount('years', 18, {}, i18n)).toBe(`18${NBSP}years`)
  })

  it('groups thousands for the language: «5 000 баллов», «5,000 points» (issue 12, session 15)', async () => {
    await activateLocale('ru')
    expect(formatCount('points', 5000, {}, i18n)).toBe(`5${NBSP}000${NBSP}баллов`)
    await activateLocale('en')
    expect(formatCount('points', 5000, {}, i18n)).toBe(`5,000${NBSP}points`)
    expect(formatPointsNumber(10110)).toBe('10,110')
    await activateLocale('ru')
  })
})

describe('points (issue 12, defect 14: «8.00 баллов» on a brand with decimal 2)', () => {
  const byn = { decimal: 2, decimalRoundingRule: 'floor' } as const

  it("are whole when whole, whatever the brand's decimals for money", async () => {
    await activateLocale('ru')
    expect(formatCount('points', 8, byn, i18n)).toBe(`8${NBSP}баллов`)
    expect(formatPointsNumber(1200, byn)).toBe(`1${NBSP}200`)
  })

  it("keep the brand's decimals and rounding when they have a fraction", async () => {
    await activateLocale('ru')
    expect(formatPointsNumber(8.5, byn)).toBe('8.50')
    expect(formatPointsNumber(8.129, byn)).toBe('8.12')
    expect(formatPointsNumber(8.5, {})).toBe('9')
  })

  it('other counts keep the decimals they are given', () => {
    expect(formatCount('days', 3, byn, i18n)).toMatch(/^3\.00/)
  })
})
