/**
 * The overlay stack's layers: a dialog, or a sheet or popup around a module's content, in request
 * order, and the busy preloader. In the after-start chunk (issue 16): the dialog, sheet and popup
 * are not on the first paint; the overlay host loads it right after (overlay-host.tsx).
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import {
  closeOverlay,
  overlay,
  type ContentRequest,
  type DialogRequest,
  type OverlayEntry,
} from '../core/overlay.ts'
import { ErrorBoundary as LazyErrorBoundary } from '../core/error-boundary.tsx'
import { useText } from '../core/i18n/text.ts'
import { useLoaded } from '../core/lazy-component.ts'
import { Dialog } from '../ui/dialog/dialog.tsx'
import { Popup } from '../ui/popup/popup.tsx'
import { Sheet } from '../ui/sheet/sheet.tsx'
import { ErrorBoundary, ScreenSkeleton } from './screen.tsx'

const closeText = msg`Close`

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
  // A content whose chunk is in shows at once; the skeleton as a plain render until then (a
  // Suspense fallback's reveal waited 300 ms: core/lazy-component.ts).
  const ready = useLoaded(Content, LazyErrorBoundary)
  const body = !ready ? (
    <ScreenSkeleton />
  ) : (
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
    <Popup label={label} onClose={close} top={top} hideTitle={req.headingInContent}>
      {body}
    </Popup>
  )
}

function OverlayLayer({ entry, top }: { entry: OverlayEntry; top: boolean }) {
  return entry.request.kind === 'dialog' ? (
    <DialogLayer entry={entry} top={top} />
  ) : (
    <ContentLayer entry={entry} top={top} />
  )
}

/** Every layer of the stack (only the top one is interactive) and the busy preloader. */
export function OverlayLayers() {
  const { t } = useLingui()
  const { stack, busy } = useSnapshot(overlay)
  return (
    <>
      {stack.map((entry, i) => {
        const top = i === stack.length - 1 && !busy
        return (
          <div key={entry.id} className="overlay-slot" inert={!top || undefined}>
            <OverlayLayer entry={entry as OverlayEntry} top={top} />
          </div>
        )
      })}
      {busy ? (
        <div className="busy-layer" role="progressbar" aria-label={t`Loading`} aria-busy="true">
          <span className="busy-spinner" />
        </div>
      ) : null}
    </>
  )
}
