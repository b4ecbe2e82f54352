// @vitest-environment node
/**
 * The demo orders tell one story with the operation history (review 3): the finished demo order
 * has its purchase row and points, and no demo order stays «Новый» for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { demoBrands, seed } from '../../server/seed/index.ts'
import { PAST_ORDER_NUM, STALE_ORDER_HOURS } from '../../server/seed/orders.ts'
import { testApp, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const { demoUserId } = testUsers(() => ({ app, db }), 79990003000)
const ordering = ['pizzeria-msk', 'pizzeria-spb', 'sushi']

describe('demo orders', () => {
  it.each(ordering)(
    '%s: the finished order has its purchase row, same day and sum',
    async (client) => {
      const idUser = await demoUserId(client)
      const [order] = await db.query<{ created_at: Date; to_pay: number; status: string }>(
        `SELECT created_at, to_pay::float8 AS to_pay, status FROM orders
        WHERE client = $1 AND id_user = $2 AND order_num = $3`,
        [client, idUser, PAST_ORDER_NUM],
      )
      expect(order?.status).toBe('done')
      const rows = await db.query<{ date: Date; order_sum: number; accrued: number }>(
        `SELECT o.date, o.order_sum::float8 AS order_sum,
              (SELECT SUM(amount)::float8 FROM loyalty_ledger l
                WHERE l.id_operation = o.id AND l.kind = 'accrual') AS accrued
         FROM loyalty_operations o
        WHERE o.client = $1 AND o.id_user = $2 AND o.reason = 'Покупка' AND o.comment = $3`,
        [client, idUser, `Заказ №${PAST_ORDER_NUM}`],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]!.date.getTime()).toBe(order!.created_at.getTime())
      expect(rows[0]!.order_sum).toBe(order!.to_pay)
      expect(rows[0]!.accrued).toBeGreaterThan(0)
      // whole points on these brands (`decimal: 0`): the card shows the balance whole
      expect(Number.isInteger(rows[0]!.accrued)).toBe(true)
      const fractions = await db.query<{ amount: number }>(
        `SELECT amount::float8 AS amount FROM loyalty_ledger
          WHERE client = $1 AND id_user = $2 AND amount <> trunc(amount)`,
        [client, idUser],
      )
      expect(fractions).toEqual([])
    },
  )

  it('coffee: whole points in every ledger row, though its money has 2 decimals (no «+0.25»)', async () => {
    const idUser = await demoUserId('coffee')
    const rows = await db.query<{ amount: number }>(
      `SELECT amount::float8 AS amount FROM loyalty_ledger WHERE client = 'coffee' AND id_user = $1`,
      [idUser],
    )
    expect(rows.length).toBeGreaterThan(30)
    expect(rows.filter((r) => !Number.isInteger(r.amount))).toEqual([])
  })

  it('a restart keeps one purchase row per order and cancels orders open for hours', async () => {
    const client = 'pizzeria-msk'
    const idUser = await demoUserId(client)
    const place = (key: string, hoursAgo: number) =>
      db.query(
        `INSERT INTO orders (client, id_user, idempotency_key, request_hash, order_num, created_at,
           status, receive_type, subtotal, to_pay, products)
         VALUES ($1, $2, $3, 'h', $3, now() - make_interval(hours => $4), 'new', 'pickup', 500,
           500, '[]'::jsonb)`,
        [client, idUser, key, hoursAgo],
      )
    await place('stale-1004', STALE_ORDER_HOURS + 2)
    await place('fresh-1010', 0)
    await seed(db, demoBrands)
    const status = async (key: string) =>
      (
        await db.query<{ status: string }>(
          'SELECT status FROM orders WHERE client = $1 AND idempotency_key = $2',
          [client, key],
        )
      )[0]?.status
    expect(await status('stale-1004')).toBe('cancel')
    expect(await status('fresh-1010')).toBe('new')
    const [{ n }] = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loyalty_operations WHERE client = $1 AND id_user = $2
          AND comment = $3`,
      [client, idUser, `Заказ №${PAST_ORDER_NUM}`],
    )) as [{ n: number }]
    expect(n).toBe(1)
  })
})
