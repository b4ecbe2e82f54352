/**
 * Loyalty demo data (issue 4), per demo brand: the demo customer +7 (999) 000-00-01 (username
 * 79990000001, created here when the users seeder has not) with a loyalty card, a history of
 * operations — purchases with receipts, a spend, a cancelled one, a delayed bonus, a burning one,
 * a welcome bonus — gifts and coupons across branches, brand promo codes and a stamp count.
 * Each brand's gifts and coupons mix items for every branch and for one branch, and prices below
 * and above the customer’s balance (tests/server/loyalty.test.ts checks both), so both the
 * get button and the 'not enough points' dialog can be tried.
 * Idempotent: gifts and promo codes are upserted; the customer's history is written only when
 * the customer has none yet (a restart never duplicates it, and what the customer did stays).
 */
import type { Queryable } from '../db/db.ts'
import { groupFor, groupsOf } from '../loyalty/cards.ts'
import { accrue, lockUser, spend } from '../loyalty/ledger.ts'
import type { DemoBrand } from './types.ts'
import { demoTime } from './helpers.ts'
import { giftImage } from './pictures.ts'

export const DEMO_USERNAME = '79990000001'

/**
 * The reasons of the demo history's accruals that are not purchases (points are «баллы», issue
 * 12 session 15: «Бонус за отзыв» under «Баллы…» headings). `was`: the wording an older database
 * still holds (the history is written once), for look-ups by reason (server/seed/pushes.ts).
 */
export const DEMO_REASONS = {
  welcome: 'Баллы за регистрацию',
  promotion: 'Баллы по акции',
  review: 'Баллы за отзыв',
} as const
export const DEMO_REASONS_WAS: Record<keyof typeof DEMO_REASONS, string> = {
  welcome: 'Бонус за регистрацию',
  promotion: 'Бонус по акции',
  review: 'Бонус за отзыв',
}

interface LoyaltyDemo {
  /** The demo customer's card code (shown under the QR) and referral promo code. */
  card: string
  promo: string
  stamps: number
  welcome: number
  /** 36 purchases of this sum each, earning the customer's level percent of it (`demoPercent`). */
  orderSum: number
  spendAmount: number
  burning: number
  delayed: number
  cancelled: number
  gifts: {
    kind: 'gift' | 'coupon'
    id: number
    title: string
    description: string
    price: number
    label?: string
    idBranch?: number | null
    codeType?: 'qr' | 'text'
  }[]
  promoCodes: { code: string; bonus: number }[]
  products: { name: string; price: number }[]
}

const img = (id: string) => `/rest/image/${id}/0/600/scale.png`

