/**
 * Push calls (shell-data §3 Push notification (stored), §4 Push tags and Push handling, §7):
 *
 *   GET  get-user-pushes                     {pushes: [{id, name, text, date, connectedEntity, idConnectedEntity, opened}]}
 *                                            the pushes sent to the signed-in user, newest first (≤ 100)
 *   POST set-user-push-token {pushToken, subscription?, tags?}
 *                                            stores this device's browser subscription and its tags
 *                                            (pushToken null or '': drops it); {pushToken}
 *   POST push-opened {id}                    marks one of the user's pushes opened; {id, opened: true}
 *   POST admin/push {phone, title, text?, entity?, id?}   (X-Admin-Secret; demo and e2e only;
 *                                            title and text a string or {ru, en?} per language)
 *                                            records and sends a push to the brand's user with that phone:
 *                                            {push, delivered, failed}
 *
 * Tags are checked against what src/shared/push/tags.ts makes of the caller's session: a
 * subscription can only ever be tagged as its own device and user. Endpoints must be a push
 * service's (server/push/service.ts allowedEndpoint).
 */
import type { Context, Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ApiFailure, ok } from '../http.ts'
import { usernameOf } from '../auth/phone.ts'
import { pushTags, sameTags, type PushTags } from '../../src/shared/push/tags.ts'
import { allowedEndpoint, pushColumns, pushRecord, sendPush } from '../push/service.ts'
import { brandModuleSettings } from '../module-settings.ts'
import { validateBody } from '../validation.ts'
import { allowed } from './admin.ts'
import type { LocalizedText } from '../texts.ts'

/** The most pushes get-user-pushes answers. */
export const PUSHES_LIMIT = 100

type Ctx = Context<ApiEnv>

interface SetTokenBody {
  pushToken: string | null
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } }
  tags?: PushTags
}

interface AdminPushBody {
  phone: string
  title: string | LocalizedText
  text?: string | LocalizedText
  entity?: string
  id?: string | number
}

function userOf(c: Ctx): number {
  const id = c.var.session?.idUser
  if (!id) throw new ApiFailure(401, 'need_register', 'needRegister')
  return id
}

/** The tags this session may have (the brand's version, related domains, the user). */
async function expectedTags(c: Ctx, deps: Deps): Promise<PushTags> {
  const { brand, session } = c.var
  // What the app reads: the modules' settings as their schemas accept them.
  const version = brandModuleSettings(brand.settings, 'notifications')?.version || undefined
  const relatedDomains = (brandModuleSettings(brand.settings, 'related')?.list ?? []).map(
    (r) => r.domain,
  )
  let username: string | null = null
  if (session?.idUser) {
    const [row] = await deps.db.query<{ username: string }>(
      'SELECT username FROM users WHERE client = $1 AND id_user = $2',
      [brand.client, session.idUser],
    )
    username = row?.username ?? null
  }
  return pushTags({
    version,
    username,
    idUser: username ? session!.idUser : null,
    idDevice: session?.idDevice ?? null,
    domain: brand.client,
    relatedDomains,
  })
}

export function pushRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.get('/get-user-pushes', async (c) => {
    const idUser = userOf(c)
    const rows = await deps.db.query<Parameters<typeof pushRecord>[0]>(
      `SELECT ${pushColumns} FROM user_pushes WHERE client = $1 AND id_user = $2
        ORDER BY date DESC, id DESC LIMIT ${PUSHES_LIMIT}`,
      [c.var.brand.client, idUser],
    )
    return ok(c, { pushes: rows.map(pushRecord) })
  })

  api.post('/set-user-push-token', async (c) => {
    const body = validateBody<SetTokenBody>('set-user-push-token', await readJson(c), c.var.locale)
    const { brand, session } = c.var
    // A registered device (a guest's device token too): the subscription belongs to it.
    if (!session) throw new ApiFailure(401, 'need_register', 'needRegister')
    const token = body.pushToken?.trim() ?? ''
    if (!token) {
      await deps.db.query('DELETE FROM push_subscriptions WHERE client = $1 AND id_device = $2', [
        brand.client,
        session.idDevice,
      ])
      return ok(c, { pushToken: null })
    }
    const sub = body.subscription
    if (!sub || sub.endpoint !== token || !allowedEndpoint(sub.endpoint)) {
      throw new ApiFailure(400, 'bad_push_token', 'badPushToken')
    }
    const tags = body.tags ?? {}
    if (!sameTags(tags, await expectedTags(c, deps))) {
      throw new ApiFailure(403, 'bad_push_tags', 'badPushTags')
    }
    await deps.db.transaction(async (tx) => {
      // One subscription per device: a new one replaces the device's old endpoint.
      await tx.query(
        'DELETE FROM push_subscriptions WHERE client = $1 AND id_device = $2 AND endpoint <> $3',
        [brand.client, session.idDevice, sub.endpoint],
      )
      await tx.query(
        `INSERT INTO push_subscriptions (client, endpoint, p256dh, auth, id_device, id_user, tags)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
         ON CONFLICT (client, endpoint) DO UPDATE SET
           p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, id_device = EXCLUDED.id_device,
           id_user = EXCLUDED.id_user, tags = EXCLUDED.tags, updated_at = now()`,
        [
          brand.client,
          sub.endpoint,
          sub.keys.p256dh,
          sub.keys.auth,
          session.idDevice,
          session.idUser,
          JSON.stringify(tags),
        ],
      )
    })
    return ok(c, { pushToken: sub.endpoint })
  })

  api.post('/push-opened', async (c) => {
    const idUser = userOf(c)
    const body = validateBody<{ id: number }>('push-opened', await readJson(c), c.var.locale)
    const rows = await deps.db.query(
      `UPDATE user_pushes SET opened_at = COALESCE(opened_at, now())
        WHERE client = $1 AND id_user = $2 AND id = $3 RETURNING id`,
      [c.var.brand.client, idUser, body.id],
    )
    if (!rows.length) throw new ApiFailure(404, 'push_not_found', 'pushNotFound')
    return ok(c, { id: body.id, opened: true })
  })

  api.post('/admin/push', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<AdminPushBody>('admin-push', await readJson(c), c.var.locale)
    const username = usernameOf(body.phone)
    const [user] = username
      ? await deps.db.query<{ id_user: number }>(
          'SELECT id_user FROM users WHERE client = $1 AND username = $2',
          [c.var.brand.client, username],
        )
      : []
    if (!user) throw new ApiFailure(404, 'user_not_found', 'userNotFound')
    const result = await sendPush(
      deps.db,
      {
        client: c.var.brand.client,
        idUser: user.id_user,
        title: body.title,
        text: body.text,
        entity: body.entity,
        idEntity: body.id,
      },
      { log: deps.log, agent: deps.pushAgent },
    )
    return ok(c, { ...result })
  })
}
