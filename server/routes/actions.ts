/**
 * Actions (shell-data §3 Action, §4 "Bonus activation on an action", §7):
 *
 *   GET  actions ?limit=10&offset=0        {actions: [Action]} — active, not ended, in order
 *   GET  actions ?id=N                     {actions: [Action]}; unknown or ended → 404 action_not_found
 *   POST action-activate-bonus {id}        {activated: true, bonus}: the bonus amount is written off
 *                                          the points ledger once per user and action
 *
 * Action: {idAction, title, content (HTML), icon, dateStart, dateEnd (YYYY-MM-DD or null),
 * productIds, bonus: {amount, can_activate, activate_on_page} | null}; texts in the request's
 * language (ru when the action has none in it). can_activate is false once this user activated
 * it; a guest sees true (the app asks them to sign in first).
 *
 * Exactly once: the activation row's primary key (client, action, user) is inserted in the same
 * transaction as the spend, after the user's row lock (server/loyalty/ledger.ts): concurrent
 * requests of one user queue on the lock and the later ones find the row; a spend that fails
 * (not enough points) rolls the row back, so the user may try again later.
 */
import type { Context, Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { intParam } from '../guard.ts'
import { ApiFailure, ok } from '../http.ts'
import type { Locale } from '../i18n.ts'
import { lockUser, spend } from '../loyalty/ledger.ts'
import { brandModules } from '../module-settings.ts'
import { validateBody } from '../validation.ts'

/** spec (shell-data §9): actions page size. */
export const ACTIONS_PAGE = 10

type Ctx = Context<ApiEnv>

type ActionRow = {
  id_action: number
  title: Record<string, string>
  content: Record<string, string>
  icon: string | null
  date_start: string | null
  date_end: string | null
  product_ids: number[]
  bonus_amount: number | null
  bonus_on_page: boolean
  activated: boolean
}

const columns = `a.id_action, a.title, a.content, a.icon,
  to_char(a.date_start, 'YYYY-MM-DD') AS date_start, to_char(a.date_end, 'YYYY-MM-DD') AS date_end,
  a.product_ids, a.bonus_amount::float8 AS bonus_amount, a.bonus_on_page,
  EXISTS (SELECT 1 FROM action_bonus_activations b
           WHERE b.client = a.client AND b.id_action = a.id_action AND b.id_user = $2) AS activated`

/** Active and not ended (an action ends after its last day). */
const current = `a.client = $1 AND a.active AND (a.date_end IS NULL OR a.date_end >= current_date)`

/** The text in the request's language, else Russian, else any. */
function textIn(texts: Record<string, string> | null, locale: Locale): string {
  if (!texts) return ''
  return texts[locale] ?? texts.ru ?? Object.values(texts)[0] ?? ''
}

function actionItem(r: ActionRow, locale: Locale) {
  return {
    idAction: r.id_action,
    title: textIn(r.title, locale),
    content: textIn(r.content, locale),
    icon: r.icon ?? '',
    dateStart: r.date_start,
    dateEnd: r.date_end,
    productIds: Array.isArray(r.product_ids) ? r.product_ids : [],
    bonus:
      r.bonus_amount == null
        ? null
        : {
            amount: r.bonus_amount,
            can_activate: !r.activated,
            activate_on_page: r.bonus_on_page,
          },
  }
}

export async function listActions(
  db: Queryable,
  client: string,
  idUser: number | null,
  opts: { limit: number; offset: number } | { id: number },
): Promise<ActionRow[]> {
  if ('id' in opts) {
    return db.query<ActionRow>(
      `SELECT ${columns} FROM actions a WHERE ${current} AND a.id_action = $3`,
      [client, idUser ?? 0, opts.id],
    )
  }
  return db.query<ActionRow>(
    `SELECT ${columns} FROM actions a WHERE ${current}
      ORDER BY a.sort, a.id_action LIMIT $3 OFFSET $4`,
    [client, idUser ?? 0, opts.limit, opts.offset],
  )
}

function userOf(c: Ctx): number {
  const id = c.var.session?.idUser
  if (!id) throw new ApiFailure(401, 'need_register', 'needRegister')
  return id
}

export function actionsRoutes(api: Hono<ApiEnv>, deps: Deps) {
  const { db } = deps

  api.get('/actions', async (c) => {
    const q = c.req.query()
    const query = validateBody<{ limit: number; offset: number; id?: number }>(
      'actions',
      {
        limit: intParam(q.limit, 'limit', { min: 1, max: 100 }),
        offset: intParam(q.offset, 'offset', { min: 0, max: 100_000 }),
        id: intParam(q.id, 'id', { min: 1 }),
      },
      c.var.locale,
    )
    const { client } = c.var.brand
    const idUser = c.var.session?.idUser ?? null
    if (query.id !== undefined) {
      const rows = await listActions(db, client, idUser, { id: query.id })
      if (!rows.length) throw new ApiFailure(404, 'action_not_found', 'actionNotFound')
      return ok(c, { actions: rows.map((r) => actionItem(r, c.var.locale)) })
    }
    const rows = await listActions(db, client, idUser, {
      limit: query.limit,
      offset: query.offset,
    })
    return ok(c, { actions: rows.map((r) => actionItem(r, c.var.locale)) })
  })

  api.post('/action-activate-bonus', async (c) => {
    const body = validateBody<{ id: number }>(
      'action-activate-bonus',
      await readJson(c),
      c.var.locale,
    )
    const idUser = userOf(c)
    const { client } = c.var.brand
    const [action] = await listActions(db, client, idUser, { id: body.id })
    if (!action) throw new ApiFailure(404, 'action_not_found', 'actionNotFound')
    if (action.bonus_amount == null) throw new ApiFailure(409, 'action_no_bonus', 'actionNoBonus')
    const amount = action.bonus_amount
    const balance = await db.transaction(async (tx) => {
      // Every spend of this user waits here; the key below holds across users and processes.
      await lockUser(tx, client, idUser)
      const [claimed] = await tx.query<{ id_action: number }>(
        `INSERT INTO action_bonus_activations (client, id_action, id_user, amount)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id_action`,
        [client, body.id, idUser, amount],
      )
      if (!claimed) {
        throw new ApiFailure(409, 'bonus_already_activated', 'actionBonusActivated')
      }
      const title = textIn(action.title, 'ru')
      // The activation spends the amount (shell-data §3 "Bonus activation on an action": the
      // balance is reduced by it), so the operation says points were exchanged, not a bonus given.
      const [op] = await tx.query<{ id: number }>(
        `INSERT INTO loyalty_operations (client, id_user, type, reason)
         VALUES ($1, $2, 'out', $3) RETURNING id`,
        [client, idUser, `Обмен баллов по акции «${title}»`],
      )
      await tx.query(
        `UPDATE action_bonus_activations SET id_operation = $4
          WHERE client = $1 AND id_action = $2 AND id_user = $3`,
        [client, body.id, idUser, op!.id],
      )
      return spend(tx, client, idUser, amount, op!.id)
    })
    return ok(c, { activated: true, bonus: balance.bonus })
  })
}

/**
 * app data in the request's language: each offer's `en` texts replace the Russian ones for en,
 * and the `en` field itself never reaches the app.
 */
export function localizeOffers(
  settings: Record<string, unknown>,
  locale: 'ru' | 'en',
): Record<string, unknown> {
  const modules = brandModules(settings)
  const offers = modules.specialoffer
  if (!isRecord(offers) || !Array.isArray(offers.list)) return settings
  const list = (offers.list as Record<string, unknown>[]).map((item) => {
    if (!item || typeof item !== 'object') return item
    const { en, ...rest } = item as Record<string, unknown> & { en?: Record<string, unknown> }
    if (locale !== 'en' || !en || typeof en !== 'object') return rest
    const out: Record<string, unknown> = { ...rest }
    if (typeof en.title === 'string') out.title = en.title
    if (typeof en.label === 'string') out.label = en.label
    return out
  })
  return { ...settings, modules: { ...modules, specialoffer: { ...offers, list } } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
