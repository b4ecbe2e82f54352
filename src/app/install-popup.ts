/** Opens the install hint popup; its code (and the QR code's) loads on demand, not with the shell. */
import { msg } from '@lingui/core/macro'
import { loadLateTexts } from '../core/i18n/i18n.ts'
import { openPopup } from '../core/overlay.ts'
import { lazyComponent } from '../core/lazy-component.ts'

// Its texts are in the late catalog (lingui.config.ts): they come with its chunk.
const lazyInstallHint = lazyComponent(() =>
  Promise.all([import('./install-hint.tsx'), loadLateTexts()]).then(([m]) => m),
)

export function openInstallHint(): () => void {
  return openPopup({ label: msg`Install the app`, component: lazyInstallHint })
}
