/**
 * Alert dialog: title, text, buttons. A button may stay disabled for some seconds, counting
 * down in its label (spec: Repeat with a 15-second countdown).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useFocusTrap } from './focus-trap.ts'
import './dialog.css'

export interface DialogButtonView {
  label: string
  role?: 'primary' | 'cancel' | 'destructive'
  disabledFor?: number
  onClick: () => void
}

function CountdownButton({ button }: { button: DialogButtonView }) {
  const [left, setLeft] = useState(button.disabledFor ?? 0)
  useEffect(() => {
    if (left <= 0) return
    const t = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(t)
  }, [left])
  return (
    <button
      type="button"
      className={`dialog__button dialog__button--${button.role ?? 'default'}`}
      disabled={left > 0}
      onClick={button.onClick}
    >
      {left > 0 ? `${button.label} (${left})` : button.label}
    </button>
  )
}

export function Dialog({
  title,
  text,
  buttons,
  onBackdrop,
  top = true,
}: {
  title?: string
  text?: string
  buttons: DialogButtonView[]
  /** Tapping outside (usually nothing: alert dialogs need an answer). */
  onBackdrop?: () => void
  /** Only the top layer traps focus. */
  top?: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  useFocusTrap(ref, top)
  return (
    <div className="dialog-layer">
      <div className="dialog-backdrop" aria-hidden="true" onClick={onBackdrop} />
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : text}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
      >
        {title ? (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        ) : null}
        {text ? (
          <p id={textId} className="dialog__text">
            {text}
          </p>
        ) : null}
        <div className="dialog__buttons">
          {buttons.map((b, i) => (
            <CountdownButton key={i} button={b} />
          ))}
        </div>
      </div>
    </div>
  )
}
