/**
 * Demo menus for the ordering brands (catalog-and-ordering §3 Category, Product): real-looking
 * Russian menus with subcategories, pizzas with size × dough variations, nutrition data, every
 * badge, every allowBasket value, items out of stock in one branch, inactive and deleted items,
 * and (pizzeria-msk) one category with 1,000+ products for the performance check.
 * Pictures: ./pictures.ts (each dish its own, from server/seed/images/).
 */
import { categoryImage, dishImage } from './pictures.ts'

export type Badge = 'isNew' | 'isPopular' | 'isSpicy' | 'isVegan'
export type AllowBasket = 'all' | 'off' | 'onlyPickup' | 'onlyDelivery'

export interface SeedCategory {
  id: number
  parentId: number | null
  name: string
  label?: string
  description?: string
  photo?: string
  /** Only these branches list it (null: every branch). */
  branchIds?: number[] | null
}

export interface SeedAttributeValue {
  attributeId: number
  attributeName: string
  valueId: number
  valueName: string
}

export interface SeedProduct {
  id: number
  categoryId: number
  parentId: number | null
  name: string
  description?: string
  price: number
  prices?: Record<string, number>
  amounts?: Record<string, number>
  label?: string
  badges?: Badge[]
  images: string[]
  active?: boolean
  deleted?: boolean
  allowBasket?: AllowBasket | null
  maxPayBonus?: number
  showPrice?: boolean
  params?: { group: string; items: { label: string; value: string }[] }[]
  attributeValues?: SeedAttributeValue[]
}

export interface SeedMenu {
  categories: SeedCategory[]
  products: SeedProduct[]
}

const BADGE_VIEW: Record<Badge, { icon: string; label: string }> = {
  isNew: { icon: 'new', label: 'Новинка' },
  isPopular: { icon: 'popular', label: 'Хит' },
  isSpicy: { icon: 'spicy', label: 'Острое' },
  isVegan: { icon: 'vegan', label: 'Веганское' },
}

export function badgeView(type: Badge) {
  return { type, ...BADGE_VIEW[type] }
}

/**
 * Nutrition per 100 g; `partial` leaves out some values (the popup flags fewer than 4). The energy
 * follows from the rest (4 kcal per gram of protein and of carbohydrate, 9 per gram of fat), so
 * the figures add up.
 */
function nutrition(p: number, f: number, c: number, partial = false) {
  const kcal = Math.round(4 * p + 9 * f + 4 * c)
  const items = [
    { label: 'Энергетическая ценность', value: `${kcal} ккал` },
    { label: 'Белки', value: `${p} г` },
    { label: 'Жиры', value: `${f} г` },
    { label: 'Углеводы', value: `${c} г` },
  ]
  return { group: 'composition', items: partial ? items.slice(0, 2) : items }
}

function weight(grams: number, unit = 'г') {
  return { group: 'weight', items: [{ label: 'Вес', value: `${grams} ${unit}` }] }
}

function size(value: string) {
  return { group: 'size', items: [{ label: 'Размер', value }] }
}

/** A tiny deterministic generator, so the seed is the same on every start. */
function seeded(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0
    return s / 0x100000000
  }
}

interface Item {
  name: string
  description: string
  price: number
  grams?: number
  unit?: string
  badges?: Badge[]
  allowBasket?: AllowBasket
  /** Out of stock in this branch. */
  soldIn?: number
  /** Only a few left in the first branch. */
  few?: number
  label?: string
  inactive?: boolean
  deleted?: boolean
  partial?: boolean
}

const PIZZAS: Item[] = [
  {
    name: 'Маргарита',
    description: 'Томатный соус, моцарелла, свежий базилик, оливковое масло',
    price: 490,
    badges: ['isPopular'],
  },
  {
    name: 'Пепперони',
    description: 'Томатный соус, моцарелла, острая салями пепперони',
    price: 590,
    badges: ['isSpicy', 'isPopular'],
    label: 'Хит продаж',
  },
  {
    name: 'Четыре сыра',
    description: 'Сливочный соус, моцарелла, горгонзола, пармезан, чеддер',
    price: 650,
  },
  { name: 'Гавайская', description: 'Томатный соус, моцарелла, ветчина, ананасы', price: 560 },
  {
    name: 'Дьябло',
    description: 'Томатный соус, моцарелла, пепперони, халапеньо, чили',
    price: 640,
    badges: ['isSpicy'],
  },
  {
    name: 'Карбонара',
    description: 'Сливочный соус, моцарелла, бекон, яйцо, пармезан',
    price: 620,
  },
  {
    name: 'Мясная',
    description: 'Томатный соус, моцарелла, ветчина, бекон, говядина, пепперони',
    price: 690,
  },
  {
    name: 'Барбекю',
    description: 'Соус барбекю, моцарелла, курица, красный лук, бекон',
    price: 660,
    badges: ['isNew'],
  },
  {
    name: 'Грибная',
    description: 'Сливочный соус, моцарелла, шампиньоны, вешенки, трюфельное масло',
    price: 580,
  },
  {
    name: 'Овощная',
    description: 'Томатный соус, моцарелла, перец, томаты, цукини, маслины',
    price: 540,
  },
  {
    name: 'Капричоза',
    description: 'Томатный соус, моцарелла, ветчина, грибы, артишоки, маслины',
    price: 630,
  },
  {
    name: 'Цезарь',
    description: 'Соус цезарь, моцарелла, курица, томаты черри, салат ромэн',
    price: 610,
    badges: ['isNew'],
  },
  {
    name: 'Морская',
    description: 'Сливочный соус, моцарелла, креветки, мидии, кальмары',
    price: 790,
    few: 3,
  },
  {
    name: 'Тоскана',
    description: 'Песто, моцарелла, прошутто, руккола, пармезан',
    price: 720,
    soldIn: 2,
  },
  {
    name: 'Кальцоне',
    description: 'Закрытая пицца: рикотта, моцарелла, ветчина, шампиньоны',
    price: 600,
  },
  { name: 'Сырный цыплёнок', description: 'Сырный соус, моцарелла, курица, томаты', price: 570 },
  {
    name: 'Сырная',
    description: 'Сливочный соус, моцарелла, чеддер, пармезан',
    price: 470,
  },
  {
    name: 'Ветчина и грибы',
    description: 'Томатный соус, моцарелла, ветчина, шампиньоны',
    price: 550,
  },
  {
    name: 'Чоризо фреш',
    description: 'Томатный соус, моцарелла, чоризо, сладкий перец',
    price: 580,
    badges: ['isSpicy'],
  },
  {
    name: 'Песто с курицей',
    description: 'Соус песто, моцарелла, курица, томаты черри',
    price: 620,
    badges: ['isNew'],
  },
  { name: 'Жюльен', description: 'Сливочный соус, моцарелла, курица, шампиньоны, лук', price: 600 },
  {
    name: 'Бургер-пицца',
    description: 'Соус бургер, моцарелла, говядина, маринованные огурцы',
    price: 650,
  },
]

