/**
 * PWA update prompt (registerType 'prompt'): when a new version waits, a bar offers 'Reload'.
 * Never reloads by itself. Rendered only in production builds (the dev server has no worker).
 * It registers the service worker, once the start has settled (./settled.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Icon } from '../ui/icon/icon.tsx'
import { useSettled } from './settled.ts'

export default function UpdatePrompt() {
  return useSettled() ? <RegisteredPrompt /> : null
}

function RegisteredPrompt() {
  const { t } = useLingui()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.warn('[pwa] service worker registration failed', error),
  })
  if (!needRefresh) return null
  return (
    <div className="update-bar" role="alert">
      <span className="update-bar__text">
        <Trans>A new version of the app is available!</Trans>
      </span>
      <button type="button" className="shell-button" onClick={() => void updateServiceWorker(true)}>
        <Trans>Reload</Trans>
      </button>
      <button
        type="button"
        className="shell-icon-button"
        aria-label={t`Close`}
        onClick={() => setNeedRefresh(false)}
      >
        <Icon name="close" />
      </button>
    </div>
  )
}
