/**
 * Wallet-pass image (accounts-loyalty §2): a badge whose link opens the platform's pass
 * externally — the ios url on iOS, android on Android, else the general url.
 */
import { useLingui } from '@lingui/react/macro'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { GetwalletSettings } from '../../shared/settings/getwallet.ts'
import { walletLink } from './link.ts'
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
      <svg className="getwallet__badge" viewBox="0 0 220 56" aria-hidden="true" focusable="false">
        <rect width="220" height="56" rx="12" fill="#000" />
        <rect x="16" y="14" width="34" height="28" rx="5" fill="#fff" />
        <rect x="16" y="20" width="34" height="5" fill="#f5a623" />
        <rect x="16" y="27" width="34" height="5" fill="#4a90e2" />
        <rect x="16" y="34" width="34" height="5" fill="#7ed321" />
      </svg>
      <span className="getwallet__text">{title}</span>
    </a>
  )
}
