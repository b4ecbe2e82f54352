/**
 * Web push subscription (spec shell-data §4 Push tags; issue 13 "Web push for real"): the app
 * subscribes through the service worker's PushManager with the server's VAPID key once the
 * customer allows notifications, and sends the subscription and its tags with
 * set-user-push-token — again whenever they change (a new subscription, sign-in or sign-out,
 * another domain, the worker's pushsubscriptionchange).
 *
 * - Permission is asked only from a gesture (the notifications page's button): `syncPush({ask:
 *   true})`. Without a gesture `syncPush()` never prompts; with permission already granted it
 *   quietly subscribes (or re-sends) at start and after every app data load.
 * - spec: a subscription id is sent to the server if it differs from the stored push token.
 *   The stored token (storage key `pushToken`) is the endpoint, kept with the tags and domain it
 *   was sent with (`pushTags`): any difference sends again.
 * - Tags: src/shared/push/tags.ts (version 3: md5 of the username, none when signed out; older:
 *   device, user and domain, zero user tags for related domains).
 */
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { readJson, storageKeys, writeJson } from '../../core/storage/storage.ts'
import { moduleSettings } from '../../core/module-settings.ts'
import { pushTags, type PushTags } from '../../shared/push/tags.ts'
import { sendPushToken, type SubscriptionJson } from './api.ts'

/** Where the tags and domain the stored token was sent with are kept. */
export const PUSH_SENT_KEY = 'pushTags'

/** The service worker's post when the browser replaced the subscription (public/push-sw.js). */
export const SUBSCRIPTION_CHANGE_MESSAGE = 'push-subscription-change'

export type PushState = 'unsupported' | 'default' | 'denied' | 'granted'

/** Whether this browser can do web push, and the permission so far. */
export function pushState(): PushState {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('PushManager' in window) ||
    !navigator.serviceWorker
  ) {
    return 'unsupported'
  }
  return Notification.permission
}

/** The base64url VAPID key as the bytes PushManager wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false
  const x = new Uint8Array(a)
  return x.length === b.length && x.every((v, i) => v === b[i])
}

/** The tags this install should have now. */
export function currentTags(): PushTags {
  const data = appData.data
  const settings = moduleSettings('notifications')
  // The related module's validated settings (none when it is off: then no related domains).
  const related = moduleSettings('related')
  const signedIn = isLoggedIn(data)
  return pushTags({
    version: settings?.version,
    username: signedIn ? String(data?.user?.username ?? '') || null : null,
    idUser: signedIn ? (data?.user?.idUser ?? null) : null,
    idDevice: session.idDevice,
    domain: session.domain,
    relatedDomains: (related?.list ?? []).map((r) => r.domain),
  })
}

interface Sent {
  domain: string
  tags: PushTags
}

function alreadySent(endpoint: string, tags: PushTags): boolean {
  const sent = readJson<Sent | null>(PUSH_SENT_KEY, null)
  return (
    readJson<string | null>(storageKeys.pushToken, null) === endpoint &&
    sent?.domain === session.domain &&
    JSON.stringify(sent.tags) === JSON.stringify(tags)
  )
}

/** A service worker registration, or null when none comes within `ms`. */
async function registration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

async function run(ask: boolean): Promise<PushState> {
  let state = pushState()
  const key = moduleSettings('notifications')?.vapidPublicKey ?? ''
  if (state === 'unsupported' || !key) return state
  if (state === 'default' && ask) state = await Notification.requestPermission()
  if (state !== 'granted') return state
  const reg = await registration()
  if (!reg) return state
  const wanted = keyBytes(key)
  let sub = await reg.pushManager.getSubscription()
  // A subscription made with another server key cannot receive this server's pushes.
  if (sub && !sameKey(sub.options.applicationServerKey, wanted)) {
    await sub.unsubscribe().catch(() => false)
    sub = null
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted })
  const json = sub.toJSON() as SubscriptionJson
  const tags = currentTags()
  if (alreadySent(json.endpoint, tags)) return state
  await sendPushToken(json, tags)
  writeJson(storageKeys.pushToken, json.endpoint)
  writeJson(PUSH_SENT_KEY, { domain: session.domain, tags } satisfies Sent)
  return state
}

let chain: Promise<unknown> = Promise.resolve()

/**
 * Subscribes (asking for permission only when `ask`, i.e. from a gesture) and sends the
 * subscription when it or its tags changed. Calls run one after another. Resolves with the
 * permission state; a failure (no network, a refused subscription) resolves too, and the next
 * app data load tries again.
 */
export function syncPush(opts: { ask?: boolean } = {}): Promise<PushState> {
  const next = chain.then(() => run(Boolean(opts.ask)))
  chain = next.catch(() => undefined)
  return next.catch(() => pushState())
}

/** Forgets what was sent (the next sync sends again). */
export function forgetSentPush(): void {
  writeJson(storageKeys.pushToken, null)
  writeJson(PUSH_SENT_KEY, null)
}
