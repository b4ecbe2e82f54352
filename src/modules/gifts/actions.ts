/**
 * Gift and coupon actions: activation (POST gift-activate) behind the busy loader; the price goes
 * to the locally spent points (accounts-loyalty §4 "Gift or coupon popup").
 */
import { showError, withBusy } from '../../core/overlay.ts'
import { addSpentBonus } from '../../core/state/spent-bonus.ts'
import { activateGift, type GiftCode, type GiftItem } from './api.ts'

/** Activates the item; returns its code, or null after showing the error. */
export async function activateGiftItem(item: GiftItem): Promise<GiftCode | null> {
  try {
    const code = await withBusy((signal) => activateGift(item.key, signal))
    addSpentBonus(item.price)
    return code
  } catch (error) {
    showError(error)
    return null
  }
}
