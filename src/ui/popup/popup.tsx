/** Full-height card over the app with a close button (news, gifts, info pages, debug). */
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
}: {
  label: string
  onClose: () => void
  children: ReactNode
  top?: boolean
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(ref, top)
  return (
    <div className="popup-layer">
      <div
        ref={ref}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="popup__header">
          <h2 id={titleId} className="popup__title">
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
