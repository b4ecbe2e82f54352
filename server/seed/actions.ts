/**
 * Actions and special offers demo data (issue 13), per demo brand.
 *
 * Actions: ≥ 6 per brand, ru and en, with and without dates, some with a leading image paragraph
 * in the content (the app shows it as the preview), some linked to products (the search button),
 * some with a bonus activated on the page; one has ended (never listed). Bonus amounts stay below
 * the demo customer's balance (coffee 16, the pizzerias ~500, sushi 920).
 *
 * Special offers (settings.modules.specialoffer, in app data): one of every type (action, gift,
 * news, product) per brand; between the brands every listType (mosaic, slider, and one offer as a
 * single slide) and showTitle/showLabels both ways. Each offer may carry `en` texts: app data
 * answers in the request's language (localizeOffers in server/routes/actions.ts).
 *
 * Product ids are the catalog seed's (server/seed/catalog-menus.ts: pizzeria from 1000, sushi
 * from 5000); tests/server/actions.test.ts holds them to the catalog.
 */
import type { Queryable } from '../db/db.ts'
import type { DemoBrand } from './types.ts'

interface Texts {
  ru: string
  en: string
}

export interface DemoAction {
  id: number
  title: Texts
  content: Texts
  icon: string
  /** Days from today (negative: in the past); none: no date. */
  startIn?: number
  endIn?: number
  productIds?: number[]
  bonus?: { amount: number; onPage: boolean }
}

const img = (id: string) => `/rest/image/${id}/0/600/scale.png`
const lead = (id: string) => `<p><img src="${img(id)}" alt=""></p>\n`

/** The actions every brand shares in spirit, each brand with its own products and amounts. */
function pizzeriaActions(city: Texts, bonus: number): DemoAction[] {
  return [
    {
      id: 1,
      title: { ru: 'Вторая пицца за полцены', en: 'Second pizza at half price' },
      content: {
        ru: `${lead('action-pizza-1')}<p>Закажите две пиццы 30 см — вторая обойдётся вдвое дешевле.</p>
<ul><li>Каждый вторник и четверг.</li><li>В доставке и при самовывозе.</li></ul>`,
        en: `${lead('action-pizza-1')}<p>Order two 30 cm pizzas and the second one costs half.</p>
<ul><li>Every Tuesday and Thursday.</li><li>For delivery and pickup.</li></ul>`,
      },
      icon: img('action-pizza-1'),
      startIn: -10,
      endIn: 20,
      productIds: [1190, 1203, 1200],
    },
    {
      id: 2,
      title: { ru: 'Бонусы за первый заказ в приложении', en: 'Points for your first app order' },
      content: {
        ru: `<p>Активируйте бонус акции — и мы удвоим баллы за ваш следующий заказ.</p>
<p>Акция действует один раз для каждого гостя.</p>`,
        en: `<p>Activate the promotion's bonus and we double the points for your next order.</p>
<p>Once per guest.</p>`,
      },
      icon: img('action-bonus-2'),
      startIn: -3,
      endIn: 30,
      bonus: { amount: bonus, onPage: true },
    },
    {
      id: 3,
      title: {
        ru: `Пицца-вечеринка в ${city.ru}: скидка 15 % на заказы от 3000 ₽ по пятницам и субботам`,
        en: `Pizza party in ${city.en}: 15% off orders over 3000 ₽ on Fridays and Saturdays`,
      },
      content: {
        ru: `${lead('action-party-3')}<p>Собирайте друзей: скидка применяется автоматически при оформлении заказа.</p>`,
        en: `${lead('action-party-3')}<p>Gather your friends: the discount applies at checkout by itself.</p>`,
      },
      icon: img('action-party-3'),
      startIn: -1,
      endIn: 60,
    },
    {
      id: 4,
      title: { ru: 'Десерт в подарок', en: 'A free dessert' },
      content: {
        ru: '<p>К заказу от 1500 ₽ — тирамису в подарок. Добавьте его в корзину из подборки.</p>',
        en: '<p>A tiramisu on the house with orders over 1500 ₽. Add it to the basket from the list.</p>',
      },
      icon: img('action-dessert-4'),
      productIds: [1190],
    },
    {
      id: 5,
      title: { ru: 'Лимонады недели', en: 'Lemonades of the week' },
      content: {
        ru: `${lead('action-lemonade-5')}<h3>Освежает</h3><p>Три вкуса по специальной цене.</p>`,
        en: `${lead('action-lemonade-5')}<h3>Refreshing</h3><p>Three flavours at a special price.</p>`,
      },
      icon: img('action-lemonade-5'),
      startIn: 0,
      endIn: 7,
      productIds: [1200, 1201, 1202],
    },
    {
      id: 6,
      title: { ru: 'Бонус ко дню рождения', en: 'Birthday bonus' },
      content: {
        ru: '<p>Неделя до и после дня рождения — двойные баллы. Активируйте бонус здесь.</p>',
        en: '<p>A week before and after your birthday — double points. Activate the bonus here.</p>',
      },
      icon: img('action-birthday-6'),
      bonus: { amount: Math.round(bonus / 2), onPage: true },
    },
    {
      id: 7,
      title: { ru: 'Кешбэк баллами за отзыв', en: 'Points back for a review' },
      content: {
        ru: '<p>Оставьте отзыв после заказа — начислим баллы. Бонус начисляется кассиром.</p>',
        en: '<p>Leave a review after your order and get points. The cashier adds them.</p>',
      },
      icon: img('action-review-7'),
      startIn: -30,
      endIn: 90,
      // A bonus that is not activated on the page: no button.
      bonus: { amount: 50, onPage: false },
    },
    {
      id: 8,
      title: { ru: 'Зимнее меню (закончилась)', en: 'Winter menu (ended)' },
      content: { ru: '<p>Акция закончилась.</p>', en: '<p>The promotion has ended.</p>' },
      icon: img('action-winter-8'),
      startIn: -90,
      endIn: -30,
    },
  ]
}

