/**
 * Renders what src/core/overlay.ts asks for: dialogs, sheets, popups (in request order), the
 * busy preloader and the toast. Only the top layer is interactive; the page under any layer
 * is inert and the body does not scroll.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { overlay } from '../core/overlay.ts'
import { lazyComponent, useArrived } from '../core/lazy-component.ts'
import { ui } from '../core/state/ui.ts'
import { Toast } from '../ui/toast/toast.tsx'
import { useText } from '../core/i18n/text.ts'

/**
 * The layers and the preloader (overlay-layer.tsx, the after-start chunk) load right after the
 * first paint (issue 16), from the host's first effect: once they are there a layer renders in
 * the commit that asks for it; one asked for earlier shows when the chunk comes.
 */
const OverlayLayers = lazyComponent(() =>
  import('./overlay-layer.tsx').then((m) => ({ default: m.OverlayLayers })),
)

/** True while any modal layer (overlay, preloader or side panel) covers the page. */
export function useCovered(): boolean {
  const { stack, busy } = useSnapshot(overlay)
  const { panelOpen } = useSnapshot(ui)
  return stack.length > 0 || Boolean(busy) || panelOpen
}

export function OverlayHost() {
  const text = useText()
  const { toast } = useSnapshot(overlay)
  const covered = useCovered()
  const layersIn = useArrived(OverlayLayers)
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', covered)
    return () => document.body.classList.remove('scroll-locked')
  }, [covered])
  return (
    <>
      {layersIn ? <OverlayLayers /> : null}
      <Toast text={toast ? text(toast.text) : null} />
    </>
  )
}
