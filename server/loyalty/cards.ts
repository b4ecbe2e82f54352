/**
 * The loyalty fields of a user in app data (accounts-loyalty §3 User): bonus, delayedBonus,
 * groupName, groupBonus, orderSum, idGroup, nextGroupId, code, codeQR, codeText; and the
 * per-user values of module settings (the stamp card's userStamps, the referral code).
 * Loyalty groups come from settings.modules.bonus.groups: a user belongs to the highest group
 * whose orderSum threshold the user's order sum (non-cancelled operations) has reached.
 */
import { randomInt } from 'node:crypto'
import type { Db, Queryable } from '../db/db.ts'
import { brandModuleSettings, brandModules } from '../module-settings.ts'
import { currentBalance } from './ledger.ts'

export interface LoyaltyGroup {
  id: number
  name: string
  bonus: number
  orderSum: number
}

export interface LoyaltyCard {
  code: string
  promoCode: string
  stamps: number
}

/**
 * The groups of a brand's bonus settings, by threshold: as the app's bonus module reads them
 * (schemas/modules/bonus.json, a group's orderSum and bonus default to 0; none when the module is
 * off or its settings invalid).
 */
export function groupsOf(settings: Record<string, unknown>): LoyaltyGroup[] {
  const groups = brandModuleSettings(settings, 'bonus')?.groups ?? []
  return [...groups].sort((a, b) => a.orderSum - b.orderSum)
}

/** The user's group (highest threshold reached) and the next one. */
export function groupFor(groups: LoyaltyGroup[], orderSum: number) {
  let index = -1
  for (const [i, g] of groups.entries()) if (orderSum >= g.orderSum) index = i
  const group = index >= 0 ? groups[index]! : null
  const next = groups[index + 1] ?? null
  return { group, next }
}

function digits(n: number) {
  let s = ''
  for (let i = 0; i < n; i++) s += String(randomInt(10))
  return s
}

const PROMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function promo(n = 8) {
  let s = ''
  for (let i = 0; i < n; i++) s += PROMO_ALPHABET[randomInt(PROMO_ALPHABET.length)]
  return s
}

