/**
 * The app runs under its Content-Security-Policy without 'unsafe-eval' or 'unsafe-inline' for
 * scripts (issue 10; docs/adr/006-forms-without-eval.md): the page's header says so, and the
 * forms that once compiled their schemas with `new Function` (registration, checkout) validate
 * and submit with no CSP violation in the page.
 */
import { expect, test, type Page } from './test.ts'
import { signIn, skipStartupScreens } from './auth-helpers.ts'
import { atNoon, choosePickup, fillBasket, latestOrder, productsOf } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const msk = 'pizzeria-msk'

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const scriptSrc = (csp: string | null) => /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? ''

test('the app page allows scripts from its own origin only: no eval, no inline', async ({
  page,
}) => {
  for (const path of ['/', '/auth', '/catalog/form']) {
    const res = await page.goto(brandUrl(msk, path))
    const csp = res!.headers()['content-security-policy'] ?? null
    expect(csp, path).toContain('script-src')
    expect(scriptSrc(csp), path).toBe("'self'")
    expect(csp, path).not.toMatch(/(script|default)-src[^;]*'unsafe-(eval|inline)'/)
  }
})

test('registration validates and submits with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page)
  const digits = `795${String(Date.now() % 100_000_000).padStart(8, '0')}`
  const masked = `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`
  await skipStartupScreens(page.context(), msk)
  await page.goto(brandUrl(msk, '/auth'))
  await page.getByLabel('Номер телефона').fill(masked)
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible()

  // the validator runs: a name of digits gets the spec's words
  await page.getByLabel('Имя').fill('R2D2')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page.getByText('Разрешены только буквы')).toBeVisible()
  await page.getByLabel('Имя').fill('Тест')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page.getByLabel('Код из СМС')).toBeVisible()
  expect(await violations()).toEqual([])
})

test('checkout validates and places an order with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.addInitScript(() => localStorage.setItem('pizzeria-msk:locale', JSON.stringify('ru')))
  await atNoon(page)
  await choosePickup(page, msk)
  await signIn(page, msk)
  const [pizza] = await productsOf(page, msk, 21)
  await fillBasket(page, msk, [{ id: pizza!.id, amount: 1 }])

  await page.goto(brandUrl(msk, '/catalog/basket'))
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)
  const submit = page.getByRole('button', { name: /Оформить заказ/ })
  await expect(page.getByLabel('Время')).toBeVisible()
  // required time and payment type: the validator stops the first submit
  await submit.click()
  await expect(page.getByLabel('Время')).toBeFocused()
  await page.getByLabel('Время').selectOption({ index: 1 })
  await page.getByRole('radio', { name: 'При получении в ресторане' }).check()
  const comment = `csp ${Date.now()}`
  await page.getByLabel('Комментарий к заказу').fill(comment)
  await submit.click()
  await expect(page.getByRole('alertdialog').filter({ hasText: 'Спасибо за заказ!' })).toBeVisible()
  expect(await latestOrder(page, msk, (o) => o.comment === comment)).toMatchObject({
    receiveType: 'pickup',
  })
  expect(await violations()).toEqual([])
})
