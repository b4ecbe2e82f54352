/**
 * Notifications calls (shell-data §7): GET get-user-pushes -> pushes; POST set-user-push-token
 * {pushToken, subscription, tags} (this device's web push subscription; server/routes/push.ts).
 */
import { fields, isRecord, request } from '../../core/api/client.ts'
import type { PushTags } from '../../shared/push/tags.ts'

/** spec §3 Push notification (stored); `opened` is the server's mark. */
export interface StoredPush {
  id: number
  name: string
  text: string
  /** ISO date */
  date: string
  connectedEntity: string | null
  idConnectedEntity: string | null
  opened: boolean
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

function toPush(raw: unknown): StoredPush | null {
  if (!isRecord(raw)) return null
  const id = Number(raw.id)
  const date = str(raw.date)
  if (!Number.isFinite(id) || Number.isNaN(Date.parse(date))) return null
  return {
    id,
    name: str(raw.name),
    text: str(raw.text),
    date,
    connectedEntity: str(raw.connectedEntity).trim() || null,
    idConnectedEntity: str(raw.idConnectedEntity).trim() || null,
    opened: raw.opened === true,
  }
}

export async function fetchPushes(): Promise<StoredPush[]> {
  const answer = await request<{ pushes: unknown[] }>('get-user-pushes', {
    expect: fields({ pushes: 'array' }),
  })
  return answer.pushes.map(toPush).filter((p): p is StoredPush => p !== null)
}

export interface SubscriptionJson {
  endpoint: string
  expirationTime?: number | null
  keys: { p256dh: string; auth: string }
}

export async function sendPushToken(
  subscription: SubscriptionJson | null,
  tags: PushTags,
): Promise<void> {
  await request('set-user-push-token', {
    method: 'POST',
    body: subscription
      ? { pushToken: subscription.endpoint, subscription, tags }
      : { pushToken: null },
  })
}
