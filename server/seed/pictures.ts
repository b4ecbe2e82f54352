/**
 * Which picture each demo item shows (issue 12, demo imagery): item name or id -> picture names
 * of server/seed/images/pictures.json (Fluent Emoji 3D). A picture is the dish itself where the
 * set has it (a cappuccino is a coffee cup, pasta is spaghetti), else its main ingredient or the
 * nearest honest one; a second name adds a small companion (a pizza with its cheese). The image
 * route draws them (server/images/pictures.ts) from ids `<label>_<picture>[_<picture>]`.
 *
 * The brand seeds only call the helpers at the end of this file; a name missing here falls back
 * to its category's picture, and tests/server/demo-pictures.test.ts lists such names.
 */

/** Pizzas by name (the pizza kind: a pizza, with what makes it that one). */
const PIZZAS: Record<string, string> = {
  Маргарита: 'pizza_tomato_herb',
  Пепперони: 'pizza',
  'Четыре сыра': 'cheese_pizza_cheese',
  Гавайская: 'pizza_pineapple',
  Дьябло: 'pizza_hot-pepper',
  Карбонара: 'pizza_bacon',
  Мясная: 'pizza_cut-of-meat',
  Барбекю: 'pizza_poultry-leg',
  Грибная: 'pizza_mushroom',
  Овощная: 'pizza_bell-pepper',
  Капричоза: 'pizza_olive',
  Цезарь: 'pizza_leafy-green',
  Морская: 'pizza_shrimp',
  Тоскана: 'pizza_tomato_olive',
  // A closed pizza: a pie with its filling (a dumpling read as vareniki, issue 12 session 15).
  Кальцоне: 'pie_cheese_tomato',
  'Сырный цыплёнок': 'pizza_poultry-leg_cheese',
  Сырная: 'pizza_cheese',
  'Ветчина и грибы': 'pizza_bacon_mushroom',
  'Чоризо фреш': 'pizza_hot-dog_bell-pepper',
  'Песто с курицей': 'pizza_herb_poultry-leg',
  Жюльен: 'pizza_mushroom_cheese',
  'Бургер-пицца': 'pizza_hamburger',
}