export const demos: Record<string, LoyaltyDemo> = {
  coffee: {
    card: '2375000000011',
    promo: 'COFFEE01',
    stamps: 4,
    // Whole points (issue 12, session 14: «+0.25» / «+0.30» rows beside a whole balance): a
    // purchase of 20 BYN earns 5 % = 1 point, the cancelled one 1; the balance stays 46
    // (25 + 20 unburnt purchases − 3 + 4), below the 60-point coupon.
    welcome: 25,
    orderSum: 20,
    spendAmount: 3,
    burning: 4,
    delayed: 2,
    cancelled: 20,
    gifts: [
      {
        kind: 'gift',
        id: 1,
        title: 'Капучино 0,3 л',
        description: '<p>Классический капучино на вашем любимом молоке.</p>',
        price: 8,
        label: 'Хит',
      },
      {
        kind: 'gift',
        id: 2,
        title: 'Круассан с миндалём',
        description: '<p>Только в кофейне на Независимости, свежая выпечка каждое утро.</p>',
        price: 5,
        idBranch: 1,
      },
      {
        kind: 'gift',
        id: 3,
        title: 'Десерт дня',
        description: '<p>Спросите бариста, какой десерт сегодня.</p>',
        price: 12,
        idBranch: 2,
      },
      {
        kind: 'coupon',
        id: 1,
        title: 'Скидка 10\u00a0% на чек',
        description: '<p>Один раз, на любой заказ в кофейнях сети.</p>',
        price: 6,
        codeType: 'text',
      },
      {
        kind: 'coupon',
        id: 2,
        title: 'Обжарка 250 г в подарок',
        description: '<p>Пачка зерна свежей обжарки на выбор.</p>',
        price: 60,
        label: 'Новинка',
        idBranch: 3,
      },
    ],
    promoCodes: [{ code: 'WELCOME', bonus: 5 }],
    products: [
      { name: 'Капучино 0,3 л', price: 3 },
      { name: 'Круассан', price: 2 },
    ],
  },
  'pizzeria-msk': {
    card: '2700000000015',
    promo: 'MARIO200',
    stamps: 2,
    welcome: 300,
    orderSum: 500,
    spendAmount: 200,
    burning: 100,
    delayed: 150,
    cancelled: 1200,
    gifts: [
      {
        kind: 'gift',
        id: 1,
        title: 'Морс клюквенный 0,5 л',
        description: '<p>Домашний морс к любому заказу.</p>',
        price: 150,
      },
      {
        kind: 'gift',
        id: 2,
        title: 'Пицца Маргарита 25 см',
        description: '<p>Заберите в ресторане на Арбате.</p>',
        price: 600,
        label: 'Хит',
        idBranch: 2,
      },
      {
        kind: 'gift',
        id: 3,
        title: 'Тирамису',
        description: '<p>Десерт к самовывозу с Ленинского проспекта.</p>',
        price: 350,
        idBranch: 3,
      },
      {
        kind: 'coupon',
        id: 1,
        title: 'Вторая пицца за полцены',
        description: '<p>Действует в ресторане на Тверской.</p>',
        price: 5000,
        idBranch: 1,
      },
      {
        kind: 'coupon',
        id: 2,
        title: 'Скидка 10\u00a0% на заказ',
        description: '<p>Один раз, на доставку или самовывоз в любом ресторане.</p>',
        price: 400,
        codeType: 'text',
      },
    ],
    promoCodes: [{ code: 'PIZZA100', bonus: 100 }],
    products: [
      { name: 'Пепперони 30 см', price: 590 },
      { name: 'Морс 0,5 л', price: 150 },
    ],
  },
  'pizzeria-spb': {
    card: '2780000000014',
    promo: 'MARIOSPB',
    // spb's card is reduced (stamps 1–5 in one slot): 6 fills that slot and one more, so the row
    // and «6 из 10 пицц» say the same (1 showed «1/5» above «1 из 10», review 3)
    stamps: 6,
    welcome: 300,
    orderSum: 400,
    spendAmount: 100,
    burning: 60,
    delayed: 90,
    cancelled: 900,
    gifts: [
      {
        kind: 'gift',
        id: 1,
        title: 'Морс клюквенный 0,5 л',
        description: '<p>Домашний морс к любому заказу.</p>',
        price: 150,
      },
      {
        kind: 'gift',
        id: 2,
        title: 'Тирамису',
        description: '<p>Десерт по рецепту шефа — только в ресторане на Петроградской.</p>',
        price: 350,
        idBranch: 2,
      },
      {
        kind: 'coupon',
        id: 1,
        title: 'Скидка 20\u00a0% на самовывоз',
        description: '<p>На заказ с собой в ресторане на Невском.</p>',
        price: 3000,
        idBranch: 1,
      },
      {
        kind: 'coupon',
        id: 2,
        title: 'Пицца 40 см по цене 30 см',
        description: '<p>Одна большая пицца на выбор, в любом ресторане или с доставкой.</p>',
        price: 450,
        label: 'Новинка',
        codeType: 'text',
      },
    ],
    promoCodes: [{ code: 'PIZZA100', bonus: 100 }],
    products: [{ name: 'Четыре сыра 30 см', price: 640 }],
  },
  sushi: {
    card: '2160000000019',
    promo: 'SHOGUN01',
    stamps: 3,
    welcome: 200,
    orderSum: 900,
    spendAmount: 300,
    burning: 120,
    delayed: 200,
    cancelled: 1500,
    gifts: [
      {
        kind: 'gift',
        id: 1,
        title: 'Мисо-суп',
        description: '<p>К любому заказу от 1 000 ₽.</p>',
        price: 250,
      },
      {
        kind: 'gift',
        id: 2,
        title: 'Ролл «Калифорния»',
        description: '<p>К заказу в зале ресторана на Победы.</p>',
        price: 700,
        label: 'Хит',
        idBranch: 2,
      },
      {
        kind: 'coupon',
        id: 1,
        title: 'Сет «Филадельфия» −25\u00a0%',
        description: '<p>В ресторане на Баумана.</p>',
        price: 4000,
        idBranch: 1,
      },
      {
        kind: 'coupon',
        id: 2,
        title: 'Скидка 10\u00a0% на любой сет',
        description: '<p>Один раз, с доставкой или в любом ресторане «Сёгун».</p>',
        price: 500,
        codeType: 'text',
      },
    ],
    promoCodes: [{ code: 'SHOGUN', bonus: 150 }],
    products: [
      { name: 'Филадельфия', price: 590 },
      { name: 'Мисо-суп', price: 250 },
    ],
  },
}