const sushiActions: DemoAction[] = [
  {
    id: 1,
    title: { ru: 'Сет «Самурай» −20 %', en: 'Samurai set −20%' },
    content: {
      ru: `${lead('action-sushi-1')}<p>32 ролла для большой компании со скидкой 20 % всю неделю.</p>`,
      en: `${lead('action-sushi-1')}<p>32 rolls for a big company, 20% off all week.</p>`,
    },
    icon: img('action-sushi-1'),
    startIn: -2,
    endIn: 5,
    productIds: [5033, 5027],
  },
  {
    id: 2,
    title: { ru: 'Активируйте 100 бонусов на роллы', en: 'Activate 100 points for rolls' },
    content: {
      ru: '<p>Нажмите кнопку — бонус будет активирован и учтён в вашем балансе.</p>',
      en: '<p>Press the button: the bonus is activated and counted in your balance.</p>',
    },
    icon: img('action-sushi-2'),
    startIn: -5,
    endIn: 25,
    bonus: { amount: 100, onPage: true },
  },
  {
    id: 3,
    title: { ru: 'Мисо-суп к каждому сету', en: 'Miso soup with every set' },
    content: {
      ru: '<p>Закажите любой сет — мисо-суп добавим бесплатно.</p>',
      en: '<p>Order any set and we add a miso soup for free.</p>',
    },
    icon: img('action-sushi-3'),
    productIds: [5052, 5026, 5029],
  },
  {
    id: 4,
    title: { ru: 'Счастливые часы с 14:00 до 16:00', en: 'Happy hours from 2 to 4 pm' },
    content: {
      ru: `${lead('action-sushi-4')}<p>Скидка 15 % на роллы в будни днём.</p>`,
      en: `${lead('action-sushi-4')}<p>15% off rolls on weekday afternoons.</p>`,
    },
    icon: img('action-sushi-4'),
    startIn: -20,
    endIn: 40,
  },
  {
    id: 5,
    title: { ru: 'Бонус за бронирование', en: 'A bonus for booking a table' },
    content: {
      ru: '<p>Бронируйте стол через приложение и активируйте бонус на странице акции.</p>',
      en: '<p>Book a table in the app and activate the bonus on this page.</p>',
    },
    icon: img('action-sushi-5'),
    bonus: { amount: 150, onPage: true },
  },
  {
    id: 6,
    title: { ru: 'Лимонады собственного приготовления', en: 'Home-made lemonades' },
    content: {
      ru: '<p>Юдзу и личи — попробуйте оба.</p>',
      en: '<p>Yuzu and lychee: try both.</p>',
    },
    icon: img('action-sushi-6'),
    startIn: 0,
    endIn: 14,
    productIds: [5065, 5066],
  },
]

