/**
 * `auth:login-requested` (appEvents.loginRequested, payload `{ onLogin?, onRegister? }`): other
 * modules ask for the sign-in popup; the callbacks run after a successful sign-in or
 * registration. A signed-in user gets `onLogin` at once.
 */
import { openPopup } from '../../core/overlay.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { clearCallbacks, setCallbacks, type LoginCallbacks } from './store.ts'
import { authTexts } from './texts.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

const LoginPopup = lazyComponent(() => import('./login-popup.tsx'))

export function openLoginPopup(payload: LoginCallbacks | null | undefined = {}): void {
  if (isLoggedIn(appData.data)) {
    payload?.onLogin?.()
    return
  }
  setCallbacks(payload ?? {})
  openPopup({ label: authTexts.signInTitle, component: LoginPopup, onClose: clearCallbacks })
}
