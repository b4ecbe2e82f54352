/**
 * Order status (catalog-and-ordering §4: new, process, done, cancel; transitions are the
 * server's): moved on by the demo admin route (server/routes/admin.ts) and by the sandbox payment
 * page (a refused payment cancels the order). Cancelling gives the spent points back: the
 * ledger's spend row of the order's operation is cancelled, so the derived balance returns.
 */
import type { Db, Queryable } from '../db/db.ts'
import { ApiFailure } from '../http.ts'
import { balanceOf, lockUser } from '../loyalty/ledger.ts'
import type { OrderRow } from './view.ts'

export type OrderStatus = OrderRow['status']

/** new -> process -> done; new or process -> cancel; done and cancel are final. */
export const TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  new: ['process', 'done', 'cancel'],
  process: ['done', 'cancel'],
  done: [],
  cancel: [],
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to)
}

/** Gives back the points an order took (inside the caller's transaction). */
export async function refundPoints(tx: Queryable, row: OrderRow): Promise<void> {
  if (!row.id_operation) return
  await lockUser(tx, row.client, row.id_user)
  await tx.query(
    `UPDATE loyalty_ledger SET cancelled = true WHERE id_operation = $1 AND kind = 'spend'`,
    [row.id_operation],
  )
  await tx.query('UPDATE loyalty_operations SET is_cancelled = true WHERE id = $1', [
    row.id_operation,
  ])
  const { bonus } = await balanceOf(tx, row.client, row.id_user)
  await tx.query('UPDATE users SET bonus = $2 WHERE id_user = $1', [row.id_user, Math.floor(bonus)])
}

/** Moves an order of the brand to `status`; 404 when there is none, 409 when the move is not allowed. */
export async function setOrderStatus(
  db: Db,
  client: string,
  id: number,
  status: OrderStatus,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<OrderRow>(
      'SELECT * FROM orders WHERE client = $1 AND id = $2 FOR UPDATE',
      [client, id],
    )
    if (!row) throw new ApiFailure(404, 'order_not_found', 'orderNotFound')
    if (!canMove(row.status, status)) {
      throw new ApiFailure(409, 'bad_status', 'orderBadStatus', { from: row.status, to: status })
    }
    if (row.status === status) return row
    if (status === 'cancel') await refundPoints(tx, row)
    const [next] = await tx.query<OrderRow>(
      'UPDATE orders SET status = $2 WHERE id = $1 RETURNING *',
      [id, status],
    )
    return next!
  })
}

/**
 * The sandbox payment page's outcome: paid, or refused (the order is cancelled and its points
 * come back). Only an order waiting for an online payment, opened with its payment key.
 */
export async function settlePayment(
  db: Db,
  id: number,
  key: string,
  paid: boolean,
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [id])
    if (!row || !row.payment_key || row.payment_key !== key) return null
    if (row.payment_status !== 'wait') return row
    if (!paid && row.status !== 'cancel') await refundPoints(tx, row)
    const [next] = await tx.query<OrderRow>(
      `UPDATE orders SET payment_status = $2, status = CASE WHEN $2 = 'failed' THEN 'cancel' ELSE status END
        WHERE id = $1 RETURNING *`,
      [id, paid ? 'paid' : 'failed'],
    )
    return next!
  })
}

/** A page of the user's orders, newest first, with whether each can be repeated. */
export async function userOrders(
  db: Queryable,
  client: string,
  idUser: number,
  limit: number,
  page: number,
): Promise<{ total: number; rows: OrderRow[]; orderable: Set<number> }> {
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE client = $1 AND id_user = $2
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [client, idUser, limit, (page - 1) * limit],
  )
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM orders WHERE client = $1 AND id_user = $2',
    [client, idUser],
  )
  const ids = [...new Set(rows.flatMap((r) => r.products.map((p) => p.id)))]
  const live = ids.length
    ? await db.query<{ id: number }>(
        `SELECT p.id FROM catalog_products p
           LEFT JOIN catalog_products parent ON parent.client = p.client AND parent.id = p.parent_id
          WHERE p.client = $1 AND p.id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)
            AND p.active AND NOT p.deleted
            AND (p.parent_id IS NULL OR (parent.active AND NOT parent.deleted))`,
        [client, JSON.stringify(ids)],
      )
    : []
  return { total: count?.n ?? 0, rows, orderable: new Set(live.map((r) => r.id)) }
}
