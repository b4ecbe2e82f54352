/**
 * The points ledger (migration 003-loyalty.sql). Every accrual and spend is a row; the balance
 * is derived — the sum of activated, not cancelled rows — and never negative:
 *
 * - a spend runs in one transaction that first locks the user's row (`SELECT … FOR UPDATE`),
 *   so concurrent spends of one user queue up and each sees the balance the previous one left;
 *   a spend larger than the balance is refused (`insufficient_points`), nothing is written;
 * - accruals may wait for activation (`date_activation` in the future: the delayed bonus) and
 *   burn at `date_burn`: the first time the user's ledger is settled after that date a burn row
 *   takes off what is left of the accrual (at most the balance, so it never goes below zero);
 * - `users.bonus` is kept as a cache of the derived balance for readers that only know the users
 *   table.
 */
import type { Queryable } from '../db/db.ts'
import { ApiFailure } from '../http.ts'

export interface Balance {
  /** Activated points available now. */
  bonus: number
  /** Accrued points waiting for their activation date. */
  delayedBonus: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Locks the user's row for the rest of the transaction (spends queue up behind it). */
export async function lockUser(tx: Queryable, client: string, idUser: number): Promise<void> {
  const rows = await tx.query(
    'SELECT id_user FROM users WHERE id_user = $1 AND client = $2 FOR UPDATE',
    [idUser, client],
  )
  if (!rows.length) throw new ApiFailure(401, 'need_register', 'needRegister')
}

/** The derived balance (no locking: for reads). */
export async function balanceOf(db: Queryable, client: string, idUser: number): Promise<Balance> {
  const [row] = await db.query<{ bonus: number | null; delayed: number | null }>(
    `SELECT
       COALESCE(SUM(amount) FILTER (WHERE date_activation IS NULL OR date_activation <= now()), 0)::float8 AS bonus,
       COALESCE(SUM(amount) FILTER (WHERE date_activation > now()), 0)::float8 AS delayed
     FROM loyalty_ledger WHERE client = $1 AND id_user = $2 AND NOT cancelled`,
    [client, idUser],
  )
  return { bonus: Math.max(0, round2(row?.bonus ?? 0)), delayedBonus: round2(row?.delayed ?? 0) }
}

async function cacheBalance(tx: Queryable, client: string, idUser: number): Promise<Balance> {
  const balance = await balanceOf(tx, client, idUser)
  await tx.query('UPDATE users SET bonus = $3 WHERE id_user = $1 AND client = $2', [
    idUser,
    client,
    Math.floor(balance.bonus),
  ])
  return balance
}

/**
 * Writes the burn rows of accruals whose burn date has passed (once each), oldest first. Call
 * with the user's row locked. A burn takes the accrual's amount, capped by the balance left.
 */
export async function settleBurns(tx: Queryable, client: string, idUser: number): Promise<void> {
  const due = await tx.query<{ id: number; amount: number; id_operation: number | null }>(
    `SELECT id, amount::float8 AS amount, id_operation FROM loyalty_ledger
      WHERE client = $1 AND id_user = $2 AND kind = 'accrual' AND NOT cancelled AND NOT burned
        AND date_burn IS NOT NULL AND date_burn <= now()
        AND (date_activation IS NULL OR date_activation <= now())
      ORDER BY date_burn, id`,
    [client, idUser],
  )
  if (!due.length) return
  let { bonus } = await balanceOf(tx, client, idUser)
  for (const accrual of due) {
    const burn = round2(Math.min(accrual.amount, bonus))
    await tx.query('UPDATE loyalty_ledger SET burned = true WHERE id = $1', [accrual.id])
    if (burn > 0) {
      await tx.query(
        `INSERT INTO loyalty_ledger (client, id_user, id_operation, kind, amount)
         VALUES ($1, $2, $3, 'burn', $4)`,
        [client, idUser, accrual.id_operation, -burn],
      )
      bonus = round2(bonus - burn)
    }
  }
}

export interface AccrualInput {
  amount: number
  idOperation?: number | null
  dateActivation?: Date | string | null
  dateBurn?: Date | string | null
}

/** Adds points (an accrual row). Call inside a transaction with the user's row locked. */
export async function accrue(
  tx: Queryable,
  client: string,
  idUser: number,
  input: AccrualInput,
): Promise<Balance> {
  if (!(input.amount > 0)) throw new Error('an accrual must be positive')
  await openLedger(tx, client, idUser)
  await tx.query(
    `INSERT INTO loyalty_ledger (client, id_user, id_operation, kind, amount, date_activation, date_burn)
     VALUES ($1, $2, $3, 'accrual', $4, $5, $6)`,
    [
      client,
      idUser,
      input.idOperation ?? null,
      round2(input.amount),
      input.dateActivation ? new Date(input.dateActivation).toISOString() : null,
      input.dateBurn ? new Date(input.dateBurn).toISOString() : null,
    ],
  )
  return cacheBalance(tx, client, idUser)
}

/**
 * Spends points atomically: locks the user, settles burns, checks the balance and writes the
 * spend row, all in the caller's transaction. Throws 409 `insufficient_points` when the balance
 * is short; then nothing is written.
 */
export async function spend(
  tx: Queryable,
  client: string,
  idUser: number,
  amount: number,
  idOperation: number | null,
): Promise<Balance> {
  await lockUser(tx, client, idUser)
  await openLedger(tx, client, idUser)
  await settleBurns(tx, client, idUser)
  const { bonus } = await balanceOf(tx, client, idUser)
  const price = round2(amount)
  if (price > bonus) {
    throw new ApiFailure(409, 'insufficient_points', 'insufficientPoints', {
      missing: round2(price - bonus),
    })
  }
  if (price > 0) {
    await tx.query(
      `INSERT INTO loyalty_ledger (client, id_user, id_operation, kind, amount)
       VALUES ($1, $2, $3, 'spend', $4)`,
      [client, idUser, idOperation, -price],
    )
  }
  return cacheBalance(tx, client, idUser)
}

/**
 * A user created outside the ledger (another seeder, an import) may carry a balance in
 * `users.bonus` and no ledger rows yet: that balance becomes the opening accrual, once.
 */
export async function openLedger(tx: Queryable, client: string, idUser: number): Promise<void> {
  const [row] = await tx.query<{ bonus: number; has: boolean }>(
    `SELECT u.bonus, EXISTS (SELECT 1 FROM loyalty_ledger l WHERE l.id_user = u.id_user) AS has
       FROM users u WHERE u.id_user = $1 AND u.client = $2`,
    [idUser, client],
  )
  if (row && !row.has && row.bonus > 0) {
    await tx.query(
      `INSERT INTO loyalty_ledger (client, id_user, kind, amount) VALUES ($1, $2, 'accrual', $3)`,
      [client, idUser, row.bonus],
    )
  }
}

/** Settles burns and returns the balance (app data, history): takes the user's lock briefly. */
export async function currentBalance(
  db: {
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  },
  client: string,
  idUser: number,
): Promise<Balance> {
  return db.transaction(async (tx) => {
    await lockUser(tx, client, idUser)
    await openLedger(tx, client, idUser)
    await settleBurns(tx, client, idUser)
    return cacheBalance(tx, client, idUser)
  })
}