/** Every other dish of the pizzerias and the sushi bar, by name. */
const DISHES: Record<string, string> = {
  // Pizzeria: hot starters
  'Картофель фри': 'french-fries',
  'Картофель по-деревенски': 'potato',
  'Наггетсы куриные': 'poultry-leg',
  'Куриные крылья барбекю': 'poultry-leg_fire',
  'Крылья баффало': 'poultry-leg_hot-pepper',
  'Сырные палочки': 'cheese_fondue',
  'Чесночный хлеб': 'baguette_garlic',
  'Брускетта с томатами': 'baguette_tomato',
  'Кольца кальмара': 'squid',
  'Луковые кольца': 'onion',
  'Фокачча с розмарином': 'flatbread_herb',
  'Жареный сыр халуми': 'cheese_fire',
  // Salads
  'Цезарь с курицей': 'green-salad_poultry-leg',
  'Цезарь с креветками': 'green-salad_shrimp',
  Греческий: 'green-salad_olive',
  Капрезе: 'tomato_cheese',
  'Тёплый с говядиной': 'green-salad_cut-of-meat',
  'С тунцом': 'green-salad_fish',
  'Оливье по-домашнему': 'green-salad_egg',
  'Салат с киноа': 'green-salad_avocado',
  // Pasta and risotto: the set's one plate of spaghetti (red sauce, meatballs: Bolognese), its
  // sauce recoloured per dish (server/images/pictures.ts TINTS), so no two pastas are one plate
  Карбонара: 'spaghetti-cream_bacon_egg',
  Болоньезе: 'spaghetti_cut-of-meat_tomato',
  'Феттучине Альфредо': 'spaghetti-white-sauce_butter_cheese',
  'Паста с морепродуктами': 'spaghetti-seafood_shrimp',
  Арраббьята: 'spaghetti-tomato_hot-pepper',
  Песто: 'spaghetti-pesto_herb',
  'Ризотто с грибами': 'shallow-pan_mushroom',
  'Ризотто с креветками': 'shallow-pan_shrimp',
  // baked in its dish (a pie read as a pie); gnocchi are potato (a dumpling read as vareniki)
  Лазанья: 'shallow-pan_tomato_cheese',
  'Ньокки со шпинатом': 'potato_leafy-green',
  // Soups
  Минестроне: 'pot-of-food',
  'Томатный суп': 'bowl-with-spoon_tomato',
  'Сливочный с лососем': 'bowl-with-spoon_fish',
  'Грибной крем-суп': 'bowl-with-spoon_mushroom',
  'Том ям': 'pot-of-food_shrimp',
  'Куриный бульон': 'steaming-bowl',
  // Desserts
  Тирамису: 'cake_coffee',
  'Панна-котта': 'custard',
  'Чизкейк Нью-Йорк': 'cake_strawberry',
  'Шоколадный фондан': 'cupcake_chocolate',
  'Пицца с Нутеллой': 'pizza_chocolate',
  // A pastry tube with cream: the nearest is a cream doughnut.
  Канноли: 'doughnut_cheese',
  Мороженое: 'ice-cream',
  'Штрудель яблочный': 'pie_red-apple',
  Медовик: 'cake_honey',
  Эклер: 'baguette_chocolate',
  // Drinks: lemonades and mors
  'Лимонад классический': 'tropical-drink_lemon',
  'Лимонад клубника-базилик': 'tropical-drink_strawberry',
  'Лимонад маракуйя': 'tropical-drink',
  'Морс клюквенный': 'cup-with-straw_cranberries',
  'Морс облепиховый': 'cup-with-straw_sea-buckthorn',
  'Холодный чай персик': 'cup-with-straw_peach',
  'Лимонад кувшин': 'pouring-liquid_lemon',
  // Hot drinks
  Эспрессо: 'coffee',
  Американо: 'coffee_droplet',
  Капучино: 'coffee_glass-of-milk',
  Латте: 'glass-of-milk_coffee',
  'Раф ванильный': 'coffee_glass-of-milk_candy',
  'Чай чёрный': 'teapot',
  'Чай зелёный с жасмином': 'teacup',
  'Глинтвейн безалкогольный': 'teacup_tangerine_red-apple',
  'Горячий шоколад': 'coffee_chocolate',
  // Juices and water
  'Coca-Cola': 'cup-with-straw',
  'Coca-Cola Zero': 'cup-with-straw_ice-cube',
  Sprite: 'cup-with-straw_lemon',
  Fanta: 'cup-with-straw_tangerine',
  'Сок апельсиновый': 'beverage-box_tangerine',
  'Сок яблочный': 'beverage-box_red-apple',
  'Сок томатный': 'beverage-box_tomato',
  'Вода «Святой источник»': 'droplet',
  'Вода «Боржоми»': 'droplet_bubbles',
  'Сок свежевыжатый': 'tangerine_lemon_red-apple',
  // Sauces
  'Сырный соус': 'fondue',
  'Чесночный соус': 'garlic_herb',
  Барбекю: 'tomato_fire',
  'Кисло-сладкий': 'pineapple_lemon',
  'Острый томатный': 'tomato_hot-pepper',
  Ранч: 'glass-of-milk_herb_garlic',
  Горчичный: 'mustard',
  'Блю чиз': 'cheese',
  // Combos
  'Комбо на двоих': 'pizza_green-salad_cup-with-straw',
  'Комбо для компании': 'pizza_pizza_cup-with-straw',
  'Детское комбо': 'pizza_french-fries_cup-with-straw',
  'Обед дня': 'bowl-with-spoon_green-salad',
  'Комбо «Вечеринка»': 'pizza_party-popper_confetti',
  // Kids' menu
  'Мини-пицца Маргарита': 'pizza_tomato',
  'Мини-пицца с ветчиной': 'pizza_bacon',
  'Паста с сыром': 'spaghetti-white-sauce_cheese',
  'Куриные котлетки с пюре': 'poultry-leg_potato',
  'Наггетсы детские': 'poultry-leg_french-fries',
  'Суп-лапша': 'steaming-bowl',
  Сырники: 'pancakes_strawberry',
  'Морс детский': 'baby-bottle_strawberry',
  Какао: 'coffee_chocolate',
  'Фруктовый салат': 'grapes_strawberry',
  'Мороженое детское': 'soft-ice-cream',
  'Пицца-смайлик': 'pizza_grinning-face',
  'Картофельное пюре': 'bowl-with-spoon_potato',
  Компот: 'beverage-box_peach',
  Блинчики: 'pancakes',

  // Sushi bar: classic rolls
  Филадельфия: 'sushi_fish_cheese',
  Калифорния: 'sushi_crab_avocado',
  Канада: 'sushi_fire_cheese',
  Дракон: 'sushi_dragon',
  'Спайси лосось': 'sushi_fish_hot-pepper',
  'Каппа маки': 'sushi_cucumber',
  'Сяке маки': 'sushi_fish',
  'Текка маки': 'sushi_tropical-fish',
  'Авокадо маки': 'sushi_avocado',
  'Чука ролл': 'sushi_leafy-green_peanuts',
  Бонито: 'sushi_tropical-fish_cheese',
  Сакура: 'sushi_shrimp_cherry-blossom',
  // The menu's further rolls: their fillings where the name says them, else what the name
  // alludes to (a volcano for «Вулкан», Osaka's castle, Yokohama's ships) beside the roll.
  'Футомаки с лососем': 'sushi_sushi_fish',
  'Футомаки с угрём': 'sushi_sushi_fire',
  'Хосомаки с крабом': 'sushi_crab',
  'Ролл с тофу': 'sushi_leafy-green',
  'Ролл «Радуга»': 'sushi_rainbow',
  'Ролл «Вулкан»': 'sushi_volcano',
  'Ролл «Фудзи»': 'sushi_mount-fuji',
  'Ролл «Токио»': 'sushi_tokyo-tower',
  'Ролл «Осака»': 'sushi_japanese-castle',
  'Ролл «Киото»': 'sushi_shinto-shrine',
  'Ролл «Нагоя»': 'sushi_bullet-train',
  'Ролл «Саппоро»': 'sushi_snowflake',
  'Ролл «Хоккайдо»': 'sushi_bear',
  'Ролл «Окинава»': 'sushi_palm-tree',
  'Ролл «Йокогама»': 'sushi_ship',
  'Ролл с огурцом и кунжутом': 'sushi_cucumber_chopsticks',
  'Ролл с креветкой и манго': 'sushi_shrimp_mango',
  'Ролл с тунцом и авокадо': 'sushi_tropical-fish_avocado',
  'Ролл с лососем и киви': 'sushi_fish_kiwi-fruit',
  'Ролл с копчёным угрём': 'sushi_fish_fire',
  'Ролл «Зелёный дракон»': 'sushi_dragon_avocado',
  'Ролл «Красный дракон»': 'sushi_dragon_hot-pepper',
  'Ролл «Сёгун»': 'sushi_crown',
  'Ролл «Самурай»': 'sushi_crossed-swords',
  'Ролл «Гейша»': 'sushi_kimono',
  'Ролл «Ниндзя»': 'sushi_ninja',
  'Ролл «Сакура-спайси»': 'sushi_cherry-blossom_hot-pepper',
  'Ролл «Цунами»': 'sushi_water-wave',
  'Ролл «Фьюжн»': 'sushi_sparkles',
  'Ролл «Хит сезона»': 'sushi_glowing-star',
  'Ролл «Сливочный»': 'sushi_cheese',
  'Ролл «Огненный»': 'sushi_fire',
  'Ролл «Лесной»': 'sushi_evergreen-tree',
  'Ролл «Морской бриз»': 'sushi_wind-face',
  'Ролл «Камчатка»': 'sushi_crab_volcano',
  'Ролл «Сахалин»': 'sushi_fish_water-wave',
  'Ролл «Байкал»': 'sushi_seal',
  'Ролл «Владивосток»': 'sushi_anchor',
  // Baked rolls
  'Запечённый с лососем': 'sushi_fire_fish',
  'Запечённый с крабом': 'sushi_fire_crab',
  'Запечённый с угрём': 'sushi_fire',
  'Запечённый острый': 'sushi_fire_hot-pepper',
  'Запечённый с гребешком': 'sushi_fire_spiral-shell',
  'Запечённый овощной': 'sushi_fire_bell-pepper',
  'Запечённый Цезарь': 'sushi_fire_poultry-leg',
  'Запечённый с тунцом': 'sushi_fire_tropical-fish',
  // Tempura rolls
  'Темпура с лососем': 'fried-shrimp_fish',
  'Темпура с креветкой': 'fried-shrimp',
  'Темпура с курицей': 'fried-shrimp_poultry-leg',
  'Темпура с угрём': 'fried-shrimp_fire',
  'Темпура острая': 'fried-shrimp_hot-pepper',
  'Темпура сладкая': 'fried-shrimp_banana_chocolate',
  // Sets
  'Сет «Филадельфия»': 'bento_fish_cheese',
  'Сет «Сёгун»': 'bento_crown',
  'Сет «Горячий»': 'bento_fire',
  'Сет «Классика»': 'bento_sushi',
  'Сет «Вегетарианский»': 'bento_avocado_cucumber',
  'Сет «Острый»': 'bento_hot-pepper',
  'Сет «Для двоих»': 'bento_bowl-with-spoon',
  'Сет «Самурай»': 'bento_crossed-swords',
  // Nigiri and sashimi
  'Суши с лососем': 'sushi',
  'Суши с тунцом': 'sushi_tropical-fish',
  'Суши с угрём': 'sushi_fire',
  'Суши с креветкой': 'sushi_shrimp',
  'Суши с гребешком': 'sushi_spiral-shell',
  'Гункан с икрой': 'rice-ball_ikura',
  'Гункан спайси лосось': 'rice-ball_hot-pepper',
  'Гункан с тунцом': 'rice-ball_tropical-fish',
  'Суши с авокадо': 'sushi_avocado',
  'Сашими лосось': 'fish_chopsticks',
  'Сашими тунец': 'tropical-fish_chopsticks',
  // Wok
  'Удон с курицей': 'takeout-box_poultry-leg',
  'Удон с говядиной': 'takeout-box_cut-of-meat',
  'Соба с креветками': 'takeout-box_shrimp',
  'Рис с овощами': 'cooked-rice_egg_bell-pepper',
  'Рис с морепродуктами': 'cooked-rice_shrimp_squid',
  'Пад тай': 'takeout-box_shrimp_peanuts',
  'Фунчоза с курицей': 'takeout-box_poultry-leg_bell-pepper',
  // Soups
  'Мисо-суп': 'bowl-with-spoon',
  'Рамен с курицей': 'steaming-bowl_egg',
  'Рамен с говядиной': 'steaming-bowl_cut-of-meat',
  'Суп с лососем': 'pot-of-food_fish',
  // Salads and poke
  Чука: 'leafy-green_peanuts',
  'Салат с лососем': 'green-salad_fish',
  'Салат с угрём': 'green-salad_avocado',
  'Салат из огурцов': 'cucumber',
  'Поке с тунцом': 'bowl-with-spoon_tropical-fish_avocado',
  'Поке с лососем': 'bowl-with-spoon_fish_mango',
  // Drinks
  'Зелёный чай': 'teacup',
  'Чай улун': 'teapot',
  'Лимонад юдзу': 'tropical-drink_lemon',
  'Лимонад личи': 'tropical-drink',
  'Вода без газа': 'droplet',
  'Сакэ-коктейль б/а': 'cocktail',
  // Desserts
  'Моти клубника': 'dango_strawberry',
  'Моти манго': 'dango_mango',
  'Моти матча': 'dango_teacup',
  'Чизкейк матча': 'cake_teacup',
  'Мороженое кунжутное': 'ice-cream',
  'Банан в темпуре': 'banana_honey',
  // Sauces and extras
  'Соевый соус': 'soy-sauce',
  Имбирь: 'ginger',
  Васаби: 'wasabi',
  'Соус унаги': 'soy-sauce_honey',
  'Спайси соус': 'hot-pepper',
  'Ореховый соус': 'peanuts',
  'Соус терияки': 'soy-sauce_garlic_ginger',
  // The 1,000-product market of pizzeria-msk, by its base names
  'Сыр пармезан': 'cheese',
  Оливки: 'olive',
  'Соус песто': 'herb_garlic',
  'Паста фузилли': 'spaghetti',
  'Томаты в собственном соку': 'canned-food_tomato',
  Моцарелла: 'cheese_glass-of-milk',
  'Оливковое масло': 'pouring-liquid_olive',
  'Бальзамический уксус': 'wine-glass_grapes',
  'Хлебные палочки': 'baguette',
  'Кофе в зёрнах': 'coffee-beans',
  Гранола: 'bowl-with-spoon_peanuts',
  'Тесто для пиццы': 'flatbread',
  Прошутто: 'bacon',
  Рикотта: 'cheese_spoon',
  'Печенье амаретти': 'cookie',
  'Чай листовой': 'teacup_leafy-green',
  'Лимонад в бутылке': 'tropical-drink_lemon',
  'Соус томатный': 'tomato_garlic_herb',
  'Джем ягодный': 'strawberry_cherries',
  'Орехи кедровые': 'peanuts',
  'Шоколад тёмный': 'chocolate',
  'Мёд цветочный': 'honey',
  Каперсы: 'olive_leafy-green',
  Пеперончино: 'hot-pepper',
  'Ризотто арборио': 'ear-of-rice',
}

