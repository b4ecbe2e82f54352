/**
 * Push demo data (issue 13): the pushes the demo customer +7 (999) 000-00-01 has received on
 * every demo brand — one of every entity the app opens from a push (news, action, gift, coupon,
 * bonus, an order where the customer has one) and plain text ones (an alert with the title and
 * body) — spread over today, yesterday and earlier days at times of day a brand sends them
 * (10:00–21:00 on the brand's clock, never later than the seed), some opened. The notifications
 * page lists them grouped by date.
 *
 * Dates are relative to the seeding time, and every start re-applies them (keyed by seed_key),
 * so "today" stays today in a long-running demo; what the customer opened stays opened. A push
 * about something in the customer's history is dated by it (issue 12, session 14: the pushes
 * agree with the brand's data): the welcome points by the sign-up bonus, the review bonus by its
 * operation, the finished order an hour after it was placed. Each text says only what the brand
 * offers: no «к открытию» where an order cannot be placed while closed, no «только до конца
 * недели» for a coupon without an end.
 */
import type { Queryable } from '../db/db.ts'
import { demoTime, demoTodayTimes } from './helpers.ts'
import { DEMO_REASONS, DEMO_USERNAME } from './loyalty.ts'
import type { DemoBrand } from './types.ts'

interface DemoPush {
  key: string
  name: string
  text: string
  entity?: 'news' | 'action' | 'gift' | 'coupon' | 'order' | 'bonus'
  id?: string
  /**
   * When, on the brand's clock: days before today and the time of day (server/seed/helpers.ts
   * `demoTodayTimes`: a time of today not come yet is a recent moment before the seed, so a
   * seed at any hour has pushes «today»; `demoTime` for earlier days).
   */
  at: [daysAgo: number, time: string]
  /** Dated by the customer's history instead (see `historyDates`), when it has that entry. */
  dated?: 'welcome' | 'review' | 'order'
  opened?: boolean
}

const HOUR = 3_600_000

/**
 * The common set; brand texts fill the names (gift and coupon ids are each brand's own; the
 * action push announces action 1 of server/seed/actions.ts).
 */
function pushesOf(brand: BrandPushTexts & { orderId: number | null }) {
  const list: DemoPush[] = [
    {
      key: 'gift',
      name: 'Подарок ждёт вас',
      text: `${brand.gift} — обменяйте баллы на подарок`,
      entity: 'gift',
      id: '2',
      at: [0, '13:40'],
    },
    {
      key: 'plain-today',
      name: brand.today.name,
      text: brand.today.text,
      at: [0, '11:05'],
    },
    {
      key: 'news',
      name: 'Новости',
      text: 'Рассказываем, что нового в меню этой недели',
      entity: 'news',
      id: '1',
      at: [1, '18:30'],
      opened: true,
    },
    {
      key: 'coupon',
      name: 'Купон для вас',
      text: `${brand.coupon} — обменяйте баллы на купон`,
      entity: 'coupon',
      id: '1',
      at: [1, '12:15'],
    },
    {
      key: 'action',
      name: 'Новая акция',
      text: brand.promo,
      entity: 'action',
      id: '1',
      at: [3, '10:30'],
      opened: true,
    },
    {
      // A bonus push: the app fetches the customer's bonus messages (spec §6, handled silently).
      // the review bonus of the history, waiting 3 days (server/seed/loyalty.ts: its message is
      // what the app fetches for this push)
      key: 'bonus',
      name: DEMO_REASONS.review,
      text: 'Спасибо за отзыв! Баллы за него начислены и станут доступны через 3\u00a0дня.',
      entity: 'bonus',
      at: [0, '09:20'],
      dated: 'review',
    },
    {
      key: 'plain-old',
      name: 'Спасибо, что вы с нами',
      text: 'Мы начислили вам приветственные баллы. Загляните в историю операций.',
      at: [200, '13:15'],
      opened: true,
      dated: 'welcome',
    },
  ]
  if (brand.orderId) {
    list.push({
      key: 'order',
      name: 'Заказ выполнен',
      text: 'Спасибо за заказ! Оцените, как всё прошло.',
      entity: 'order',
      id: String(brand.orderId),
      at: [3, '20:40'],
      opened: true,
      dated: 'order',
    })
  }
  return list
}

interface BrandPushTexts {
  /** Gift 2's title (server/seed/loyalty.ts). */
  gift: string
  /** Coupon 1's title. */
  coupon: string
  /** Action 1 (server/seed/actions.ts), as its title and days say. */
  promo: string
  /** A plain push about what the brand offers (its settings, actions). */
  today: { name: string; text: string }
}

