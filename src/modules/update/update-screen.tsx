/**
 * The update screen (shell-data §2 App shell: it lives inside the welcome screen, the `startup`
 * slot; §4 Update screen): when the installed version is lower than the platform's version in
 * settings — always when the update is required, else on the first check or 24 h after the last
 * show. Title, text and store links come from settings (translated defaults otherwise); the
 * 'home' button, which lets the customer go on to the app, is hidden when the update is required.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { APP_VERSION } from '../../core/brand/brand.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { Button, buttonClass } from '../../ui/button/button.tsx'
import { StartupScreen } from '../../ui/startup-screen/startup-screen.tsx'
import { shouldShowUpdate } from './rules.ts'
import type { UpdateSettings } from './settings.ts'
import { lastShownAt, markShown } from './store.ts'
import './update.css'

export default function UpdateScreen({ settings: s }: SlotWidgetProps<UpdateSettings>) {
  const { t } = useLingui()
  // Decided once per start: a reload of app data never pops the screen up mid-session.
  const [now] = useState(() => Date.now())
  const [open, setOpen] = useState(() =>
    shouldShowUpdate({ installed: APP_VERSION, settings: s, lastShownAt: lastShownAt(), now }),
  )
  useEffect(() => {
    if (!open) return
    markShown(now)
  }, [open, now])
  if (!open) return null
  const required = s.versionUpdateRequired
  const title = s.versionUpdateTitle.trim() || t`A new version of the app is available!`
  const text =
    s.versionUpdateText.trim() ||
    t`Update the app from the App Store or Google Play to keep using it.`
  const appStore = s.versionUpdateLinkAppStore.trim()
  const googlePlay = s.versionUpdateLinkGogglePlay.trim()
  return (
    <StartupScreen title={title} top>
      <p className="startup-screen__text">{text}</p>
      <div className="update-screen__buttons">
        {appStore ? (
          <a
            className={buttonClass({ block: true })}
            href={appStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Update in the App Store</Trans>
          </a>
        ) : null}
        {googlePlay ? (
          <a
            className={buttonClass({ block: true })}
            href={googlePlay}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Update in Google Play</Trans>
          </a>
        ) : null}
        {required ? null : (
          <Button variant="link" block onClick={() => setOpen(false)}>
            <Trans>Go to the home screen</Trans>
          </Button>
        )}
      </div>
    </StartupScreen>
  )
}