/** The sushi bar's other rolls («Ролл «Вулкан»», «Футомаки с угрём»): a roll, with its filling. */
const ROLL = /^(Ролл|Футомаки|Хосомаки)\s/
const ROLL_FILLINGS: [RegExp, string][] = [
  [/краб/i, 'crab'],
  [/кревет/i, 'shrimp'],
  [/манго/i, 'mango'],
  [/авокадо/i, 'avocado'],
  [/огурц/i, 'cucumber'],
  [/лосос|тунц|угр/i, 'fish'],
  [/Вулкан|Огненный|спайси/i, 'hot-pepper'],
]

/** What a category's items show when a name is not listed (the menus' `kind` words). */
const KIND_PICTURES: Record<string, string> = {
  pizza: 'pizza',
  burger: 'french-fries',
  salad: 'green-salad',
  bowl: 'bowl-with-spoon',
  soup: 'pot-of-food',
  star: 'cake',
  cup: 'cup-with-straw',
  coffee: 'coffee',
  roll: 'sushi',
  sushi: 'sushi',
  wok: 'takeout-box',
  tea: 'teacup',
}

/** The picture(s) of a dish, and whether the name is listed here (else its kind's picture). */
export function dishPicture(name: string, kind: string): { picture: string; listed: boolean } {
  const listed = (kind === 'pizza' ? PIZZAS[name] : undefined) ?? DISHES[name]
  if (listed) return { picture: listed, listed: true }
  if (ROLL.test(name)) {
    const filling = ROLL_FILLINGS.find(([re]) => re.test(name))?.[1]
    return { picture: filling ? `sushi_${filling}` : 'sushi', listed: true }
  }
  return { picture: KIND_PICTURES[kind] ?? 'fork-and-knife', listed: false }
}

