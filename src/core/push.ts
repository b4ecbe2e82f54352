/**
 * Push messages (spec shell-data §3 "Push message (received)", §6 "Push handling"): what a
 * received push looks like and the pure decision of what a click on it does. The shell wires it
 * to the service worker, the page URL and the modules (src/app/push.ts).
 *
 * A click: ignored when the message says to ignore it outside its domain and the current domain
 * differs; a switch first when it names another domain and the related module is enabled (then
 * handled again); the named entity (`gift-3`, `coupon-5`, `news-12`, `bonus`) goes to the module
 * that opens it; otherwise an alert with the title and body.
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

export interface PushEntity {
  /** The entity type: gift, coupon, news, action, bonus… */
  entity: string
  /** The id after the first dash; '' for a bare type. */
  id: string
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

function isTrue(value: unknown): boolean {
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

/** `gift-3` -> {gift, 3}; `bonus` -> {bonus, ''}; null for nothing. */
export function parsePushEntity(value: string | undefined): PushEntity | null {
  const text = value?.trim()
  if (!text) return null
  const dash = text.indexOf('-')
  if (dash < 0) return { entity: text.toLowerCase(), id: '' }
  const entity = text.slice(0, dash).toLowerCase()
  if (!entity) return null
  return { entity, id: text.slice(dash + 1) }
}

/** spec Foreground: silent ones and bonus ones are not displayed, they are handled as a click. */
export function handledInForeground(message: PushMessage): boolean {
  const extra = message.additionalData ?? {}
  return isTrue(extra.silent) || parsePushEntity(extra.connectedEntity)?.entity === 'bonus'
}

export type PushDecision =
  | { kind: 'ignore' }
  | { kind: 'switch'; domain: string }
  | { kind: 'entity'; entity: string; id: string }
  | { kind: 'alert'; title: string; body: string }

export interface PushContext {
  /** The current domain (region). */
  domain: string
  /** Whether the related-regions module is enabled (it performs domain switches). */
  canSwitchDomain: boolean
}

export function decidePush(message: PushMessage, ctx: PushContext): PushDecision {
  const extra = message.additionalData ?? {}
  const domain = extra.connectedDomain
  const otherDomain = !!domain && domain !== ctx.domain
  if (otherDomain && isTrue(extra.ignoreIfNotInDomain)) return { kind: 'ignore' }
  if (otherDomain && ctx.canSwitchDomain) return { kind: 'switch', domain }
  const entity = parsePushEntity(extra.connectedEntity)
  if (entity) return { kind: 'entity', ...entity }
  const title = message.title?.trim() ?? ''
  const body = message.body?.trim() ?? ''
  if (!title && !body) return { kind: 'ignore' }
  return { kind: 'alert', title, body }
}

/** The page URL parameter a service worker opens the app with when no window is open. */
export const PUSH_URL_PARAM = 'push'

/** The service worker's post to an open window: `{type: 'push-click', message}`. */
export const PUSH_CLICK_MESSAGE = 'push-click'

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