/** Delivery hours of the pizzerias (server/seed/pizzeria.ts `catalog`: askTime, 10:00–23:00). */
const pizzeriaToday = {
  name: 'Заказ ко времени',
  text: 'При оформлении заказа выберите время\u00a0— доставка работает с\u00a010:00 до\u00a023:00.',
}

export const brandPushTexts: Record<string, BrandPushTexts> = {
  coffee: {
    gift: 'Круассан с миндалём',
    coupon: 'Скидка 10\u00a0% на чек',
    promo: 'Кофе с собой на 10\u00a0% дешевле в своей кружке',
    // action 6 «Дегустация по четвергам» (coffee has no online ordering)
    today: {
      name: 'Дегустация в четверг',
      text: 'Каждый четверг в\u00a018:00 на Независимости — дегустация, бесплатно. Ждём вас!',
    },
  },
  'pizzeria-msk': {
    gift: 'Пицца Маргарита 25 см',
    coupon: 'Вторая пицца за полцены',
    promo: 'Вторая пицца за полцены по вторникам и четвергам',
    today: pizzeriaToday,
  },
  'pizzeria-spb': {
    gift: 'Тирамису',
    coupon: 'Скидка 20\u00a0% на самовывоз',
    promo: 'Вторая пицца за полцены по вторникам и четвергам',
    today: pizzeriaToday,
  },
  sushi: {
    gift: 'Ролл «Калифорния»',
    coupon: 'Сет «Филадельфия» −25\u00a0%',
    promo: 'Сет «Самурай» со скидкой 20\u00a0% всю неделю',
    // the booking module (sushi asks no delivery time: askTime false)
    today: {
      name: 'Бронь стола',
      text: 'Стол в «Сёгуне» можно забронировать прямо в приложении.',
    },
  },
}

/** When the history's entries a push is about happened (null: the customer has none). */
async function historyDates(
  tx: Queryable,
  client: string,
  idUser: number,
  orderPlaced: Date | null,
): Promise<Record<NonNullable<DemoPush['dated']>, Date | null>> {
  const opDate = async (reason: string) => {
    const [row] = await tx.query<{ date: Date | string }>(
      `SELECT date FROM loyalty_operations WHERE client = $1 AND id_user = $2 AND reason = $3
        ORDER BY id DESC LIMIT 1`,
      [client, idUser, reason],
    )
    return row ? new Date(row.date) : null
  }
  return {
    welcome: await opDate(DEMO_REASONS.welcome),
    review: await opDate(DEMO_REASONS.review),
    order: orderPlaced ? new Date(orderPlaced.getTime() + HOUR) : null,
  }
}

export async function seedPushes(tx: Queryable, brands: DemoBrand[]): Promise<void> {
  const now = Date.now()
  for (const b of brands) {
    const texts = brandPushTexts[b.client]
    if (!texts) continue
    const [user] = await tx.query<{ id_user: number }>(
      'SELECT id_user FROM users WHERE client = $1 AND username = $2',
      [b.client, DEMO_USERNAME],
    )
    if (!user) continue
    const [order] = await tx.query<{ id: number; created_at: Date | string }>(
      'SELECT id, created_at FROM orders WHERE client = $1 AND id_user = $2 ORDER BY id LIMIT 1',
      [b.client, user.id_user],
    )
    const dates = await historyDates(
      tx,
      b.client,
      user.id_user,
      order ? new Date(order.created_at) : null,
    )
    const list = pushesOf({ ...texts, orderId: order?.id ?? null })
    const todays = list.filter((p) => p.at[0] === 0)
    const today = new Map(
      demoTodayTimes(
        todays.map((p) => p.at[1]),
        now,
      ).map((at, i) => [todays[i]!.key, at]),
    )
    for (const p of list) {
      // never in the future
      const dated = p.dated ? dates[p.dated] : null
      const planned = today.get(p.key) ?? demoTime(...p.at, now)
      const at = Math.min(now, dated ? dated.getTime() : planned.getTime())
      await tx.query(
        `INSERT INTO user_pushes (client, id_user, name, text, connected_entity,
           id_connected_entity, date, opened_at, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN $7::timestamptz END, $9)
         ON CONFLICT (seed_key) DO UPDATE SET
           name = EXCLUDED.name, text = EXCLUDED.text, connected_entity = EXCLUDED.connected_entity,
           id_connected_entity = EXCLUDED.id_connected_entity, date = EXCLUDED.date`,
        [
          b.client,
          user.id_user,
          p.name,
          p.text,
          p.entity ?? null,
          p.id ?? null,
          new Date(at).toISOString(),
          p.opened ?? false,
          `${b.client}:${p.key}`,
        ],
      )
    }
  }
}
