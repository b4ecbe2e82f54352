/**
 * Push clicks reaching the page (spec shell-data §6 "Push handling"): the service worker's post
 * `{type: 'push-click', message}` to an open window, or `?push=<json>` in the address it opens.
 * Both are taken here, in the after-start chunk (the address's `?push=` is split off at the start:
 * ./push-param.ts); the handling itself (./push-handler.ts) loads only when a push comes.
 */
import { appEvents, on } from '../core/events.ts'
import { parsePushMessage, PUSH_CLICK_MESSAGE, type PushMessage } from '../core/push.ts'

function handle(message: PushMessage, applied: () => Promise<void>): void {
  void import('./push-handler.ts').then(({ configurePushHandler, handlePushClick }) => {
    configurePushHandler(applied)
    return handlePushClick(message)
  })
}

/**
 * Starts push handling: the service worker's posts, and a push the page was opened with (the
 * `?push=` parameter's raw value). `applied` resolves when the latest app data has been applied
 * (modules loaded).
 */
export function initPush(opts: {
  initial: string | null
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
  const initial = opts.initial === null ? null : parsePushMessage(opts.initial)
  if (initial) handle(initial, opts.applied)
  return () => {
    container?.removeEventListener('message', onMessage)
    offEmulated()
  }
}
