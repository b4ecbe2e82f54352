/**
 * Ordering demo data: the payment types of the ordering brands (catalog-and-ordering §3 Payment
 * type; `online` types are paid on the server's sandbox page, server/routes/sandbox.ts) and a
 * finished past order of the demo user on each, so the history and repeat order have something
 * to show on a fresh server. Re-applied on every start by the order's idempotency key.
 *
 * The demo tells one story (review 3): the finished order has its purchase row and points in the
 * operation history, and no order of the demo customer stays «Новый» for ever — one still open
 * STALE_ORDER_HOURS after it was placed (nobody took it in the demo restaurants) is cancelled at
 * the next start, its points given back.
 */
import type { Queryable } from '../db/db.ts'
import { groupFor, groupsOf, orderSumOf } from '../loyalty/cards.ts'
import { accrue, lockUser } from '../loyalty/ledger.ts'
import { brandModuleSettings } from '../module-settings.ts'
import type { PaymentType } from '../orders/pricing.ts'
import { refundPoints } from '../orders/status.ts'
import type { OrderRow } from '../orders/view.ts'
import { demoTime } from './helpers.ts'
import type { DemoBrand } from './types.ts'
import { DEMO_USERNAME } from './users.ts'

/** Cash or card to the courier (delivery), at the till (pickup), online with a receipt e-mail. */
export function demoPaymentTypes(kind: 'pizzeria' | 'sushi'): PaymentType[] {
  const online: PaymentType = {
    id: 3,
    name: 'Картой онлайн',
    dependDelivery: 'all',
    needEmail: kind === 'pizzeria',
    orderButtonName: 'Перейти к оплате',
    online: true,
  }
  return [
    {
      id: 1,
      name: 'Наличными курьеру',
      dependDelivery: 'delivery',
      needEmail: false,
      orderButtonName: kind === 'pizzeria' ? 'Оформить заказ' : 'Заказать',
    },
    {
      id: 2,
      name: 'Картой курьеру',
      dependDelivery: 'delivery',
      needEmail: false,
      orderButtonName: kind === 'pizzeria' ? 'Оформить заказ' : 'Заказать',
    },
    {
      id: 4,
      name: 'При получении в ресторане',
      dependDelivery: 'pickup',
      needEmail: false,
      orderButtonName: kind === 'pizzeria' ? 'Оформить заказ' : 'Заказать',
    },
    online,
  ]
}

/** The demo customer's finished past order. */
export const PAST_ORDER_NUM = '900'

/** The first plain, active products of a brand (the past order's lines). */
async function someProducts(tx: Queryable, client: string, n: number) {
  return tx.query<{ id: number; name: string; price: number; images: string[] }>(
    `SELECT p.id, p.name, p.price::float8 AS price, p.images FROM catalog_products p
      WHERE p.client = $1 AND p.active AND NOT p.deleted AND p.parent_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM catalog_products v WHERE v.client = p.client AND v.parent_id = p.id)
        AND p.amounts = '{}'::jsonb
      ORDER BY p.category_id, p.sort, p.id LIMIT $2`,
    [client, n],
  )
}

