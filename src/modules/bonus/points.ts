/** Points as the app shows them: the brand's decimals and rounding, and the plural word. */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatMoney, numberOptions } from '../../core/format/money.ts'
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

type Money = Pick<AppSettings, 'decimal' | 'decimalRoundingRule' | 'currency'> | null | undefined

/**
 * A sum of money (purchases to a level) by the brand's decimals and currency, grouped for the UI
 * language: '10 110 ₽' (ru), '10,110 ₽' (en), '115.00 BYN'. core/format's formatMoney.
 */
export function moneyText(value: number, settings: Money, locale?: string): string {
  return formatMoney(value, { ...options(settings), currency: settings?.currency, locale })
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
