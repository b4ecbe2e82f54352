/**
 * An action's date range as the card and popup show it: '23–30 ноября', '28 ноября – 3 декабря'
 * (the month and the year once, formatDateRange), 'с 5 марта', 'до 20 апреля'; nothing without
 * dates.
 */
import { useLingui } from '@lingui/react/macro'
import { formatDateRange, formatLongDate } from '../../core/format/dates.ts'

export function useDateRange(start: string | null, end: string | null): string {
  const { t, i18n } = useLingui()
  const from = start ? formatLongDate(start, i18n.locale) : ''
  const to = end ? formatLongDate(end, i18n.locale) : ''
  if (from && to) return formatDateRange(start, end, i18n.locale)
  if (from) return t`from ${from}`
  if (to) return t`until ${to}`
  return ''
}
