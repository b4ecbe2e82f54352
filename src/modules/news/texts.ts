import { msg } from '@lingui/core/macro'

/** The news module's texts (spec accounts-loyalty §2 News, §4 News popup). */
export const newsTexts = {
  news: msg`News`,
  empty: msg`Stay tuned! Exciting news coming soon`,
  notFound: msg`Oops! The news you were looking for is not available`,
}
