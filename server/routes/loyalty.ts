/**
 * Loyalty calls (accounts-loyalty §7, shell-data §7), on the points ledger of
 * server/loyalty/ledger.ts:
 *
 *   POST operation-history {limit=30, offset=0}   {operationHistory: [{id, date, type, bonus, orderSum, gift, isCancelled}]}
 *   GET  operations-detail                         {operationsDetail: {bonusValue, activatedAt: [{date, value}], burnAt: [{date, value}]}}
 *   GET  operation/{id}                            {operation: {… detail}}
 *   GET  get-coupons [id=gift-{id}|coupon-{id}]    {gift: [], coupon: [], items: ['gift-1', …]}
 *   POST gift-activate {id: 'gift-{id}'|'coupon-{id}'}  spends the price, issues a code:
 *                                                  {gift|coupon: [{…item, code, codeText, codeQR}], bonus, message}
 *   POST activate-code {code}                      a referral or brand promo code: {bonus, accrued}
 *   GET  bonus-messages                            pending bonus notifications, handed out once: {messages: […]}
 *
 * Calls about a user answer a guest with 401 `need_register`.
 */
import type { Context, Hono } from 'hono'
import { createHash, randomInt } from 'node:crypto'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { intParam } from '../guard.ts'
import { ApiFailure, ok } from '../http.ts'
import { ensureCard } from '../loyalty/cards.ts'
import { accrue, balanceOf, currentBalance, lockUser, spend } from '../loyalty/ledger.ts'
import { brandModuleSettings } from '../module-settings.ts'
import { validateBody } from '../validation.ts'

/** spec (shell-data §9): history page size. */
export const HISTORY_PAGE = 30

type Ctx = Context<ApiEnv>

function userOf(c: Ctx): number {
  const id = c.var.session?.idUser
  if (!id) throw new ApiFailure(401, 'need_register', 'needRegister')
  return id
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d))

type OperationRow = {
  id: number
  date: Date | string
  type: 'in' | 'out'
  order_sum: number
  gift: string | null
  is_cancelled: boolean
  reason: string | null
  bonus: number
}

const operationColumns = `o.id, o.date, o.type, o.order_sum::float8 AS order_sum, o.gift, o.is_cancelled, o.reason,
  COALESCE((SELECT SUM(l.amount) FROM loyalty_ledger l
             WHERE l.id_operation = o.id AND l.kind <> 'burn'), 0)::float8 AS bonus`

function operationItem(r: OperationRow) {
  return {
    id: r.id,
    date: iso(r.date),
    type: r.type,
    bonus: r.bonus,
    orderSum: r.order_sum,
    gift: r.gift ?? '',
    isCancelled: r.is_cancelled,
    // Not in the spec's item; the list shows it as the operation's title.
    reason: r.reason ?? '',
  }
}

type GiftRow = {
  kind: 'gift' | 'coupon'
  id: number
  title: string
  description: string
  icon: string | null
  price: number
  label: string | null
  id_branch: number | null
  code_type: 'qr' | 'text'
}

function giftItem(r: GiftRow) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    icon: r.icon ?? '',
    price: r.price,
    label: r.label ?? '',
    idBranch: r.id_branch,
    codeType: r.code_type,
  }
}

const giftColumns =
  'kind, id, title, description, icon, price::float8 AS price, label, id_branch, code_type'

/** SHA-256 of brand and phone: who a person is across deleted and re-made accounts. */
async function phoneHashOf(tx: Queryable, client: string, idUser: number): Promise<string> {
  const [row] = await tx.query<{ username: string }>(
    'SELECT username FROM users WHERE id_user = $1',
    [idUser],
  )
  return createHash('sha256')
    .update(`${client}:${row?.username ?? `id-${idUser}`}`)
    .digest('hex')
}

function parseItemId(value: string): { kind: 'gift' | 'coupon'; id: number } | null {
  const m = /^(gift|coupon)-(\d{1,9})$/.exec(value)
  return m ? { kind: m[1] as 'gift' | 'coupon', id: Number(m[2]) } : null
}

