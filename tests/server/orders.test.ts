// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { balanceOf } from '../../server/loyalty/ledger.ts'
import { PAYMENT_TIMEOUT_MS } from '../../server/orders/expiry.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let app: TestApp
let db: Db
const msk = 'pizzeria-msk'
const sushi = 'sushi'

beforeAll(async () => {
  ;({ app, db } = await testApp())
  process.env.ADMIN_SECRET = 'orders-secret'
}, 60_000)
afterAll(async () => {
  delete process.env.ADMIN_SECRET
  await db.close()
})

// Wednesday 2025-06-11 13:00 in Moscow (10:00 UTC): open for delivery and pickup (10:00–23:00).
const NOON = Date.UTC(2025, 5, 11, 10, 0)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOON)
})
afterEach(() => vi.useRealTimers())
const inAnHour = NOON + 3600_000

const { freshUser: user } = testUsers(() => ({ app, db }), 79990002000)

/** Plain products with no stock limit and no variations; the price at branch 1. */
async function plain(client: string, n = 2) {
  return db.query<{ id: number; price: number; max_pay_bonus: number }>(
    `SELECT p.id, COALESCE((p.prices->>'1')::float8, p.price::float8) AS price, p.max_pay_bonus
       FROM catalog_products p
      WHERE p.client = $1 AND p.active AND NOT p.deleted AND p.parent_id IS NULL
        AND p.amounts = '{}'::jsonb AND p.allow_basket IS DISTINCT FROM 'off'
        AND p.allow_basket IS DISTINCT FROM 'onlyDelivery' AND p.allow_basket IS DISTINCT FROM 'onlyPickup'
        AND NOT EXISTS (SELECT 1 FROM catalog_products v WHERE v.client = p.client AND v.parent_id = p.id)
      ORDER BY p.price DESC, p.id LIMIT $2`,
    [client, n],
  )
}

let keyN = 0
const key = () => `test-key-${Date.now()}-${keyN++}`

function pickup(products: { product_id: number; count: number; paidByBonus?: number }[]) {
  return { receiveType: 'pickup', toBranch: 1, products, paymentType: 4, time: inAnHour }
}

const place = (client: string, token: string, order: Record<string, unknown>, k = key()) =>
  call(app, 'place-order', { client, token, body: { idempotencyKey: k, order } })

async function balance(client: string, idUser: number) {
  return (await balanceOf(db, client, idUser)).bonus
}

