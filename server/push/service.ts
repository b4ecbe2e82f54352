/**
 * Web push for real (issue 13): the server's VAPID keys and sending with the `web-push` library.
 *
 * - VAPID keys: made once with `generateVAPIDKeys` on first start and kept in `server_keys`
 *   (name 'vapid'); the public key goes to the app in app data
 *   (settings.modules.notifications.vapidPublicKey), as the spec's push service app id does.
 * - Sending: every push to a user is recorded in `user_pushes` (get-user-pushes lists it) and
 *   sent to each subscription tagged as that user (src/shared/push/tags.ts: version 3 the md5 of
 *   the username, older `user_<client>` = idUser). The payload is the message the service
 *   worker shows (public/push-sw.js): {title, body, additionalData: {connectedEntity
 *   ('news-3'), connectedDomain, pushId}}. A subscription the push service says is gone (404,
 *   410) is deleted.
 * - Subscriptions only ever point at a push service: https, and a host of PUSH_SERVICE_HOSTS
 *   (or PUSH_ENDPOINT_HOSTS, comma separated, added by the operator), so the server cannot be
 *   made to post to an address of the caller's choosing.
 */
import type { Agent as HttpsAgent } from 'node:https'
import webpush from 'web-push'
import type { Queryable } from '../db/db.ts'
import { md5 } from '../../src/shared/push/md5.ts'
import { PUSH_TAGS_V3, userTagOf } from '../../src/shared/push/tags.ts'
import { pushMessageOf } from '../../src/shared/push/message.ts'
import { isLocalizedText, textIn, type LocalizedText } from '../texts.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const cache = new WeakMap<object, Promise<VapidKeys>>()

