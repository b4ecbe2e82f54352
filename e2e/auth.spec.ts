/**
 * The auth module end to end on the real server (demo mode), one brand per auth type:
 * pizzeria-msk (sms), pizzeria-spb (call + PIN), coffee (base, e-mail required), sushi (sms +
 * PIN + age limit 18). Texts are the ru ones of the spec.
 */
import { expect, test, type Page } from './test.ts'
import {
  brandAuth,
  DEMO_PHONE,
  pinPad,
  signIn,
  skipStartupScreens,
  typePin,
  watchDebugCodes,
} from './auth-helpers.ts'
import { brandUrl } from './helpers.ts'

/** A number nobody has: +7 (95x) xxx-xx-xx, unique per test run and call. */
let seq = 0
function newPhone(): { masked: string; digits: string } {
  const n = String((Date.now() % 10_000_000) * 10 + (seq++ % 10))
    .padStart(8, '0')
    .slice(-8)
  const digits = `795${n}`
  const masked = `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`
  return { masked, digits }
}

async function openProfile(page: Page, client: string) {
  await page.goto(brandUrl(client, '/profile/'))
}

async function startRegistration(page: Page, client: string, masked: string) {
  await skipStartupScreens(page.context(), client)
  await page.goto(brandUrl(client, '/auth'))
  await page.getByLabel('Номер телефона').fill(masked)
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible()
  // the phone comes from the route and cannot be changed
  await expect(page.getByLabel('Телефон')).toHaveValue(masked)
  await expect(page.getByLabel('Телефон')).toHaveAttribute('readonly', '')
}

const success = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('sign in, one brand per auth type', () => {
  for (const client of ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']) {
    test(`${client} (${brandAuth(client).type}${brandAuth(client).usePincode ? ' + PIN' : ''})`, async ({
      page,
    }) => {
      await signIn(page, client)
      await openProfile(page, client)
      await expect(page.getByText(DEMO_PHONE)).toBeVisible()
      await expect(page.getByText('Демо Покупатель')).toBeVisible()
      await expect(page.getByText('15 мая 1990')).toBeVisible()
    })
  }
})

test('sms: register, a wrong code gets the spec’s words and a cleared input, paste the right one', async ({
  page,
}) => {
  const { masked } = newPhone()
  const codes = watchDebugCodes(page)
  await startRegistration(page, 'pizzeria-msk', masked)
  await page.getByLabel('Имя').fill('Тест')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()

  const input = page.getByLabel('Код из СМС')
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByText(`Мы отправили СМС с кодом на номер ${masked}`)).toBeVisible()
  await expect(page.getByText(/Получить новый код можно через \d+ сек\./)).toBeVisible()
  await expect.poll(codes.last).toMatch(/^\d{5}$/)
  const right = codes.last()!
  await input.fill(right === '12345' ? '54321' : '12345')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Указан неверный код')
  await expect(input).toHaveValue('')
  await dialog.getByRole('button', { name: 'Закрыть' }).click()
  await expect(input).toBeFocused()
  // a pasted message gives its digits
  await page.evaluate((code) => {
    const data = new DataTransfer()
    data.setData('text', `Ваш код: ${code}`)
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, right)
  await expect(success(page, 'Регистрация завершена')).toBeVisible()
  await expect(success(page, 'Регистрация завершена')).toBeHidden()
  await openProfile(page, 'pizzeria-msk')
  await expect(page.getByText(masked)).toBeVisible()
  await expect(page.getByText('Тест', { exact: true })).toBeVisible()
})

