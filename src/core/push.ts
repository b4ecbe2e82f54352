/**
 * Push messages (spec shell-data §3 "Push message (received)", §6 "Push handling"): what a
 * received push looks like and the pure decision of what a click on it does. The shell wires it
 * to the service worker, the page URL and the modules (src/app/push.ts).
 *
 * A click: ignored when the message says to ignore it outside its domain and the current domain
 * differs; a switch first when it names another domain and the related module is enabled (then
 * handled again); the named entity (`gift-3`, `coupon-5`, `news-12`, `bonus`) goes to the module
 * that opens it; otherwise an alert with the title and body. That decision is in ./push-decide.ts,
 * loaded with the push handling (issue 16: not in the first paint's JS).
 */
import { appEvents, emit } from './events.ts'

export interface PushAdditionalData {
  connectedDomain?: string
  /** `type-id` (gift-3) or a bare type (bonus). */
  connectedEntity?: string
  /** 'true' as a string (the push service's payloads are strings). */
  ignoreIfNotInDomain?: string | boolean
  silent?: string | boolean
  /** The server's id of the push (get-user-pushes): a click marks it opened. */
  pushId?: number
}

export interface PushMessage {
  title?: string
  body?: string
  additionalData?: PushAdditionalData
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** A push flag: true, or 'true' as the push service's payloads write it. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true'
}

/** Reads a message from anything (a service worker's post, a URL parameter); null if unusable. */
export function parsePushMessage(raw: unknown): PushMessage | null {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const extra = (
    v.additionalData && typeof v.additionalData === 'object' ? v.additionalData : {}
  ) as Record<string, unknown>
  const message: PushMessage = {
    title: str(v.title),
    body: str(v.body),
    additionalData: {
      connectedDomain: str(extra.connectedDomain)?.trim() || undefined,
      connectedEntity: str(extra.connectedEntity)?.trim() || undefined,
      ignoreIfNotInDomain: isTrue(extra.ignoreIfNotInDomain),
      silent: isTrue(extra.silent),
      pushId: positiveInt(extra.pushId),
    },
  }
  const { connectedEntity } = message.additionalData!
  if (!message.title && !message.body && !connectedEntity) return null
  return message
}

export { PUSH_CLICK_MESSAGE, PUSH_URL_PARAM } from './push-keys.ts'

/**
 * The event a push's domain switch is asked for (the related module performs it, without
 * confirmation); payload {@link RelatedSwitchRequest}.
 */
export const RELATED_SWITCH = appEvents.relatedSwitch

export type { RelatedSwitchRequest } from './events.ts'

/**
 * Handles a message as if its notification had been clicked (spec §2 Notifications page: a tap
 * emulates receiving the push): the same path as a real click (src/app/push.ts listens).
 */
export function emulatePushClick(message: PushMessage): void {
  emit(appEvents.pushClick, message)
}
