/**
 * What a click on a push does (spec shell-data §6 "Push handling"): the pure decision, loaded with
 * the push handling (src/app/push-handler.ts), not with the first paint (issue 16). The message
 * itself is read in ./push.ts.
 */
import { isTrue, type PushMessage } from './push.ts'

export interface PushEntity {
  /** The entity type: gift, coupon, news, action, bonus… */
  entity: string
  /** The id after the first dash; '' for a bare type. */
  id: string
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