const SIZES = [
  { valueId: 1, valueName: '25 см', k: 0.8, grams: 420 },
  { valueId: 2, valueName: '30 см', k: 1, grams: 610 },
  { valueId: 3, valueName: '35 см', k: 1.3, grams: 830 },
]
const DOUGHS = [
  { valueId: 11, valueName: 'Традиционное', add: 0 },
  { valueId: 12, valueName: 'Тонкое', add: 30 },
]

const PIZZERIA_SECTIONS: {
  category: Omit<SeedCategory, 'parentId'>
  subs?: { id: number; name: string; items: Item[]; kind: string }[]
  items?: Item[]
  kind?: string
}[] = [
  {
    category: {
      id: 1,
      name: 'Пицца',
      description: 'Неаполитанская пицца из дровяной печи. Тесто выдерживаем 48 часов.',
      label: 'Хит',
    },
    subs: [
      { id: 11, name: 'Классические', kind: 'pizza', items: PIZZAS.slice(0, 6) },
      { id: 12, name: 'Фирменные', kind: 'pizza', items: PIZZAS.slice(6, 13) },
      { id: 13, name: 'Особые', kind: 'pizza', items: PIZZAS.slice(13) },
    ],
  },
  {
    category: { id: 2, name: 'Закуски и салаты', description: 'К пицце и к разговору.' },
    subs: [
      {
        id: 21,
        name: 'Горячие закуски',
        kind: 'burger',
        items: [
          {
            name: 'Картофель фри',
            description: 'Хрустящий, с морской солью',
            price: 190,
            grams: 150,
            badges: ['isVegan'],
          },
          {
            name: 'Картофель по-деревенски',
            description: 'Дольками, с розмарином и чесноком',
            price: 210,
            grams: 180,
            badges: ['isVegan'],
          },
          {
            name: 'Наггетсы куриные',
            description: '8 штук, с соусом на выбор',
            price: 290,
            grams: 200,
          },
          {
            name: 'Куриные крылья барбекю',
            description: 'Запечённые, в соусе барбекю',
            price: 390,
            grams: 250,
          },
          {
            name: 'Крылья баффало',
            description: 'Острые крылья с соусом блю чиз',
            price: 410,
            grams: 250,
            badges: ['isSpicy'],
          },
          {
            name: 'Сырные палочки',
            description: 'Моцарелла в панировке, 6 штук',
            price: 320,
            grams: 160,
            partial: true,
          },
          {
            name: 'Чесночный хлеб',
            description: 'Из нашего теста, с маслом и зеленью',
            price: 170,
            grams: 140,
          },
          {
            name: 'Брускетта с томатами',
            description: 'Чиабатта, томаты, базилик, бальзамик',
            price: 260,
            grams: 170,
            badges: ['isVegan'],
          },
          {
            name: 'Кольца кальмара',
            description: 'В кляре, с соусом тартар',
            price: 380,
            grams: 180,
            soldIn: 1,
          },
          {
            name: 'Луковые кольца',
            description: 'В пивном кляре',
            price: 220,
            grams: 150,
            badges: ['isNew'],
          },
          {
            name: 'Фокачча с розмарином',
            description: 'Тёплая, с оливковым маслом',
            price: 230,
            grams: 200,
            badges: ['isVegan'],
          },
          {
            name: 'Жареный сыр халуми',
            description: 'С мёдом и кунжутом',
            price: 420,
            grams: 150,
            allowBasket: 'onlyPickup',
            label: 'Только самовывоз',
          },
        ],
      },
      {
        id: 22,
        name: 'Салаты',
        kind: 'salad',
        items: [
          {
            name: 'Цезарь с курицей',
            description: 'Ромэн, курица, пармезан, гренки, соус цезарь',
            price: 390,
            grams: 230,
            badges: ['isPopular'],
          },
          {
            name: 'Цезарь с креветками',
            description: 'Ромэн, тигровые креветки, пармезан, гренки',
            price: 490,
            grams: 230,
          },
          {
            name: 'Греческий',
            description: 'Томаты, огурцы, перец, маслины, фета',
            price: 340,
            grams: 250,
          },
          {
            name: 'Капрезе',
            description: 'Томаты, моцарелла, базилик, песто',
            price: 370,
            grams: 200,
          },
          {
            name: 'Тёплый с говядиной',
            description: 'Говядина, микс салатов, черри, кунжутный соус',
            price: 520,
            grams: 220,
            badges: ['isSpicy'],
          },
          {
            name: 'С тунцом',
            description: 'Тунец, яйцо, картофель, фасоль, оливки',
            price: 450,
            grams: 240,
          },
          {
            name: 'Оливье по-домашнему',
            description: 'С говяжьим языком',
            price: 330,
            grams: 200,
            inactive: true,
          },
          {
            name: 'Салат с киноа',
            description: 'Киноа, авокадо, шпинат, тыквенные семечки',
            price: 410,
            grams: 210,
            badges: ['isVegan', 'isNew'],
          },
        ],
      },
    ],
  },
  {
    category: {
      id: 3,
      name: 'Паста и ризотто',
      description: 'Паста из твёрдых сортов пшеницы, ризотто на арборио.',
    },
    kind: 'bowl',
    items: [
      {
        name: 'Карбонара',
        description: 'Спагетти, гуанчиале, желток, пекорино',
        price: 450,
        grams: 300,
        badges: ['isPopular'],
      },
      {
        name: 'Болоньезе',
        description: 'Тальятелле, рагу из говядины, пармезан',
        price: 470,
        grams: 320,
      },
      {
        name: 'Феттучине Альфредо',
        description: 'Сливочный соус, курица, пармезан',
        price: 460,
        grams: 310,
      },
      {
        name: 'Паста с морепродуктами',
        description: 'Лингвини, креветки, мидии, томаты, чеснок',
        price: 590,
        grams: 320,
      },
      {
        name: 'Арраббьята',
        description: 'Пенне, томатный соус с чили',
        price: 380,
        grams: 300,
        badges: ['isSpicy', 'isVegan'],
      },
      {
        name: 'Песто',
        description: 'Трофье, соус песто, кедровые орехи',
        price: 420,
        grams: 280,
      },
      {
        name: 'Ризотто с грибами',
        description: 'Белые грибы, пармезан, трюфельное масло',
        price: 520,
        grams: 300,
      },
      {
        name: 'Ризотто с креветками',
        description: 'Тигровые креветки, цукини, лимон',
        price: 610,
        grams: 300,
        soldIn: 2,
      },
      { name: 'Лазанья', description: 'Болоньезе, бешамель, моцарелла', price: 490, grams: 350 },
      {
        name: 'Ньокки со шпинатом',
        description: 'Картофельные ньокки, сливочный соус, шпинат',
        price: 440,
        grams: 290,
        badges: ['isNew'],
      },
    ],
  },
  {
    category: { id: 4, name: 'Супы', description: 'Каждый день свежие.' },
    kind: 'soup',
    items: [
      {
        name: 'Минестроне',
        description: 'Овощной суп с пастой и песто',
        price: 290,
        grams: 300,
      },
      {
        name: 'Томатный суп',
        description: 'С базиликом и гренками',
        price: 280,
        grams: 300,
        badges: ['isVegan'],
      },
      {
        name: 'Сливочный с лососем',
        description: 'Лосось, картофель, сливки, укроп',
        price: 420,
        grams: 300,
      },
      {
        name: 'Грибной крем-суп',
        description: 'Шампиньоны, сливки, гренки',
        price: 310,
        grams: 300,
      },
      {
        name: 'Том ям',
        description: 'Креветки, грибы, кокосовое молоко, чили',
        price: 460,
        grams: 350,
        badges: ['isSpicy', 'isNew'],
      },
      { name: 'Куриный бульон', description: 'С лапшой и яйцом', price: 240, grams: 300 },
    ],
  },
  {
    category: { id: 5, name: 'Десерты', description: 'Готовим сами каждое утро.' },
    kind: 'star',
    items: [
      {
        name: 'Тирамису',
        description: 'Маскарпоне, савоярди, эспрессо',
        price: 320,
        grams: 150,
        badges: ['isPopular'],
      },
      { name: 'Панна-котта', description: 'Со свежими ягодами', price: 280, grams: 140 },
      {
        name: 'Чизкейк Нью-Йорк',
        description: 'Классический, с ягодным соусом',
        price: 310,
        grams: 140,
      },
      {
        name: 'Шоколадный фондан',
        description: 'С жидкой серединкой и мороженым',
        price: 350,
        grams: 160,
        few: 2,
      },
      {
        name: 'Пицца с Нутеллой',
        description: 'Тонкое тесто, Нутелла, банан',
        price: 390,
        grams: 300,
        badges: ['isNew'],
      },
      {
        name: 'Канноли',
        description: 'Сицилийские трубочки с рикоттой, 2 шт',
        price: 290,
        grams: 120,
      },
      {
        name: 'Мороженое',
        description: 'Три шарика: ваниль, шоколад, фисташка',
        price: 240,
        grams: 150,
        allowBasket: 'onlyPickup',
        label: 'Только самовывоз',
      },
      {
        name: 'Штрудель яблочный',
        description: 'С ванильным соусом',
        price: 300,
        grams: 170,
        deleted: true,
      },
      { name: 'Медовик', description: 'По бабушкиному рецепту', price: 270, grams: 150 },
      { name: 'Эклер', description: 'С заварным кремом', price: 190, grams: 80, soldIn: 1 },
    ],
  },
  {
    category: { id: 6, name: 'Напитки', description: 'Холодные, горячие, домашние лимонады.' },
    subs: [
      {
        id: 61,
        name: 'Лимонады и морсы',
        kind: 'cup',
        items: [
          {
            name: 'Лимонад классический',
            description: 'Лимон, мята, содовая',
            price: 220,
            grams: 400,
            unit: 'мл',
          },
          {
            name: 'Лимонад клубника-базилик',
            description: 'Домашний',
            price: 240,
            grams: 400,
            unit: 'мл',
            badges: ['isNew'],
          },
          { name: 'Лимонад маракуйя', description: 'Домашний', price: 240, grams: 400, unit: 'мл' },
          {
            name: 'Морс клюквенный',
            description: 'Из свежей клюквы',
            price: 180,
            grams: 400,
            unit: 'мл',
            badges: ['isPopular'],
          },
          { name: 'Морс облепиховый', description: 'С мёдом', price: 190, grams: 400, unit: 'мл' },
          {
            name: 'Холодный чай персик',
            description: 'Собственного приготовления',
            price: 200,
            grams: 400,
            unit: 'мл',
          },
          {
            name: 'Лимонад кувшин',
            description: '1 литр, вкус на выбор бармена',
            price: 490,
            grams: 1000,
            unit: 'мл',
            allowBasket: 'onlyPickup',
            label: 'Только самовывоз',
          },
        ],
      },
      {
        id: 62,
        name: 'Горячие напитки',
        kind: 'coffee',
        items: [
          { name: 'Эспрессо', description: 'Двойной', price: 140, grams: 60, unit: 'мл' },
          {
            name: 'Американо',
            description: 'Эспрессо и горячая вода',
            price: 160,
            grams: 250,
            unit: 'мл',
          },
          {
            name: 'Капучино',
            description: 'На молоке 3,2\u00a0%',
            price: 190,
            grams: 300,
            unit: 'мл',
            badges: ['isPopular'],
          },
          { name: 'Латте', description: 'Нежный, на молоке', price: 210, grams: 350, unit: 'мл' },
          {
            name: 'Раф ванильный',
            description: 'Сливки, ваниль',
            price: 240,
            grams: 350,
            unit: 'мл',
          },
          { name: 'Чай чёрный', description: 'Ассам, чайник', price: 220, grams: 500, unit: 'мл' },
          {
            name: 'Чай зелёный с жасмином',
            description: 'Чайник',
            price: 220,
            grams: 500,
            unit: 'мл',
            badges: ['isVegan'],
          },
          {
            name: 'Глинтвейн безалкогольный',
            description: 'Виноградный сок, специи',
            price: 260,
            grams: 300,
            unit: 'мл',
            allowBasket: 'onlyDelivery',
            label: 'Только доставка',
          },
          {
            name: 'Горячий шоколад',
            description: 'С маршмеллоу',
            price: 230,
            grams: 300,
            unit: 'мл',
            partial: true,
          },
        ],
      },
      {
        id: 63,
        name: 'Соки и вода',
        kind: 'cup',
        items: [
          {
            name: 'Coca-Cola',
            description: '0,5 л, стекло',
            price: 150,
            grams: 500,
            unit: 'мл',
            badges: ['isPopular'],
          },
          {
            name: 'Coca-Cola Zero',
            description: '0,5 л, стекло',
            price: 150,
            grams: 500,
            unit: 'мл',
          },
          { name: 'Sprite', description: '0,5 л', price: 150, grams: 500, unit: 'мл' },
          { name: 'Fanta', description: '0,5 л', price: 150, grams: 500, unit: 'мл', soldIn: 1 },
          { name: 'Сок апельсиновый', description: '0,25 л', price: 130, grams: 250, unit: 'мл' },
          { name: 'Сок яблочный', description: '0,25 л', price: 130, grams: 250, unit: 'мл' },
          { name: 'Сок томатный', description: '0,25 л', price: 130, grams: 250, unit: 'мл' },
          {
            name: 'Вода «Святой источник»',
            description: 'Без газа, 0,5 л',
            price: 90,
            grams: 500,
            unit: 'мл',
            badges: ['isVegan'],
          },
          {
            name: 'Вода «Боржоми»',
            description: 'С газом, 0,5 л',
            price: 160,
            grams: 500,
            unit: 'мл',
          },
          {
            name: 'Сок свежевыжатый',
            description: 'Апельсин, 0,3 л',
            price: 290,
            grams: 300,
            unit: 'мл',
            allowBasket: 'off',
            label: 'Только в зале',
          },
        ],
      },
    ],
  },
  {
    category: { id: 7, name: 'Соусы', description: 'К пицце, к бортикам и закускам.' },
    kind: 'bowl',
    items: [
      { name: 'Сырный соус', description: '40 г', price: 60, grams: 40 },
      { name: 'Чесночный соус', description: '40 г', price: 60, grams: 40, badges: ['isVegan'] },
      { name: 'Барбекю', description: '40 г', price: 60, grams: 40 },
      { name: 'Кисло-сладкий', description: '40 г', price: 60, grams: 40 },
      { name: 'Острый томатный', description: '40 г', price: 60, grams: 40, badges: ['isSpicy'] },
      { name: 'Ранч', description: '40 г', price: 60, grams: 40 },
      { name: 'Горчичный', description: '40 г', price: 60, grams: 40, badges: ['isVegan'] },
      { name: 'Блю чиз', description: '40 г', price: 70, grams: 40, badges: ['isNew'] },
    ],
  },
  {
    category: {
      id: 8,
      name: 'Комбо',
      description: 'Выгоднее, чем по отдельности. Только в ресторане на Тверской.',
      label: 'Выгодно',
      branchIds: [1],
    },
    kind: 'pizza',
    items: [
      {
        name: 'Комбо на двоих',
        description: 'Пицца 30 см, 2 салата, 2 напитка',
        price: 1290,
        grams: 1300,
        badges: ['isPopular'],
      },
      {
        name: 'Комбо для компании',
        description: '3 пиццы 30 см, фри, 4 соуса',
        price: 2190,
        grams: 2400,
      },
      {
        name: 'Детское комбо',
        description: 'Пицца 25 см, сок, мороженое',
        price: 690,
        grams: 700,
        badges: ['isNew'],
      },
      {
        name: 'Обед дня',
        description: 'Суп, паста, морс',
        price: 590,
        grams: 900,
        allowBasket: 'onlyDelivery',
        label: 'Только доставка',
      },
      {
        name: 'Комбо «Вечеринка»',
        description: '5 пицц 35 см и 2 литра лимонада',
        price: 3990,
        grams: 5000,
        allowBasket: 'all',
      },
    ],
  },
  {
    category: {
      id: 10,
      name: 'Детское меню',
      description: 'Небольшие порции для маленьких гостей.',
    },
    kind: 'burger',
    items: [
      {
        name: 'Мини-пицца Маргарита',
        description: '20 см, томатный соус, моцарелла',
        price: 290,
        grams: 250,
      },
      {
        name: 'Мини-пицца с ветчиной',
        description: '20 см, ветчина, моцарелла',
        price: 320,
        grams: 260,
      },
      {
        name: 'Паста с сыром',
        description: 'Маленькая порция, сливочный соус',
        price: 260,
        grams: 180,
      },
      { name: 'Куриные котлетки с пюре', description: 'На пару', price: 310, grams: 220 },
      { name: 'Наггетсы детские', description: '5 штук с кетчупом', price: 220, grams: 120 },
      { name: 'Суп-лапша', description: 'Куриный бульон, домашняя лапша', price: 190, grams: 250 },
      {
        name: 'Сырники',
        description: 'Со сметаной и ягодами',
        price: 240,
        grams: 180,
        badges: ['isNew'],
      },
      { name: 'Морс детский', description: '0,25 л', price: 110, grams: 250, unit: 'мл' },
      { name: 'Какао', description: 'На молоке', price: 160, grams: 250, unit: 'мл' },
      {
        name: 'Фруктовый салат',
        description: 'Яблоко, банан, апельсин, йогурт',
        price: 230,
        grams: 180,
      },
      { name: 'Мороженое детское', description: 'Один шарик с посыпкой', price: 120, grams: 70 },
      {
        name: 'Пицца-смайлик',
        description: '20 см, ветчина, кукуруза, маслины',
        price: 340,
        grams: 260,
        badges: ['isPopular'],
      },
      { name: 'Картофельное пюре', description: 'С маслом', price: 140, grams: 150 },
      { name: 'Компот', description: 'Из сухофруктов, 0,25 л', price: 90, grams: 250, unit: 'мл' },
      { name: 'Блинчики', description: 'Со сгущёнкой, 3 шт', price: 210, grams: 160 },
    ],
  },
]

