/** Points as the app shows them: the brand's decimals and rounding, and the plural word. */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatNumber, numberOptions } from '../../core/format/money.ts'
import { formatCount, formatPointsNumber } from '../../core/format/plurals.ts'
import type { AppSettings } from '../../core/state/types.ts'

type Decimals = Pick<AppSettings, 'decimal' | 'decimalRoundingRule'> | null | undefined

const options = (s: Decimals) => numberOptions(s)

/** '1 500' */
export function pointsNumber(value: number, settings: Decimals): string {
  return formatPointsNumber(value, options(settings))
}

/** '1 500 баллов' */
export function pointsText(value: number, settings: Decimals, i18n: I18n): string {
  return formatCount('points', value, options(settings), i18n)
}

/** A sum of money (purchases to a level) by the brand's decimals: '115.00' on a BYN brand. */
export function moneyNumber(value: number, settings: Decimals): string {
  return formatNumber(value, options(settings))
}

/**
 * '+2 балла ожидают активации': the verb agrees with the number in ru (one «ожидает», else
 * «ожидают»), an ICU plural over the points.
 */
export function awaitingText(value: number, settings: Decimals, i18n: I18n): string {
  const points = pointsText(value, settings, i18n)
  return i18n._(
    msg`${plural(value, {
      one: `+${points} awaiting activation`,
      other: `+${points} awaiting activation`,
    })}`,
  )
}
