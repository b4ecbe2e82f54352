/**
 * Bottom sheet with a swipe handle: drag it down past the threshold (spec: 75 px swipe-dismiss)
 * or tap the backdrop to close.
 */
import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { useFocusTrap } from '../dialog/focus-trap.ts'
import './sheet.css'

/** spec (accounts §9): swipe-dismiss threshold. */
export const SWIPE_DISMISS = 75

export function useDragToClose(onClose: () => void, axis: 'y' | 'x-left' = 'y') {
  const [offset, setOffset] = useState(0)
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
  }
  const onPointerMove = (e: PointerEvent) => {
    if (!start.current || start.current.id !== e.pointerId) return
    const d = axis === 'y' ? e.clientY - start.current.y : start.current.x - e.clientX
    // Capture only once it is a drag, so taps still click the buttons inside.
    if (d > 8) (e.currentTarget as Element).setPointerCapture?.(e.pointerId)
    setOffset(Math.max(0, d))
  }
  const end = (e: PointerEvent) => {
    if (!start.current || start.current.id !== e.pointerId) return
    start.current = null
    const close = offset > SWIPE_DISMISS
    setOffset(0)
    if (close) onClose()
  }
  return {
    offset,
    dragging: offset > 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  }
}

export function Sheet({
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
  useFocusTrap(ref, top, true)
  const drag = useDragToClose(onClose)
  return (
    <div className="sheet-layer">
      <div className="sheet-backdrop" role="presentation" onClick={onClose} />
      <div
        ref={ref}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={{
          transform: drag.offset ? `translateY(${drag.offset}px)` : undefined,
          transition: drag.dragging ? 'none' : undefined,
        }}
      >
        <div className="sheet__grip" {...drag.handlers}>
          <button type="button" className="sheet__handle" aria-label={t`Close`} onClick={onClose} />
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  )
}
