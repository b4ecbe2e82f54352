/**
 * The server's own texts, ru (default) and en, chosen by Accept-Language. A tiny table on
 * purpose: the app translates everything it shows itself; these are the error messages the
 * API returns in `{status: 'error', message}`.
 */
export type Locale = 'ru' | 'en'

export function localeOf(acceptLanguage: string | null | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'ru'
}

const messages = {
  unknownClient: {
    ru: 'Приложение «{client}» не найдено',
    en: 'App “{client}” was not found',
  },
  noClient: {
    ru: 'Не указано приложение: откройте адрес вида {client}.{host} или добавьте ?client=',
    en: 'No app given: use an address like {client}.{host} or add ?client=',
  },
  notFound: { ru: 'Метод не найден', en: 'Method not found' },
  badJson: {
    ru: 'Тело запроса не является корректным JSON',
    en: 'The request body is not valid JSON',
  },
  badRequest: { ru: 'Некорректный запрос: {details}', en: 'Bad request: {details}' },
  badInt: {
    ru: 'Некорректный запрос: «{field}» должно быть целым числом от {min} до {max}',
    en: 'Bad request: “{field}” must be a whole number from {min} to {max}',
  },
  badText: {
    ru: 'Некорректный запрос: поле «{field}» содержит недопустимые символы',
    en: 'Bad request: field “{field}” contains characters that are not allowed',
  },
  tooLarge: {
    ru: 'Слишком большой запрос: не больше {kb} КБ',
    en: 'The request is too large: {kb} KB at most',
  },
  tooManyRequests: {
    ru: 'Слишком много запросов. Повторите через {seconds} сек.',
    en: 'Too many requests. Try again in {seconds} s',
  },
  badImage: {
    ru: 'Размеры изображения должны быть целыми числами от 0 до {max}',
    en: 'Image sizes must be whole numbers from 0 to {max}',
  },
  serverError: {
    ru: 'Произошла ошибка на сервере. Пожалуйста, попробуйте еще раз.',
    en: 'An error occurred on the server. Please try again.',
  },
  // Validation: "{field}" is the field's path in the body.
  'v.required': { ru: 'поле «{field}» обязательно', en: 'field “{field}” is required' },
  'v.type': {
    ru: 'поле «{field}» должно быть типа {type}',
    en: 'field “{field}” must be of type {type}',
  },
  'v.maxLength': {
    ru: 'поле «{field}»: макс. кол-во символов {limit}',
    en: 'field “{field}”: max. num. of chars {limit}',
  },
  'v.minLength': {
    ru: 'поле «{field}»: мин. кол-во символов {limit}',
    en: 'field “{field}”: min. num. of chars {limit}',
  },
  'v.minimum': {
    ru: 'поле «{field}» должно быть не меньше {limit}',
    en: 'field “{field}” must be at least {limit}',
  },
  'v.maximum': {
    ru: 'поле «{field}» должно быть не больше {limit}',
    en: 'field “{field}” must be at most {limit}',
  },
  'v.maxItems': {
    ru: 'поле «{field}»: не больше {limit} элементов',
    en: 'field “{field}”: {limit} items at most',
  },
  'v.pattern': {
    ru: 'поле «{field}» имеет неверный формат',
    en: 'field “{field}” has an invalid format',
  },
  'v.enum': {
    ru: 'поле «{field}» должно быть одним из: {values}',
    en: 'field “{field}” must be one of: {values}',
  },
  'v.additionalProperties': {
    ru: 'лишнее поле «{field}»',
    en: 'unexpected field “{field}”',
  },
  'v.other': { ru: 'поле «{field}» неверно', en: 'field “{field}” is invalid' },
  // The spec's shared validators (accounts-loyalty §5), same words as the app's.
  'v.phone': {
    ru: 'поле «{field}»: неверный формат номера',
    en: 'field “{field}”: invalid number format',
  },
  'v.alpha': {
    ru: 'поле «{field}»: допускаются только буквы',
    en: 'field “{field}”: only letters are allowed',
  },
  'v.date': {
    ru: 'поле «{field}»: неверный формат даты',
    en: 'field “{field}”: invalid date format',
  },
  'v.digits': {
    ru: 'поле «{field}»: допускаются только цифры',
    en: 'field “{field}”: only numbers are allowed',
  },
  'v.email': { ru: 'поле «{field}»: неверный e-mail', en: 'field “{field}”: invalid e-mail' },
  // Catalog (server/routes/catalog.ts, admin.ts)
  productNotFound: { ru: 'Товар не найден', en: 'Product not found' },
  variationNotFound: { ru: 'Такого варианта товара нет', en: 'There is no such product option' },
  adminForbidden: { ru: 'Доступ запрещён', en: 'Access denied' },
  // Push (server/routes/push.ts)
  badPushToken: {
    ru: 'Подписка на уведомления не подходит',
    en: 'The push subscription is not valid',
  },
  badPushTags: {
    ru: 'Метки подписки не относятся к этому устройству',
    en: 'The subscription tags do not belong to this device',
  },
  pushNotFound: { ru: 'Уведомление не найдено', en: 'The notification was not found' },
  // Loyalty (server/routes/loyalty.ts)
  needRegister: {
    ru: 'Войдите или зарегистрируйтесь, чтобы продолжить',
    en: 'Sign in or register to continue',
  },
  insufficientPoints: { ru: 'Недостаточно баллов', en: 'Not enough points' },
  giftNotFound: {
    ru: 'Подарок или купон не найден',
    en: 'The gift or coupon was not found',
  },
  operationNotFound: { ru: 'Операция не найдена', en: 'The operation was not found' },
  // Feedback (server/routes/feedback.ts)
  branchNotFound: { ru: 'Филиал не найден', en: 'The branch was not found' },
  branchRequired: { ru: 'Выберите филиал', en: 'Choose a branch' },
  feedbackExists: {
    ru: 'Вы уже оценили этот визит',
    en: 'You have already rated this visit',
  },
  // Actions (server/routes/actions.ts)
  actionNotFound: {
    ru: 'Акция не найдена или уже закончилась',
    en: 'The promotion was not found or has ended',
  },
  actionNoBonus: { ru: 'У этой акции нет баллов', en: 'This promotion has no points' },
  actionBonusActivated: {
    ru: 'Баллы по этой акции уже активированы',
    en: 'The points of this promotion are already activated',
  },
  // News (server/routes/news.ts): the spec's not-found text, shown by the app as it is.
  newsNotFound: {
    ru: 'Упс! Новость, которую вы ищете, недоступна',
    en: 'Oops! The news you were looking for is not available',
  },
  promoInvalid: { ru: 'Промокод не найден', en: 'The promo code was not found' },
  promoOwn: {
    ru: 'Нельзя ввести собственный промокод',
    en: 'You cannot enter your own promo code',
  },
  promoUsed: {
    ru: 'Вы уже вводили промокод',
    en: 'You have already entered a promo code',
  },
  // Auth (accounts-loyalty §8: the spec's words where it gives them).
  badPhone: { ru: 'Укажите правильный телефон', en: 'Enter a valid phone number' },
  noPassword: { ru: 'Укажите пароль', en: 'Enter the password' },
  badCode: { ru: 'Указан неверный код', en: 'The code is wrong' },
  badCallCode: {
    ru: 'Неверные 4 последние цифры номера',
    en: 'Wrong last 4 digits of the calling number',
  },
  badLogin: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  badPin: { ru: 'Неверный PIN-код', en: 'Wrong PIN' },
  codeExpired: {
    ru: 'Срок действия кода истёк. Запросите новый код',
    en: 'The code has expired. Request a new one',
  },
  resendDelay: {
    ru: 'Повторный запрос возможен через {seconds} сек.',
    en: 'You can request it again in {seconds} s',
  },
  authSlowDown: {
    ru: 'Слишком много неудачных попыток. Повторите через {seconds} сек.',
    en: 'Too many failed attempts. Try again in {seconds} s',
  },
  tooManyCodes: {
    ru: 'Слишком много запросов кода. Повторите через {minutes} мин.',
    en: 'Too many code requests. Try again in {minutes} min',
  },
  authLocked: {
    ru: 'Слишком много неудачных попыток. Повторите через {minutes} мин.',
    en: 'Too many failed attempts. Try again in {minutes} min',
  },
  userNotFound: { ru: 'Пользователь не найден', en: 'The user was not found' },
  userExists: {
    ru: 'Пользователь с таким номером уже зарегистрирован',
    en: 'A user with this number is already registered',
  },
  noDevice: {
    ru: 'Устройство не зарегистрировано. Перезапустите приложение',
    en: 'The device is not registered. Restart the app',
  },
  signInRequired: { ru: 'Войдите в аккаунт', en: 'Please sign in' },
  tooYoung: {
    ru: 'Приложением можно пользоваться с {age} лет',
    en: 'You must be at least {age} years old',
  },
  birthdayRequired: { ru: 'Укажите дату рождения', en: 'Enter your date of birth' },
  emailRequired: { ru: 'Укажите e-mail', en: 'Enter your e-mail' },
  receiptNeedsEmail: {
    ru: 'Чтобы получать чеки, укажите e-mail в профиле',
    en: 'Add an e-mail to your profile to get receipts',
  },
  passwordSent: {
    ru: 'Новый пароль отправлен в СМС',
    en: 'A new password has been sent by SMS',
  },
  // Related regions (send-client-to-related)
  relatedNotAllowed: {
    ru: 'Переход в регион «{domain}» недоступен',
    en: 'Switching to the region “{domain}” is not available',
  },
  relatedUnavailable: {
    ru: 'Не удалось перенести аккаунт в выбранный регион',
    en: 'Could not move the account to the chosen region',
  },
  // Orders (server/routes/orders.ts, server/orders/)
  orderingOff: { ru: 'Заказы сейчас не принимаются', en: 'Orders are not accepted now' },
  orderProductsChanged: {
    ru: 'Корзина изменилась: некоторых товаров больше нет в продаже',
    en: 'The basket has changed: some items are no longer on sale',
  },
  orderNotForSale: {
    ru: 'Некоторые товары недоступны для выбранного способа получения',
    en: 'Some items are not available for the chosen way of receiving',
  },
  orderSoldOut: { ru: 'Товар «{name}» закончился', en: '“{name}” is sold out' },
  orderBadPoints: {
    ru: 'Неверное количество баллов для оплаты',
    en: 'Wrong number of points to pay with',
  },
  orderPointsOff: {
    ru: 'Оплата баллами недоступна',
    en: 'Paying with points is not available',
  },
  orderPointsTooMany: {
    ru: 'Баллами можно оплатить не больше {max}',
    en: 'Points may pay at most {max}',
  },
  orderNoBranch: { ru: 'Нет филиала для заказа', en: 'There is no branch to order from' },
  orderBranchRequired: { ru: 'Выберите пункт самовывоза', en: 'Choose a pickup point' },
  orderAddressRequired: { ru: 'Укажите адрес доставки', en: 'Enter the delivery address' },
  orderOutOfZone: {
    ru: 'Ваш адрес не входит в зону доставки',
    en: 'Your address is outside the delivery area',
  },
  orderInexact: {
    ru: 'Не удалось определить адрес. Пожалуйста, уточните адрес вручную.',
    en: 'We could not determine the address. Please specify the address manually.',
  },
  orderZoneFailed: { ru: 'Ошибка проверки зоны доставки', en: 'Delivery area check failed' },
  orderReceiveUnavailable: {
    ru: 'Этот способ получения недоступен',
    en: 'This way of receiving is not available',
  },
  orderTimeRequired: { ru: 'Выберите время', en: 'Choose a time' },
  orderClosed: {
    ru: 'Доставка недоступна в это время',
    en: 'Delivery is not available at this time',
  },
  orderBadTime: {
    ru: 'Выбранное время недоступно, выберите другое',
    en: 'The chosen time is not available, choose another one',
  },
  orderBelowMinOrder: {
    ru: 'Сумма заказа меньше минимальной',
    en: 'The order is below the minimum',
  },
  orderPaymentTypeRequired: { ru: 'Выберите способ оплаты', en: 'Choose a payment method' },
  orderEmailRequired: {
    ru: 'Укажите e-mail для чека',
    en: 'Enter an e-mail for the receipt',
  },
  orderBadReturnUrl: {
    ru: 'Неверный адрес возврата после оплаты',
    en: 'Wrong return address after the payment',
  },
  orderIdempotencyConflict: {
    ru: 'Этот заказ уже отправлен с другими данными',
    en: 'This order was already sent with other data',
  },
  orderTooManyOfProduct: {
    ru: 'Товара «{name}» можно заказать не больше {max} шт.',
    en: 'At most {max} of “{name}” per order',
  },
  orderNotFound: { ru: 'Заказ не найден', en: 'Order not found' },
  orderBadStatus: {
    ru: 'Нельзя перевести заказ из статуса {from} в {to}',
    en: 'An order cannot go from {from} to {to}',
  },
  bookingOff: { ru: 'Бронирование недоступно', en: 'Booking is not available' },
  bookingBadBranch: {
    ru: 'Этот ресторан не принимает бронирования',
    en: 'This branch does not take bookings',
  },
  bookingBadService: { ru: 'Такой услуги нет', en: 'There is no such service' },
  bookingPastDate: {
    ru: 'Дата визита уже прошла',
    en: 'The visit date has already passed',
  },
} satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof messages

const typeNames: Record<string, Record<Locale, string>> = {
  string: { ru: 'строка', en: 'string' },
  number: { ru: 'число', en: 'number' },
  integer: { ru: 'целое число', en: 'integer' },
  boolean: { ru: 'логическое значение', en: 'boolean' },
  object: { ru: 'объект', en: 'object' },
  array: { ru: 'массив', en: 'array' },
  null: { ru: 'null', en: 'null' },
}

export function typeName(type: string, locale: Locale): string {
  return type
    .split(',')
    .map((t) => typeNames[t]?.[locale] ?? t)
    .join(locale === 'ru' ? ' или ' : ' or ')
}

export function t(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  )
}
