/**
 * Plural words (accounts-loyalty §9 "Plural words": points, seconds, days, years per language),
 * as ICU plurals through Lingui: ru has one / few / many / other, en one / other.
 * The words come without the number, so the number can keep the app's own format
 * (money.ts: the brand's decimals, thousands as the UI language groups them) instead of ICU's
 * '#', which follows Intl.
 */
import { i18n as globalI18n, type I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { NBSP, formatNumber, type MoneyOptions } from './money.ts'

export type PluralWordKind = 'points' | 'seconds' | 'days' | 'years'

/** The word for `count` of `kind`: pluralWord('points', 5) -> 'баллов' / 'points'. */
export function pluralWord(kind: PluralWordKind, count: number, i18n: I18n = globalI18n): string {
  switch (kind) {
    case 'points':
      return i18n._(msg({ message: plural(count, { one: 'point', other: 'points' }) }))
    case 'seconds':
      // ru uses the accusative ('через 1 секунду'), as in the resend timers
      return i18n._(msg({ message: plural(count, { one: 'second', other: 'seconds' }) }))
    case 'days':
      return i18n._(msg({ message: plural(count, { one: 'day', other: 'days' }) }))
    case 'years':
      return i18n._(msg({ message: plural(count, { one: 'year', other: 'years' }) }))
  }
}

type NumberOptions = Pick<MoneyOptions, 'decimal' | 'decimalRoundingRule' | 'locale'>

/**
 * A number of points: whole unless it has a fraction. The brand's `decimal` (2 on a BYN brand,
 * for its prices) applies to 8.5 ('8.50'), not to 8 ('8', never '8.00 баллов'; issue 12, 14).
 */
export function formatPointsNumber(count: number, options: NumberOptions = {}): string {
  return formatNumber(count, Number.isInteger(count) ? { ...options, decimal: 0 } : options)
}

/** The number and its word: '1 500 баллов', '21 секунду', '1,500 points' (in i18n's locale). */
export function formatCount(
  kind: PluralWordKind,
  count: number,
  options: NumberOptions = {},
  i18n: I18n = globalI18n,
): string {
  const inLocale = { locale: i18n.locale, ...options }
  const number =
    kind === 'points' ? formatPointsNumber(count, inLocale) : formatNumber(count, inLocale)
  return number + NBSP + pluralWord(kind, count, i18n)
}
