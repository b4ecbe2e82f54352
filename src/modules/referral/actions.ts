/**
 * Referral actions: activate-code behind the busy loader (accounts-loyalty §7: afterwards app
 * data is reloaded, a getMessages event fires with 60 tries, and a promoDidEnter event fires).
 */
import { appEvents, emit } from '../../core/events.ts'
import { showError, showToast, withBusy } from '../../core/overlay.ts'
import { loadAppData } from '../../core/state/app-data.ts'
import { activateCode } from './api.ts'
import { referralEvents } from './events.ts'
import { referralTexts } from './store.ts'

/** POST activate-code; then app data reloads and the spec's events fire. Returns success. */
export async function activatePromoCode(code: string): Promise<boolean> {
  try {
    await withBusy((signal) => activateCode(code.trim(), signal))
  } catch (error) {
    showError(error)
    return false
  }
  await loadAppData()
  emit(appEvents.bonusGetMessages, { tries: 60 })
  emit(referralEvents.promoEntered, { code })
  showToast(referralTexts.activated)
  return true
}
