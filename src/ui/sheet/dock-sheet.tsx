/**
 * A sheet docked at the bottom of a map (the delivery popup, the branch map). Unlike the overlay sheets it is not modal: the
 * map above stays usable (taps, markers). Its handle closes it (or shows more, for the branch
 * list); dragging the handle down closes or collapses it (src/ui/sheet's drag-to-close), and
 * swiping it up expands it when it can (`onExpand`).
 */
import { useRef, type PointerEvent, type ReactNode } from 'react'
import { clsx } from 'clsx'
// The handle is the overlay sheets' own (sheet.css, loaded with sheet.tsx).
import { useDragToClose } from './sheet.tsx'
import './dock-sheet.css'

/** px up the handle that count as a swipe to expand */
const SWIPE_UP = 30

export interface DockSheetProps {
  label: string
  /** Swipe down / handle: close. None: the sheet cannot be closed. */
  onClose?: () => void
  /** The handle's own action instead of closing (the branch list's 'show all'). */
  handle?: { label: string; onClick: () => void; expanded: boolean } | null
  /** Swipe up on the handle: show more (the branch list's rest). */
  onExpand?: () => void
  /** Hide the handle (the branch list with 3 or fewer). */
  hideHandle?: boolean
  closeLabel: string
  className?: string
  children: ReactNode
}

export function DockSheet({
  label,
  onClose,
  onExpand,
  handle,
  hideHandle,
  closeLabel,
  className,
  children,
}: DockSheetProps) {
  const drag = useDragToClose(onClose ?? (() => {}))
  const swipeStart = useRef<number | null>(null)
  const swipeUp = onExpand
    ? {
        onPointerDown: (e: PointerEvent) => {
          swipeStart.current = e.clientY
          if (onClose) drag.handlers.onPointerDown(e)
        },
        onPointerMove: (e: PointerEvent) => {
          const from = swipeStart.current
          // Once it is a swipe up, the lift counts wherever the finger (or mouse) ends up.
          if (from != null && from - e.clientY > 8) {
            ;(e.currentTarget as Element).setPointerCapture?.(e.pointerId)
          }
          if (onClose) drag.handlers.onPointerMove(e)
        },
        onPointerUp: (e: PointerEvent) => {
          const from = swipeStart.current
          swipeStart.current = null
          if (onClose) drag.handlers.onPointerUp(e)
          if (from != null && from - e.clientY > SWIPE_UP) onExpand()
        },
      }
    : {}
  const showHandle = !hideHandle && (handle || onClose)
  return (
    <section
      className={clsx('dock-sheet', className)}
      aria-label={label}
      style={{
        transform: drag.offset && onClose ? `translateY(${drag.offset}px)` : undefined,
        transition: drag.dragging ? 'none' : undefined,
      }}
    >
      {showHandle ? (
        <div className="dock-sheet__grip" {...(onClose ? drag.handlers : {})} {...swipeUp}>
          <button
            type="button"
            className="sheet__handle"
            aria-label={handle ? handle.label : closeLabel}
            aria-expanded={handle ? handle.expanded : undefined}
            onClick={handle ? handle.onClick : onClose}
          />
        </div>
      ) : (
        <div className="dock-sheet__grip dock-sheet__grip--none" aria-hidden="true" />
      )}
      <div className="dock-sheet__body">{children}</div>
    </section>
  )
}