describe('place-order', () => {
  it('asks a guest to sign in', async () => {
    const dev = await registerDevice(app, msk)
    const [p] = await plain(msk, 1)
    const r = await place(msk, dev.token, pickup([{ product_id: p!.id, count: 1 }]))
    expect(r.status).toBe(401)
    expect(r.json.code).toBe('need_register')
  })

  it('prices the order itself: tampered client prices and totals are ignored', async () => {
    const { token } = await user(msk)
    const [a, b] = await plain(msk, 2)
    const r = await place(msk, token, {
      ...pickup([
        { product_id: a!.id, count: 2, price: 1, cost: 2 } as never,
        { product_id: b!.id, count: 1, price: 1 } as never,
      ]),
      total: 3,
      toPay: 3,
      discount: 99999,
    })
    expect(r.status, r.text).toBe(200)
    const order = r.json.order as Record<string, number>
    const subtotal = a!.price * 2 + b!.price
    // pickup discount 10 % (seed), no delivery fee
    expect(order.subtotal).toBe(subtotal)
    expect(order.discount).toBe(Math.round(subtotal * 0.1))
    expect(order.costDelivery).toBe(0)
    expect(order.toPay).toBe(subtotal - Math.round(subtotal * 0.1))
    expect(r.json.additionalAction).toBeUndefined()
  })

  it('adds the delivery fee below forFreeDelivery and uses the branch whose zone holds the address', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    const count = Math.ceil(700 / p!.price) // above the 700 minimum
    const r = await place(msk, token, {
      receiveType: 'delivery',
      products: [{ product_id: p!.id, count }],
      address: 'Москва, Тверская улица, 7',
      // near the first branch (Тверская, a 4 km circle)
      lat: 55.7602,
      lng: 37.6085,
      paymentType: 1,
      time: inAnHour,
    })
    expect(r.status, r.text).toBe(200)
    const order = r.json.order as {
      subtotal: number
      costDelivery: number
      delivery: { toBranch: number }
    }
    expect(order.costDelivery).toBe(order.subtotal >= 1500 ? 0 : 199)
    expect(order.delivery.toBranch).toBe(1)
  })

  it('rejects an address outside every delivery zone', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    const r = await place(msk, token, {
      receiveType: 'delivery',
      products: [{ product_id: p!.id, count: 3 }],
      address: 'Москва, поселение Сосенское, посёлок Коммунарка',
      lat: 55.5687,
      lng: 37.4853,
      paymentType: 1,
      time: inAnHour,
    })
    expect(r.status).toBe(422)
    expect(r.json.code).toBe('out_of_zone')
    expect(r.json.message).toBe('Ваш адрес не входит в зону доставки')
  })

  it('checks the hours: closed now without a time, a time slot inside the hours is fine', async () => {
    const { token } = await user(sushi)
    const [p] = await plain(sushi, 1)
    // 03:00 in Kazan (Moscow time): closed
    vi.setSystemTime(Date.UTC(2025, 5, 11, 0, 0))
    const order = {
      receiveType: 'pickup',
      toBranch: 1,
      products: [{ product_id: p!.id, count: 2 }],
      paymentType: 4,
    }
    const closed = await place(sushi, token, { ...order, time: Date.UTC(2025, 5, 11, 0, 30) })
    expect(closed.status).toBe(422)
    expect(closed.json.code).toBe('closed')
    // a slot at 13:00 the same day is ahead and inside the hours
    const later = await place(sushi, token, { ...order, time: Date.UTC(2025, 5, 11, 10, 0) })
    expect(later.status, later.text).toBe(200)
    const past = await place(sushi, token, { ...order, time: Date.UTC(2025, 5, 10, 10, 0) })
    expect(past.json.code).toBe('bad_time')
  })

  it('checks the stock at the branch and takes it', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    await db.query(
      `UPDATE catalog_products SET amounts = '{"1": 2}'::jsonb WHERE client = $1 AND id = $2`,
      [msk, p!.id],
    )
    try {
      const many = await place(msk, token, pickup([{ product_id: p!.id, count: 3 }]))
      expect(many.status).toBe(409)
      expect(many.json.code).toBe('sold_out')
      const two = await place(msk, token, pickup([{ product_id: p!.id, count: 2 }]))
      expect(two.status, two.text).toBe(200)
      const [row] = await db.query<{ amounts: Record<string, number> }>(
        'SELECT amounts FROM catalog_products WHERE client = $1 AND id = $2',
        [msk, p!.id],
      )
      expect(row!.amounts['1']).toBe(0)
      const again = await place(msk, token, pickup([{ product_id: p!.id, count: 1 }]))
      expect(again.json.code).toBe('sold_out')
    } finally {
      await db.query(
        `UPDATE catalog_products SET amounts = '{}'::jsonb WHERE client = $1 AND id = $2`,
        [msk, p!.id],
      )
    }
  })

  it('rejects an inactive product and a missing payment type', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    const none = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 1 }]),
      paymentType: null,
    })
    expect(none.json.code).toBe('payment_type_required')
    // a delivery-only type is not offered for pickup
    const wrong = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 1 }]),
      paymentType: 1,
    })
    expect(wrong.json.code).toBe('payment_type_required')
    const gone = await place(msk, token, pickup([{ product_id: 999999, count: 1 }]))
    expect(gone.status).toBe(409)
    expect(gone.json.code).toBe('products_changed')
  })

  it('a repeated submit with the same key creates one order and spends the points once', async () => {
    const { idUser, token } = await user(msk, 1000)
    const [p] = await plain(msk, 1)
    const order = { ...pickup([{ product_id: p!.id, count: 2 }]), paidByBonus: 100 }
    const k = key()
    const first = await place(msk, token, order, k)
    const second = await place(msk, token, order, k)
    expect(first.status, first.text).toBe(200)
    expect(second.status).toBe(200)
    expect((second.json.order as { id: number }).id).toBe((first.json.order as { id: number }).id)
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM orders WHERE id_user = $1',
      [idUser],
    )
    expect(n!.n).toBe(1)
    expect(await balance(msk, idUser)).toBe(900)
    // the same key with another order is a conflict, never a second order
    const other = await place(msk, token, { ...order, paidByBonus: 50 }, k)
    expect(other.status).toBe(409)
    expect(other.json.code).toBe('idempotency_conflict')
  })

  it('concurrent submits never spend the points twice', async () => {
    const { idUser, token } = await user(msk, 300)
    const [p] = await plain(msk, 1)
    const order = { ...pickup([{ product_id: p!.id, count: 3 }]), paidByBonus: 200 }
    const same = key()
    const results = await Promise.all([
      place(msk, token, order, same),
      place(msk, token, order, same),
      place(msk, token, order),
      place(msk, token, order),
    ])
    const ok = results.filter((r) => r.status === 200)
    const orderIds = new Set(ok.map((r) => (r.json.order as { id: number }).id))
    // 300 points pay for one order of 200 only: the same-key pair is one order
    expect(orderIds.size).toBe(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.json.code).toBe('insufficient_points')
    }
    expect(await balance(msk, idUser)).toBe(100)
  })

  it('holds points by order to the maximum (maxPayBonusK 30, minPaymentAfterBonus 1)', async () => {
    const { token } = await user(msk, 10000)
    const [p] = await plain(msk, 1)
    const total = p!.price * 2 * 0.9
    const max = Math.floor(Math.min(total - 1, (total * Math.min(p!.max_pay_bonus, 30)) / 100))
    const over = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 2 }]),
      paidByBonus: max + 1,
    })
    expect(over.status).toBe(422)
    expect(over.json.code).toBe('points_too_many')
    const fine = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 2 }]),
      paidByBonus: max,
    })
    expect(fine.status, fine.text).toBe(200)
    expect((fine.json.order as { payedBonuses: number }).payedBonuses).toBe(max)
  })

  it('the operation of an order paid by points has no comment: no internal reference shown (issue 12)', async () => {
    const { token } = await user(msk, 10000)
    const [p] = await plain(msk, 1)
    const r = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 1 }]),
      paidByBonus: 1,
    })
    expect(r.status, r.text).toBe(200)
    const [row] = await db.query<{ id_operation: number }>(
      'SELECT id_operation FROM orders WHERE id = $1',
      [(r.json.order as { id: number }).id],
    )
    const op = await call(app, `operation/${row!.id_operation}`, { client: msk, token })
    expect(op.status, op.text).toBe(200)
    const operation = op.json.operation as { comment: string; reason: string }
    expect(operation.comment).toBe('')
    expect(operation.reason).toMatch(/^Payment for order No\. |^Оплата заказа №/)
  })

  it('points by product pay the ticked units at their discounted price', async () => {
    const { idUser, token } = await user(sushi, 20000)
    const [p] = await plain(sushi, 1)
    const r = await call(app, 'place-order', {
      client: sushi,
      token,
      body: {
        idempotencyKey: key(),
        order: {
          receiveType: 'pickup',
          toBranch: 1,
          products: [{ product_id: p!.id, count: 3, paidByBonus: 2 }],
          paymentType: 4,
          time: inAnHour,
        },
      },
    })
    expect(r.status, r.text).toBe(200)
    const [settings] = await db.query<{ d: number }>(
      `SELECT (settings->'modules'->'catalog'->'pickup'->>'discount')::float8 AS d FROM brands WHERE client = $1`,
      [sushi],
    )
    const unit = (p!.price * (100 - (settings!.d ?? 0))) / 100
    const points = Math.floor(unit * 2)
    const order = r.json.order as {
      payedBonuses: number
      toPay: number
      subtotal: number
      discount: number
    }
    expect(order.payedBonuses).toBe(points)
    expect(order.toPay).toBe(order.subtotal - order.discount - points)
    expect(await balance(sushi, idUser)).toBe(20000 - points)
    // more units than ordered
    const bad = await call(app, 'place-order', {
      client: sushi,
      token,
      body: {
        idempotencyKey: key(),
        order: {
          receiveType: 'pickup',
          toBranch: 1,
          products: [{ product_id: p!.id, count: 1, paidByBonus: 2 }],
          paymentType: 4,
          time: inAnHour,
        },
      },
    })
    expect(bad.json.code).toBe('bad_points')
  })
})

