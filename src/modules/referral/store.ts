/**
 * Referral state and client-side actions: settings, sharing (Web Share API, else the clipboard)
 * and the enter-promo-code sheet. activate-code (a server call) is in ./actions.ts.
 */
import { msg } from '@lingui/core/macro'
import { proxy } from 'valtio'
import { requestRegistration } from '../../core/need-register.ts'
import { openSheet, showError, showToast } from '../../core/overlay.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import type { ReferralSettings } from './settings.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

export const referralTexts = {
  share: msg`Invite a friend`,
  enterCode: msg`Enter a promo code`,
  needRegister: msg`To get your unique code for sharing, you need to sign in`,
  copied: msg`Copied to the clipboard`,
  activated: msg`The promo code is activated`,
}

export const referralStore = proxy<{ settings: Partial<ReferralSettings> }>({ settings: {} })

export function setReferralSettings(settings: Partial<ReferralSettings>): void {
  referralStore.settings = { ...settings }
}

const ShareSheet = lazyComponent(() => import('./share-sheet.tsx'))
const EnterCodeSheet = lazyComponent(() => import('./enter-code-sheet.tsx'))

/** spec: sharing requires a logged-in user with a code; otherwise the need-register popup. */
export function canShare(): boolean {
  return isLoggedIn(appData.data) && Boolean(referralStore.settings.code)
}

export function openShareSheet(): void {
  if (!canShare()) {
    requestRegistration({ text: referralTexts.needRegister, onLogin: openShareSheet })
    return
  }
  openSheet({ label: referralTexts.share, component: ShareSheet })
}

export function openEnterCode(): void {
  if (!isLoggedIn(appData.data)) {
    requestRegistration({ onLogin: openEnterCode })
    return
  }
  openSheet({ label: referralTexts.enterCode, component: EnterCodeSheet })
}

/** Web Share API with the message; without it the message goes to the clipboard. */
export async function shareText(text: string, url?: string): Promise<void> {
  const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> }
  if (nav.share) {
    try {
      await nav.share(url ? { text, url } : { text })
      return
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url && !text.includes(url) ? `${text} ${url}` : text)
    showToast(referralTexts.copied)
  } catch (error) {
    showError(error)
  }
}