/** The user's card, created on first use (a 13-digit card code and an 8-letter promo code). */
export async function ensureCard(
  tx: Queryable,
  client: string,
  idUser: number,
): Promise<LoyaltyCard> {
  const read = async () =>
    (
      await tx.query<{ code: string; promo_code: string; stamps: number }>(
        'SELECT code, promo_code, stamps FROM loyalty_cards WHERE id_user = $1',
        [idUser],
      )
    )[0]
  let row = await read()
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    await tx.query(
      `INSERT INTO loyalty_cards (id_user, client, code, promo_code) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [idUser, client, `2${digits(12)}`, promo()],
    )
    row = await read()
  }
  if (!row) throw new Error('could not issue a loyalty card')
  return { code: row.code, promoCode: row.promo_code, stamps: row.stamps }
}

/** '2123 4567 8901 2': the code as printed under the QR. */
export function codeText(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export async function orderSumOf(db: Queryable, client: string, idUser: number): Promise<number> {
  const [row] = await db.query<{ sum: number }>(
    `SELECT COALESCE(SUM(order_sum), 0)::float8 AS sum FROM loyalty_operations
      WHERE client = $1 AND id_user = $2 AND NOT is_cancelled`,
    [client, idUser],
  )
  return row?.sum ?? 0
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * App data's loyalty values in ONE read (issue 16: no transaction, no row lock per request):
 * the card, the balance and the order sum — or null when `currentBalance`/`ensureCard` have
 * something to write (no card yet, an opening balance to book, burns due, users.bonus behind).
 */
async function readLoyalty(db: Queryable, client: string, idUser: number) {
  const [row] = await db.query<{
    cached: number
    has_ledger: boolean
    due: boolean
    bonus: number
    delayed: number
    order_sum: number
    code: string | null
    promo_code: string | null
    stamps: number | null
    next_change: number | null
  }>(
    `SELECT u.bonus::float8 AS cached,
            EXISTS (SELECT 1 FROM loyalty_ledger l WHERE l.id_user = u.id_user) AS has_ledger,
            EXISTS (SELECT 1 FROM loyalty_ledger l
                     WHERE l.client = $1 AND l.id_user = $2 AND l.kind = 'accrual'
                       AND NOT l.cancelled AND NOT l.burned
                       AND l.date_burn IS NOT NULL AND l.date_burn <= now()
                       AND (l.date_activation IS NULL OR l.date_activation <= now())) AS due,
            COALESCE(b.bonus, 0)::float8 AS bonus, COALESCE(b.delayed, 0)::float8 AS delayed,
            (SELECT COALESCE(SUM(o.order_sum), 0) FROM loyalty_operations o
              WHERE o.client = $1 AND o.id_user = $2 AND NOT o.is_cancelled)::float8 AS order_sum,
            c.code, c.promo_code, c.stamps,
            (SELECT extract(epoch FROM least(
                      min(l.date_activation) FILTER (WHERE l.date_activation > now()),
                      min(l.date_burn) FILTER (WHERE l.date_burn > now() AND NOT l.burned)))
                    * 1000
               FROM loyalty_ledger l
              WHERE l.client = $1 AND l.id_user = $2 AND NOT l.cancelled)::float8 AS next_change
       FROM users u
       LEFT JOIN loyalty_cards c ON c.id_user = u.id_user
       LEFT JOIN LATERAL (
         SELECT SUM(amount) FILTER (WHERE date_activation IS NULL OR date_activation <= now()) AS bonus,
                SUM(amount) FILTER (WHERE date_activation > now()) AS delayed
           FROM loyalty_ledger WHERE client = $1 AND id_user = $2 AND NOT cancelled) b ON true
      WHERE u.id_user = $2 AND u.client = $1`,
    [client, idUser],
  )
  if (!row || row.code === null || row.due || (!row.has_ledger && row.cached > 0)) return null
  const balance = { bonus: Math.max(0, round2(row.bonus)), delayedBonus: round2(row.delayed) }
  if (Math.floor(balance.bonus) !== row.cached) return null
  return {
    card: { code: row.code, promoCode: row.promo_code ?? '', stamps: row.stamps ?? 0 },
    balance,
    orderSum: row.order_sum,
    /** When the values change by time alone (a delayed bonus activates, points burn), or null. */
    nextChange: row.next_change,
  }
}

/** The loyalty part of app data for a signed-in user: user fields and per-user settings. */
export async function loyaltyAppData(
  db: Db,
  brand: { client: string; settings: Record<string, unknown> },
  idUser: number,
) {
  const client = brand.client
  const read = await readLoyalty(db, client, idUser)
  let card: LoyaltyCard
  let balance: { bonus: number; delayedBonus: number }
  let orderSum: number
  // Until when these values hold without a write (null: they were just written, do not keep).
  let validUntil: number | null = null
  if (read) {
    ;({ card, balance, orderSum } = read)
    validUntil = read.nextChange ?? Number.POSITIVE_INFINITY
  } else {
    // Something to write first: no card yet, an opening balance, burns due, a stale cached bonus.
    card = await db.transaction((tx) => ensureCard(tx, client, idUser))
    ;[balance, orderSum] = await Promise.all([
      currentBalance(db, client, idUser),
      orderSumOf(db, client, idUser),
    ])
  }
  const { group, next } = groupFor(groupsOf(brand.settings), orderSum)
  const user = {
    bonus: balance.bonus,
    delayedBonus: balance.delayedBonus,
    orderSum,
    idGroup: group?.id ?? null,
    groupName: group?.name ?? '',
    groupBonus: Math.min(100, Math.max(0, group?.bonus ?? 0)),
    nextGroupId: next?.id ?? null,
    code: card.code,
    codeQR: card.code,
    codeText: codeText(card.code),
  }
  const modules = brandModules(brand.settings)
  const patch: Record<string, Record<string, unknown>> = {}
  if (modules.stampcard) patch.stampcard = { userStamps: card.stamps }
  if (modules.referral) patch.referral = { code: card.promoCode }
  return { user, modules: patch, validUntil }
}

/** App data with the loyalty fields merged in (a guest gets none). */
export async function withLoyalty<
  T extends { settings: Record<string, unknown>; user: Record<string, unknown> },
>(db: Db, brand: { client: string; settings: Record<string, unknown> }, data: T): Promise<T> {
  const idUser = data.user.idUser
  if (typeof idUser !== 'number') return data
  const extra = await loyaltyAppData(db, brand, idUser)
  const modules = { ...brandModules(data.settings) }
  for (const [name, values] of Object.entries(extra.modules)) {
    const own = modules[name]
    modules[name] = { ...(typeof own === 'object' && own !== null ? own : {}), ...values }
  }
  return {
    ...data,
    settings: { ...data.settings, modules },
    user: { ...data.user, ...extra.user },
  }
}
