import { msg } from '@lingui/core/macro'

export const offerTexts = {
  title: msg`Special offers`,
}
