/**
 * Issue 12, texts to the letter: the common error dialog's title and text when the server fails
 * without words of its own — a 5xx is 'Server Error' («Ошибка сервера») with the spec's server
 * text, a refused request (400) is 'Error' («Ошибка») with 'Invalid parameters' («Неверные
 * параметры»). The faults are injected on the phone step's call (coffee's sign-in).
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl } from './helpers.ts'
import { faultTexts, injectFault } from './fault-helpers.ts'

const coffee = 'coffee'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('coffee:locale', '"ru"'))
})

async function phoneStep(page: Page) {
  await page.goto(brandUrl(coffee, '/auth'))
  await page.getByLabel('Номер телефона').fill('+7 (999) 000-00-01')
}

test('a 500 without words: «Ошибка сервера» with the spec’s server text', async ({ page }) => {
  await phoneStep(page)
  const fault = await injectFault(page, 'check-if-user-exists', '500')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Ошибка сервера' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(faultTexts.server)
  await fault.release()
})

test('a 400 without words: «Ошибка» with «Неверные параметры»', async ({ page }) => {
  await phoneStep(page)
  await page.route(/\/rest\/mobile\/v53\/check-if-user-exists(\?|$)/, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fallback()
      : route.fulfill({ status: 400, contentType: 'text/html', body: '<h1>400 Bad Request</h1>' }),
  )
  await page.getByRole('button', { name: 'Продолжить' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Ошибка', exact: true })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Неверные параметры')
})