test('call + PIN: wrong call digits, then a PIN set by the forgotten-PIN code, used to sign in', async ({
  page,
}) => {
  // A whole account's life in one flow (register, sign out, sign in, change): ~30 steps.
  test.slow()
  const { masked } = newPhone()
  const codes = watchDebugCodes(page)
  await startRegistration(page, 'pizzeria-spb', masked)
  await page.getByLabel('Имя').fill('Пин')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  // PIN mode: the PIN is set (and repeated) before the phone is confirmed
  await expect(page.getByRole('heading', { name: 'Придумайте PIN-код' })).toBeVisible()
  await typePin(page, '111111')
  await expect(page.getByRole('heading', { name: 'Повторите PIN-код' })).toBeVisible()
  await typePin(page, '222222')
  const mismatch = page.getByRole('alertdialog')
  await expect(mismatch).toContainText('PIN-коды не совпадают')
  await mismatch.getByRole('button', { name: 'Закрыть' }).click()
  await expect(page.getByRole('heading', { name: 'Придумайте PIN-код' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Введено 0 из 6 цифр' })).toBeVisible()
  await typePin(page, '135790')
  await typePin(page, '135790')

  // a call brand: the last 4 digits of the calling number
  const input = page.getByLabel('Последние 4 цифры номера')
  await expect(input).toBeVisible()
  await expect.poll(codes.last).toMatch(/^\d{4}$/)
  const right = codes.last()!
  await input.fill(right === '0000' ? '0001' : '0000')
  await expect(page.getByRole('alertdialog')).toContainText('Неверные 4 последние цифры номера')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть' }).click()
  await expect(input).toHaveValue('')
  await input.fill(right)
  await expect(success(page, 'Регистрация завершена')).toBeVisible()
  await expect(success(page, 'Регистрация завершена')).toBeHidden()

  // log out, then the PIN signs in
  await openProfile(page, 'pizzeria-spb')
  await page.getByRole('button', { name: 'Выйти' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти' }).click()
  // spec: after logout the tabs reset to the default tab (catalog on this brand)
  await expect(page.getByRole('heading', { name: 'Меню', level: 1 })).toBeVisible()
  await page.goto(brandUrl('pizzeria-spb', '/auth'))
  await page.getByLabel('Номер телефона').fill(masked)
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('heading', { name: 'Введите PIN-код' })).toBeVisible()
  await typePin(page, '135791')
  await expect(page.getByRole('alertdialog')).toContainText('Неверный PIN-код')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть' }).click()
  await expect(page.getByRole('img', { name: 'Введено 0 из 6 цифр' })).toBeVisible()
  // the keyboard's digits work too
  await page.keyboard.type('135790')
  await expect(success(page, 'Вход выполнен')).toBeVisible()
  await expect(success(page, 'Вход выполнен')).toBeHidden()
  await openProfile(page, 'pizzeria-spb')
  await expect(page.getByText(masked)).toBeVisible()

  // change the PIN from the profile
  await page.getByRole('button', { name: 'Сменить PIN-код' }).click()
  await typePin(page, '246802')
  await typePin(page, '246802')
  await expect(success(page, 'PIN-код изменён')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Сменить PIN-код' })).toBeVisible()
})

test('base: register with a required e-mail, edit the profile, toggle receipts, delete the account', async ({
  page,
}) => {
  // A whole account's life in one flow (register, sign out, sign in, change): ~30 steps.
  test.slow()
  const { masked, digits } = newPhone()
  await startRegistration(page, 'coffee', masked)
  // spec: email required on this brand, promo code (referral canEnterCode), password for base
  await page.getByLabel('Имя').fill('Мария')
  await page.getByLabel('Фамилия').fill('Иванова')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  // blocks on invalid fields and focuses the first one
  await expect(page.getByLabel('E-mail')).toBeFocused()
  await page.getByLabel('E-mail').fill('maria@example.org')
  await page.getByLabel('Промокод').fill('X'.repeat(17))
  await page.getByLabel('Пароль').fill('abc')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page.getByText('Макс. кол-во символов: 16')).toBeVisible()
  await expect(page.getByText('Мин. кол-во символов: 4')).toBeVisible()
  await page.getByLabel('Промокод').fill('')
  await page.getByLabel('Пароль').fill('maria-2024')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(success(page, 'Регистрация завершена')).toBeVisible()
  await expect(success(page, 'Регистрация завершена')).toBeHidden()

  await openProfile(page, 'coffee')
  await expect(page.getByText('Мария Иванова')).toBeVisible()
  await expect(page.getByText('maria@example.org')).toBeVisible()

  // edit: save stays disabled until something changes; an empty password keeps the old one
  await page.getByRole('button', { name: 'Редактировать' }).click()
  const save = page.getByRole('button', { name: 'Сохранить' })
  await expect(page.getByLabel('Имя')).toHaveValue('Мария')
  await expect(save).toBeDisabled()
  await page.getByLabel('Фамилия').fill('Петрова')
  await page.getByLabel('Дата рождения').fill('03041992')
  await expect(page.getByLabel('Дата рождения')).toHaveValue('03.04.1992')
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible()
  await expect(page.getByText('Мария Петрова')).toBeVisible()
  await expect(page.getByText('3 апреля 1992')).toBeVisible()

  // the old password still signs in on another device
  const other = await page.context().browser()!.newPage()
  await signIn(other, 'coffee', { phone: masked, password: 'maria-2024' })
  await other.close()

  // delete: confirm, then a guest; the number is free again
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Удалить аккаунт?')
  await confirm.getByRole('button', { name: 'Удалить' }).click()
  // a forced logout: back on the default tab, a guest
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await page.goto(brandUrl('coffee', '/auth'))
  await page.getByLabel('Номер телефона').fill(`+${digits}`)
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible()
})

test('base: wrong password is cleared; reset shows the one-time password and its delay', async ({
  page,
}) => {
  await skipStartupScreens(page.context(), 'coffee')
  await page.goto(brandUrl('coffee', '/auth'))
  await page.getByLabel('Номер телефона').fill('+7 (999) 000-00-01')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  const password = page.getByLabel('Пароль', { exact: true })
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Укажите пароль' })).toBeVisible()
  await password.fill('not-it')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Неверный логин или пароль')
  await expect(password).toHaveValue('')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть' }).click()
  await expect(password).toBeFocused()

  await page.getByRole('button', { name: 'Забыли пароль?' }).click()
  const note = page.getByRole('alert').filter({ hasText: 'Новый пароль отправлен в СМС' })
  await expect(note).toContainText(/Код: \d{5}/)
  const code = /Код: (\d{5})/.exec((await note.textContent()) ?? '')![1]!
  await page.getByRole('button', { name: 'Забыли пароль?' }).click()
  await expect(page.getByText(/Повторный запрос возможен через \d+ сек\./)).toBeVisible()
  await password.fill(code)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(success(page, 'Вход выполнен')).toBeVisible()
})

test('sms + PIN + age limit: age check, welcome, registration with a birthday', async ({
  browser,
}) => {
  // a first run: nothing passed yet
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  const codes = watchDebugCodes(page)
  await page.goto(brandUrl('sushi'))
  const age = page.getByRole('dialog', { name: 'Проверка возраста' })
  await expect(age.getByText('Вам уже исполнилось 18?')).toBeVisible()
  // the shell under it is out of reach
  await expect(
    page.getByRole('navigation', { name: 'Вкладки' }).locator('xpath=ancestor::*[@inert]'),
  ).toHaveCount(1)
  await age.getByRole('button', { name: 'Да' }).click()

  const welcome = page.getByRole('dialog', { name: 'Добро пожаловать!' })
  await expect(welcome).toBeVisible()
  await welcome.getByRole('button', { name: 'Войти' }).click()
  // the sign-in popup
  const popup = page.getByRole('dialog', { name: 'Вход' })
  const { masked } = newPhone()
  await popup.getByLabel('Номер телефона').fill(masked)
  await popup.getByRole('button', { name: 'Продолжить' }).click()
  await popup.getByLabel('Имя').fill('Юрий')
  await popup.getByLabel('Дата рождения').fill('01.02.2015')
  await popup.getByRole('button', { name: 'Зарегистрироваться' }).click()
  const tooYoung = page.getByRole('alertdialog')
  await expect(tooYoung).toContainText(
    'К сожалению, приложением можно пользоваться только с 18 лет',
  )
  await tooYoung.getByRole('button', { name: 'Закрыть' }).click()
  await expect(popup.getByLabel('Дата рождения')).toBeFocused()
  await popup.getByLabel('Дата рождения').fill('01.02.1995')
  await popup.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(popup.getByRole('heading', { name: 'Придумайте PIN-код' })).toBeVisible()
  await typePin(page, '1357')
  await typePin(page, '1357')
  await expect(popup.getByLabel('Код из СМС')).toBeVisible()
  await expect.poll(codes.last).toMatch(/^\d{5}$/)
  await popup.getByLabel('Код из СМС').fill(codes.last()!)
  await expect(popup.getByRole('status')).toContainText('Регистрация завершена')
  await expect(popup).toBeHidden()

  // answers are kept: a reload asks nothing
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(brandUrl('sushi', '/profile/'))
  await expect(page.getByText('1 февраля 1995')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Сменить PIN-код' })).toBeVisible()
  await context.close()
})

test('age check: No leads to the not-passed screen', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto(brandUrl('sushi'))
  await page.getByRole('button', { name: 'Нет' }).click()
  await expect(
    page.getByText('К сожалению, приложением можно пользоваться только с 18 лет'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Закрыть' })).toBeVisible()
  await context.close()
})

test('the profile tab: a sign-in started there comes back to it', async ({ page }) => {
  await skipStartupScreens(page.context(), 'pizzeria-msk')
  await page.goto(brandUrl('pizzeria-msk'))
  const tabs = page.getByRole('navigation', { name: 'Вкладки' })
  // A guest reads 'Войти' on it, over the brand's own title 'Профиль' (spec: sign-in or profile).
  const signInTab = tabs.getByRole('link', { name: 'Войти' })
  await expect(signInTab).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Профиль' })).toHaveCount(0)
  await signInTab.click()
  await expect(page.getByLabel('Номер телефона')).toBeVisible()
  // The sign-in screen is «Вход», not the brand's profile title (issue 12).
  await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Профиль' })).toHaveCount(0)
  const codes = watchDebugCodes(page)
  await page.getByLabel('Номер телефона').fill('+7 (999) 000-00-01')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect.poll(codes.last).toBe('11111')
  await page.getByLabel('Код из СМС').fill('11111')
  await expect(success(page, 'Вход выполнен')).toBeVisible()
  // the flow started on the profile tab: it comes back to it, now with the user
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible()
  await expect(page.getByText('Демо Покупатель')).toBeVisible()
  await expect(pinPad(page)).toHaveCount(0)
  await expect(tabs.getByRole('link', { name: 'Профиль' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Войти' })).toHaveCount(0)
})
