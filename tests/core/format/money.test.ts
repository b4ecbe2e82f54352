// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import {
  NBSP,
  formatMoney,
  formatNumber,
  formatPieces,
  formatPriceFrom,
  numberOptions,
  roundDecimal,
} from '../../../src/core/format/money.ts'

// A node file shares its worker with others (vitest.unit.config.ts): the locale another file
// left active must not decide this one's figures, nor this one's the next file's.
beforeEach(async () => {
  await activateLocale('ru')
})
afterAll(async () => {
  await activateLocale('ru')
})

/** Test texts write the no-break space as '_'. */
const s = (text: string) => text.replace(/_/g, NBSP)

describe('formatNumber / formatMoney', () => {
  it('separates thousands with a no-break space and has 0 decimals by default', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe(s('1_000'))
    expect(formatNumber(1234567)).toBe(s('1_234_567'))
    expect(formatNumber(-1234567)).toBe(s('-1_234_567'))
    expect(formatNumber(1234.5)).toBe(s('1_235'))
  })

  it('writes decimals after a dot', () => {
    expect(formatNumber(1234.5, { decimal: 2 })).toBe(s('1_234.50'))
    expect(formatNumber(0.1 + 0.2, { decimal: 2 })).toBe('0.30')
    expect(formatNumber('1500.25', { decimal: 1 })).toBe(s('1_500.3'))
  })

  it('adds the currency after a no-break space', () => {
    expect(formatMoney(1500, { currency: '₽' })).toBe(s('1_500_₽'))
    expect(formatMoney(99.9, { decimal: 2, currency: 'BYN' })).toBe(s('99.90_BYN'))
    expect(formatMoney(1500)).toBe(s('1_500'))
  })

  it('gives nothing for a non-number', () => {
    expect(formatMoney(undefined)).toBe('')
    expect(formatMoney(null, { currency: '₽' })).toBe('')
    expect(formatMoney('abc')).toBe('')
    expect(formatMoney(Number.NaN)).toBe('')
  })
})

describe('thousands as the UI language groups them (issue 12, session 15)', () => {
  it('ru: a no-break space, as the spec says («10 110 ₽»)', () => {
    expect(formatMoney(10110, { currency: '₽', locale: 'ru' })).toBe(s('10_110_₽'))
    expect(formatNumber(1234567.5, { decimal: 2, locale: 'ru' })).toBe(s('1_234_567.50'))
  })

  it('en: a comma, as an English reader writes it («10,110 ₽», «5,000»)', () => {
    expect(formatMoney(10110, { currency: '₽', locale: 'en' })).toBe(s('10,110_₽'))
    expect(formatNumber(1234567.5, { decimal: 2, locale: 'en' })).toBe('1,234,567.50')
    expect(formatNumber(-5000, { locale: 'en-GB' })).toBe('-5,000')
    expect(formatNumber(999, { locale: 'en' })).toBe('999')
  })

  it("follows Lingui's active locale when no locale is named", async () => {
    await activateLocale('en')
    expect(formatMoney(1390, { currency: '₽' })).toBe(s('1,390_₽'))
    expect(formatPieces(1200, i18n)).toBe('1,200 pcs')
    await activateLocale('ru')
    expect(formatMoney(1390, { currency: '₽' })).toBe(s('1_390_₽'))
  })
})

describe('rounding rules (decimalRoundingRule)', () => {
  it.each([
    // value, decimal, default, floor, ceil, round, trunc
    [2.5, 0, 3, 2, 3, 3, 2],
    [-2.5, 0, -3, -3, -2, -2, -2],
    [2.4, 0, 2, 2, 3, 2, 2],
    [-2.6, 0, -3, -3, -2, -3, -2],
    [1.005, 2, 1.01, 1, 1.01, 1.01, 1],
    [1.234, 1, 1.2, 1.2, 1.3, 1.2, 1.2],
    [0.1 + 0.2, 1, 0.3, 0.3, 0.3, 0.3, 0.3],
  ])('%d at %d decimals', (value, decimal, dflt, floor, ceil, round, trunc) => {
    expect(roundDecimal(value, decimal, 'default')).toBe(dflt)
    expect(roundDecimal(value, decimal, 'floor')).toBe(floor)
    expect(roundDecimal(value, decimal, 'ceil')).toBe(ceil)
    expect(roundDecimal(value, decimal, 'round')).toBe(round)
    expect(roundDecimal(value, decimal, 'trunc')).toBe(trunc)
  })

  it('applies the rule when formatting', () => {
    expect(formatMoney(1999.99, { decimalRoundingRule: 'floor', currency: '₽' })).toBe(s('1_999_₽'))
    expect(formatMoney(1000.01, { decimalRoundingRule: 'ceil' })).toBe(s('1_001'))
    expect(formatMoney(10.45, { decimal: 1, decimalRoundingRule: 'trunc' })).toBe('10.4')
    expect(formatMoney(10.45, { decimal: 1, decimalRoundingRule: 'round' })).toBe('10.5')
    expect(formatMoney(-0.4)).toBe('0')
  })

  it('treats an unknown rule as default', () => {
    expect(roundDecimal(2.5, 0, 'bankers')).toBe(3)
  })
})

describe('price range and pieces', () => {
  it('ru', async () => {
    await activateLocale('ru')
    expect(formatPriceFrom(250, { currency: '₽' }, i18n)).toBe(s('От 250_₽'))
    expect(formatPieces(3, i18n)).toBe('3 шт')
  })
  it('en', async () => {
    await activateLocale('en')
    expect(formatPriceFrom(1250, { currency: '₽' }, i18n)).toBe(s('From 1,250_₽'))
    expect(formatPieces(3, i18n)).toBe('3 pcs')
  })
})

describe('numberOptions', () => {
  it('defaults to no decimals and the default rule without settings', () => {
    expect(numberOptions(undefined)).toEqual({ decimal: 0, decimalRoundingRule: 'default' })
    expect(numberOptions(null)).toEqual({ decimal: 0, decimalRoundingRule: 'default' })
    expect(numberOptions({})).toEqual({ decimal: 0, decimalRoundingRule: 'default' })
  })

  it("takes the brand's decimal and rounding rule", () => {
    expect(numberOptions({ decimal: 2, decimalRoundingRule: 'floor' })).toEqual({
      decimal: 2,
      decimalRoundingRule: 'floor',
    })
  })

  it('treats a decimal that is not a non-negative number as 0', () => {
    expect(numberOptions({ decimal: -1 }).decimal).toBe(0)
    expect(numberOptions({ decimal: Number.NaN }).decimal).toBe(0)
    expect(numberOptions({ decimal: null, decimalRoundingRule: null })).toEqual({
      decimal: 0,
      decimalRoundingRule: 'default',
    })
  })

  it('formats a number with what the settings say', async () => {
    await activateLocale('ru')
    const settings = { decimal: 2, decimalRoundingRule: 'ceil' }
    expect(formatNumber(1234.561, numberOptions(settings))).toBe(`1${NBSP}234.57`)
    expect(formatMoney(8.5, { ...numberOptions({ decimal: 2 }), currency: 'BYN' })).toBe(
      `8.50${NBSP}BYN`,
    )
  })
})
