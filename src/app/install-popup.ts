/** Opens the install hint popup; its code (and the QR code's) loads on demand, not with the shell. */
import { msg } from '@lingui/core/macro'
import { lazy } from 'react'
import { openPopup } from '../core/overlay.ts'

const lazyInstallHint = lazy(() => import('./install-hint.tsx'))

export function openInstallHint(): () => void {
  return openPopup({ label: msg`Install the app`, component: lazyInstallHint })
}