describe('online payment through the sandbox page', () => {
  const origin = 'http://localhost'
  const online = (p: number, extra: Record<string, unknown> = {}) => ({
    ...pickup([{ product_id: p, count: 2 }]),
    paymentType: 3,
    email: 'me@example.org',
    successUrl: `${origin}/catalog/payment/success?client=${msk}`,
    failUrl: `${origin}/catalog/payment/fail?client=${msk}`,
    ...extra,
  })

  it('answers additionalAction, the page pays and redirects to the success url', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    const r = await place(msk, token, online(p!.id))
    expect(r.status, r.text).toBe(200)
    const action = r.json.additionalAction as {
      params: { url: string; successUrl: string; failUrl: string }
    }
    const id = (r.json.order as { id: number }).id
    expect(action.params.url).toMatch(
      new RegExp(`^${origin}/sandbox/pay/${id}\\?key=[0-9a-f]{32}$`),
    )
    expect(action.params.successUrl).toBe(`${origin}/catalog/payment/success?client=${msk}`)
    const pageRes = await app.request(action.params.url)
    expect(pageRes.status).toBe(200)
    expect(await pageRes.text()).toContain('Оплатить')
    const paid = await app.request(action.params.url, {
      method: 'POST',
      body: new URLSearchParams({ result: 'pay' }),
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(
      `${origin}/catalog/payment/success?client=${msk}&order=${id}`,
    )
    const list = await call(app, 'user-orders', { client: msk, token, body: { limit: 1 } })
    expect((list.json.items as { paymentStatus: string }[])[0]!.paymentStatus).toBe('paid')
  })

  it('a refused payment redirects to the fail url, cancels the order and gives the points back', async () => {
    const { idUser, token } = await user(msk, 500)
    const [p] = await plain(msk, 1)
    const r = await place(msk, token, online(p!.id, { paidByBonus: 50 }))
    expect(r.status, r.text).toBe(200)
    expect(await balance(msk, idUser)).toBe(450)
    const url = (r.json.additionalAction as { params: { url: string } }).params.url
    const failed = await app.request(url, {
      method: 'POST',
      body: new URLSearchParams({ result: 'fail' }),
    })
    expect(failed.status).toBe(303)
    expect(failed.headers.get('Location')).toContain('/catalog/payment/fail?')
    expect(await balance(msk, idUser)).toBe(500)
    const list = await call(app, 'user-orders', { client: msk, token, body: { limit: 1 } })
    const item = (list.json.items as { status: string; paymentStatus: string }[])[0]!
    expect(item).toMatchObject({ status: 'cancel', paymentStatus: 'failed' })
  })

  it('accepts return urls of the app’s own origin only, and the page needs the key', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    const evil = await place(msk, token, online(p!.id, { successUrl: 'https://evil.example/ok' }))
    expect(evil.status).toBe(400)
    expect(evil.json.code).toBe('bad_return_url')
    const r = await place(msk, token, online(p!.id))
    const id = (r.json.order as { id: number }).id
    const wrongKey = await app.request(`${origin}/sandbox/pay/${id}?key=00`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'pay' }),
    })
    expect(wrongKey.status).toBe(404)
  })
})

