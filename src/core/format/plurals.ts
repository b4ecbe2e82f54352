/**
 * Plural words (accounts-loyalty §9 "Plural words": points, seconds, days, years per language),
 * as ICU plurals through Lingui: ru has one / few / many / other, en one / other.
 * The words come without the number, so the number can keep the app's own format
 * (space thousands, see money.ts) instead of ICU's '#', which follows Intl.
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

/** The number and its word: '1 500 баллов', '21 секунду', '5 years'. */
export function formatCount(
  kind: PluralWordKind,
  count: number,
  options: Pick<MoneyOptions, 'decimal' | 'decimalRoundingRule'> = {},
  i18n: I18n = globalI18n,
): string {
  return formatNumber(count, options) + NBSP + pluralWord(kind, count, i18n)
}