const MARKET_ADJ = [
  'Домашний',
  'Фермерский',
  'Итальянский',
  'Отборный',
  'Сезонный',
  'Праздничный',
  'Классический',
  'Нежный',
]
const MARKET_ITEMS = [
  ['Сыр пармезан', 'star'],
  ['Оливки', 'bowl'],
  ['Соус песто', 'bowl'],
  ['Паста фузилли', 'bowl'],
  ['Томаты в собственном соку', 'bowl'],
  ['Моцарелла', 'star'],
  ['Оливковое масло', 'cup'],
  ['Бальзамический уксус', 'cup'],
  ['Хлебные палочки', 'burger'],
  ['Кофе в зёрнах', 'coffee'],
  ['Гранола', 'bowl'],
  ['Тесто для пиццы', 'pizza'],
  ['Прошутто', 'burger'],
  ['Рикотта', 'star'],
  ['Печенье амаретти', 'star'],
  ['Чай листовой', 'cup'],
  ['Лимонад в бутылке', 'cup'],
  ['Соус томатный', 'bowl'],
  ['Джем ягодный', 'bowl'],
  ['Орехи кедровые', 'bowl'],
  ['Шоколад тёмный', 'star'],
  ['Мёд цветочный', 'cup'],
  ['Каперсы', 'bowl'],
  ['Пеперончино', 'bowl'],
  ['Ризотто арборио', 'bowl'],
] as const

