/**
 * Actions and special offers demo data (issue 13), per demo brand.
 *
 * Actions: ≥ 6 per brand, ru and en, with and without dates, some with a leading image paragraph
 * in the content (the app shows it as the preview), some linked to products (the search button),
 * some with a bonus activated on the page; one has ended (never listed). Bonus amounts stay below
 * the demo customer's balance (coffee 16, the pizzerias ~500, sushi 920).
 *
 * Special offers (settings.modules.specialoffer, in app data): one of every type the brand opens
 * (action, gift, news, and product where there is a catalog: coffee has none) per brand, except
 * pizzeria-spb's single offer; between the brands every display (a single slide, a slider, a
 * mosaic with an even and an odd count) and showTitle/showLabels both ways. Each offer may carry `en` texts: app data
 * answers in the request's language (localizeOffers in server/routes/actions.ts).
 *
 * Product ids are the catalog seed's (server/seed/catalog-menus.ts: pizzeria from 1000, sushi
 * from 5000); tests/server/actions.test.ts holds them to the catalog.
 */
import type { Queryable } from '../db/db.ts'
import type { DemoBrand } from './types.ts'
import { bindSaint } from './helpers.ts'
import { bannerImage } from './pictures.ts'

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

/** A banner of ./pictures.ts by its label. */
const img = (label: string) => `/rest/image/${bannerImage(label)}/0/600/scale.png`
const lead = (id: string) => `<p><img src="${img(id)}" alt=""></p>\n`

interface ActionMore {
  /** The image also opens the content, as its first paragraph (the app shows it as the preview). */
  lead?: boolean
  /** [start, end] in days from today (negative: in the past); none: no dates. */
  days?: [number, number]
  productIds?: number[]
  /** A bonus activated on the page, or `{amount, onPage: false}` for one the cashier adds. */
  bonus?: number | { amount: number; onPage: boolean }
}

/** One demo action: its image (`/rest/image/<image>/…`), [ru, en] title and HTML content. */
function action(
  id: number,
  image: string,
  [ruTitle, enTitle]: [string, string],
  [ruContent, enContent]: [string, string],
  { lead: leading, days, productIds, bonus }: ActionMore = {},
): DemoAction {
  const first = leading ? lead(image) : ''
  return {
    id,
    title: { ru: ruTitle, en: bindSaint(enTitle) },
    content: { ru: first + ruContent, en: first + bindSaint(enContent) },
    icon: img(image),
    ...(days ? { startIn: days[0], endIn: days[1] } : {}),
    ...(productIds ? { productIds } : {}),
    ...(bonus === undefined
      ? {}
      : { bonus: typeof bonus === 'number' ? { amount: bonus, onPage: true } : bonus }),
  }
}