/** A gift code: 'GF-' or 'CP-' and 8 digits; unique per brand. */
async function issueCode(tx: Queryable, client: string, kind: 'gift' | 'coupon') {
  for (let i = 0; i < 10; i++) {
    let digits = ''
    for (let d = 0; d < 8; d++) digits += String(randomInt(10))
    const code = `${kind === 'gift' ? 'GF' : 'CP'}-${digits}`
    const [taken] = await tx.query(
      'SELECT 1 FROM loyalty_gift_codes WHERE client = $1 AND code = $2',
      [client, code],
    )
    if (!taken) return code
  }
  throw new Error('could not issue a unique code')
}

/** Queues a bonus notification for GET bonus-messages. */
export async function queueMessage(
  tx: Queryable,
  client: string,
  idUser: number,
  m: { code: string; text: string; amount: number; needFeedback?: boolean; entity?: string },
) {
  await tx.query(
    `INSERT INTO loyalty_messages (client, id_user, message_code, bonus_text, bonus_amount,
       need_feedback, id_connected_entity) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [client, idUser, m.code, m.text, m.amount, m.needFeedback ?? false, m.entity ?? null],
  )
}

export function loyaltyRoutes(api: Hono<ApiEnv>, deps: Deps) {
  const db = deps.db

  api.post('/operation-history', async (c) => {
    const body = validateBody<{ limit: number; offset: number }>(
      'operation-history',
      await readJson(c),
      c.var.locale,
    )
    const idUser = userOf(c)
    const rows = await db.query<OperationRow>(
      `SELECT ${operationColumns} FROM loyalty_operations o
        WHERE o.client = $1 AND o.id_user = $2
        ORDER BY o.date DESC, o.id DESC LIMIT $3 OFFSET $4`,
      [c.var.brand.client, idUser, body.limit, body.offset],
    )
    return ok(c, { operationHistory: rows.map(operationItem) })
  })

  api.get('/operations-detail', async (c) => {
    const idUser = userOf(c)
    const client = c.var.brand.client
    const { bonus } = await currentBalance(db, client, idUser)
    const delayed = await db.query<{ date: Date | string; value: number }>(
      `SELECT date_activation AS date, SUM(amount)::float8 AS value FROM loyalty_ledger
        WHERE client = $1 AND id_user = $2 AND kind = 'accrual' AND NOT cancelled
          AND date_activation > now()
        GROUP BY date_activation ORDER BY date_activation`,
      [client, idUser],
    )
    // What is left of the balance, by burn date: spends and burns take the oldest points first
    // (FIFO), so the balance is allocated to the newest accruals.
    const accruals = await db.query<{ date_burn: Date | string | null; amount: number }>(
      `SELECT date_burn, amount::float8 AS amount FROM loyalty_ledger
        WHERE client = $1 AND id_user = $2 AND kind = 'accrual' AND NOT cancelled AND NOT burned
          AND (date_activation IS NULL OR date_activation <= now())
        ORDER BY id DESC`,
      [client, idUser],
    )
    let left = bonus
    const byDate = new Map<string | null, number>()
    for (const a of accruals) {
      if (left <= 0) break
      const take = Math.min(a.amount, left)
      left = Math.round((left - take) * 100) / 100
      const key = iso(a.date_burn)
      byDate.set(key, Math.round(((byDate.get(key) ?? 0) + take) * 100) / 100)
    }
    // Points whose accruals are gone (seeded balances, rounding) have no expiry.
    if (left > 0) byDate.set(null, Math.round(((byDate.get(null) ?? 0) + left) * 100) / 100)
    const burnAt = [...byDate.entries()]
      .map(([date, value]) => ({ date, value }))
      .sort((a, b) => (a.date === null ? 1 : b.date === null ? -1 : a.date.localeCompare(b.date)))
    return ok(c, {
      operationsDetail: {
        bonusValue: bonus,
        activatedAt: delayed.map((r) => ({ date: iso(r.date), value: r.value })),
        burnAt,
      },
    })
  })

  api.get('/operation/:id', async (c) => {
    const idUser = userOf(c)
    const id = intParam(c.req.param('id'), 'id', { min: 1 })
    const client = c.var.brand.client
    if (id === undefined) throw new ApiFailure(404, 'not_found', 'operationNotFound')
    const [row] = await db.query<
      OperationRow & {
        branch_name: string | null
        manager_name: string | null
        comment: string | null
        receipt: unknown
        gifts: unknown
        feedback: unknown
      }
    >(
      `SELECT ${operationColumns}, o.branch_name, o.manager_name, o.comment, o.receipt,
              o.gifts, o.feedback
         FROM loyalty_operations o WHERE o.client = $1 AND o.id_user = $2 AND o.id = $3`,
      [client, idUser, id],
    )
    if (!row) throw new ApiFailure(404, 'not_found', 'operationNotFound')
    const bonuses = await db.query<{
      id: number
      kind: string
      amount: number
      date_activation: Date | string | null
      date_burn: Date | string | null
    }>(
      `SELECT id, kind, amount::float8 AS amount, date_activation, date_burn FROM loyalty_ledger
        WHERE id_operation = $1 AND kind <> 'burn' ORDER BY id`,
      [id],
    )
    return ok(c, {
      operation: {
        ...operationItem(row),
        bonuses: bonuses.map((b) => ({
          id: b.id,
          type: b.amount >= 0 ? 'in' : 'out',
          value: Math.abs(b.amount),
          dateActivation: iso(b.date_activation),
          dateBurn: iso(b.date_burn),
        })),
        feedback: row.feedback ?? null,
        reason: row.reason ?? '',
        branchName: row.branch_name ?? '',
        managerName: row.manager_name ?? '',
        receipt: row.receipt ?? null,
        gifts: row.gifts ?? [],
        comment: row.comment ?? '',
      },
    })
  })

  api.get('/get-coupons', async (c) => {
    const client = c.var.brand.client
    const wanted = c.req.query('id')
    const one = wanted ? parseItemId(wanted) : null
    if (wanted && !one) throw new ApiFailure(404, 'not_found', 'giftNotFound')
    const rows = await db.query<GiftRow>(
      `SELECT ${giftColumns} FROM loyalty_gifts
        WHERE client = $1 AND active AND ($2::text IS NULL OR (kind = $2 AND id = $3))
        ORDER BY sort, kind, id`,
      [client, one?.kind ?? null, one?.id ?? 0],
    )
    if (one && !rows.length) throw new ApiFailure(404, 'not_found', 'giftNotFound')
    return ok(c, {
      gift: rows.filter((r) => r.kind === 'gift').map(giftItem),
      coupon: rows.filter((r) => r.kind === 'coupon').map(giftItem),
      items: rows.map((r) => `${r.kind}-${r.id}`),
    })
  })

  api.post('/gift-activate', async (c) => {
    const body = validateBody<{ id: string }>('gift-activate', await readJson(c), c.var.locale)
    const idUser = userOf(c)
    const client = c.var.brand.client
    const target = parseItemId(body.id)!
    const [item] = await db.query<GiftRow>(
      `SELECT ${giftColumns} FROM loyalty_gifts WHERE client = $1 AND kind = $2 AND id = $3 AND active`,
      [client, target.kind, target.id],
    )
    if (!item) throw new ApiFailure(404, 'not_found', 'giftNotFound')
    const result = await db.transaction(async (tx) => {
      // The user's row first: every spend of this user waits here (no double spend).
      await lockUser(tx, client, idUser)
      const [op] = await tx.query<{ id: number }>(
        `INSERT INTO loyalty_operations (client, id_user, type, gift, reason, gifts)
         VALUES ($1, $2, 'out', $3, $4, $5::jsonb) RETURNING id`,
        [
          client,
          idUser,
          item.title,
          item.kind === 'gift' ? 'Подарок за баллы' : 'Купон за баллы',
          JSON.stringify([{ id: item.id, name: item.title, quantity: 1 }]),
        ],
      )
      const balance = await spend(tx, client, idUser, item.price, op!.id)
      const code = await issueCode(tx, client, item.kind)
      await tx.query(
        `INSERT INTO loyalty_gift_codes (client, id_user, kind, gift_id, code, id_operation)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [client, idUser, item.kind, item.id, code, op!.id],
      )
      await queueMessage(tx, client, idUser, {
        code: 'bonus-gift',
        text: item.title,
        amount: -item.price,
        entity: `${item.kind}-${item.id}`,
      })
      return { balance, code }
    })
    const activated = {
      ...giftItem(item),
      code: result.code,
      codeQR: result.code,
      codeText: result.code,
    }
    return ok(c, {
      [item.kind]: [activated],
      bonus: result.balance.bonus,
      message:
        c.var.locale === 'en'
          ? 'Show this code at the till. If it cannot be used, the points return within 20 minutes.'
          : 'Покажите этот код на кассе. Если его не получится использовать, баллы вернутся в течение 20 минут.',
    })
  })

  api.post('/activate-code', async (c) => {
    const body = validateBody<{ code: string }>('activate-code', await readJson(c), c.var.locale)
    const idUser = userOf(c)
    const client = c.var.brand.client
    const code = body.code.trim().toUpperCase()
    const referral = brandModuleSettings(c.var.brand.settings, 'referral')
    const result = await db.transaction(async (tx) => {
      await lockUser(tx, client, idUser)
      const mine = await ensureCard(tx, client, idUser)
      const [entered] = await tx.query<{ entered_code: string | null }>(
        'SELECT entered_code FROM loyalty_cards WHERE id_user = $1',
        [idUser],
      )
      if (entered?.entered_code) throw new ApiFailure(409, 'promo_used', 'promoUsed')
      // Once per person: the use is kept by brand and phone, so deleting the account and
      // registering again with the same phone does not make the code new.
      const person = await phoneHashOf(tx, client, idUser)
      const [usedBefore] = await tx.query(
        'SELECT 1 FROM loyalty_promo_uses WHERE client = $1 AND phone_hash = $2',
        [client, person],
      )
      if (usedBefore) throw new ApiFailure(409, 'promo_used', 'promoUsed')
      if (mine.promoCode === code) throw new ApiFailure(400, 'promo_own', 'promoOwn')
      const [referer] = await tx.query<{ id_user: number }>(
        'SELECT id_user FROM loyalty_cards WHERE client = $1 AND promo_code = $2',
        [client, code],
      )
      const [promo] = referer
        ? []
        : await tx.query<{ bonus: number }>(
            'SELECT bonus::float8 AS bonus FROM loyalty_promo_codes WHERE client = $1 AND code = $2',
            [client, code],
          )
      if (!referer && !promo) throw new ApiFailure(404, 'promo_invalid', 'promoInvalid')
      const amount = referer ? (referral?.referalBonus ?? 0) : promo!.bonus
      await tx.query('UPDATE loyalty_cards SET entered_code = $2 WHERE id_user = $1', [
        idUser,
        code,
      ])
      await tx.query(
        'INSERT INTO loyalty_promo_uses (client, phone_hash, code) VALUES ($1, $2, $3)',
        [client, person, code],
      )
      let balance = await balanceOf(tx, client, idUser)
      if (amount > 0) {
        const [op] = await tx.query<{ id: number }>(
          `INSERT INTO loyalty_operations (client, id_user, type, reason)
           VALUES ($1, $2, 'in', $3) RETURNING id`,
          [client, idUser, `Промокод ${code}`],
        )
        balance = await accrue(tx, client, idUser, { amount, idOperation: op!.id })
        await queueMessage(tx, client, idUser, {
          code: 'bonus-in',
          text: `Промокод ${code}`,
          amount,
        })
      }
      return { balance, amount }
    })
    return ok(c, { bonus: result.balance.bonus, accrued: result.amount })
  })

  api.get('/bonus-messages', async (c) => {
    const idUser = c.var.session?.idUser
    if (!idUser) return ok(c, { messages: [] })
    const rows = await db.query<{
      id: number
      message_code: string
      bonus_text: string
      bonus_amount: number
      need_feedback: boolean
      id_connected_entity: string | null
    }>(
      `UPDATE loyalty_messages SET delivered_at = now()
        WHERE id IN (SELECT id FROM loyalty_messages
                      WHERE client = $1 AND id_user = $2 AND delivered_at IS NULL
                      ORDER BY id LIMIT 20)
        RETURNING id, message_code, bonus_text, bonus_amount::float8 AS bonus_amount,
                  need_feedback, id_connected_entity`,
      [c.var.brand.client, idUser],
    )
    rows.sort((a, b) => a.id - b.id)
    return ok(c, {
      messages: rows.map((r) => ({
        messageCode: r.message_code,
        bonusText: r.bonus_text,
        bonusAmount: r.bonus_amount,
        bonusNeedFeedback: r.need_feedback,
        idConnectedEntity: r.id_connected_entity,
      })),
    })
  })
}
