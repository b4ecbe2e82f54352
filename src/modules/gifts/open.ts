/** Opening a gift or coupon: in a popup (openInPopup, the default) or on /gifts/body/{key}. */
import { openPopup } from '../../core/overlay.ts'
import { navigate } from '../../core/state/ui.ts'
import type { GiftItem } from './api.ts'
import type { GiftPopupProps } from './gift-popup.tsx'
import { knownGift } from './queries.ts'
import { giftTexts } from './texts.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

const GiftPopup = lazyComponent(() => import('./gift-popup.tsx'))

export const giftsRuntime = { openInPopup: true }

export function openGiftPopup(itemKey: string, given?: GiftItem): void {
  // Opened by id (a push, an event): the list may already hold it, title and all.
  const item = given ?? knownGift(itemKey)
  openPopup<Omit<GiftPopupProps, 'close'>>({
    label: item?.title ?? giftTexts.gifts,
    headingInContent: true,
    component: GiftPopup,
    props: { itemKey, item },
  })
}

export function openGift(item: GiftItem): void {
  if (giftsRuntime.openInPopup) openGiftPopup(item.key, item)
  else navigate(`/gifts/body/${item.key}`)
}

/** spec: a push carries a connected-entity id of the form type-id (gift-3, coupon-5). */
export function giftKeyFromPush(entity: string, id: string): string | null {
  const whole = /^(gift|coupon)-\d+$/
  if (whole.test(id)) return id
  const key = `${entity}-${id}`
  return whole.test(key) ? key : null
}