/** Categories and products of a pizzeria region; `market` adds the 1,000-product category. */
export function pizzeriaMenu(opts: {
  branches: number[]
  priceShift: number
  market: boolean
}): SeedMenu {
  const [first, second] = opts.branches as [number, number]
  const categories: SeedCategory[] = []
  const products: SeedProduct[] = []
  let nextId = 1000
  const shift = (p: number) => Math.round((p + opts.priceShift) / 10) * 10

  const addPlain = (categoryId: number, kind: string, it: Item) => {
    const id = nextId++
    const price = shift(it.price)
    const amounts: Record<string, number> = {}
    if (it.soldIn) amounts[String(it.soldIn === 1 ? first : second)] = 0
    if (it.few) amounts[String(first)] = it.few
    const params = [nutrition(4 + (id % 9), 3 + (id % 6), 12 + (id % 20), it.partial)]
    if (it.grams) params.push(weight(it.grams, it.unit))
    products.push({
      id,
      categoryId,
      parentId: null,
      name: it.name,
      description: it.description,
      price,
      // The second branch is a little dearer (prices per branch).
      prices: { [String(first)]: price, [String(second)]: price + 20 },
      amounts,
      label: it.label,
      badges: it.badges,
      images: [dishImage(it.name, kind, `${id}-1`)],
      active: !it.inactive,
      deleted: it.deleted,
      allowBasket: it.allowBasket ?? null,
      maxPayBonus: id % 3 === 0 ? 50 : 100,
      params,
    })
  }

  const addPizza = (categoryId: number, it: Item) => {
    const parentId = nextId++
    const images = [1, 2, 3].map((n) => dishImage(it.name, 'pizza', `${parentId}-${n}`))
    const amounts: Record<string, number> = {}
    if (it.soldIn) amounts[String(it.soldIn === 1 ? first : second)] = 0
    if (it.few) amounts[String(first)] = it.few
    products.push({
      id: parentId,
      categoryId,
      parentId: null,
      name: it.name,
      description: it.description,
      price: shift(it.price),
      label: it.label,
      badges: it.badges,
      images,
      allowBasket: null,
      params: [nutrition(10 + (parentId % 4), 9 + (parentId % 5), 28 + (parentId % 6))],
    })
    // Variations: every size × dough combination, 30 cm traditional first (the default).
    const order = [SIZES[1]!, SIZES[0]!, SIZES[2]!]
    for (const s of order) {
      for (const d of DOUGHS) {
        const price = shift(Math.round((it.price * s.k) / 10) * 10 + d.add)
        products.push({
          id: nextId++,
          categoryId,
          parentId,
          name: it.name,
          description: it.description,
          price,
          prices: { [String(first)]: price, [String(second)]: price + 30 },
          amounts,
          badges: it.badges,
          images,
          allowBasket: null,
          params: [
            nutrition(10 + (parentId % 4), 9 + (parentId % 5), 28 + (parentId % 6)),
            weight(s.grams - (d.add ? 60 : 0)),
            size(s.valueName),
          ],
          attributeValues: [
            { attributeId: 1, attributeName: 'Размер', valueId: s.valueId, valueName: s.valueName },
            { attributeId: 2, attributeName: 'Тесто', valueId: d.valueId, valueName: d.valueName },
          ],
        })
      }
    }
  }

  for (const section of PIZZERIA_SECTIONS) {
    categories.push({
      ...section.category,
      parentId: null,
      photo: categoryImage(
        'pizzeria',
        section.category.id,
        section.kind ?? section.subs?.[0]?.kind ?? 'pizza',
      ),
    })
    for (const sub of section.subs ?? []) {
      categories.push({
        id: sub.id,
        parentId: section.category.id,
        name: sub.name,
        photo: categoryImage('pizzeria', sub.id, sub.kind),
      })
      for (const it of sub.items) {
        if (sub.kind === 'pizza') addPizza(sub.id, it)
        else addPlain(sub.id, sub.kind, it)
      }
    }
    for (const it of section.items ?? []) addPlain(section.category.id, section.kind ?? 'bowl', it)
  }

  if (opts.market) {
    categories.push({
      id: 9,
      parentId: null,
      name: 'Маркет',
      description: 'Итальянские продукты домой: всё, из чего мы готовим, — в удобной упаковке.',
      photo: categoryImage('pizzeria', 9, 'star'),
      label: '1000+',
    })
    const rnd = seeded(9)
    for (let i = 0; i < 1040; i++) {
      const [base, kind] = MARKET_ITEMS[i % MARKET_ITEMS.length]!
      const adj = MARKET_ADJ[Math.floor(i / MARKET_ITEMS.length) % MARKET_ADJ.length]!
      const grams = 100 + Math.floor(rnd() * 20) * 25
      const price = 90 + Math.floor(rnd() * 60) * 10
      const id = nextId++
      products.push({
        id,
        categoryId: 9,
        parentId: null,
        name: `${base} «${adj}» №${i + 1}`,
        description: `${base}, ${grams} г. Привозим из Италии напрямую.`,
        price,
        prices: { [String(first)]: price, [String(second)]: price + 10 },
        amounts: i % 50 === 7 ? { [String(first)]: 0 } : {},
        badges: i % 97 === 0 ? ['isNew'] : undefined,
        images: [dishImage(base, kind, `m${i + 1}`)],
        params: [nutrition(2 + (i % 10), 1 + (i % 8), 5 + (i % 40), i % 5 === 0), weight(grams)],
      })
    }
  }
  return { categories, products }
}