const coffeeActions: DemoAction[] = [
  {
    id: 1,
    title: { ru: 'Кофе с собой −10 %', en: 'Coffee to go −10%' },
    content: {
      ru: `${lead('action-coffee-1')}<p>Приходите со своей кружкой — скидка 10 % на любой напиток.</p>`,
      en: `${lead('action-coffee-1')}<p>Bring your own cup and get 10% off any drink.</p>`,
    },
    icon: img('action-coffee-1'),
    startIn: -7,
    endIn: 21,
  },
  {
    id: 2,
    title: { ru: 'Бонус за утренний кофе', en: 'Morning coffee bonus' },
    content: {
      ru: '<p>До 10 утра — активируйте бонус, и он будет учтён в балансе.</p>',
      en: '<p>Before 10 am: activate the bonus and it is counted in your balance.</p>',
    },
    icon: img('action-coffee-2'),
    startIn: -1,
    endIn: 10,
    bonus: { amount: 2, onPage: true },
  },
  {
    id: 3,
    title: { ru: 'Новый сорт: Эфиопия Иргачефф', en: 'New roast: Ethiopia Yirgacheffe' },
    content: {
      ru: '<p>Цветочный, с нотами бергамота. Попробуйте в альтернативе.</p>',
      en: '<p>Floral, with notes of bergamot. Try it as a filter coffee.</p>',
    },
    icon: img('action-coffee-3'),
  },
  {
    id: 4,
    title: { ru: 'Завтрак за полцены по выходным', en: 'Half-price breakfast at weekends' },
    content: {
      ru: `${lead('action-coffee-4')}<p>Круассан и капучино — по субботам и воскресеньям до полудня.</p>`,
      en: `${lead('action-coffee-4')}<p>A croissant and a cappuccino, Saturdays and Sundays until noon.</p>`,
    },
    icon: img('action-coffee-4'),
    startIn: -14,
    endIn: 14,
  },
  {
    id: 5,
    title: { ru: 'Приведи друга', en: 'Bring a friend' },
    content: {
      ru: '<p>Поделитесь промокодом из раздела «Пригласить друга».</p>',
      en: '<p>Share your promo code from “Invite a friend”.</p>',
    },
    icon: img('action-coffee-5'),
    bonus: { amount: 1, onPage: true },
  },
  {
    id: 6,
    title: { ru: 'Дегустация по четвергам', en: 'Tastings on Thursdays' },
    content: {
      ru: '<p>Каждый четверг в 18:00 на Независимости — бесплатно.</p>',
      en: '<p>Every Thursday at 6 pm on Nezavisimosti — free of charge.</p>',
    },
    icon: img('action-coffee-6'),
    startIn: 1,
    endIn: 60,
  },
]

export const demoActions: Record<string, DemoAction[]> = {
  'pizzeria-msk': pizzeriaActions({ ru: 'Москве', en: 'Moscow' }, 100),
  'pizzeria-spb': pizzeriaActions({ ru: 'Петербурге', en: 'St Petersburg' }, 80),
  sushi: sushiActions,
  coffee: coffeeActions,
}

interface DemoOffer {
  id: number
  type: 'action' | 'gift' | 'news' | 'product'
  title: string
  image: string
  label?: string
  bonus?: number
  price?: number
  /** The English texts (app data in en). */
  en?: { title?: string; label?: string }
}

