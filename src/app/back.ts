/**
 * spec (accounts §4 Back-button order): a busy preloader (a second press cancels the request),
 * then any back-button override, dialog, sheet, popup, router back, panel close, switch to the
 * default tab, then a double press within 3 seconds exits the app with a 'Press back again to
 * exit' message. The Escape key behaves like back.
 */
import { msg } from '@lingui/core/macro'
import { closeOverlay, overlay, runBackOverride, showToast } from '../core/overlay.ts'
import { closePanel, ui } from '../core/state/ui.ts'
import type { BackDecision } from './history.ts'

/** spec: back-to-exit window. */
export const EXIT_WINDOW = 3000

export const exitText = msg`Press back again to exit`

let busyPressed: unknown = null
let lastExitPress = -Infinity

export function resetBackState(): void {
  busyPressed = null
  lastExitPress = -Infinity
}

export interface BackContext {
  /** In-app history depth of the current page. */
  depth: number
  /** The default tab's name, and whether it is the active one. */
  onDefaultTab: boolean
  switchToDefaultTab: () => void
}

const handled = (run: () => void = () => {}): BackDecision => ({ kind: 'handled', run })

function topIndex(kind: 'dialog' | 'sheet' | 'popup'): number {
  for (let i = overlay.stack.length - 1; i >= 0; i--) {
    if (overlay.stack[i]!.request.kind === kind) return i
  }
  return -1
}

export function decideBack(ctx: BackContext, now = Date.now()): BackDecision {
  const busy = overlay.busy
  if (busy) {
    // The first press is swallowed; the second cancels the request.
    if (busyPressed === busy.cancel) {
      busyPressed = null
      return handled(() => busy.cancel())
    }
    busyPressed = busy.cancel
    return handled()
  }
  busyPressed = null
  // Overrides act at once (a screen may move between its own steps).
  if (runBackOverride()) return handled()
  for (const kind of ['dialog', 'sheet', 'popup'] as const) {
    const index = topIndex(kind)
    if (index >= 0) {
      const id = overlay.stack[index]!.id
      return handled(() => closeOverlay(id))
    }
  }
  if (ctx.depth > 0) return { kind: 'router' }
  if (ui.panelOpen) return handled(closePanel)
  if (!ctx.onDefaultTab) return handled(ctx.switchToDefaultTab)
  if (now - lastExitPress < EXIT_WINDOW) {
    lastExitPress = -Infinity
    return { kind: 'exit' }
  }
  lastExitPress = now
  return handled(() => showToast(exitText, EXIT_WINDOW))
}
