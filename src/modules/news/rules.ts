/**
 * The news rules without React (accounts-loyalty §4 "News list", §9 "Dates"), tested alone.
 */
import type { MessageDescriptor } from '@lingui/core'
import { ApiError, errorText } from '../../core/api/errors.ts'
import { formatLongDate, type DateInput } from '../../core/format/dates.ts'
import { isShortPage } from '../../core/query/paged.ts'
import { newsTexts } from './texts.ts'

/** spec (accounts-loyalty §9): news limit. The schema's default says the same. */
export const NEWS_LIMIT = 10

/** spec: all-loaded becomes true when a page returns fewer items than the limit, or none. */
export function isNewsAllLoaded(page: readonly unknown[], limit: number): boolean {
  return isShortPage(page, limit)
}

/**
 * spec: the news date omits the year in the current year ('5 марта'; '5 марта 2025'): the app's
 * long date (core/format), whose rule this is for every date.
 */
export function newsDate(value: DateInput | null | undefined, locale?: string, now?: Date) {
  return formatLongDate(value, locale, undefined, now)
}

/**
 * spec (§4 News popup, §8): the server's error, or 'Oops! The news you were looking for is not
 * available'. No connection or no answer in time read as the spec's global texts for them.
 */
export function newsErrorText(error: unknown): MessageDescriptor | string {
  if (error instanceof ApiError) {
    if (error.kind === 'server' && error.serverMessage) return error.serverMessage
    if (error.kind === 'network' || error.kind === 'timeout') return errorText(error)
  }
  return newsTexts.notFound
}
