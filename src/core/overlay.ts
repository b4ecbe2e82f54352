/**
 * Overlay requests: dialogs, sheets and popups. Any part of the app (modules included) asks for
 * one here; the shell's overlay host (src/app) renders the stack and closes the top one on back
 * (spec back-button order: busy preloader, back override, dialog, sheet, popup, router back …).
 */
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import { proxy, ref } from 'valtio'

export type Text = string | MessageDescriptor

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
  toast: Text | null
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
