/**
 * Push clicks reaching the page (spec shell-data §6 "Push handling"): the service worker's post
 * `{type: 'push-click', message}` to an open window, or `?push=<json>` in the address it opens.
 * Both are taken here, in the first chunk; the handling itself (./push-handler.ts) loads only
 * when a push comes.
 */
import { appEvents, on } from '../core/events.ts'
import {
  parsePushMessage,
  PUSH_CLICK_MESSAGE,
  PUSH_URL_PARAM,
  type PushMessage,
} from '../core/push.ts'

function handle(message: PushMessage, applied: () => Promise<void>): void {
  void import('./push-handler.ts').then(({ configurePushHandler, handlePushClick }) => {
    configurePushHandler(applied)
    return handlePushClick(message)
  })
}

/**
 * Splits `?push=` off a page address: the rest is what the brand is resolved from (a push
 * parameter alone must not switch developer mode on).
 */
export function takePushParam(href: string): { href: string; message: PushMessage | null } {
  const url = new URL(href)
  const raw = url.searchParams.get(PUSH_URL_PARAM)
  if (raw === null) return { href, message: null }
  url.searchParams.delete(PUSH_URL_PARAM)
  return { href: url.toString(), message: parsePushMessage(raw) }
}

/**
 * Starts push handling: the service worker's posts, and a push the page was opened with.
 * `applied` resolves when the latest app data has been applied (modules loaded).
 */
export function initPush(opts: {
  initial: PushMessage | null
  applied: () => Promise<void>
}): () => void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: unknown } | null
    if (data?.type !== PUSH_CLICK_MESSAGE) return
    const message = parsePushMessage(data.message)
    if (message) handle(message, opts.applied)
  }
  container?.addEventListener('message', onMessage)
  // A tap on the notifications page emulates a click: the same handling.
  const offEmulated = on(appEvents.pushClick, (raw) => {
    const message = parsePushMessage(raw)
    if (message) handle(message, opts.applied)
  })
  if (opts.initial) handle(opts.initial, opts.applied)
  return () => {
    container?.removeEventListener('message', onMessage)
    offEmulated()
  }
}
