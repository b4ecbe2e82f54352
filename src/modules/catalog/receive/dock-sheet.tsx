/**
 * A sheet docked at the bottom of the map popup. Unlike the overlay sheets it is not modal: the
 * map above stays usable (taps, markers). Its handle closes it (or shows more, for the branch
 * list); dragging the handle down closes or collapses it (src/ui/sheet's drag-to-close).
 */
import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { useDragToClose } from '../../../ui/sheet/sheet.tsx'

export interface DockSheetProps {
  label: string
  /** Swipe down / handle: close. None: the sheet cannot be closed. */
  onClose?: () => void
  /** The handle's own action instead of closing (the branch list's 'show all'). */
  handle?: { label: string; onClick: () => void; expanded: boolean } | null
  /** Hide the handle (the branch list with 3 or fewer). */
  hideHandle?: boolean
  closeLabel: string
  className?: string
  children: ReactNode
}

export function DockSheet({
  label,
  onClose,
  handle,
  hideHandle,
  closeLabel,
  className,
  children,
}: DockSheetProps) {
  const drag = useDragToClose(onClose ?? (() => {}))
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
        <div className="dock-sheet__grip" {...(onClose ? drag.handlers : {})}>
          <button
            type="button"
            className="dock-sheet__handle"
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