export async function seedOrders(tx: Queryable, brands: DemoBrand[]): Promise<void> {
  for (const b of brands) {
    if (!brandModuleSettings(b.settings, 'catalog')?.pickup) continue
    const [user] = await tx.query<{ id_user: number }>(
      'SELECT id_user FROM users WHERE client = $1 AND username = $2',
      [b.client, DEMO_USERNAME],
    )
    const branch = b.branches[0]
    if (!user || !branch) continue
    const lines = await someProducts(tx, b.client, 2)
    if (!lines.length) continue
    const products = lines.map((p, i) => ({
      id: p.id,
      name: p.name,
      qty: i + 1,
      price: p.price,
      cost: p.price * (i + 1),
      paidByBonus: 0,
      maxPayBonus: 100,
      images: p.images,
      productAttributeValues: [],
    }))
    const subtotal = products.reduce((s, p) => s + p.cost, 0)
    const [order] = await tx.query<{ created_at: Date; to_pay: number }>(
      `INSERT INTO orders (client, id_user, idempotency_key, request_hash, order_num, created_at,
         status, receive_type, id_branch, payment_type, payment_status, subtotal, discount,
         cost_delivery, payed_bonuses, to_pay, products, comment)
       VALUES ($1, $2, 'seed-past-order', 'seed', '${PAST_ORDER_NUM}', $7, 'done',
         'pickup', $3, $4::jsonb, 'paid', $5, 0, 0, 0, $5, $6::jsonb, NULL)
       ON CONFLICT (client, id_user, idempotency_key) DO UPDATE SET
         id_branch = EXCLUDED.id_branch, products = EXCLUDED.products,
         subtotal = EXCLUDED.subtotal, to_pay = EXCLUDED.to_pay
       RETURNING created_at, to_pay::float8 AS to_pay`,
      [
        b.client,
        user.id_user,
        branch.idBranch,
        JSON.stringify({ id: 4, name: 'При получении в ресторане', online: false }),
        subtotal,
        JSON.stringify(products),
        // three days ago in the evening on the brand's clock (not the seed's own «03:53»)
        demoTime(3, '19:35').toISOString(),
      ],
    )
    await purchaseOf(tx, b, user.id_user, {
      ...order!,
      branch: branch.name,
      lines: products.map((p) => ({
        name: p.name,
        price: p.price,
        quantity: p.qty,
        total: p.cost,
      })),
    })
    await closeStale(tx, b.client, user.id_user)
  }
}

/** How long a demo order may stay open (new or in progress) before the seed calls it dead. */
export const STALE_ORDER_HOURS = 3

/** The finished order's purchase row and points, once (the comment names the order). */
async function purchaseOf(
  tx: Queryable,
  b: DemoBrand,
  idUser: number,
  order: {
    created_at: Date
    to_pay: number
    branch: string
    lines: { name: string; price: number; quantity: number; total: number }[]
  },
) {
  const comment = `Заказ №${PAST_ORDER_NUM}`
  const [done] = await tx.query(
    `SELECT 1 FROM loyalty_operations WHERE client = $1 AND id_user = $2 AND comment = $3`,
    [b.client, idUser, comment],
  )
  if (done) return
  await lockUser(tx, b.client, idUser)
  const [op] = await tx.query<{ id: number }>(
    `INSERT INTO loyalty_operations (client, id_user, date, type, order_sum, reason, branch_name,
       comment, receipt)
     VALUES ($1, $2, $3, 'in', $4, 'Покупка', $5, $6, $7::jsonb) RETURNING id`,
    [
      b.client,
      idUser,
      order.created_at,
      order.to_pay,
      order.branch,
      comment,
      JSON.stringify({ products: order.lines, paidByBonus: 0, paidByCash: order.to_pay }),
    ],
  )
  // The level's percent, as every demo purchase (./loyalty.ts demoPercent).
  const sum = await orderSumOf(tx, b.client, idUser)
  const percent = groupFor(groupsOf(b.settings), sum).group?.bonus ?? 0
  // in the brand's precision (`decimal`: whole points on the pizzerias and sushi, as the card
  // shows them; a half point read «670» beside a balance of 669.5)
  const decimal = typeof b.settings.decimal === 'number' ? b.settings.decimal : 2
  const scale = 10 ** decimal
  const amount = Math.round((order.to_pay * percent * scale) / 100) / scale
  if (amount > 0) await accrue(tx, b.client, idUser, { amount, idOperation: op!.id })
}

/** The demo customer's orders still open STALE_ORDER_HOURS after they were placed: cancelled. */
async function closeStale(tx: Queryable, client: string, idUser: number) {
  const stale = await tx.query<OrderRow>(
    `SELECT * FROM orders WHERE client = $1 AND id_user = $2 AND status IN ('new', 'process')
        AND created_at < now() - make_interval(hours => $3) ORDER BY id FOR UPDATE`,
    [client, idUser, STALE_ORDER_HOURS],
  )
  for (const row of stale) {
    await refundPoints(tx, row)
    await tx.query(
      `UPDATE orders SET status = 'cancel',
         payment_status = CASE WHEN payment_status = 'wait' THEN 'failed' ELSE payment_status END
       WHERE id = $1`,
      [row.id],
    )
  }
}