/** settings.modules.specialoffer of a brand (the brand seed takes it as it is). */
export function specialOfferSettings(client: string): Record<string, unknown> {
  switch (client) {
    case 'pizzeria-msk':
      return {
        title: 'Только сегодня',
        showTitle: true,
        showLabels: true,
        listType: 'slider',
        list: [
          {
            id: 1,
            type: 'action',
            title: 'Вторая пицца за полцены',
            image: img('offer-pizza-1'),
            label: '−50%',
            en: { title: 'Second pizza at half price' },
          },
          {
            id: 1,
            type: 'gift',
            // gift-1 of server/seed/loyalty.ts
            title: 'Морс клюквенный за 150 бонусов',
            image: img('offer-gift-1'),
            label: 'Подарок',
            bonus: 150,
            en: { title: 'Cranberry mors for 150 points', label: 'Gift' },
          },
          {
            // news 2 of server/seed/news.ts
            id: 2,
            type: 'news',
            title: 'Открыли ресторан на Арбате',
            image: img('offer-news-1'),
            en: { title: 'We opened a restaurant on Arbat' },
          },
          {
            id: 1190,
            type: 'product',
            title: 'Тирамису',
            image: img('offer-product-1190'),
            price: 350,
            label: 'Хит',
            en: { title: 'Tiramisu', label: 'Hit' },
          },
        ] satisfies DemoOffer[],
      }
    case 'pizzeria-spb':
      // Titles off, labels on: the slider shows only pictures and labels.
      return {
        title: '',
        showTitle: false,
        showLabels: true,
        listType: 'slider',
        list: [
          {
            id: 2,
            type: 'action',
            title: 'Бонусы за первый заказ',
            image: img('offer-spb-2'),
            label: '+80',
            en: { title: 'Points for your first order' },
          },
          {
            id: 1,
            type: 'gift',
            title: 'Морс в подарок',
            image: img('offer-spb-gift'),
            en: { title: 'A free mors' },
          },
          {
            // news 1 of server/seed/news.ts
            id: 1,
            type: 'news',
            title: 'Петербургская пицца с корюшкой',
            image: img('offer-spb-news'),
            en: { title: 'St Petersburg pizza with smelt' },
          },
          {
            id: 1203,
            type: 'product',
            title: 'Морс клюквенный',
            image: img('offer-spb-1203'),
            label: 'Новинка',
            en: { title: 'Cranberry mors', label: 'New' },
          },
        ] satisfies DemoOffer[],
      }
    case 'sushi':
      // A mosaic without labels.
      return {
        title: 'Предложения',
        showTitle: true,
        showLabels: false,
        listType: 'mosaic',
        list: [
          {
            id: 1,
            type: 'action',
            title: 'Сет «Самурай» −20 %',
            image: img('offer-sushi-1'),
            label: 'Хит',
          },
          {
            id: 1,
            type: 'gift',
            title: 'Мисо-суп за 250 бонусов',
            image: img('offer-gift-1'),
            bonus: 250,
          },
          {
            // news 1 of server/seed/news.ts
            id: 1,
            type: 'news',
            title: 'Новый ролл «Сёгун» с угрём и манго',
            image: img('offer-sushi-news'),
            en: { title: 'New Shogun roll with eel and mango' },
          },
          {
            id: 5033,
            type: 'product',
            title: 'Сет «Самурай»',
            image: img('offer-sushi-5033'),
            price: 2390,
          },
        ] satisfies DemoOffer[],
      }
    case 'coffee':
      // One offer: a single slide, no block title.
      return {
        title: 'Для вас',
        showTitle: true,
        showLabels: true,
        listType: 'mosaic',
        list: [
          {
            id: 1,
            type: 'gift',
            title: 'Капучино за 8 баллов',
            image: img('offer-coffee-gift-1'),
            label: 'Подарок',
            en: { title: 'A cappuccino for 8 points', label: 'Gift' },
          },
        ] satisfies DemoOffer[],
      }
    default:
      return { list: [] }
  }
}

const day = (offset: number | undefined) => {
  if (offset === undefined) return null
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

/** Upserts each brand's actions (dates relative to today); actions no longer seeded go. */
export async function seedActions(tx: Queryable, brands: DemoBrand[]): Promise<void> {
  for (const brand of brands) {
    const actions = demoActions[brand.client] ?? []
    for (const [i, a] of actions.entries()) {
      await tx.query(
        `INSERT INTO actions (client, id_action, title, content, icon, date_start, date_end,
           product_ids, bonus_amount, bonus_on_page, sort, active)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8::jsonb, $9, $10, $11, true)
         ON CONFLICT (client, id_action) DO UPDATE SET
           title = EXCLUDED.title, content = EXCLUDED.content, icon = EXCLUDED.icon,
           date_start = EXCLUDED.date_start, date_end = EXCLUDED.date_end,
           product_ids = EXCLUDED.product_ids, bonus_amount = EXCLUDED.bonus_amount,
           bonus_on_page = EXCLUDED.bonus_on_page, sort = EXCLUDED.sort, active = true`,
        [
          brand.client,
          a.id,
          JSON.stringify(a.title),
          JSON.stringify(a.content),
          a.icon,
          day(a.startIn),
          day(a.endIn),
          JSON.stringify(a.productIds ?? []),
          a.bonus?.amount ?? null,
          a.bonus?.onPage ?? false,
          i,
        ],
      )
    }
    await tx.query(
      `DELETE FROM actions WHERE client = $1
         AND id_action NOT IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
      [brand.client, JSON.stringify(actions.map((a) => a.id))],
    )
  }
}