describe('abandoned online payments (issue 12, defect 3)', () => {
  const origin = 'http://localhost'
  const online = (p: number) => ({
    ...pickup([{ product_id: p, count: 1 }]),
    paymentType: 3,
    email: 'me@example.org',
    paidByBonus: 20,
    successUrl: `${origin}/catalog/payment/success?client=${msk}`,
    failUrl: `${origin}/catalog/payment/fail?client=${msk}`,
  })
  const idOf = (r: { json: Record<string, unknown> }) => (r.json.order as { id: number }).id
  const urlOf = (r: { json: Record<string, unknown> }) =>
    (r.json.additionalAction as { params: { url: string } }).params.url
  async function orders(token: string) {
    const list = await call(app, 'user-orders', { client: msk, token, body: { limit: 20 } })
    return list.json.items as { id: number; status: string; paymentStatus: string }[]
  }

  it('a retry of the same order with a new key gets the pending order and its payment page again', async () => {
    const { idUser, token } = await user(msk, 100)
    const [p] = await plain(msk, 1)
    const first = await place(msk, token, online(p!.id))
    expect(first.status, first.text).toBe(200)
    vi.setSystemTime(NOON + 60_000)
    const retry = await place(msk, token, online(p!.id))
    expect(retry.status, retry.text).toBe(200)
    expect(idOf(retry)).toBe(idOf(first))
    expect(urlOf(retry)).toBe(urlOf(first))
    expect(await orders(token)).toHaveLength(1)
    // the points were taken once
    expect(await balance(msk, idUser)).toBe(80)
  })

  it('concurrent retries make one order', async () => {
    const { token } = await user(msk, 100)
    const [p] = await plain(msk, 1)
    const answers = await Promise.all([1, 2, 3, 4].map(() => place(msk, token, online(p!.id))))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map(idOf)).size).toBe(1)
    expect(await orders(token)).toHaveLength(1)
  })

  it('another basket is another order', async () => {
    const { token } = await user(msk, 100)
    const [a, b] = await plain(msk, 2)
    const first = await place(msk, token, online(a!.id))
    const other = await place(msk, token, online(b!.id))
    expect(idOf(other)).not.toBe(idOf(first))
  })

  it(`an unpaid online order is cancelled after ${PAYMENT_TIMEOUT_MS / 60_000} minutes, its points come back and its page no longer takes the payment`, async () => {
    const { idUser, token } = await user(msk, 100)
    const [p] = await plain(msk, 1)
    const first = await place(msk, token, online(p!.id))
    expect(await balance(msk, idUser)).toBe(80)
    vi.setSystemTime(NOON + PAYMENT_TIMEOUT_MS - 1000)
    expect((await orders(token))[0]).toMatchObject({ status: 'new', paymentStatus: 'wait' })
    vi.setSystemTime(NOON + PAYMENT_TIMEOUT_MS + 1000)
    expect((await orders(token))[0]).toMatchObject({ status: 'cancel', paymentStatus: 'failed' })
    expect(await balance(msk, idUser)).toBe(100)
    const pay = await app.request(urlOf(first), {
      method: 'POST',
      body: new URLSearchParams({ result: 'pay' }),
    })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('Location')).toContain('/catalog/payment/fail?')
    expect((await orders(token))[0]).toMatchObject({ status: 'cancel', paymentStatus: 'failed' })
    // a retry now is a new order, with its own payment page
    const again = await place(msk, token, online(p!.id))
    expect(again.status, again.text).toBe(200)
    expect(idOf(again)).not.toBe(idOf(first))
    expect(urlOf(again)).not.toBe(urlOf(first))
  })

  it('the payment page of an expired order says it is done, without the pay button', async () => {
    const { token } = await user(msk, 100)
    const [p] = await plain(msk, 1)
    const first = await place(msk, token, online(p!.id))
    vi.setSystemTime(NOON + PAYMENT_TIMEOUT_MS + 1000)
    const page = await app.request(urlOf(first))
    const html = await page.text()
    expect(html).toContain('Этот платёж уже обработан.')
    expect(html).not.toContain('>Оплатить<')
  })
})