/** True when a dish's name has its own picture here (tests: no demo dish falls back). */
export function isListedDish(name: string): boolean {
  return name in PIZZAS || name in DISHES || ROLL.test(name)
}

/** A product image id: `dish-<label>_<picture>`, e.g. `dish-1003-1_pizza_cheese`. */
export function dishImage(name: string, kind: string, label: string | number): string {
  return `dish-${label}_${dishPicture(name, kind).picture}`
}

/** Category pictures by id, per menu (catalog-menus.ts). */
const CATEGORIES: Record<'pizzeria' | 'sushi', Record<number, string>> = {
  pizzeria: {
    1: 'pizza',
    11: 'pizza',
    12: 'pizza_cut-of-meat_mushroom',
    13: 'pizza_sparkles',
    2: 'french-fries',
    21: 'french-fries',
    22: 'green-salad',
    3: 'spaghetti',
    4: 'pot-of-food',
    5: 'cake',
    6: 'tropical-drink',
    61: 'tropical-drink_lemon',
    62: 'coffee',
    63: 'cup-with-straw',
    7: 'fondue_tomato_garlic',
    8: 'pizza_cup-with-straw',
    10: 'teddy-bear',
    // the market's Italian groceries (a supermarket trolley looked foreign to a pizzeria)
    9: 'canned-food_olive',
  },
  sushi: {
    1: 'sushi',
    11: 'sushi',
    12: 'sushi_fire',
    13: 'fried-shrimp',
    2: 'bento',
    3: 'sushi_fish',
    4: 'steaming-bowl',
    41: 'takeout-box',
    42: 'pot-of-food',
    5: 'green-salad',
    6: 'teacup',
    7: 'dango',
    8: 'soy-sauce_ginger_wasabi',
  },
}

