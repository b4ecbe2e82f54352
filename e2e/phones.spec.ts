/**
 * The app starts on real phones (issue 10): half of the browser matrix (e2e/phones.ts;
 * the other half is e2e/phones-more.spec.ts), and a refused device registration.
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl } from './helpers.ts'
import { brands, definePhoneBrowsers, expectHome, isDeviceRegister } from './phones.ts'

definePhoneBrowsers(0)

test.describe('a refused registration (fault injected)', () => {
  // What every real phone got before issue 10: 400 for a model over 128 characters.
  const refuse = (page: Page) =>
    page.route(/\/device-register(\?|$)/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          message: 'поле «model»: макс. кол-во символов 128',
        }),
      }),
    )

  test('a guest still reaches the home screen; signing in registers again', async ({ page }) => {
    await refuse(page)
    const brand = brands.find((b) => b.client === 'pizzeria-msk')!
    await page.goto(brandUrl(brand.client))
    await expectHome(page, brand)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)

    // On the way to sign in (which needs the device's token) the registration runs again.
    await page.unroute(/\/device-register(\?|$)/)
    const again = page.waitForRequest(isDeviceRegister)
    await page
      .getByRole('navigation', { name: 'Вкладки' })
      .getByRole('link', { name: 'Войти' })
      .click()
    expect((await (await again).response())?.status()).toBe(200)
    await expect(page.getByLabel('Номер телефона')).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
  })

  test('with app data failing too: «ошибка соединения», and «Повторить» ends in the error dialog', async ({
    page,
  }) => {
    await refuse(page)
    await page.route(/\/rest\/mobile\/v53\/app(\?|$)/, (route) =>
      route.abort('internetdisconnected'),
    )
    await page.goto(brandUrl('coffee'))
    await expect(page.getByText('ошибка соединения')).toBeVisible()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expect(page.getByText('ошибка соединения')).toBeVisible()

    // Once the network is back, «Повторить» loads the app.
    await page.getByRole('alertdialog').getByRole('button').first().click()
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  })
})