const DAY = 86_400_000
const at = (daysFromNow: number, hour = 13) => {
  const d = new Date(Date.now() + daysFromNow * DAY)
  d.setUTCHours(hour, 15, 0, 0)
  return d.toISOString()
}

async function demoUser(tx: Queryable, client: string): Promise<number> {
  await tx.query(
    `INSERT INTO users (client, username, display_name, data) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (client, username) DO NOTHING`,
    [
      client,
      DEMO_USERNAME,
      'Демо Покупатель',
      JSON.stringify({ fName: 'Демо', lName: 'Покупатель' }),
    ],
  )
  const [row] = await tx.query<{ id_user: number }>(
    'SELECT id_user FROM users WHERE client = $1 AND username = $2',
    [client, DEMO_USERNAME],
  )
  return row!.id_user
}

async function operation(
  tx: Queryable,
  client: string,
  idUser: number,
  o: {
    date: string
    type: 'in' | 'out'
    orderSum?: number
    reason?: string
    branch?: string
    cancelled?: boolean
    receipt?: unknown
    comment?: string
    feedback?: unknown
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO loyalty_operations (client, id_user, date, type, order_sum, reason, branch_name,
       manager_name, is_cancelled, receipt, comment, feedback)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb) RETURNING id`,
    [
      client,
      idUser,
      o.date,
      o.type,
      o.orderSum ?? 0,
      o.reason ?? null,
      o.branch ?? null,
      o.branch ? 'Анна' : null,
      o.cancelled ?? false,
      o.receipt ? JSON.stringify(o.receipt) : null,
      o.comment ?? null,
      o.feedback ? JSON.stringify(o.feedback) : null,
    ],
  )
  return row!.id
}

/**
 * A receipt whose lines add up to the sum (issue 12 defect 7: «4 × 228 ₽ = 910 ₽»): whole
 * quantities of the brand's demo products at their own prices, the fewest money over the sum,
 * and that excess as a discount line.
 */
/** The purchases of the demo history that count towards the level: 36 and the one paid with points. */
export const DEMO_PURCHASES = 37

/**
 * The percent every demo purchase earns: the bonus of the level the customer's purchases reach,
 * as the card shows it («Гурман · 5 %»), so no accrual row contradicts the card (review 3).
 */
export function demoPercent(
  brand: Pick<DemoBrand, 'settings'>,
  demo: Pick<LoyaltyDemo, 'orderSum'>,
) {
  return groupFor(groupsOf(brand.settings), DEMO_PURCHASES * demo.orderSum).group?.bonus ?? 0
}

export function receiptFor(demo: Pick<LoyaltyDemo, 'products'>, sum: number, paidByBonus = 0) {
  const [first, second] = demo.products as [LoyaltyDemo['products'][0], LoyaltyDemo['products'][0]?]
  let best = { a: Math.max(1, Math.ceil(sum / first.price)), b: 0 }
  let bestTotal = best.a * first.price
  for (let a = 0; a <= 5; a++) {
    for (let b = 0; b <= (second ? 20 : 0); b++) {
      const total = a * first.price + b * (second?.price ?? 0)
      if (a + b === 0 || total < sum) continue
      if (total < bestTotal || (total === bestTotal && a > 0 && best.a === 0)) {
        best = { a, b }
        bestTotal = total
      }
    }
  }
  const products: { name: string; price: number; quantity: number; total: number }[] = []
  const line = (p: { name: string; price: number }, quantity: number) =>
    products.push({ name: p.name, price: p.price, quantity, total: quantity * p.price })
  if (best.a) line(first, best.a)
  if (best.b && second) line(second, best.b)
  const discount = Math.round((bestTotal - sum) * 100) / 100
  if (discount > 0)
    products.push({ name: 'Скидка', price: -discount, quantity: 1, total: -discount })
  return { products, paidByBonus, paidByCash: sum - paidByBonus }
}

async function seedHistory(tx: Queryable, b: DemoBrand, demo: LoyaltyDemo, idUser: number) {
  const client = b.client
  const branch = (i: number) => b.branches[i % b.branches.length]?.name
  await lockUser(tx, client, idUser)
  const welcome = await operation(tx, client, idUser, {
    date: at(-200),
    type: 'in',
    reason: DEMO_REASONS.welcome,
  })
  await accrue(tx, client, idUser, { amount: demo.welcome, idOperation: welcome })
  // 36 purchases, one every 5 days, newest 4 days ago; each earns the level's percent.
  const percent = demoPercent(b, demo)
  const earn = Math.round(demo.orderSum * percent) / 100
  for (let i = 36; i >= 1; i--) {
    const id = await operation(tx, client, idUser, {
      date: at(-(i * 5 - 1), 9 + (i % 10)),
      type: 'in',
      orderSum: demo.orderSum,
      reason: 'Покупка',
      branch: branch(i),
      receipt: receiptFor(demo, demo.orderSum),
      feedback: i === 1 ? { quality: 10, content: 'Очень вкусно, спасибо!' } : undefined,
    })
    // Older purchases burn in 90 days from the purchase (some already in the past: burnt).
    await accrue(tx, client, idUser, {
      amount: earn,
      idOperation: id,
      dateBurn: i > 20 ? at(-(i * 5 - 1) + 90) : null,
    })
  }
  // A purchase paid partly with points.
  const spent = await operation(tx, client, idUser, {
    date: at(-3, 19),
    type: 'out',
    orderSum: demo.orderSum,
    reason: 'Оплата баллами',
    branch: branch(0),
    receipt: receiptFor(demo, demo.orderSum, demo.spendAmount),
    comment: 'Списание баллов по просьбе гостя',
  })
  await spend(tx, client, idUser, demo.spendAmount, spent)
  // A cancelled purchase: its points never count.
  const cancelled = await operation(tx, client, idUser, {
    date: at(-2, 12),
    type: 'in',
    orderSum: demo.cancelled,
    reason: 'Покупка (возврат)',
    branch: branch(1),
    cancelled: true,
    receipt: receiptFor(demo, demo.cancelled),
  })
  await tx.query(
    `INSERT INTO loyalty_ledger (client, id_user, id_operation, kind, amount, cancelled)
     VALUES ($1, $2, $3, 'accrual', $4, true)`,
    [client, idUser, cancelled, Math.round(demo.cancelled * percent) / 100],
  )
  // Promotion points that burn soon, and review points waiting for activation.
  const burning = await operation(tx, client, idUser, {
    date: at(-1, 10),
    type: 'in',
    reason: DEMO_REASONS.promotion,
  })
  await accrue(tx, client, idUser, {
    amount: demo.burning,
    idOperation: burning,
    dateBurn: at(5, 21),
  })
  // This morning on the brand's clock, or yesterday when the seed runs before it: never later
  // than the seed (a demo started at 05:00 showed it at 11:15, in the future); available in 3 days.
  const reviewed = demoTime(0, '09:20')
  const delayed = await operation(tx, client, idUser, {
    date: reviewed.toISOString(),
    type: 'in',
    reason: DEMO_REASONS.review,
  })
  await accrue(tx, client, idUser, {
    amount: demo.delayed,
    idOperation: delayed,
    dateActivation: new Date(reviewed.getTime() + 3 * DAY).toISOString(),
  })
  // The demo customer registered long ago: no welcome-bonus message waits for them (issue 12
  // defect 8: an existing customer signing in was greeted with a sign-up message).
  await tx.query(
    `INSERT INTO loyalty_messages (client, id_user, message_code, bonus_text, bonus_amount, need_feedback)
     VALUES ($1, $2, 'bonus-in-delay', $3, $4, false)`,
    [client, idUser, DEMO_REASONS.review, demo.delayed],
  )
}

/** A history written by an older seed: its accruals' reasons as the seed words them now. */
async function renameReasons(tx: Queryable, client: string, idUser: number) {
  for (const key of Object.keys(DEMO_REASONS) as (keyof typeof DEMO_REASONS)[]) {
    await tx.query(
      `UPDATE loyalty_operations SET reason = $4 WHERE client = $1 AND id_user = $2 AND reason = $3`,
      [client, idUser, DEMO_REASONS_WAS[key], DEMO_REASONS[key]],
    )
    await tx.query(
      `UPDATE loyalty_messages SET bonus_text = $4
        WHERE client = $1 AND id_user = $2 AND bonus_text = $3`,
      [client, idUser, DEMO_REASONS_WAS[key], DEMO_REASONS[key]],
    )
  }
}

export async function seedLoyalty(tx: Queryable, brands: DemoBrand[]) {
  for (const b of brands) {
    const demo = demos[b.client]
    if (!demo) continue
    const branchIds = new Set(b.branches.map((br) => br.idBranch))
    for (const [sort, g] of demo.gifts.entries()) {
      const idBranch = g.idBranch != null && branchIds.has(g.idBranch) ? g.idBranch : null
      await tx.query(
        `INSERT INTO loyalty_gifts (client, kind, id, title, description, icon, price, label,
           id_branch, code_type, sort, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true)
         ON CONFLICT (client, kind, id) DO UPDATE SET title = EXCLUDED.title,
           description = EXCLUDED.description, icon = EXCLUDED.icon, price = EXCLUDED.price,
           label = EXCLUDED.label, id_branch = EXCLUDED.id_branch, code_type = EXCLUDED.code_type,
           sort = EXCLUDED.sort, active = true`,
        [
          b.client,
          g.kind,
          g.id,
          g.title,
          g.description,
          img(giftImage(b.client, g.kind, g.id)),
          g.price,
          g.label ?? null,
          idBranch,
          g.codeType ?? 'qr',
          sort,
        ],
      )
    }
    await tx.query(
      `UPDATE loyalty_gifts SET active = false WHERE client = $1
         AND NOT (kind || '-' || id) = ANY (SELECT jsonb_array_elements_text($2::jsonb))`,
      [b.client, JSON.stringify(demo.gifts.map((g) => `${g.kind}-${g.id}`))],
    )
    for (const p of demo.promoCodes) {
      await tx.query(
        `INSERT INTO loyalty_promo_codes (client, code, bonus) VALUES ($1, $2, $3)
         ON CONFLICT (client, code) DO UPDATE SET bonus = EXCLUDED.bonus`,
        [b.client, p.code, p.bonus],
      )
    }
    const idUser = await demoUser(tx, b.client)
    await tx.query(
      `INSERT INTO loyalty_cards (id_user, client, code, promo_code, stamps) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id_user) DO NOTHING`,
      [idUser, b.client, demo.card, demo.promo, demo.stamps],
    )
    const [has] = await tx.query('SELECT 1 FROM loyalty_operations WHERE id_user = $1 LIMIT 1', [
      idUser,
    ])
    if (!has) await seedHistory(tx, b, demo, idUser)
    else await renameReasons(tx, b.client, idUser)
  }
}
