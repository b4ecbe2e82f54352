/**
 * Wallet-pass image (accounts-loyalty §2): a badge whose link opens the platform's pass
 * externally — the ios url on iOS, android on Android, else the general url. The badge is
 * brand artwork in fixed colours (a black button with a pass), not a line icon in currentColor,
 * so it is an image asset (wallet-badge.svg; Vite inlines it into this chunk), not a ui/icon.
 */
import { useLingui } from '@lingui/react/macro'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { GetwalletSettings } from '../../shared/settings/getwallet.ts'
import { walletLink } from './link.ts'
import walletBadge from './wallet-badge.svg'
import './getwallet.css'

export default function GetwalletHome({ settings }: SlotWidgetProps<GetwalletSettings>) {
  const { t } = useLingui()
  const href = walletLink(settings)
  if (!href) return null
  const title = settings.title || t`Add to Wallet`
  return (
    <a
      className="getwallet"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={title}
    >
      <img className="getwallet__badge" src={walletBadge} alt="" />
      <span className="getwallet__text">{title}</span>
    </a>
  )
}
