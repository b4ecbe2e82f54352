/**
 * Push demo data (issue 13): the pushes the demo customer +7 (999) 000-00-01 has received on
 * every demo brand — one of every entity the app opens from a push (news, action, gift, coupon,
 * bonus, an order where the customer has one) and plain text ones (an alert with the title and
 * body) — spread over today, yesterday and earlier days, some opened. The notifications page
 * lists them grouped by date.
 *
 * Dates are relative to the seeding time, and every start re-applies them (keyed by seed_key),
 * so "today" stays today in a long-running demo; what the customer opened stays opened.
 */
import type { Queryable } from '../db/db.ts'
import { DEMO_USERNAME } from './loyalty.ts'
import type { DemoBrand } from './types.ts'

interface DemoPush {
  key: string
  name: string
  text: string
  entity?: 'news' | 'action' | 'gift' | 'coupon' | 'order' | 'bonus'
  id?: string
  /** Hours before the seeding time. */
  hoursAgo: number
  opened?: boolean
}

const HOUR = 3_600_000

/**
 * The common set; brand texts fill the names (gift and coupon ids are each brand's own; the
 * action push announces action 1 of server/seed/actions.ts).
 */
function pushesOf(brand: { gift: string; coupon: string; promo: string; orderId: number | null }) {
  const list: DemoPush[] = [
    {
      key: 'gift',
      name: 'Подарок ждёт вас',
      text: `${brand.gift} — обменяйте баллы на подарок`,
      entity: 'gift',
      id: '2',
      hoursAgo: 0.5,
    },
    {
      key: 'plain-today',
      name: 'Заказ заранее',
      text: 'Теперь заказ можно оформить заранее — к открытию он будет готов. Ждём вас!',
      hoursAgo: 3,
    },
    {
      key: 'news',
      name: 'Новости',
      text: 'Рассказываем, что нового в меню этой недели',
      entity: 'news',
      id: '1',
      hoursAgo: 26,
      opened: true,
    },
    {
      key: 'coupon',
      name: 'Купон для вас',
      text: `${brand.coupon} — только до конца недели`,
      entity: 'coupon',
      id: '1',
      hoursAgo: 30,
    },
    {
      key: 'action',
      name: 'Новая акция',
      text: brand.promo,
      entity: 'action',
      id: '1',
      hoursAgo: 24 * 3,
      opened: true,
    },
    {
      // A bonus push: the app fetches the customer's bonus messages (spec §6, handled silently).
      key: 'bonus',
      name: 'Начислены баллы',
      text: 'Баллы за последнюю покупку уже на вашем счёте',
      entity: 'bonus',
      hoursAgo: 24 * 2,
    },
    {
      key: 'plain-old',
      name: 'Спасибо, что вы с нами',
      text: 'Мы начислили вам приветственные баллы. Загляните в историю операций.',
      hoursAgo: 24 * 12,
      opened: true,
    },
  ]
  if (brand.orderId) {
    list.push({
      key: 'order',
      name: 'Заказ выполнен',
      text: 'Спасибо за заказ! Оцените, как всё прошло.',
      entity: 'order',
      id: String(brand.orderId),
      hoursAgo: 24 * 5,
      opened: true,
    })
  }
  return list
}

const brandTexts: Record<string, { gift: string; coupon: string; promo: string }> = {
  coffee: {
    gift: 'Круассан с миндалём',
    coupon: 'Скидка 10\u00a0% на чек',
    promo: 'Кофе с собой на 10\u00a0% дешевле в своей кружке',
  },
  'pizzeria-msk': {
    gift: 'Пицца Маргарита 25 см',
    coupon: 'Вторая пицца за полцены',
    promo: 'Вторая пицца за полцены по вторникам и четвергам',
  },
  'pizzeria-spb': {
    gift: 'Тирамису',
    coupon: 'Скидка 20\u00a0% на самовывоз',
    promo: 'Вторая пицца за полцены по вторникам и четвергам',
  },
  sushi: {
    gift: 'Ролл «Калифорния»',
    coupon: 'Сет «Филадельфия» −25\u00a0%',
    promo: 'Сет «Самурай» со скидкой 20\u00a0% всю неделю',
  },
}

export async function seedPushes(tx: Queryable, brands: DemoBrand[]): Promise<void> {
  const now = Date.now()
  for (const b of brands) {
    const texts = brandTexts[b.client]
    if (!texts) continue
    const [user] = await tx.query<{ id_user: number }>(
      'SELECT id_user FROM users WHERE client = $1 AND username = $2',
      [b.client, DEMO_USERNAME],
    )
    if (!user) continue
    const [order] = await tx.query<{ id: number }>(
      'SELECT id FROM orders WHERE client = $1 AND id_user = $2 ORDER BY id LIMIT 1',
      [b.client, user.id_user],
    )
    for (const p of pushesOf({ ...texts, orderId: order?.id ?? null })) {
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
          new Date(now - p.hoursAgo * HOUR).toISOString(),
          p.opened ?? false,
          `${b.client}:${p.key}`,
        ],
      )
    }
  }
}