/** A category's photo id: `category-<menu>-<id>_<picture>`. */
export function categoryImage(menu: 'pizzeria' | 'sushi', id: number, kind: string): string {
  const picture = CATEGORIES[menu][id] ?? KIND_PICTURES[kind] ?? 'fork-and-knife'
  return `category-${menu}-${id}_${picture}`
}

/** Gifts and coupons of server/seed/loyalty.ts, per brand, by `<kind>-<id>`. */
const GIFTS: Record<string, Record<string, string>> = {
  coffee: {
    'gift-1': 'coffee_glass-of-milk',
    'gift-2': 'croissant',
    'gift-3': 'cake',
    'coupon-1': 'label',
    'coupon-2': 'coffee-beans_wrapped-gift',
  },
  'pizzeria-msk': {
    'gift-1': 'cup-with-straw_cranberries',
    'gift-2': 'pizza_tomato_herb',
    'gift-3': 'cake_coffee',
    // «Вторая пицца за полцены»: two pizzas (as its offer), not the margherita gift's one
    'coupon-1': 'pizza_pizza_label',
    'coupon-2': 'label',
  },
  'pizzeria-spb': {
    'gift-1': 'cup-with-straw_cranberries',
    'gift-2': 'cake_coffee',
    'coupon-1': 'label',
    'coupon-2': 'pizza_label',
  },
  sushi: {
    'gift-1': 'bowl-with-spoon',
    'gift-2': 'sushi_crab_avocado',
    'coupon-1': 'bento_fish_label',
    // «Скидка 10 % на любой сет»: the price tag, not «Филадельфия»'s bento again (session 14)
    'coupon-2': 'label',
  },
}

