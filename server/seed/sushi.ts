/**
 * «Сёгун», a sushi bar in Kazan: Russian only, a dark palette, ordering plus table booking.
 * It also carries the edge cases the app must survive: an unknown module (`legacy-widget`) in
 * settings.modules and in the home slot, settings keys sent with the `app.` prefix, and
 * settings.modules.app.updateInterval. Loyalty: three levels (the demo customer in the middle one, with
 * progress toward the top), a stamp card drawn as a progress bar, gifts and coupons, and a
 * multilevel referral.
 */
import { specialOfferSettings } from './actions.ts'
import { bookingSettings } from './booking.ts'
import { deliveryZone, geocoderSettings } from './geo.ts'
import { commonSettings, hours, logos } from './helpers.ts'
import { newsSettings } from './news.ts'
import { mapTiles } from './maps.ts'
import { telemetrySettings } from './telemetry.ts'
import { demoPaymentTypes } from './orders.ts'
import type { DemoBrand } from './types.ts'

const phone = '+7 (843) 211-22-33'

export const sushi: DemoBrand = {
  client: 'sushi',
  name: 'Сёгун',
  settings: {
    ...commonSettings,
    name: 'Сёгун',
    ...logos('sushi'),
    ...telemetrySettings('sushi'),
    colors: {
      primary: '#E63946',
      primaryText: '#FFFFFF',
      background: '#14181C',
      surface: '#1E242B',
      text: '#F1F3F5',
      accent: '#F2C14E',
    },
    languages: ['ru'],
    currency: '₽',
    decimal: 0,
    sourceTimeZone: 'Europe/Moscow',
    ...mapTiles,
    displayTimeZone: 'Europe/Moscow',
    defaultTab: 'home',
    // spec: keys with the prefix `app.` are stripped of it by the app.
    'app.hideTabbarLabels': false,
    'app.fullscreenLogoParallax': true,
    applink: 'https://example.org/app/shogun',
    tabbar: ['home', 'catalog', 'booking', 'maps', 'panelmenu'],
    menu: [
      'home',
      'auth',
      'catalog',
      'booking',
      'actions',
      'gifts',
      'referral',
      'news',
      'maps',
      'feedback',
      'history',
      'pages',
    ],
    slots: {
      home: ['legacy-widget', 'specialoffer', 'bonus', 'stampcard', 'catalog', 'gifts', 'booking'],
    },
    catalogItemShowButtons: false,
    catalogItemTitleOverImage: true,
    modules: {
      app: { updateInterval: 900 },
      // Not a module the app knows: it must be skipped and reported, the rest must render.
      'legacy-widget': { title: 'Старый виджет', endpoint: '/legacy/widget' },
      home: {
        contactsTitle: 'Позвонить в ресторан',
        buttons: [
          { type: 'phone', title: 'Позвонить' },
          { type: 'feedback', title: 'Отзыв' },
          { type: 'whatsapp', title: 'WhatsApp', value: 'https://wa.me/78432112233' },
          { type: 'telegram', title: 'Telegram', value: 'https://t.me/example_shogun' },
          { type: 'site', title: 'Сайт', value: 'https://example.org/shogun' },
        ],
        social: [
          { type: 'vk', link: 'https://vk.com/example_shogun' },
          { type: 'tg', link: 'https://t.me/example_shogun' },
        ],
      },
      auth: {
        phoneCountryCode: '7',
        tab: false,
        type: 'sms',
        usePincode: true,
        pincodeLength: 5,
        pinLength: 4,
        useAgeDisclaimer: true,
        ageLimit: 18,
        email: false,
        smsTimeout: 45,
        title: 'Профиль',
      },
      bonus: {
        // The demo customer (server/seed/loyalty.ts): 37 purchases of 900 ₽ = 33 300 ₽, a
        // 'Самурай' (7 % on every purchase), 55 % of the way to 'Сёгун' at 60 000.
        groups: [
          { id: 1, name: 'Гость', bonus: 5, orderSum: 0 },
          { id: 2, name: 'Самурай', bonus: 7, orderSum: 30000 },
          { id: 3, name: 'Сёгун', bonus: 10, orderSum: 60000 },
        ],
        homeBonusButtonType: 'card',
        homeBonusButtonText: 'Баллы',
        showNextGroup: true,
      },
      stampcard: {
        blockTitle: 'Сет за сеты',
        showBlockTitle: true,
        title: 'Десятый сет — в подарок',
        text: 'Каждый сет в заказе — плюс одна отметка. За десять отметок — сет «Филадельфия» бесплатно.',
        type: 'progress',
        stampsToReward: 10,
        userStamps: 0,
        counterTitle: 'сетов',
        isReduced: false,
        reduceBy: 0,
        isDividerHidden: false,
      },
      gifts: {
        title: 'Подарки и купоны',
        tab: false,
        openInPopup: true,
        itemsPerPage: 20,
        type: 'swiper',
      },
      referral: {
        title: 'Пригласить друга',
        type: 'allOrders',
        refererReward: 'flex',
        refererBonus: 5,
        referalBonus: 250,
        levels: [
          { level: 1, value: 5 },
          { level: 2, value: 2 },
        ],
        isMultilevel: true,
        regDay: 7,
        message:
          'Роллы в «Сёгуне» с подарком: промокод {code} даёт 250 баллов на первый заказ. Приложение: {applink}',
        homeShowShare: false,
        menuShowShare: true,
        canEnterCode: true,
      },
      catalog: {
        tab: true,
        icon: 'catalog',
        title: 'Меню',
        homeSlotTitle: 'Роллы и сеты',
        historyTitle: 'Заказы',
        showBasket: true,
        showBarOnHomeScreen: true,
        showOpeningHoursInfo: true,
        amountControl: true,
        blockCheckout: false,
        historyRepeat: true,
        payByBonus: true,
        payByBonusType: 'product',
        maxPayBonusK: 100,
        minPaymentAfterBonus: 0,
        paymentTypeList: demoPaymentTypes('sushi'),
        finishMessageTitle: 'Заказ принят',
        finishMessageText: 'Оператор позвонит вам для подтверждения в течение 5 минут.',
        delivery: {
          deliveryPrice: 150,
          forFreeDelivery: 2000,
          minOrder: 900,
          days: [1, 2, 3, 4, 5, 6, 7],
          start: '11:00',
          end: '23:30',
          askTime: false,
          checkZone: true,
          checkZoneRequired: true,
          closedText: 'Доставляем с 11:00 до 23:30',
        },
        pickup: {
          discount: 15,
          minOrder: 0,
          askTime: false,
          days: [1, 2, 3, 4, 5, 6, 7],
          start: '11:00',
          end: '23:00',
          closedText: 'Самовывоз с 11:00 до 23:00',
        },
        maps: { center: { lat: 55.7887, lng: 49.1221 }, zoom: 12 },
        geocoder: geocoderSettings('Казань'),
      },
      booking: bookingSettings('sushi'),
      actions: {
        title: 'Акции',
        tab: false,
        cardShowDate: true,
        cardShowTitle: true,
        cardCutTitle: true,
        cardTitleOverImage: true,
        limit: 10,
      },
      specialoffer: specialOfferSettings('sushi'),
      maps: { title: 'Рестораны', tab: true },
      feedback: {
        title: 'Отзыв',
        formText: 'Как вам наши роллы?',
        sheetText: 'Оставьте отзыв в 2ГИС — так нас найдут ещё больше гостей',
        enableCollectingNPSFeedback: true,
        enableThirdPartyFeedbackImprovement: true,
        feedbackShareThreshold: 9,
      },
      history: { title: 'История' },
      news: newsSettings.sushi,
      notifications: { title: 'Уведомления', onesignal: '', version: 2 },
      pages: {},
      panelmenu: {},
      settings: {},
    },
  },
  custom: {},
  branches: [
    {
      idBranch: 1,
      name: 'Сёгун на Баумана',
      address: 'Казань, ул. Баумана, 44',
      description: 'Суши-бар на 8 мест и зал на 40',
      lat: 55.7904,
      lng: 49.1146,
      contactPhone: phone,
      // the pickup hours (catalog): the map and the basket say the same
      ...hours('11:00', '23:00'),
      isPickpoint: true,
      extra: {
        twoGISFeedbackSharingURL: 'https://example.org/2gis/shogun-1',
        ...deliveryZone('sushi', 1),
      },
    },
    {
      idBranch: 2,
      name: 'Сёгун на Победы',
      address: 'Казань, пр-т Победы, 91',
      lat: 55.752,
      lng: 49.205,
      contactPhone: '+7 (843) 211-22-34',
      ...hours('11:00', '23:00'),
      isPickpoint: true,
      extra: deliveryZone('sushi', 2),
    },
  ],
  pages: [
    {
      idContent: 1,
      title: 'О ресторане',
      content: `<p>«Сёгун» — японская кухня в центре Казани с 2015 года. Рыбу получаем
охлаждённой три раза в неделю, рис варим по классической технологии и заправляем
собственным уксусом.</p>
<p>Бронь стола — в приложении или по телефону <a href="tel:+78432112233">${phone}</a>.</p>`,
    },
    {
      idContent: 2,
      title: 'Условия доставки',
      content: `<table>
<tr><th>Сумма заказа</th><th>Доставка</th></tr>
<tr><td>от 900 ₽</td><td>150 ₽</td></tr>
<tr><td>от 2 000 ₽</td><td>бесплатно</td></tr>
</table>
<p>Доставляем в пределах зоны на карте. Самовывоз — скидка 15&nbsp;%.</p>
<p>Зона доставки и наши рестораны — в разделе «Рестораны».</p>`,
    },
  ],
}
