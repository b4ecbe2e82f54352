/**
 * Money and number formatting (shell-data §3 App settings decimal / decimalRoundingRule / currency,
 * §9 "Decimal digits default"): a dot before the decimals; thousands separated as a reader of the
 * UI's language expects (issue 12, session 15): a (no-break) space in ru, as the spec says
 * («10 110 ₽»), a comma in en («10,110 ₽», as the brands' own English texts write «3,000 ₽»).
 * The language is Lingui's active locale unless a caller names one.
 */
import { i18n as globalI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { roundDecimal, type DecimalRoundingRule } from '../../shared/money/rounding.ts'
import { translate } from './translate.ts'

export { roundDecimal, type DecimalRoundingRule }

/**
 * The thousands separator and the space before a currency or unit: a no-break space (U+00A0),
 * so '1 000 ₽' never wraps inside a price.
 */
export const NBSP = '\u00a0'

/** Units and currencies written after a number ('0,5 л', '610 г', '1 200 ₽', '30 см'). */
const UNIT =
  '(?:мл|л|кг|г|гр|мг|см|мм|м|шт|ккал|кДж|порц|персон|мин|ч|₽|руб|р|BYN|Br|₸|€|\\$|%|ml|l|kg|g|mg|cm|mm|pcs|kcal|min|h)'
const SPACE_BEFORE_UNIT = new RegExp(`(\\d)[ \\t]+(?=${UNIT}(?![\\p{L}\\d]))`, 'gu')
const SPACE_IN_THOUSANDS = /(\d)[ \t](?=\d{3}(?!\d))/g

/**
 * Text from brand data ('0,5 л', 'от 1 200 ₽') with a no-break space between a number and its
 * unit or currency and inside a grouped number, so a line never breaks into «0,5 / л» or
 * «1 200 / ₽» (issue 12 #5). The one place values glue to their units; formatMoney does the same.
 */
export function keepUnits(text: string): string
export function keepUnits(text: string | null | undefined): string | null | undefined
export function keepUnits(text: string | null | undefined): string | null | undefined {
  if (!text) return text
  return text.replace(SPACE_IN_THOUSANDS, `$1${NBSP}`).replace(SPACE_BEFORE_UNIT, `$1${NBSP}`)
}

export interface MoneyOptions {
  /** The UI language the thousands are grouped for ('ru', 'en'). @default Lingui's active locale */
  locale?: string
  /** Digits after the dot. @default 0 */
  decimal?: number
  /** @default 'default' */
  decimalRoundingRule?: DecimalRoundingRule | string
  /** Written after the number ('₽', 'руб.', 'BYN'); none when empty. */
  currency?: string | null
}

/** The settings' number options (shell-data §3 decimal / decimalRoundingRule). */
export interface NumberSettings {
  decimal?: number | null
  decimalRoundingRule?: DecimalRoundingRule | string | null
}

/**
 * The options every number of the app is formatted with, from the brand's settings: `decimal`
 * (default 0, a non-number or a negative counts as 0) and `decimalRoundingRule` (default
 * 'default'). No settings yet: the defaults.
 */
export function numberOptions(settings: NumberSettings | null | undefined): {
  decimal: number
  decimalRoundingRule: DecimalRoundingRule | string
} {
  const decimal = settings?.decimal
  return {
    decimal: typeof decimal === 'number' && Number.isFinite(decimal) && decimal > 0 ? decimal : 0,
    decimalRoundingRule: settings?.decimalRoundingRule || 'default',
  }
}

/**
 * The thousands separator of a UI language: a comma in English ('10,110'), else a no-break
 * space ('10 110'; ru, and the default before any locale is active).
 */
export function thousandsSeparator(locale: string = globalI18n.locale): string {
  return /^en(?:-|$)/i.test(locale || '') ? ',' : NBSP
}

function groupThousands(intDigits: string, locale: string | undefined): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator(locale))
}

/**
 * A number with the app's separators in the UI language: '1 234 567.50' (ru), '1,234,567.50'
 * (en; decimal 2). Non-numbers give ''.
 */
export function formatNumber(
  value: number | string | null | undefined,
  { decimal = 0, decimalRoundingRule = 'default', locale }: Omit<MoneyOptions, 'currency'> = {},
): string {
  const n = typeof value === 'string' ? Number(value.replace(/[\s\u00a0]/g, '')) : value
  if (n == null || typeof n !== 'number' || !Number.isFinite(n)) return ''
  const digits = Math.max(0, Math.min(20, Math.trunc(decimal)))
  const rounded = roundDecimal(n, digits, decimalRoundingRule)
  const [int = '0', frac] = Math.abs(rounded).toFixed(digits).split('.')
  const sign = rounded < 0 ? '-' : ''
  return sign + groupThousands(int, locale) + (frac ? '.' + frac : '')
}

/** A price or balance: formatNumber plus the brand's currency after a no-break space. */
export function formatMoney(
  value: number | string | null | undefined,
  options: MoneyOptions = {},
): string {
  const number = formatNumber(value, options)
  if (number === '' || !options.currency) return number
  return number + NBSP + options.currency
}

const texts = {
  /** spec (shell-data §9, catalog §9): price range prefix 'От' */
  from: msg`From {price}`,
  /** spec (catalog §9): quantity unit label 'шт' */
  pieces: msg`{count} pcs`,
}

/** A price range's lowest price: 'От 250 ₽' / 'From 250 ₽'. */
export function formatPriceFrom(
  value: number | string | null | undefined,
  options: MoneyOptions = {},
  i18n: I18n = globalI18n,
): string {
  return translate(i18n, texts.from, {
    price: formatMoney(value, { locale: i18n.locale, ...options }),
  })
}

/** A quantity with its unit: '3 шт' / '3 pcs'. */
export function formatPieces(count: number, i18n: I18n = globalI18n): string {
  return translate(i18n, texts.pieces, { count: formatNumber(count, { locale: i18n.locale }) })
}
