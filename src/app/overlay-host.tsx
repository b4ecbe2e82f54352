/**
 * Renders what src/core/overlay.ts asks for: dialogs, sheets, popups (in request order), the
 * busy preloader and the toast. Only the top layer is interactive; the page under any layer
 * is inert and the body does not scroll.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import {
  closeOverlay,
  overlay,
  type ContentRequest,
  type DialogRequest,
  type OverlayEntry,
} from '../core/overlay.ts'
import { ui } from '../core/state/ui.ts'
import { Dialog } from '../ui/dialog/dialog.tsx'
import { Popup } from '../ui/popup/popup.tsx'
import { Sheet } from '../ui/sheet/sheet.tsx'
import { Toast } from '../ui/toast/toast.tsx'
import { ErrorBoundary, ScreenSkeleton } from './screen.tsx'
import { useText } from '../core/i18n/text.ts'

const closeText = msg`Close`

/** True while any modal layer (overlay, preloader or side panel) covers the page. */
export function useCovered(): boolean {
  const { stack, busy } = useSnapshot(overlay)
  const { panelOpen } = useSnapshot(ui)
  return stack.length > 0 || Boolean(busy) || panelOpen
}

function DialogLayer({ entry, top }: { entry: OverlayEntry; top: boolean }) {
  const text = useText()
  const req = entry.request as DialogRequest
  const buttons = req.buttons?.length ? req.buttons : [{ text: closeText, role: 'cancel' as const }]
  return (
    <Dialog
      top={top}
      title={req.title ? text(req.title) : undefined}
      text={req.text ? text(req.text) : undefined}
      buttons={buttons.map((b) => ({
        label: text(b.text),
        role: b.role,
        disabledFor: b.disabledFor,
        onClick: () => {
          closeOverlay(entry.id)
          b.onClick?.()
        },
      }))}
    />
  )
}

function ContentLayer({ entry, top }: { entry: OverlayEntry; top: boolean }) {
  const text = useText()
  const req = entry.request as ContentRequest
  const close = () => closeOverlay(entry.id)
  const Content = req.component
  const body = (
    <ErrorBoundary>
      <Suspense fallback={<ScreenSkeleton />}>
        <Content {...(req.props ?? {})} close={close} />
      </Suspense>
    </ErrorBoundary>
  )
  const label = text(req.label)
  return req.kind === 'sheet' ? (
    <Sheet label={label} onClose={close} top={top}>
      {body}
    </Sheet>
  ) : (
    <Popup label={label} onClose={close} top={top}>
      {body}
    </Popup>
  )
}

export function OverlayHost() {
  const { t } = useLingui()
  const text = useText()
  const { stack, busy, toast } = useSnapshot(overlay)
  const covered = useCovered()
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', covered)
    return () => document.body.classList.remove('scroll-locked')
  }, [covered])
  return (
    <>
      {stack.map((entry, i) => {
        const top = i === stack.length - 1 && !busy
        const e = entry as OverlayEntry
        return (
          <div key={entry.id} className="overlay-slot" inert={!top || undefined}>
            {e.request.kind === 'dialog' ? (
              <DialogLayer entry={e} top={top} />
            ) : (
              <ContentLayer entry={e} top={top} />
            )}
          </div>
        )
      })}
      {busy ? (
        <div className="busy-layer" role="progressbar" aria-label={t`Loading`} aria-busy="true">
          <span className="busy-spinner" />
        </div>
      ) : null}
      <Toast text={toast ? text(toast.text) : null} />
    </>
  )
}
