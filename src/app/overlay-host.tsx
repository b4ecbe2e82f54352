/**
 * Renders what src/core/overlay.ts asks for: dialogs, sheets, popups (in request order), the
 * busy preloader and the toast. Only the top layer is interactive; the page under any layer
 * is inert and the body does not scroll.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { overlay, type OverlayEntry } from '../core/overlay.ts'
import { ui } from '../core/state/ui.ts'
import { Toast } from '../ui/toast/toast.tsx'
import { useText } from '../core/i18n/text.ts'

type LayerProps = { entry: OverlayEntry; top: boolean }

/**
 * The layers' chunk (dialog, sheet, popup: overlay-layer.tsx) loads right after the first paint
 * (issue 16). Once it is there every host holds its component, so a layer renders in the commit
 * that asks for it; one asked for earlier shows when the chunk comes.
 */
type Layer = ComponentType<LayerProps>
let loadedLayer: Layer | null = null
let loadingLayer: Promise<Layer> | null = null
const loadLayer = () =>
  (loadingLayer ??= import('./overlay-layer.tsx').then((m) => (loadedLayer = m.OverlayLayer)))

/** True while any modal layer (overlay, preloader or side panel) covers the page. */
export function useCovered(): boolean {
  const { stack, busy } = useSnapshot(overlay)
  const { panelOpen } = useSnapshot(ui)
  return stack.length > 0 || Boolean(busy) || panelOpen
}

export function OverlayHost() {
  const { t } = useLingui()
  const text = useText()
  const { stack, busy, toast } = useSnapshot(overlay)
  const covered = useCovered()
  const [Layer, setLayer] = useState<Layer | null>(() => loadedLayer)
  useEffect(() => {
    if (Layer) return
    let live = true
    void loadLayer().then((loaded) => live && setLayer(() => loaded))
    return () => {
      live = false
    }
  }, [Layer])
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
            {Layer ? <Layer entry={e} top={top} /> : null}
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
