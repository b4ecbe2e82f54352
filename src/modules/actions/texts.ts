import { msg } from '@lingui/core/macro'

export const actionTexts = {
  actions: msg`Promotions`,
  empty: msg`There are no promotions yet`,
  notFound: msg`Oops! The promotion you were looking for is not available`,
  needRegisterTitle: msg`Sign in`,
  needRegister: msg`Register or sign in to get the promotion's points`,
  later: msg`Later`,
  reload: msg`Reload`,
  activatedTitle: msg`Promotion activated`,
}