const ROLLS: Item[] = [
  {
    name: 'Филадельфия',
    description: 'Лосось, сливочный сыр, огурец',
    price: 590,
    grams: 250,
    badges: ['isPopular'],
  },
  { name: 'Калифорния', description: 'Краб, авокадо, огурец, икра масаго', price: 520, grams: 240 },
  { name: 'Канада', description: 'Угорь, лосось, сливочный сыр, унаги', price: 640, grams: 260 },
  {
    name: 'Дракон',
    description: 'Угорь, авокадо, креветка темпура',
    price: 690,
    grams: 270,
    badges: ['isNew'],
  },
  {
    name: 'Спайси лосось',
    description: 'Лосось, огурец, острый соус',
    price: 480,
    grams: 230,
    badges: ['isSpicy'],
  },
  {
    name: 'Каппа маки',
    description: 'Огурец, кунжут',
    price: 190,
    grams: 120,
    badges: ['isVegan'],
  },
  { name: 'Сяке маки', description: 'Лосось', price: 280, grams: 120 },
  { name: 'Текка маки', description: 'Тунец', price: 320, grams: 120, soldIn: 2 },
  {
    name: 'Авокадо маки',
    description: 'Авокадо, кунжут',
    price: 220,
    grams: 120,
    badges: ['isVegan'],
  },
  {
    name: 'Чука ролл',
    description: 'Салат чука, ореховый соус',
    price: 260,
    grams: 150,
    badges: ['isVegan'],
  },
  { name: 'Бонито', description: 'Лосось, сыр, стружка тунца', price: 540, grams: 250 },
  { name: 'Сакура', description: 'Креветка, сыр, огурец, тобико', price: 560, grams: 250 },
]
const BAKED: Item[] = [
  {
    name: 'Запечённый с лососем',
    description: 'Под сырной шапкой',
    price: 560,
    grams: 280,
    badges: ['isPopular'],
  },
  { name: 'Запечённый с крабом', description: 'Сливочный соус, краб', price: 520, grams: 270 },
  { name: 'Запечённый с угрём', description: 'Унаги, кунжут', price: 620, grams: 280 },
  {
    name: 'Запечённый острый',
    description: 'Креветка, спайси соус',
    price: 540,
    grams: 270,
    badges: ['isSpicy'],
  },
  {
    name: 'Запечённый с гребешком',
    description: 'Гребешок, японский майонез',
    price: 690,
    grams: 270,
    few: 4,
  },
  {
    name: 'Запечённый овощной',
    description: 'Овощи, сыр, соус терияки',
    price: 390,
    grams: 250,
  },
  { name: 'Запечённый Цезарь', description: 'Курица, салат, пармезан', price: 450, grams: 260 },
  {
    name: 'Запечённый с тунцом',
    description: 'Тунец, соус чили',
    price: 590,
    grams: 270,
    soldIn: 1,
  },
]
const TEMPURA: Item[] = [
  { name: 'Темпура с лососем', description: 'Горячий ролл в кляре', price: 540, grams: 280 },
  {
    name: 'Темпура с креветкой',
    description: 'Креветка, сыр, огурец',
    price: 560,
    grams: 280,
    badges: ['isPopular'],
  },
  { name: 'Темпура с курицей', description: 'Курица, сыр, соус унаги', price: 460, grams: 280 },
  { name: 'Темпура с угрём', description: 'Угорь, сыр, кунжут', price: 620, grams: 280 },
  {
    name: 'Темпура острая',
    description: 'Краб, спайси',
    price: 490,
    grams: 270,
    badges: ['isSpicy'],
  },
  {
    name: 'Темпура сладкая',
    description: 'Банан, шоколад, сливочный сыр',
    price: 390,
    grams: 220,
    badges: ['isNew'],
  },
]
const SETS: Item[] = [
  {
    name: 'Сет «Филадельфия»',
    description: '3 ролла Филадельфия, 24 шт',
    price: 1590,
    grams: 750,
    badges: ['isPopular'],
  },
  {
    name: 'Сет «Сёгун»',
    description: '6 роллов, 48 шт',
    price: 2990,
    grams: 1500,
    label: 'Выгодно',
  },
  { name: 'Сет «Горячий»', description: '4 запечённых ролла, 32 шт', price: 2190, grams: 1100 },
  {
    name: 'Сет «Классика»',
    description: 'Маки и суши, 30 шт',
    price: 1390,
    grams: 800,
    allowBasket: 'all',
  },
  {
    name: 'Сет «Вегетарианский»',
    description: 'Овощные роллы, 32 шт',
    price: 1190,
    grams: 900,
    badges: ['isVegan'],
  },
  {
    name: 'Сет «Острый»',
    description: 'Спайси роллы, 32 шт',
    price: 1790,
    grams: 1000,
    badges: ['isSpicy'],
  },
  {
    name: 'Сет «Для двоих»',
    description: '3 ролла и 2 мисо-супа',
    price: 1690,
    grams: 1100,
    allowBasket: 'onlyDelivery',
    label: 'Только доставка',
  },
  {
    name: 'Сет «Самурай»',
    description: '8 роллов, 64 шт',
    price: 3990,
    grams: 2000,
    allowBasket: 'onlyPickup',
    label: 'Только самовывоз',
  },
]
const NIGIRI: Item[] = [
  { name: 'Суши с лососем', description: '1 шт', price: 120, grams: 35 },
  { name: 'Суши с тунцом', description: '1 шт', price: 140, grams: 35 },
  { name: 'Суши с угрём', description: '1 шт', price: 150, grams: 35 },
  { name: 'Суши с креветкой', description: '1 шт', price: 130, grams: 35 },
  { name: 'Суши с гребешком', description: '1 шт', price: 170, grams: 35, badges: ['isNew'] },
  { name: 'Гункан с икрой', description: '1 шт', price: 190, grams: 40 },
  { name: 'Гункан спайси лосось', description: '1 шт', price: 140, grams: 40, badges: ['isSpicy'] },
  { name: 'Гункан с тунцом', description: '1 шт', price: 150, grams: 40 },
  { name: 'Суши с авокадо', description: '1 шт', price: 90, grams: 30, badges: ['isVegan'] },
  { name: 'Сашими лосось', description: '5 кусочков', price: 420, grams: 100 },
  { name: 'Сашими тунец', description: '5 кусочков', price: 480, grams: 100, soldIn: 1 },
]
const WOK: Item[] = [
  { name: 'Удон с курицей', description: 'Соус терияки, овощи', price: 390, grams: 330 },
  { name: 'Удон с говядиной', description: 'Соус устричный, овощи', price: 450, grams: 330 },
  {
    name: 'Соба с креветками',
    description: 'Гречневая лапша, соус сладкий чили',
    price: 490,
    grams: 330,
    badges: ['isSpicy'],
  },
  {
    name: 'Рис с овощами',
    description: 'Жареный рис, яйцо, овощи',
    price: 290,
    grams: 300,
  },
  { name: 'Рис с морепродуктами', description: 'Кальмар, мидии, креветки', price: 490, grams: 320 },
  {
    name: 'Пад тай',
    description: 'Рисовая лапша, креветки, арахис',
    price: 520,
    grams: 330,
    badges: ['isNew'],
  },
  { name: 'Фунчоза с курицей', description: 'Стеклянная лапша, овощи', price: 380, grams: 300 },
]
const SOUPS: Item[] = [
  {
    name: 'Мисо-суп',
    description: 'Тофу, вакамэ, зелёный лук',
    price: 190,
    grams: 250,
    badges: ['isVegan', 'isPopular'],
  },
  {
    name: 'Том ям',
    description: 'Креветки, кокосовое молоко',
    price: 490,
    grams: 350,
    badges: ['isSpicy'],
  },
  { name: 'Рамен с курицей', description: 'Бульон, лапша, яйцо', price: 450, grams: 450 },
  {
    name: 'Рамен с говядиной',
    description: 'Острый бульон, лапша',
    price: 490,
    grams: 450,
    badges: ['isSpicy'],
  },
  { name: 'Суп с лососем', description: 'Сливочный, с овощами', price: 420, grams: 350 },
]
const SALADS: Item[] = [
  {
    name: 'Чука',
    description: 'Морские водоросли, ореховый соус',
    price: 260,
    grams: 120,
    badges: ['isVegan'],
  },
  { name: 'Салат с лососем', description: 'Микс салата, лосось, огурец', price: 420, grams: 200 },
  { name: 'Салат с угрём', description: 'Угорь, авокадо, соус унаги', price: 480, grams: 200 },
  {
    name: 'Салат из огурцов',
    description: 'Кунжутная заправка',
    price: 180,
    grams: 150,
    badges: ['isVegan'],
  },
  {
    name: 'Поке с тунцом',
    description: 'Рис, тунец, эдамаме, авокадо',
    price: 520,
    grams: 300,
    badges: ['isNew'],
  },
  {
    name: 'Поке с лососем',
    description: 'Рис, лосось, манго, огурец',
    price: 510,
    grams: 300,
    badges: ['isPopular'],
  },
]
const DRINKS: Item[] = [
  {
    name: 'Зелёный чай',
    description: 'Сенча, чайник',
    price: 190,
    grams: 500,
    unit: 'мл',
    badges: ['isVegan'],
  },
  { name: 'Чай улун', description: 'Молочный улун, чайник', price: 240, grams: 500, unit: 'мл' },
  {
    name: 'Лимонад юдзу',
    description: 'Домашний',
    price: 250,
    grams: 400,
    unit: 'мл',
    badges: ['isNew'],
  },
  { name: 'Лимонад личи', description: 'Домашний', price: 250, grams: 400, unit: 'мл' },
  { name: 'Морс клюквенный', description: 'Домашний', price: 180, grams: 400, unit: 'мл' },
  { name: 'Coca-Cola', description: '0,33 л', price: 130, grams: 330, unit: 'мл' },
  { name: 'Вода без газа', description: '0,5 л', price: 90, grams: 500, unit: 'мл' },
  {
    name: 'Сок апельсиновый',
    description: '0,25 л',
    price: 130,
    grams: 250,
    unit: 'мл',
    soldIn: 2,
  },
  {
    name: 'Сакэ-коктейль б/а',
    description: 'Только в ресторане',
    price: 290,
    grams: 300,
    unit: 'мл',
    allowBasket: 'off',
    label: 'Только в зале',
  },
]
const DESSERTS: Item[] = [
  { name: 'Моти клубника', description: '2 шт', price: 240, grams: 80, badges: ['isPopular'] },
  { name: 'Моти манго', description: '2 шт', price: 240, grams: 80 },
  { name: 'Моти матча', description: '2 шт', price: 240, grams: 80, badges: ['isNew'] },
  { name: 'Чизкейк матча', description: 'С зелёным чаем', price: 310, grams: 130 },
  { name: 'Мороженое кунжутное', description: '2 шарика', price: 220, grams: 100, inactive: true },
  { name: 'Банан в темпуре', description: 'С карамелью', price: 260, grams: 150, deleted: true },
]
const SAUCES: Item[] = [
  {
    name: 'Соевый соус',
    description: '30 мл',
    price: 30,
    grams: 30,
    unit: 'мл',
    badges: ['isVegan'],
  },
  { name: 'Имбирь', description: '30 г', price: 40, grams: 30, badges: ['isVegan'] },
  { name: 'Васаби', description: '15 г', price: 40, grams: 15, badges: ['isSpicy', 'isVegan'] },
  { name: 'Соус унаги', description: '40 мл', price: 50, grams: 40, unit: 'мл' },
  {
    name: 'Спайси соус',
    description: '40 мл',
    price: 50,
    grams: 40,
    unit: 'мл',
    badges: ['isSpicy'],
  },
  { name: 'Ореховый соус', description: '40 мл', price: 50, grams: 40, unit: 'мл' },
  { name: 'Соус терияки', description: '40 мл', price: 50, grams: 40, unit: 'мл' },
]