/** The actions every brand shares in spirit, each brand with its own products and amounts. */
function pizzeriaActions(city: Texts, bonus: number): DemoAction[] {
  return [
    action(
      1,
      'action-pizza-1',
      ['Вторая пицца за полцены', 'Second pizza at half price'],
      [
        `<p>Закажите две пиццы 30 см — вторая обойдётся вдвое дешевле.</p>
<ul><li>Каждый вторник и четверг.</li><li>В доставке и при самовывозе.</li></ul>`,
        `<p>Order two 30 cm pizzas and the second one costs half.</p>
<ul><li>Every Tuesday and Thursday.</li><li>For delivery and pickup.</li></ul>`,
      ],
      { lead: true, days: [-10, 20], productIds: [1190, 1203, 1200] },
    ),
    action(
      2,
      'action-bonus-2',
      ['Баллы за первый заказ в приложении', 'Points for your first app order'],
      [
        `<p>Активируйте акцию — и мы удвоим баллы за ваш следующий заказ.</p>
<p>Акция действует один раз для каждого гостя.</p>`,
        `<p>Activate the promotion and we double the points for your next order.</p>
<p>Once per guest.</p>`,
      ],
      { days: [-3, 30], bonus },
    ),
    action(
      3,
      'action-party-3',
      // A title that fits over its banner in two lines (issue 12 session 16: four lines covered the
      // picture); the terms in the text.
      [
        'Пицца-вечеринка: −15\u00a0% по\u00a0пятницам и\u00a0субботам',
        'Pizza party: 15% off on Fridays and Saturdays',
      ],
      [
        `<p>Скидка 15\u00a0% на заказы от 3\u00a0000\u00a0₽ в ${city.ru} по пятницам и субботам.</p>
<p>Собирайте друзей: скидка применяется автоматически при оформлении заказа.</p>`,
        `<p>15% off orders over 3,000 ₽ in ${city.en} on Fridays and Saturdays.</p>
<p>Gather your friends: the discount applies at checkout by itself.</p>`,
      ],
      { lead: true, days: [-1, 60] },
    ),
    action(
      4,
      'action-dessert-4',
      ['Десерт в подарок', 'A free dessert'],
      [
        '<p>К заказу от 1 500 ₽ — тирамису в подарок. Добавьте его в корзину из подборки.</p>',
        '<p>A tiramisu on the house with orders over 1,500 ₽. Add it to the basket from the list.</p>',
      ],
      { productIds: [1190] },
    ),
    action(
      5,
      'action-lemonade-5',
      ['Лимонады недели', 'Lemonades of the week'],
      [
        '<h3>Освежает</h3><p>Три вкуса по специальной цене.</p>',
        '<h3>Refreshing</h3><p>Three flavours at a special price.</p>',
      ],
      { lead: true, days: [0, 7], productIds: [1200, 1201, 1202] },
    ),
    action(
      6,
      'action-birthday-6',
      ['Баллы ко дню рождения', 'Birthday points'],
      [
        '<p>Неделя до и после дня рождения — двойные баллы. Активируйте акцию здесь.</p>',
        '<p>A week before and after your birthday — double points. Activate the promotion here.</p>',
      ],
      { bonus: Math.round(bonus / 2) },
    ),
    // Points not activated on the page: no button.
    action(
      7,
      'action-review-7',
      ['Кешбэк баллами за отзыв', 'Points back for a review'],
      [
        '<p>Оставьте отзыв после заказа — начислим баллы. Их начисляет кассир.</p>',
        '<p>Leave a review after your order and get points. The cashier adds them.</p>',
      ],
      { days: [-30, 90], bonus: { amount: 50, onPage: false } },
    ),
    action(
      8,
      'action-winter-8',
      ['Зимнее меню (закончилась)', 'Winter menu (ended)'],
      ['<p>Акция закончилась.</p>', '<p>The promotion has ended.</p>'],
      { days: [-90, -30] },
    ),
  ]
}

const sushiActions: DemoAction[] = [
  action(
    1,
    'action-sushi-1',
    ['Сет «Самурай» −20\u00a0%', 'Samurai set −20%'],
    [
      '<p>8 роллов, 64 кусочка, для большой компании со скидкой 20\u00a0% всю неделю.</p>',
      '<p>8 rolls, 64 pieces, for a big company, 20% off all week.</p>',
    ],
    { lead: true, days: [-2, 5], productIds: [5033, 5027] },
  ),
  action(
    2,
    'action-sushi-2',
    ['Активируйте 100 баллов на роллы', 'Activate 100 points for rolls'],
    [
      '<p>Нажмите кнопку — акция активируется, а 100 баллов спишутся с вашего баланса.</p>',
      '<p>Press the button: the promotion is activated and 100 points are taken from your balance.</p>',
    ],
    { days: [-5, 25], bonus: 100 },
  ),
  action(
    3,
    'action-sushi-3',
    ['Мисо-суп к каждому сету', 'Miso soup with every set'],
    [
      '<p>Закажите любой сет — мисо-суп добавим бесплатно.</p>',
      '<p>Order any set and we add a miso soup for free.</p>',
    ],
    { productIds: [5052, 5026, 5029] },
  ),
  action(
    4,
    'action-sushi-4',
    ['Счастливые часы с 14:00 до 16:00', 'Happy hours from 2 to 4 pm'],
    [
      '<p>Скидка 15\u00a0% на роллы в будни днём.</p>',
      '<p>15% off rolls on weekday afternoons.</p>',
    ],
    { lead: true, days: [-20, 40] },
  ),
  action(
    5,
    'action-sushi-5',
    ['Баллы за бронирование стола', 'Points for booking a table'],
    [
      '<p>Бронируйте стол через приложение и активируйте акцию на этой странице.</p>',
      '<p>Book a table in the app and activate the promotion on this page.</p>',
    ],
    { bonus: 150 },
  ),
  action(
    6,
    'action-sushi-6',
    ['Лимонады собственного приготовления', 'Home-made lemonades'],
    ['<p>Юдзу и личи — попробуйте оба.</p>', '<p>Yuzu and lychee: try both.</p>'],
    { days: [0, 14], productIds: [5065, 5066] },
  ),
]

