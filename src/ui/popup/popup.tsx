/**
 * Full-height card over the app with a close button (info pages, debug). A popup whose content
 * carries its own heading (`hideTitle`: a gift, a news item) is a sheet at the bottom, as tall as
 * its content (up to the screen): a full-height one left an empty header band and the lower half
 * of the screen blank (session 15).
 */
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, type ReactNode } from 'react'
import { useFocusTrap } from '../dialog/focus-trap.ts'
import { Icon } from '../icon/icon.tsx'
import './popup.css'

export function Popup({
  label,
  onClose,
  children,
  top = true,
  hideTitle = false,
}: {
  label: string
  onClose: () => void
  children: ReactNode
  top?: boolean
  /** The content repeats the label as its heading: the header's title only names the dialog. */
  hideTitle?: boolean
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(ref, top)
  return (
    <div className="popup-layer">
      <div
        ref={ref}
        className={hideTitle ? 'popup popup--sheet' : 'popup'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="popup__header">
          <h2 id={titleId} className={hideTitle ? 'popup__title visually-hidden' : 'popup__title'}>
            {label}
          </h2>
          <button
            type="button"
            className="shell-icon-button"
            aria-label={t`Close`}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="popup__body">{children}</div>
      </div>
    </div>
  )
}
