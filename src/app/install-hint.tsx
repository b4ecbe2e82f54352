/**
 * The web-app install hint (shell-data §2 App shell; §9 Install QR, level Q): the browser's own
 * install prompt where it offered one; on an iPhone or iPad Safari's steps (share → «На экран
 * Домой»); on a desktop a QR code of the brand's address to open the app on a phone; elsewhere
 * the browser menu's item. Opened as a popup from the side menu (install-popup.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../core/state/session.ts'
import { Button } from '../ui/button/button.tsx'
import { Icon } from '../ui/icon/icon.tsx'
import { QrCode } from '../ui/qr-code/qr-code.tsx'
import './install-hint.css'
import './install-icons.ts'
import {
  brandAddress,
  currentTraits,
  installHintKind,
  installState,
  isIos,
  isMobile,
  promptInstall,
} from './install.ts'

/** spec §9: the install QR uses error correction level Q. */
export const INSTALL_QR_LEVEL = 'Q'

export function InstallHint() {
  const { t } = useLingui()
  const { brand } = useSnapshot(session)
  const { prompt, installed } = useSnapshot(installState)
  const [asking, setAsking] = useState(false)
  const traits = {
    ...currentTraits(),
    canPrompt: prompt !== null,
    standalone: installed || currentTraits().standalone,
  }
  const kind = installHintKind(traits)
  const address = brandAddress(brand)
  if (kind === 'installed') {
    return (
      <div className="install-hint">
        <p className="install-hint__text">
          <Trans>The app is installed on this device.</Trans>
        </p>
      </div>
    )
  }
  const ios = isIos(traits)
  const desktop = !isMobile(traits)
  return (
    <div className="install-hint">
      {prompt ? (
        <section className="install-hint__block">
          <p className="install-hint__text">
            <Trans>
              Install the app: it will open from the home screen or the desktop, like any other.
            </Trans>
          </p>
          <Button
            block
            loading={asking}
            icon={<Icon name="install" />}
            onClick={() => {
              setAsking(true)
              void promptInstall().finally(() => setAsking(false))
            }}
          >
            <Trans>Install</Trans>
          </Button>
        </section>
      ) : null}
      {ios ? (
        <section className="install-hint__block">
          <p className="install-hint__text">
            <Trans>To add the app to the home screen in Safari:</Trans>
          </p>
          <ol className="install-hint__steps">
            <li>
              <Icon name="ios-share" />
              <span>
                <Trans>Tap «Share» at the bottom of the screen</Trans>
              </span>
            </li>
            <li>
              <Icon name="add-square" />
              <span>
                <Trans>Choose «Add to Home Screen»</Trans>
              </span>
            </li>
            <li>
              <Icon name="install-check" />
              <span>
                <Trans>Tap «Add»</Trans>
              </span>
            </li>
          </ol>
        </section>
      ) : null}
      {desktop ? (
        <section className="install-hint__block">
          <p className="install-hint__text">
            <Trans>
              Point your phone's camera at the code to open the app on the phone and install it
              there.
            </Trans>
          </p>
          <QrCode
            value={address}
            label={t`QR code of the app's address`}
            size={240}
            errorCorrectionLevel={INSTALL_QR_LEVEL}
          />
          <p className="install-hint__address">
            <a href={address} target="_blank" rel="noopener noreferrer">
              {address}
            </a>
          </p>
        </section>
      ) : null}
      {kind === 'manual' ? (
        <p className="install-hint__text">
          <Trans>Open the browser's menu and choose «Install app» or «Add to Home screen».</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The popup's content (lazily loaded: install-popup.ts). */
export default function InstallHintPopup() {
  return <InstallHint />
}