const coffeeActions: DemoAction[] = [
  action(
    1,
    'action-coffee-1',
    ['Кофе с собой −10\u00a0%', 'Coffee to go −10%'],
    [
      '<p>Приходите со своей кружкой — скидка 10\u00a0% на любой напиток.</p>',
      '<p>Bring your own cup and get 10% off any drink.</p>',
    ],
    { lead: true, days: [-7, 21] },
  ),
  action(
    2,
    'action-coffee-2',
    ['Утренний кофе за баллы', 'Morning coffee for points'],
    [
      '<p>До 10 утра — активируйте акцию: баллы спишутся с вашего баланса.</p>',
      '<p>Before 10 am: activate the promotion and the points are taken from your balance.</p>',
    ],
    { days: [-1, 10], bonus: 2 },
  ),
  action(
    3,
    'action-coffee-3',
    ['Новая обжарка: Эфиопия Иргачеффе', 'New roast: Ethiopia Yirgacheffe'],
    [
      '<p>Цветочный, с нотами бергамота. Попробуйте в альтернативе.</p>',
      '<p>Floral, with notes of bergamot. Try it as a filter coffee.</p>',
    ],
  ),
  action(
    4,
    'action-coffee-4',
    ['Завтрак за полцены по выходным', 'Half-price breakfast at weekends'],
    [
      '<p>Круассан и капучино — по субботам и воскресеньям до полудня.</p>',
      '<p>A croissant and a cappuccino, Saturdays and Sundays until noon.</p>',
    ],
    { lead: true, days: [-14, 14] },
  ),
  action(
    5,
    'action-coffee-5',
    ['Приведи друга', 'Bring a friend'],
    [
      '<p>Поделитесь промокодом из раздела «Пригласить друга».</p>',
      '<p>Share your promo code from “Invite a friend”.</p>',
    ],
    { bonus: 1 },
  ),
  action(
    6,
    'action-coffee-6',
    ['Дегустация по четвергам', 'Tastings on Thursdays'],
    [
      '<p>Каждый четверг в 18:00 на Независимости — бесплатно.</p>',
      '<p>Every Thursday at 6 pm on Nezavisimosti — free of charge.</p>',
    ],
    { days: [1, 60] },
  ),
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
            title: 'Морс клюквенный',
            image: img('offer-pizzeria-gift-1'),
            label: 'Подарок',
            bonus: 150,
            en: { title: 'Cranberry drink', label: 'Gift' },
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
            // the menu's price (server/seed/catalog-menus.ts)
            price: 320,
            label: 'Хит',
            en: { title: 'Tiramisu', label: 'Hit' },
          },
        ] satisfies DemoOffer[],
      }
    case 'pizzeria-spb':
      // One offer: the single slide (spec: no block title), its title and label on (issue 12,
      // session 15: a picture with a bare «+80» said nothing of what the 80 were).
      return {
        title: '',
        showTitle: true,
        showLabels: true,
        listType: 'slider',
        list: [
          {
            id: 2,
            type: 'action',
            title: 'Баллы за первый заказ',
            image: img('offer-spb-2'),
            label: '+80',
            en: { title: 'Points for your first order' },
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
            title: 'Сет «Самурай» −20\u00a0%',
            image: img('offer-sushi-1'),
            label: 'Хит',
          },
          {
            id: 1,
            type: 'gift',
            title: 'Мисо-суп',
            image: img('offer-sushi-gift-1'),
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
            // the menu's price (server/seed/catalog-menus.ts), not an older 2 390
            price: 3990,
          },
        ] satisfies DemoOffer[],
      }
    case 'coffee':
      // Every type the coffee shop opens (no catalog, so no product): a mosaic of an odd count,
      // the first offer across the whole row.
      return {
        title: 'Для вас',
        showTitle: true,
        showLabels: true,
        listType: 'mosaic',
        list: [
          {
            // action 4 of demoActions.coffee
            id: 4,
            type: 'action',
            title: 'Завтрак за полцены по выходным',
            image: img('offer-coffee-action-4'),
            label: '−50%',
            en: { title: 'Half-price breakfast at weekends' },
          },
          {
            id: 1,
            type: 'gift',
            title: 'Капучино за 8 баллов',
            image: img('offer-coffee-gift-1'),
            label: 'Подарок',
            en: { title: 'A cappuccino for 8 points', label: 'Gift' },
          },
          {
            // news 1 of server/seed/news.ts
            id: 1,
            type: 'news',
            title: 'Тыквенный раф с корицей',
            image: img('offer-coffee-news-1'),
            label: 'Новинка',
            en: { title: 'Pumpkin raf with cinnamon', label: 'New' },
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
