/**
 * Ordering demo data: the payment types of the ordering brands (catalog-and-ordering §3 Payment
 * type; `online` types are paid on the server's sandbox page, server/routes/sandbox.ts) and a
 * finished past order of the demo user on each, so the history and repeat order have something
 * to show on a fresh server. Re-applied on every start by the order's idempotency key.
 */
import type { Queryable } from '../db/db.ts'
import { brandModuleSettings } from '../module-settings.ts'
import type { PaymentType } from '../orders/pricing.ts'
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
    await tx.query(
      `INSERT INTO orders (client, id_user, idempotency_key, request_hash, order_num, created_at,
         status, receive_type, id_branch, payment_type, payment_status, subtotal, discount,
         cost_delivery, payed_bonuses, to_pay, products, comment)
       VALUES ($1, $2, 'seed-past-order', 'seed', '900', now() - interval '3 days', 'done',
         'pickup', $3, $4::jsonb, 'paid', $5, 0, 0, 0, $5, $6::jsonb, NULL)
       ON CONFLICT (client, id_user, idempotency_key) DO UPDATE SET
         id_branch = EXCLUDED.id_branch, products = EXCLUDED.products,
         subtotal = EXCLUDED.subtotal, to_pay = EXCLUDED.to_pay`,
      [
        b.client,
        user.id_user,
        branch.idBranch,
        JSON.stringify({ id: 4, name: 'При получении в ресторане', online: false }),
        subtotal,
        JSON.stringify(products),
      ],
    )
  }
}