describe('user-orders and the admin status control', () => {
  it('pages the user’s orders newest first; a guest is asked to sign in', async () => {
    const { token } = await user(msk)
    const [p] = await plain(msk, 1)
    for (let i = 1; i <= 3; i++) {
      vi.setSystemTime(NOON + i * 1000)
      await place(msk, token, pickup([{ product_id: p!.id, count: i }]))
    }
    const first = await call(app, 'user-orders', {
      client: msk,
      token,
      body: { limit: 2, page: 1 },
    })
    expect(first.json.total).toBe(3)
    const items = first.json.items as { products: { qty: number }[]; repeatable: boolean }[]
    expect(items.map((o) => o.products[0]!.qty)).toEqual([3, 2])
    expect(items[0]!.repeatable).toBe(true)
    const second = await call(app, 'user-orders', {
      client: msk,
      token,
      body: { limit: 2, page: 2 },
    })
    expect((second.json.items as unknown[]).length).toBe(1)
    const dev = await registerDevice(app, msk)
    const guest = await call(app, 'user-orders', { client: msk, token: dev.token, body: {} })
    expect(guest.status).toBe(401)
  })

  it('moves an order new -> process -> done with the secret only; cancel gives the points back', async () => {
    const { idUser, token } = await user(msk, 400)
    const [p] = await plain(msk, 1)
    const r = await place(msk, token, {
      ...pickup([{ product_id: p!.id, count: 2 }]),
      paidByBonus: 100,
    })
    const id = (r.json.order as { id: number }).id
    const move = (status: string, secret = 'orders-secret') =>
      call(app, `admin/orders/${id}/status`, {
        client: msk,
        body: { status },
        headers: { 'X-Admin-Secret': secret },
      })
    expect((await move('process', 'wrong')).status).toBe(403)
    expect((await move('process')).json.order).toMatchObject({ status: 'process' })
    expect((await move('new')).status).toBe(409)
    expect((await move('cancel')).json.order).toMatchObject({ status: 'cancel' })
    expect(await balance(msk, idUser)).toBe(400)
    expect((await move('done')).status).toBe(409)
  })
})
