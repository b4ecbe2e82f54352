// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { accrue, balanceOf, lockUser } from '../../server/loyalty/ledger.ts'
import { PAST_ORDER_NUM } from '../../server/seed/orders.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let app: TestApp
let db: Db

beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const { signIn, freshUser, demoUserId } = testUsers(() => ({ app, db }), 79990001000)

/** The sum of the demo customer's finished app order (server/seed/orders.ts). */
async function pastOrder(client: string, idUser: number) {
  const [row] = await db.query<{ to_pay: number }>(
    `SELECT to_pay::float8 AS to_pay FROM orders WHERE client = $1 AND id_user = $2
        AND order_num = $3`,
    [client, idUser, PAST_ORDER_NUM],
  )
  return row!.to_pay
}

async function ledgerSum(idUser: number) {
  const [row] = await db.query<{ sum: number; min_running: number | null }>(
    `SELECT COALESCE(SUM(amount), 0)::float8 AS sum,
            MIN(running)::float8 AS min_running
       FROM (SELECT amount, SUM(amount) OVER (ORDER BY id) AS running
               FROM loyalty_ledger WHERE id_user = $1 AND NOT cancelled) t`,
    [idUser],
  )
  return row!
}

describe('points ledger', () => {
  it('10 parallel gift activations with points for 3: exactly 3 succeed, never below zero', async () => {
    // coffee gift-1 costs 8: a balance of 24 pays for three.
    const { idUser, token } = await freshUser('coffee', 24)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, 'gift-activate', { client: 'coffee', token, body: { id: 'gift-1' } }),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status !== 200)
    expect(ok).toHaveLength(3)
    expect(refused).toHaveLength(7)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.json).toMatchObject({ status: 'error', code: 'insufficient_points' })
      expect(r.json.message).toBe('Недостаточно баллов')
    }
    // Each success issued its own code and one spend row; the balances it reported went down.
    const codes = ok.map((r) => (r.json.gift as { code: string }[])[0]!.code)
    expect(new Set(codes).size).toBe(3)
    expect(ok.map((r) => r.json.bonus as number).sort((a, b) => a - b)).toEqual([0, 8, 16])
    const spends = await db.query(
      "SELECT 1 FROM loyalty_ledger WHERE id_user = $1 AND kind = 'spend'",
      [idUser],
    )
    expect(spends).toHaveLength(3)
    const sums = await ledgerSum(idUser)
    expect(sums.sum).toBe(0)
    expect(sums.min_running).toBeGreaterThanOrEqual(0)
    expect((await balanceOf(db, 'coffee', idUser)).bonus).toBe(0)
    // Refused activations left no operation and no code behind.
    const ops = await db.query('SELECT 1 FROM loyalty_operations WHERE id_user = $1', [idUser])
    expect(ops).toHaveLength(3)
  })

  it('app data carries the balance, delayed bonus, group and card of the signed-in user', async () => {
    const idUser = await demoUserId('pizzeria-msk')
    const token = await signIn('pizzeria-msk', idUser)
    const r = await call(app, 'app', { client: 'pizzeria-msk', token, body: {} })
    const user = r.json.user as Record<string, unknown>
    const { bonus } = await balanceOf(db, 'pizzeria-msk', idUser)
    expect(user).toMatchObject({
      idUser,
      bonus,
      delayedBonus: 150,
      code: '2700000000015',
      codeQR: '2700000000015',
      codeText: '2700 0000 0001 5',
    })
    expect(bonus).toBeGreaterThan(0)
    // 37 purchases of 500 (one paid partly with points; the cancelled one does not count) and the
    // finished app order (server/seed/orders.ts) -> 'Гурман' (10000), next 'Шеф'.
    expect(user).toMatchObject({
      orderSum: 18500 + (await pastOrder('pizzeria-msk', idUser)),
      idGroup: 2,
      groupName: 'Гурман',
      groupBonus: 5,
    })
    expect(user.nextGroupId).toBe(3)
  })

  it('a guest gets no loyalty fields and 401 need_register on user calls', async () => {
    const dev = await registerDevice(app, 'coffee')
    const a = await call(app, 'app', { client: 'coffee', token: dev.token, body: {} })
    expect((a.json.user as Record<string, unknown>).bonus).toBeUndefined()
    const h = await call(app, 'operation-history', { client: 'coffee', token: dev.token, body: {} })
    expect(h.status).toBe(401)
    expect(h.json).toMatchObject({ status: 'error', code: 'need_register' })
    const g = await call(app, 'gift-activate', {
      client: 'coffee',
      token: dev.token,
      body: { id: 'gift-1' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(g.status).toBe(401)
    expect(g.json.message).toBe('Sign in or register to continue')
  })
})

describe('operation history', () => {
  it('pages by limit and offset, newest first, 30 by default', async () => {
    const idUser = await demoUserId('sushi')
    const token = await signIn('sushi', idUser)
    const first = await call(app, 'operation-history', { client: 'sushi', token, body: {} })
    const page1 = first.json.operationHistory as { id: number; date: string }[]
    expect(page1).toHaveLength(30)
    const second = await call(app, 'operation-history', {
      client: 'sushi',
      token,
      body: { limit: 30, offset: 30 },
    })
    const page2 = second.json.operationHistory as { id: number; date: string }[]
    // 36 purchases + the app order's + welcome + spend + cancelled + burning + delayed = 42
    expect(page2).toHaveLength(12)
    const all = [...page1, ...page2]
    expect(new Set(all.map((o) => o.id)).size).toBe(42)
    const dates = all.map((o) => Date.parse(o.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const kinds = all as unknown as { type: string; isCancelled: boolean; bonus: number }[]
    expect(kinds.some((o) => o.isCancelled)).toBe(true)
    expect(kinds.some((o) => o.type === 'out' && o.bonus < 0)).toBe(true)
    const bad = await call(app, 'operation-history', { client: 'sushi', token, body: { limit: 0 } })
    expect(bad.status).toBe(400)
  })

  it('operations-detail splits the balance by burn date and lists delayed bonuses', async () => {
    const idUser = await demoUserId('sushi')
    const token = await signIn('sushi', idUser)
    const r = await call(app, 'operations-detail', { client: 'sushi', token })
    const d = r.json.operationsDetail as {
      bonusValue: number
      activatedAt: { date: string; value: number }[]
      burnAt: { date: string | null; value: number }[]
    }
    expect(d.bonusValue).toBe((await balanceOf(db, 'sushi', idUser)).bonus)
    expect(d.activatedAt).toHaveLength(1)
    expect(d.activatedAt[0]!.value).toBe(200)
    expect(Date.parse(d.activatedAt[0]!.date)).toBeGreaterThan(Date.now())
    expect(d.burnAt.reduce((s, b) => s + b.value, 0)).toBeCloseTo(d.bonusValue, 2)
    expect(d.burnAt.at(-1)!.date).toBeNull()
    expect(d.burnAt.find((b) => b.date !== null)?.value).toBe(120)
  })

  it('operation/{id} gives the detail with receipt and bonuses; another user’s is 404', async () => {
    const idUser = await demoUserId('coffee')
    const token = await signIn('coffee', idUser)
    const list = await call(app, 'operation-history', { client: 'coffee', token, body: {} })
    const spent = (list.json.operationHistory as { id: number; type: string; gift: string }[]).find(
      (o) => o.type === 'out' && !o.gift,
    )!
    const r = await call(app, `operation/${spent.id}`, { client: 'coffee', token })
    expect(r.status).toBe(200)
    const op = r.json.operation as Record<string, unknown>
    expect(op).toMatchObject({ reason: 'Оплата баллами', bonus: -3 })
    expect((op.receipt as { paidByBonus: number }).paidByBonus).toBe(3)
    expect(op.bonuses).toEqual([expect.objectContaining({ type: 'out', value: 3 })])
    const other = await freshUser('coffee')
    const foreign = await call(app, `operation/${spent.id}`, {
      client: 'coffee',
      token: other.token,
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json.message).toBe('Операция не найдена')
  })
})

describe('gifts and coupons', () => {
  it('get-coupons lists gifts and coupons with items, and one by id', async () => {
    const all = await call(app, 'get-coupons', { client: 'coffee' })
    expect(all.json.items).toEqual(['gift-1', 'gift-2', 'gift-3', 'coupon-1', 'coupon-2'])
    const one = await call(app, 'get-coupons', { client: 'coffee', host: undefined, headers: {} })
    expect(one.status).toBe(200)
    const byId = await call(app, 'get-coupons?id=coupon-2', { client: 'coffee' })
    expect((byId.json.coupon as { title: string; idBranch: number }[])[0]).toMatchObject({
      title: 'Обжарка 250 г в подарок',
      idBranch: 3,
    })
    expect(byId.json.gift).toEqual([])
    const missing = await call(app, 'get-coupons?id=gift-99', { client: 'coffee' })
    expect(missing.status).toBe(404)
  })
})

describe('demo data', () => {
  it.each(['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi'])(
    '%s: the demo customer has gifts and coupons to try, stamps, a referral code and a next level',
    async (client) => {
      const idUser = await demoUserId(client)
      const token = await signIn(client, idUser)
      const r = await call(app, 'app', { client, token, body: {} })
      const user = r.json.user as { bonus: number; nextGroupId: number | null }
      const modules = (r.json.settings as { modules: Record<string, Record<string, unknown>> })
        .modules
      expect(modules.stampcard!.userStamps).toBeGreaterThan(0)
      expect(modules.stampcard!.userStamps).toBeLessThan(
        modules.stampcard!.stampsToReward as number,
      )
      expect(modules.referral!.code).toMatch(/^[A-Z0-9]+$/)
      expect(user.nextGroupId).not.toBeNull()

      type Item = { price: number; idBranch: number | null }
      const list = await call(app, 'get-coupons', { client })
      const gifts = list.json.gift as Item[]
      const coupons = list.json.coupon as Item[]
      const all = [...gifts, ...coupons]
      // Items for every branch and items of one branch (the gifts tab groups them by branch).
      expect(all.some((g) => g.idBranch == null)).toBe(true)
      expect(all.some((g) => g.idBranch != null)).toBe(true)
      // Coupons the customer can afford and coupons they cannot ('not enough points').
      expect(coupons.some((g) => g.price <= user.bonus)).toBe(true)
      expect(coupons.some((g) => g.price > user.bonus)).toBe(true)
      expect(gifts.some((g) => g.price <= user.bonus)).toBe(true)
    },
  )

  it('sushi: the demo customer is a middle level with progress toward the top one', async () => {
    const idUser = await demoUserId('sushi')
    const token = await signIn('sushi', idUser)
    const r = await call(app, 'app', { client: 'sushi', token, body: {} })
    // 37 purchases of 900 (one paid partly with points; the cancelled one does not count) and the
    // finished app order.
    expect(r.json.user).toMatchObject({
      orderSum: 33300 + (await pastOrder('sushi', idUser)),
      idGroup: 2,
      groupName: 'Самурай',
      groupBonus: 7,
      nextGroupId: 3,
    })
  })
})

describe('activate-code', () => {
  it('a friend’s referral code accrues the referral bonus once; own and repeated codes are refused', async () => {
    const friend = await freshUser('coffee')
    const demoId = await demoUserId('coffee')
    const [card] = await db.query<{ promo_code: string }>(
      'SELECT promo_code FROM loyalty_cards WHERE id_user = $1',
      [demoId],
    )
    const r = await call(app, 'activate-code', {
      client: 'coffee',
      token: friend.token,
      body: { code: card!.promo_code.toLowerCase() },
    })
    expect(r.status).toBe(200)
    // coffee referral settings: referalBonus 3
    expect(r.json).toMatchObject({ status: 'ok', accrued: 3, bonus: 3 })
    const again = await call(app, 'activate-code', {
      client: 'coffee',
      token: friend.token,
      body: { code: 'WELCOME' },
    })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('Вы уже вводили промокод')
    const messages = await call(app, 'bonus-messages', { client: 'coffee', token: friend.token })
    expect(messages.json.messages).toEqual([
      expect.objectContaining({ messageCode: 'bonus-in', bonusAmount: 3 }),
    ])
    // handed out once
    const none = await call(app, 'bonus-messages', { client: 'coffee', token: friend.token })
    expect(none.json.messages).toEqual([])

    const self = await freshUser('coffee')
    const app1 = await call(app, 'app', { client: 'coffee', token: self.token, body: {} })
    const own = (app1.json.settings as { modules: { referral: { code: string } } }).modules.referral
      .code
    const refused = await call(app, 'activate-code', {
      client: 'coffee',
      token: self.token,
      body: { code: own },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('promo_own')
  })

  it('rejects unknown and too long codes with readable messages', async () => {
    const u = await freshUser('coffee')
    const unknown = await call(app, 'activate-code', {
      client: 'coffee',
      token: u.token,
      body: { code: 'NOPE' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('Промокод не найден')
    const long = await call(app, 'activate-code', {
      client: 'coffee',
      token: u.token,
      body: { code: 'X'.repeat(17) },
    })
    expect(long.status).toBe(400)
    expect(long.json.message).toContain('16')
    const brand = await call(app, 'activate-code', {
      client: 'coffee',
      token: u.token,
      body: { code: 'welcome' },
    })
    expect(brand.json).toMatchObject({ status: 'ok', accrued: 5, bonus: 5 })
  })
})

describe('burning points', () => {
  it('a burnt accrual is taken off once, never below zero', async () => {
    const u = await freshUser('coffee')
    await db.transaction(async (tx) => {
      await lockUser(tx, 'coffee', u.idUser)
      await accrue(tx, 'coffee', u.idUser, { amount: 10, dateBurn: new Date(Date.now() - 1000) })
      await accrue(tx, 'coffee', u.idUser, { amount: 4 })
    })
    // Spend 8 first (taken from what is there), then the burn takes at most what is left.
    await db.query(
      "INSERT INTO loyalty_ledger (client, id_user, kind, amount) VALUES ('coffee', $1, 'spend', -8)",
      [u.idUser],
    )
    const a = await call(app, 'app', { client: 'coffee', token: u.token, body: {} })
    expect((a.json.user as { bonus: number }).bonus).toBe(0)
    const again = await call(app, 'app', { client: 'coffee', token: u.token, body: {} })
    expect((again.json.user as { bonus: number }).bonus).toBe(0)
    const burns = await db.query(
      "SELECT amount::float8 AS amount FROM loyalty_ledger WHERE id_user = $1 AND kind = 'burn'",
      [u.idUser],
    )
    expect(burns).toEqual([{ amount: -6 }])
  })
})

describe('demo accruals', () => {
  it.each(['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi'])(
    '%s: every purchase earns the percent of the level the card shows',
    async (client) => {
      const idUser = await demoUserId(client)
      const token = await signIn(client, idUser)
      const r = await call(app, 'app', { client, token, body: {} })
      const { groupBonus } = r.json.user as { groupBonus: number }
      expect(groupBonus).toBeGreaterThan(0)
      // points in the brand's precision (whole with `decimal: 0`, as the card shows them)
      const { decimal } = r.json.settings as { decimal: number }
      const scale = 10 ** decimal
      const rows = await db.query<{ order_sum: number; amount: number }>(
        `SELECT o.order_sum::float8 AS order_sum, l.amount::float8 AS amount
           FROM loyalty_operations o JOIN loyalty_ledger l ON l.id_operation = o.id
          WHERE o.client = $1 AND o.id_user = $2 AND l.kind = 'accrual' AND o.order_sum > 0`,
        [client, idUser],
      )
      expect(rows.length).toBeGreaterThan(30)
      for (const row of rows)
        expect(row.amount, `${row.order_sum}`).toBe(
          Math.round((row.order_sum * groupBonus * scale) / 100) / scale,
        )
    },
  )
})
