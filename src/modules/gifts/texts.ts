import { msg } from '@lingui/core/macro'

export const giftTexts = {
  gifts: msg`Gifts`,
  needRegisterTitle: msg`Sign in`,
  needRegister: msg`Sign in to exchange points for gifts and coupons`,
  insufficientTitle: msg`Not enough points`,
  empty: msg`No gifts available yet`,
}
