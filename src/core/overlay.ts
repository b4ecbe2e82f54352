/**
 * Overlay requests: dialogs, sheets and popups. Any part of the app (modules included) asks for
 * one here; the shell's overlay host (src/app) renders the stack and closes the top one on back
 * (spec back-button order: busy preloader, back override, dialog, sheet, popup, router back …).
 */
import type { ComponentType } from 'react'
import { proxy, ref } from 'valtio'
import { ApiError, errorText, errorTitle } from './api/errors.ts'

export type { Text } from './i18n/text.ts'
import type { Text } from './i18n/text.ts'

export interface DialogButton {
  text: Text
  /** 'cancel' closes without action; 'primary' is the emphasised one. */
  role?: 'primary' | 'cancel' | 'destructive'
  onClick?: () => void
  /** Seconds the button stays disabled, counting down in its label (spec: Repeat, 15 s). */
  disabledFor?: number
}

export interface DialogRequest {
  kind: 'dialog'
  title?: Text
  text?: Text
  buttons?: DialogButton[]
  onClose?: () => void
}

export interface ContentRequest<P = Record<string, unknown>> {
  kind: 'sheet' | 'popup'
  /** Accessible name of the sheet or popup. */
  label: Text
  /**
   * The content shows the label as its own heading (news, gifts): the popup's header keeps it
   * only to name the dialog, visually hidden, so the title is not seen twice.
   */
  headingInContent?: boolean
  component: ComponentType<P & { close: () => void }>
  props?: P
  onClose?: () => void
}

export type OverlayRequest = DialogRequest | ContentRequest

export interface OverlayEntry {
  id: number
  request: OverlayRequest
}

export const overlay = proxy<{
  stack: OverlayEntry[]
  /** A request in flight that back can cancel (spec: busy preloader). */
  busy: { cancel: () => void } | null
  /** Transient message at the bottom (e.g. 'Press back again to exit'). */
  toast: { id: number; text: Text } | null
}>({ stack: [], busy: null, toast: null })

let nextId = 1

function push(request: OverlayRequest): () => void {
  const id = nextId++
  overlay.stack.push({ id, request: ref(request) as OverlayRequest })
  return () => closeOverlay(id)
}

export function closeOverlay(id?: number): void {
  const index =
    id === undefined ? overlay.stack.length - 1 : overlay.stack.findIndex((e) => e.id === id)
  if (index < 0) return
  const [entry] = overlay.stack.splice(index, 1)
  entry?.request.onClose?.()
}

export function openDialog(request: Omit<DialogRequest, 'kind'>): () => void {
  return push({ kind: 'dialog', ...request })
}

export function openSheet<P>(request: Omit<ContentRequest<P>, 'kind'>): () => void {
  return push({ kind: 'sheet', ...(request as Omit<ContentRequest, 'kind'>) })
}

export function openPopup<P>(request: Omit<ContentRequest<P>, 'kind'>): () => void {
  return push({ kind: 'popup', ...(request as Omit<ContentRequest, 'kind'>) })
}

/** Closes every overlay (e.g. on logout or a domain switch). */
export function closeAllOverlays(): void {
  while (overlay.stack.length) closeOverlay()
}

let toastTimer: ReturnType<typeof setTimeout> | undefined

/** Shows a transient message at the bottom for `ms` (default 3 s). */
export function showToast(text: Text, ms = 3000): void {
  const id = nextId++
  overlay.toast = { id, text }
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => {
    if (overlay.toast?.id === id) overlay.toast = null
  }, ms)
}

/**
 * Runs a request under the busy preloader. spec back-button order: while busy, a second back
 * press cancels the request (it then rejects with ApiError 'cancelled').
 */
export async function withBusy<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const busy = { cancel: () => controller.abort() }
  overlay.busy = ref(busy)
  try {
    const result = await Promise.race([
      run(controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(new ApiError('cancelled'))),
      ),
    ])
    return result
  } finally {
    if (overlay.busy?.cancel === busy.cancel) overlay.busy = null
  }
}

/**
 * Back-button overrides (spec: checked right after the busy preloader). The newest override gets
 * the press; returning `false` passes it on. Returns the function that removes the override.
 */
const backOverrides: (() => boolean | void)[] = []

export function pushBackOverride(fn: () => boolean | void): () => void {
  backOverrides.push(fn)
  return () => {
    const i = backOverrides.lastIndexOf(fn)
    if (i >= 0) backOverrides.splice(i, 1)
  }
}

/** Offers a back press to the overrides, newest first; true when one took it. */
export function runBackOverride(): boolean {
  for (let i = backOverrides.length - 1; i >= 0; i--) {
    if (backOverrides[i]!() !== false) return true
  }
  return false
}

/**
 * The common error dialog (spec shell-data §8): title 'Error' ('Server Error' when the server
 * failed without words of its own); body is the server's message or
 * the spec's text for the kind of failure ('Network Error' becomes the network text); a close
 * button; `onClose` runs when it closes.
 */
export function showError(error: unknown, onClose?: () => void): () => void {
  return openDialog({ title: errorTitle(error), text: errorText(error), onClose })
}
