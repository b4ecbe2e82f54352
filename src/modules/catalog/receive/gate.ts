/**
 * The receive checks before the form (spec catalog §5 Before going to the form): a delivery
 * address or a pickup point must be chosen, else an alert offers to choose one; with delivery,
 * blockCheckout on and outside working time, an alert says delivery is not available and shows
 * the hours (settings.delivery.closedText, else the hours built from days/start/end).
 */
import { i18n } from '@lingui/core'
import { translate } from '../../../core/format/translate.ts'
import { openDialog } from '../../../core/overlay.ts'
import { appData } from '../../../core/state/app-data.ts'
import { config } from '../common/index.ts'
import { receive } from './store.ts'
import { openReceivePopup } from './open.ts'
import { deliveryClosedNow, deliveryHoursText, receiveChoiceMissing } from './rules.ts'
import { deliveryTexts, weekDays } from './texts.ts'

/** The hours text of the 'delivery not available' alert. */
export function deliveryClosedText(): string {
  const delivery = config.settings.delivery
  if (delivery?.closedText) return delivery.closedText
  const hours = deliveryHoursText(delivery, (d) => i18n._(weekDays[d - 1]!))
  return hours ? translate(i18n, deliveryTexts.deliveryHours, { hours }) : ''
}

/** True when the receive choice allows going on; otherwise an alert is open. */
export function receiveGate(now: Date = new Date()): boolean {
  if (receiveChoiceMissing(receive)) {
    openDialog({
      text: deliveryTexts.chooseReceive,
      buttons: [
        { text: deliveryTexts.later, role: 'cancel' },
        { text: deliveryTexts.choose, role: 'primary', onClick: () => openReceivePopup() },
      ],
    })
    return false
  }
  if (deliveryClosedNow(receive, config.settings, appData.data?.settings, now)) {
    openDialog({ title: deliveryTexts.deliveryClosedTitle, text: deliveryClosedText() })
    return false
  }
  return true
}