/** A gift's image id: `<client>-<kind>-<id>_<picture>` (e.g. `coffee-gift-2_croissant`). */
export function giftImage(client: string, kind: string, id: number): string {
  return `${client}-${kind}-${id}_${GIFTS[client]?.[`${kind}-${id}`] ?? 'wrapped-gift'}`
}

/** News pictures per brand by idNews (server/seed/news.ts): what each item is about. */
const NEWS: Record<string, Record<number, string>> = {
  coffee: {
    1: 'coffee_maple-leaf', // pumpkin raf
    2: 'cupcake_sparkles', // stamps for desserts too
    // opened on Nemiga: a cup and a party popper (a round pin read as a lollipop, session 17)
    3: 'coffee_party-popper',
    4: 'coffee-beans_sparkles', // a new roast
    5: 'birthday-cake_balloon', // birthday gift
    6: 'croissant_egg', // breakfasts till noon
    7: 'coffee_seedling', // coffee to go in your own mug
    8: 'trophy_coffee', // barista battle
    9: 'mobile-phone_sparkles', // the app updated
    10: 'cup-with-straw', // iced coffee on the menu
    11: 'tulip_wrapped-gift', // a coffee machine prize draw
    12: 'leafy-green_teacup', // a plant-based menu
    13: 'party-popper_confetti', // 200,000 cups
    14: 'teacup_chocolate', // spiced drinks
  },
  'pizzeria-msk': {
    // pizza of the month: four cheeses with pear (the honey pot read as a cupcake, session 17)
    1: 'pizza_pear_cheese',
    // a restaurant opened on Arbat: a table laid and confetti (the red pin read as a lollipop)
    2: 'pizza_fork-and-knife_party-popper',
    3: 'pizza_label', // second pizza half price on Tuesdays and Thursdays
    4: 'pot-of-food', // soups are back
    5: 'speech-balloon_coin', // points for a review
    6: 'cook_pizza', // a master class for children
    7: 'motor-scooter_alarm-clock', // faster delivery
    8: 'pie_bacon_mushroom', // calzone with ham and mushrooms
    10: 'flatbread_sparkles', // sourdough dough
    11: 'wrapped-gift_trophy', // gifts for levels
    12: 'calendar_alarm-clock', // open every day
    13: 'birthday-cake_party-popper', // 5 years
    14: 'umbrella-on-ground_tropical-drink', // the terrace on Tverskaya
  },
  'pizzeria-spb': {
    1: 'pizza_fish', // St Petersburg pizza with smelt
    2: 'motor-scooter_pizza', // delivery to Petrogradsky (the pin read as a lollipop)
    // lemonade with evening orders: the glass, its lemon, a small moon (a large one read as cheese)
    3: 'tropical-drink_lemon_crescent-moon',
    4: 'wrapped-gift_pizza', // a gift for the first order
    // business lunch: the soup of the day, a pizza and a drink (an empty blue bowl, session 17)
    5: 'pot-of-food_pizza_cup-with-straw',
    6: 'credit-card_motor-scooter', // pay the courier by card
    7: 'pizza_tomato_herb', // Neapolitan pizza week
    8: 'handshake_coin', // bring friends
    9: 'wrench_sparkles', // renovation done
    10: 'ticket_mobile-phone', // coupons in the app
    11: 'pizza_bacon', // new on the menu
    12: 'pizza_party-popper', // opened in St Petersburg
  },
  sushi: {
    1: 'sushi_mango', // new Shogun roll with eel and mango
    2: 'steaming-bowl', // ramen on weekdays
    3: 'calendar_chopsticks', // book tables in the app
    4: 'bento_birthday-cake', // a set for your birthday
    5: 'sushi_fire', // baked rolls
    // opened on Pobedy avenue: a lantern over a table laid (not a round pin, session 17)
    6: 'lantern_fork-and-knife_party-popper',
    7: 'sparkles_sushi', // stamps for every order
    8: 'bowl-with-spoon_avocado', // poke
    9: 'alarm-clock_sushi', // happy hours
    10: 'motor-scooter_sushi', // delivery all over Kazan
    11: 'bento_party-popper', // sets for a big party
    12: 'party-popper_sushi', // three years in Kazan
  },
}

