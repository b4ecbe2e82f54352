/**
 * «Кофе Точка», a coffee chain in Minsk: a loyalty brand without ordering — stamp card, gifts and
 * coupons, wallet pass, referral, news. Prices in BYN with 2 decimals, +375 phones, demands
 * registration, and carries the update settings and settings.modules.app.updateInterval.
 */
import { specialOfferSettings } from './actions.ts'
import { commonSettings, hours, logos } from './helpers.ts'
import { newsSettings } from './news.ts'
import { mapTiles, mapsSettings } from './maps.ts'
import type { DemoBrand } from './types.ts'

const phone = '+375 29 123-45-67'

export const coffee: DemoBrand = {
  client: 'coffee',
  name: 'Кофе Точка',
  settings: {
    ...commonSettings,
    name: 'Кофе Точка',
    ...logos('coffee'),
    colors: {
      primary: '#6F4E37',
      primaryText: '#FFFFFF',
      background: '#F5EFE6',
      surface: '#FFFFFF',
      text: '#2E1F14',
      accent: '#C8A27A',
    },
    languages: ['ru', 'en'],
    currency: 'BYN',
    decimal: 2,
    decimalRoundingRule: 'floor',
    codeType: 'text',
    sourceTimeZone: 'Europe/Minsk',
    ...mapTiles,
    displayTimeZone: 'Europe/Minsk',
    defaultTab: 'home',
    needRegister: true,
    applink: 'https://example.org/app/coffee',
    tabbar: ['home', 'gifts', 'news', 'auth', 'panelmenu'],
    menu: [
      'home',
      'auth',
      'gifts',
      'news',
      'actions',
      'referral',
      'getwallet',
      'history',
      'notifications',
      'feedback',
      'maps',
      'pages',
      'settings',
    ],
    slots: { home: ['bonus', 'specialoffer', 'stampcard', 'gifts', 'news'] },
    fullscreenLogo: true,
    fullscreenLogoParallax: true,
    hideTitleWhenFullscreenLogo: true,
    modules: {
      app: { updateInterval: 3600 },
      update: {
        version: { ios: '1.2.2', android: '1.2.2', pwa: '1.2.2' },
        versionUpdateRequired: false,
        versionUpdateTitle: 'Доступна новая версия',
        versionUpdateText: 'Обновите приложение, чтобы пользоваться новыми функциями.',
        versionUpdateLinkAppStore: 'https://example.org/app/coffee/ios',
        versionUpdateLinkGogglePlay: 'https://example.org/app/coffee/android',
      },
      home: {
        contactsTitle: 'Кофейни',
        buttons: [
          { type: 'phone', title: 'Позвонить', value: phone },
          { type: 'feedback', title: 'Оставить отзыв' },
          { type: 'telegram', title: 'Telegram', value: 'https://t.me/example_coffee' },
          { type: 'viber', title: 'Viber', value: 'viber://chat?number=%2B375291234567' },
        ],
        social: [
          { type: 'insta', link: 'https://instagram.com/example_coffee' },
          { type: 'tg', link: 'https://t.me/example_coffee' },
          { type: 'tt', link: 'https://tiktok.com/@example_coffee' },
          { type: 'fb', link: 'https://facebook.com/example_coffee' },
        ],
      },
      auth: {
        phoneCountryCode: '375',
        tab: true,
        type: 'base',
        usePincode: false,
        pincodeLength: 5,
        pinLength: 6,
        useAgeDisclaimer: false,
        email: true,
        emailRequired: true,
        receiptToEmailModuleEnabled: false,
        smsTimeout: 45,
        successTimeout: 1500,
        title: 'Профиль',
        tabbarTitle: 'Я',
      },
      bonus: {
        groups: [
          { id: 1, name: 'Новичок', bonus: 5, orderSum: 0 },
          // above the demo customer's 37 × 20 BYN (server/seed/loyalty.ts): still «Новичок · 5 %»
          { id: 2, name: 'Постоянный гость', bonus: 7, orderSum: 1000 },
        ],
        homeBonusButtonType: 'button',
        homeBonusButtonText: 'Показать карту',
        showNextGroup: true,
      },
      stampcard: {
        blockTitle: 'Штамп-карта',
        showBlockTitle: true,
        title: 'Шестой кофе в подарок',
        text: 'Покупайте любой кофе и получайте штамп. За шесть штампов — напиток в подарок.',
        type: 'stamps',
        stampsToReward: 6,
        userStamps: 0,
        counterTitle: 'штампов',
        isReduced: false,
        reduceBy: 0,
        isDividerHidden: false,
      },
      gifts: { title: 'Подарки', openInPopup: true, itemsPerPage: 20, type: 'swiper', tab: true },
      getwallet: {
        title: 'Карта в Wallet',
        ios: 'https://example.org/wallet/coffee.pkpass',
        android: 'https://example.org/wallet/coffee/android',
        url: 'https://example.org/wallet/coffee',
      },
      referral: {
        title: 'Пригласить друга',
        type: 'firstOrder',
        refererReward: 'fix',
        refererBonus: 5,
        referalBonus: 3,
        levels: [{ level: 1, value: 5 }],
        isMultilevel: false,
        regDay: 30,
        message: 'Дарю 3 BYN на первый кофе в «Кофе Точка»! Промокод {code}. Приложение: {applink}',
        homeShowShare: true,
        menuShowShare: true,
        canEnterCode: true,
      },
      news: newsSettings.coffee,
      maps: mapsSettings.coffee,
      history: { title: 'История операций' },
      // Titles on the cards: two actions have no dates, a picture alone would not tell them apart.
      actions: { title: 'Акции кофейни', tab: false, cardShowTitle: true, cardCutTitle: true },
      specialoffer: specialOfferSettings('coffee'),
      notifications: { title: 'Уведомления', onesignal: '', version: 3, forceV3Migration: false },
      feedback: {
        title: 'Отзыв о кофейне',
        formText: 'Нам важно ваше мнение',
        enableCollectingNPSFeedback: false,
        enableThirdPartyFeedbackImprovement: false,
        feedbackShareThreshold: 10,
      },
      pages: { title: 'О кофейне' },
      panelmenu: {},
      settings: {},
    },
  },
  custom: {},
  branches: [
    {
      idBranch: 1,
      name: 'Кофе Точка на Независимости',
      address: 'Минск, пр-т Независимости, 48',
      description: 'Кофе навынос и 12 мест у окна',
      lat: 53.912,
      lng: 27.595,
      contactPhone: phone,
      ...hours('07:30', '22:00', { startTime: '09:00', endTime: '22:00' }),
      isPickpoint: true,
    },
    {
      idBranch: 2,
      name: 'Кофе Точка на Немиге',
      address: 'Минск, ул. Немига, 5',
      lat: 53.9045,
      lng: 27.553,
      contactPhone: '+375 29 123-45-68',
      ...hours('08:00', '21:00'),
      isPickpoint: true,
    },
    {
      idBranch: 3,
      name: 'Кофе Точка в ТЦ «Замок»',
      address: 'Минск, пр-т Победителей, 65',
      description: 'Островок на первом этаже у входа',
      lat: 53.9302,
      lng: 27.5102,
      contactPhone: '+375 29 123-45-69',
      ...hours('10:00', '22:00'),
      isPickpoint: false,
    },
  ],
  pages: [
    {
      idContent: 1,
      title: 'О кофейне',
      content: `<p><img src="/rest/image/about-coffee_coffee_croissant_cake/0/600/scale.png" alt=""></p>
<p>«Кофе Точка» — сеть кофеен у дома. Обжариваем зерно сами, раз в неделю, небольшими
партиями. Молоко — от фермы под Минском, есть растительное: овсяное, миндальное, кокосовое.</p>
<p>Покажите QR-код из приложения на кассе — получите баллы и штамп.</p>`,
    },
    {
      idContent: 2,
      title: 'Как работают баллы',
      content: `<ul>
<li>С каждой покупки возвращаем 5&nbsp;% баллами, постоянным гостям — 7&nbsp;%.</li>
<li>1 балл = 1 BYN. Баллами можно оплатить до 50&nbsp;% чека.</li>
<li>Баллы действуют 90 дней.</li>
<li>За каждый кофе — штамп. Шестой напиток — в подарок.</li>
</ul>`,
    },
    {
      idContent: 3,
      title: 'Пользовательское соглашение',
      content: `<p>Используя приложение, вы соглашаетесь с условиями программы лояльности и
обработкой персональных данных в целях её исполнения.</p>
<p>Полный текст соглашения доступен в любой кофейне сети по запросу.</p>`,
    },
  ],
}