/** The sushi bar's menu (ru only brand). */
export function sushiMenu(branches: number[]): SeedMenu {
  const [first, second] = branches as [number, number]
  const categories: SeedCategory[] = []
  const products: SeedProduct[] = []
  let nextId = 5000
  const tree: {
    id: number
    name: string
    description?: string
    kind: string
    items?: Item[]
    subs?: { id: number; name: string; kind: string; items: Item[] }[]
    branchIds?: number[]
  }[] = [
    {
      id: 1,
      name: 'Роллы',
      description: 'Готовим при заказе из охлаждённой рыбы.',
      kind: 'roll',
      subs: [
        { id: 11, name: 'Классические', kind: 'roll', items: ROLLS },
        { id: 12, name: 'Запечённые', kind: 'roll', items: BAKED },
        { id: 13, name: 'Темпура', kind: 'roll', items: TEMPURA },
      ],
    },
    { id: 2, name: 'Сеты', description: 'Для компании — выгоднее.', kind: 'roll', items: SETS },
    { id: 3, name: 'Суши и сашими', kind: 'sushi', items: NIGIRI },
    {
      id: 4,
      name: 'Горячее',
      kind: 'wok',
      subs: [
        { id: 41, name: 'Вок', kind: 'wok', items: WOK },
        { id: 42, name: 'Супы', kind: 'soup', items: SOUPS },
      ],
    },
    { id: 5, name: 'Салаты и поке', kind: 'salad', items: SALADS },
    { id: 6, name: 'Напитки', kind: 'tea', items: DRINKS },
    { id: 7, name: 'Десерты', kind: 'star', items: DESSERTS },
    { id: 8, name: 'Соусы и добавки', kind: 'bowl', items: SAUCES, branchIds: [first] },
  ]
  const add = (categoryId: number, kind: string, it: Item) => {
    const id = nextId++
    const amounts: Record<string, number> = {}
    if (it.soldIn) amounts[String(it.soldIn === 1 ? first : second)] = 0
    if (it.few) amounts[String(first)] = it.few
    const params = [
      nutrition(5 + (id % 7), 4 + (id % 5), 15 + (id % 18), it.partial || id % 11 === 0),
    ]
    if (it.grams) params.push(weight(it.grams, it.unit))
    products.push({
      id,
      categoryId,
      parentId: null,
      name: it.name,
      description: it.description,
      price: it.price,
      prices: { [String(first)]: it.price, [String(second)]: it.price + 10 },
      amounts,
      label: it.label,
      badges: it.badges,
      images: [1, 2].map((n) => dishImage(it.name, kind, `${id}-${n}`)),
      active: !it.inactive,
      deleted: it.deleted,
      allowBasket: it.allowBasket ?? null,
      params,
    })
  }
  for (const c of tree) {
    categories.push({
      id: c.id,
      parentId: null,
      name: c.name,
      description: c.description,
      photo: categoryImage('sushi', c.id, c.kind),
      branchIds: c.branchIds ?? null,
    })
    for (const s of c.subs ?? []) {
      categories.push({
        id: s.id,
        parentId: c.id,
        name: s.name,
        photo: categoryImage('sushi', s.id, s.kind),
      })
      for (const it of s.items) add(s.id, s.kind, it)
    }
    for (const it of c.items ?? []) add(c.id, c.kind, it)
  }
  // Pairs of rolls: 4 or 8 pieces (a one-attribute variation group per classic roll).
  for (const parent of products.filter((p) => p.categoryId === 11 && p.parentId === null)) {
    for (const [valueId, valueName, k] of [
      [21, '8 шт', 1],
      [22, '4 шт', 0.55],
    ] as const) {
      const price = Math.round((parent.price * k) / 10) * 10
      products.push({
        ...parent,
        id: nextId++,
        parentId: parent.id,
        price,
        prices: { [String(first)]: price, [String(second)]: price + 10 },
        attributeValues: [{ attributeId: 3, attributeName: 'Количество', valueId, valueName }],
      })
    }
  }
  // A few more rolls so the menu passes 120 products.
  const extra = [
    'Футомаки с лососем',
    'Футомаки с угрём',
    'Хосомаки с крабом',
    'Ролл с тофу',
    'Ролл «Радуга»',
    'Ролл «Вулкан»',
    'Ролл «Фудзи»',
    'Ролл «Токио»',
    'Ролл «Осака»',
    'Ролл «Киото»',
    'Ролл «Нагоя»',
    'Ролл «Саппоро»',
    'Ролл «Хоккайдо»',
    'Ролл «Окинава»',
    'Ролл «Йокогама»',
    'Ролл с огурцом и кунжутом',
    'Ролл с креветкой и манго',
    'Ролл с тунцом и авокадо',
    'Ролл с лососем и киви',
    'Ролл с копчёным угрём',
    'Ролл «Зелёный дракон»',
    'Ролл «Красный дракон»',
    'Ролл «Сёгун»',
    'Ролл «Самурай»',
    'Ролл «Гейша»',
    'Ролл «Ниндзя»',
    'Ролл «Сакура-спайси»',
    'Ролл «Цунами»',
    'Ролл «Фьюжн»',
    'Ролл «Хит сезона»',
    'Ролл «Сливочный»',
    'Ролл «Огненный»',
    'Ролл «Лесной»',
    'Ролл «Морской бриз»',
    'Ролл «Камчатка»',
    'Ролл «Сахалин»',
    'Ролл «Байкал»',
    'Ролл «Владивосток»',
  ]
  for (const [i, name] of extra.entries()) {
    add(11, 'roll', {
      name,
      description: 'Рис, нори, начинка от шефа',
      price: 390 + (i % 6) * 40,
      grams: 220 + (i % 4) * 10,
      badges: i % 7 === 0 ? ['isNew'] : i % 5 === 0 ? ['isSpicy'] : undefined,
    })
  }
  return { categories, products }
}
