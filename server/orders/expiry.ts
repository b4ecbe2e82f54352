/**
 * Abandoned online payments (issue 12, defect 3). The spec names no timeout; ours is
 * PAYMENT_TIMEOUT_MS (30 minutes, as a bank's payment session usually lasts): an online order
 * whose payment page was left without paying or refusing is cancelled after it — its payment
 * marked failed and its points given back, as a refused payment is — the next time anything reads
 * the user's orders (place-order, user-orders, the payment page). Until then a place-order retry
 * of the same order by the same user gets that pending order and its payment page again instead
 * of a new order (./place.ts).
 *
 * The deadline is stored with the order (`payment_expires_at`), taken from the order clock
 * (./clock.ts), so a demo clock moved for the opening hours moves it too.
 */
import type { Db, Queryable } from '../db/db.ts'
import { orderNow } from './clock.ts'
import { refundPoints } from './status.ts'
import type { OrderRow } from './view.ts'

/** How long an online order waits for its payment. */
export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000

/** When an online order placed at `now` stops waiting for its payment. */
export function paymentDeadline(now: number): Date {
  return new Date(now + PAYMENT_TIMEOUT_MS)
}

/**
 * Cancels the user's online orders whose payment time ran out (inside the caller's transaction;
 * the rows are locked). `idUser` null: every user of the brand. Returns the cancelled orders.
 */
export async function expireUnpaid(
  tx: Queryable,
  client: string,
  idUser: number | null,
  now = orderNow(),
): Promise<OrderRow[]> {
  const due = await tx.query<OrderRow>(
    `SELECT * FROM orders
      WHERE client = $1 AND ($2::integer IS NULL OR id_user = $2)
        AND payment_status = 'wait' AND payment_key IS NOT NULL
        AND payment_expires_at IS NOT NULL AND payment_expires_at <= $3
      ORDER BY id FOR UPDATE`,
    [client, idUser, new Date(now).toISOString()],
  )
  const done: OrderRow[] = []
  for (const row of due) {
    if (row.status !== 'cancel') await refundPoints(tx, row)
    const [next] = await tx.query<OrderRow>(
      `UPDATE orders SET payment_status = 'failed', status = 'cancel' WHERE id = $1 RETURNING *`,
      [row.id],
    )
    done.push(next!)
  }
  return done
}

/** The user's pending online order for this very request (same basket, same form), if any. */
export async function pendingOrder(
  tx: Queryable,
  client: string,
  idUser: number,
  requestHash: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(
    `SELECT * FROM orders
      WHERE client = $1 AND id_user = $2 AND request_hash = $3
        AND payment_status = 'wait' AND payment_key IS NOT NULL AND status = 'new'
      ORDER BY id DESC LIMIT 1`,
    [client, idUser, requestHash],
  )
  return row
}

/** Cancels this one order if its payment time ran out (the payment page, before it answers). */
export async function expireOrder(db: Db, id: number, now = orderNow()): Promise<void> {
  const [row] = await db.query<{ client: string; id_user: number }>(
    'SELECT client, id_user FROM orders WHERE id = $1',
    [id],
  )
  if (!row) return
  await db.transaction((tx) => expireUnpaid(tx, row.client, row.id_user, now))
}