async function loadOrMakeVapid(db: Queryable): Promise<VapidKeys> {
  const read = async () =>
    (await db.query<{ value: VapidKeys }>(`SELECT value FROM server_keys WHERE name = 'vapid'`))[0]
      ?.value
  const found = await read()
  if (found) return found
  const made = webpush.generateVAPIDKeys()
  // Two processes starting at once on one PostgreSQL: the first insert wins, both read it.
  await db.query(
    `INSERT INTO server_keys (name, value) VALUES ('vapid', $1::jsonb) ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(made)],
  )
  return (await read()) ?? made
}

/** The server's VAPID key pair, made and stored on first use. */
export function vapidKeys(db: Queryable): Promise<VapidKeys> {
  let keys = cache.get(db)
  if (!keys) {
    keys = loadOrMakeVapid(db)
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

/** The contact the push services see in the VAPID token. */
export const vapidSubject = () => process.env.VAPID_SUBJECT || 'mailto:push@example.org'

/** Hosts of the browsers' push services (Chrome/FCM, Firefox, Safari, Edge). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
]

function allowedHosts(): string[] {
  const extra = (process.env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return [...PUSH_SERVICE_HOSTS, ...extra]
}

/** Whether a subscription endpoint is a push service's https address. */
export function allowedEndpoint(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return allowedHosts().some((h) =>
    h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h,
  )
}

export interface PushInput {
  client: string
  idUser: number
  /** One text, or one per language (answered in the reader's language; Russian in the payload). */
  title: string | LocalizedText
  text?: string | LocalizedText
  /** The entity a click opens: news, action, gift, coupon, order… */
  entity?: string | null
  idEntity?: string | number | null
}

export interface PushRecord {
  id: number
  /** A text per language when the push was written in several (the answer resolves it). */
  name: string | LocalizedText
  text: string | LocalizedText
  date: string
  connectedEntity: string | null
  idConnectedEntity: string | null
  opened: boolean
}

export interface SendResult {
  push: PushRecord
  /** Subscriptions the push service accepted it for. */
  delivered: number
  /** Subscriptions that failed (gone ones are deleted). */
  failed: number
}

type PushRow = {
  id: number
  name: string
  text: string
  date: Date | string
  connected_entity: string | null
  id_connected_entity: string | null
  opened_at: Date | string | null
  texts: { title?: unknown; text?: unknown } | null
}

export const pushColumns =
  'id, name, text, date, connected_entity, id_connected_entity, opened_at, texts'

/** The stored variants of a push's text, or its one text. */
const variantsOr = (variants: unknown, text: string): string | LocalizedText =>
  isLocalizedText(variants) ? variants : text

export function pushRecord(r: PushRow): PushRecord {
  return {
    id: r.id,
    name: variantsOr(r.texts?.title, r.name),
    text: variantsOr(r.texts?.text, r.text),
    date: r.date instanceof Date ? r.date.toISOString() : String(r.date),
    connectedEntity: r.connected_entity,
    idConnectedEntity: r.id_connected_entity,
    opened: r.opened_at != null,
  }
}

type SubscriptionRow = {
  id: number
  endpoint: string
  p256dh: string
  auth: string
}

/** The subscriptions tagged as this user (spec Push tags; the brand's notifications version). */
async function subscriptionsOf(db: Queryable, client: string, idUser: number) {
  const [user] = await db.query<{ username: string; version: unknown }>(
    `SELECT u.username, b.settings #> '{modules,notifications,version}' AS version
       FROM users u JOIN brands b ON b.client = u.client
      WHERE u.client = $1 AND u.id_user = $2`,
    [client, idUser],
  )
  if (!user) return []
  const v3 = Number(user.version) === PUSH_TAGS_V3
  const [key, value] = v3 ? ['user', md5(user.username)] : [userTagOf(client), String(idUser)]
  return db.query<SubscriptionRow>(
    `SELECT id, endpoint, p256dh, auth FROM push_subscriptions
      WHERE client = $1 AND tags ->> $2 = $3 ORDER BY id`,
    [client, key, value],
  )
}

export interface SendOptions {
  /** Passed to web-push (tests: an https.Agent that trusts a local push service). */
  agent?: HttpsAgent
  /** Seconds the push service keeps an undelivered push. @default 86400 */
  ttl?: number
  log?: (message: string) => void
}

/** Records a push to a user and sends it to the user's subscriptions. */
export async function sendPush(
  db: Queryable,
  input: PushInput,
  opts: SendOptions = {},
): Promise<SendResult> {
  const text = input.text ?? ''
  const several = typeof input.title !== 'string' || typeof text !== 'string'
  const [row] = await db.query<PushRow>(
    `INSERT INTO user_pushes (client, id_user, name, text, connected_entity, id_connected_entity, texts)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING ${pushColumns}`,
    [
      input.client,
      input.idUser,
      textIn(input.title, 'ru'),
      textIn(text, 'ru'),
      input.entity || null,
      input.idEntity == null || input.idEntity === '' ? null : String(input.idEntity),
      several ? JSON.stringify({ title: input.title, text }) : null,
    ],
  )
  const push = pushRecord(row!)
  const subscriptions = await subscriptionsOf(db, input.client, input.idUser)
  const keys = await vapidKeys(db)
  // The payload in the default language: the device's own is not known when a push is sent.
  const payload = JSON.stringify(
    pushMessageOf({ ...push, name: row!.name, text: row!.text }, input.client),
  )
  let delivered = 0
  let failed = 0
  for (const sub of subscriptions) {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: { subject: vapidSubject(), ...keys },
          TTL: opts.ttl ?? 86_400,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(opts.agent ? { agent: opts.agent } : {}),
        },
      )
      delivered++
    } catch (error) {
      failed++
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410) {
        await db.query('DELETE FROM push_subscriptions WHERE id = $1', [sub.id])
      } else {
        opts.log?.(`[push] ${sub.endpoint.slice(0, 60)}…: ${String(error)}`)
      }
    }
  }
  await db.query('UPDATE user_pushes SET delivered = $2 WHERE id = $1', [push.id, delivered])
  return { push, delivered, failed }
}

/**
 * App data's settings with the public VAPID key in `modules.notifications.vapidPublicKey`
 * (the notifications module counts as always enabled, so it is added even when the brand lists
 * no notifications settings).
 */
export async function withPushKey<S extends { modules?: unknown }>(
  db: Queryable,
  settings: S,
): Promise<S> {
  const { publicKey } = await vapidKeys(db)
  const modules = isRecord(settings.modules) ? settings.modules : {}
  const own = isRecord(modules.notifications) ? modules.notifications : {}
  return {
    ...settings,
    modules: { ...modules, notifications: { ...own, vapidPublicKey: publicKey } },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