/** The words of the old generator (news.ts `picture`), for news not listed above. */
const NEWS_WORDS: Record<string, string> = {
  cup: 'coffee',
  pizza: 'pizza',
  roll: 'sushi',
  bowl: 'bowl-with-spoon',
  gift: 'wrapped-gift',
  news: 'megaphone',
  burger: 'hamburger',
  star: 'glowing-star',
}

/** The pictures of a news item (its label is the caller's: `news-<brand>-<id>`). */
export function newsPicture(client: string, idNews: number, word: string): string {
  return NEWS[client]?.[idNews] ?? NEWS_WORDS[word] ?? 'megaphone'
}

/**
 * Actions and special offers by their image label (actions.ts `img()`): banners on the brand's
 * colour. (The «about» pages name theirs in their HTML: `about-coffee_coffee_croissant_cake`.)
 */
const BANNERS: Record<string, string> = {
  // The pizzerias' actions
  'action-pizza-1': 'pizza_pizza_label',
  'action-bonus-2': 'wrapped-gift_mobile-phone',
  'action-party-3': 'pizza_party-popper_confetti',
  'action-dessert-4': 'cake_wrapped-gift',
  'action-lemonade-5': 'tropical-drink_lemon_strawberry',
  'action-birthday-6': 'birthday-cake_balloon',
  'action-review-7': 'speech-balloon_coin',
  'action-winter-8': 'christmas-tree_pot-of-food',
  // The sushi bar's
  'action-sushi-1': 'bento_crossed-swords_label',
  'action-sushi-2': 'coin_sushi',
  'action-sushi-3': 'bowl-with-spoon_bento',
  'action-sushi-4': 'alarm-clock_sushi',
  'action-sushi-5': 'calendar_coin',
  'action-sushi-6': 'tropical-drink_lemon',
  // The coffee shop's
  'action-coffee-1': 'coffee_label',
  'action-coffee-2': 'coffee_coin',
  'action-coffee-3': 'coffee-beans_sparkles',
  'action-coffee-4': 'croissant_egg_coffee',
  'action-coffee-5': 'handshake_coffee',
  'action-coffee-6': 'coffee_teacup',
  // Special offers
  'offer-pizza-1': 'pizza_pizza_label',
  'offer-gift-1': 'wrapped-gift',
  'offer-news-1': 'pizza_fork-and-knife_party-popper',
  'offer-product-1190': 'cake_coffee',
  'offer-spb-2': 'wrapped-gift_pizza',
  // the set's discount beside the set itself (offer-sushi-5033) in one mosaic: swords and a tag
  'offer-sushi-1': 'crossed-swords_label',
  'offer-sushi-gift-1': 'bowl-with-spoon_wrapped-gift',
  'offer-sushi-news': 'sushi_mango',
  'offer-sushi-5033': 'bento_crossed-swords',
  'offer-pizzeria-gift-1': 'cup-with-straw_cranberries_wrapped-gift',
  'offer-coffee-action-4': 'croissant_egg_coffee',
  'offer-coffee-gift-1': 'coffee_wrapped-gift',
  'offer-coffee-news-1': 'coffee_maple-leaf',
}

/**
 * The image id of a banner label (`action-pizza-1` -> `action-pizza-1_pizza_pizza_label`);
 * a label not listed keeps its old generated picture.
 */
export function bannerImage(label: string): string {
  const picture = BANNERS[label]
  return picture ? `${label}_${picture}` : label
}

/** Everything above, for the tests: every picture name the demo uses. */
export function demoPictureNames(): Set<string> {
  const all = [
    ...Object.values(PIZZAS),
    ...Object.values(DISHES),
    ...Object.values(KIND_PICTURES),
    ...Object.values(CATEGORIES.pizzeria),
    ...Object.values(CATEGORIES.sushi),
    ...Object.values(GIFTS).flatMap((g) => Object.values(g)),
    ...Object.values(NEWS).flatMap((n) => Object.values(n)),
    ...Object.values(NEWS_WORDS),
    ...Object.values(BANNERS),
    'coffee_croissant_cake',
    'pizza_cook_herb',
    'fork-and-knife',
    'wrapped-gift',
    'megaphone',
  ]
  return new Set(all.flatMap((p) => p.split('_')))
}
