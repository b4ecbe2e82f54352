/**
 * The chosen pickup point speaks the customer's language: picked in Russian, it reads in English
 * once the customer switches (app data comes again in English and the stored point is taken as
 * app data now has it), and after a reload.
 */
import { expect, test } from './test.ts'
import { choosePickup } from './checkout-helpers.ts'
import { brandUrl, chooseLanguage } from './helpers.ts'

const client = 'pizzeria-msk'

test('a pickup point chosen in Russian reads in English after switching the language', async ({
  page,
}) => {
  await choosePickup(page, client)
  await page.goto(brandUrl(client, '/catalog/'))
  await expect(
    page.getByRole('button', { name: /Самовывоз.*Пицца Марио на Тверской/ }),
  ).toBeVisible()

  await chooseLanguage(page, 'English')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()

  await page.goto(brandUrl(client, '/catalog/'))
  const point = page.getByRole('button', { name: /Pickup.*Pizza Mario on Tverskaya/ })
  await expect(point).toBeVisible()
  await expect(page.getByText(/Тверской/)).toHaveCount(0)
  await page.reload()
  await expect(point).toBeVisible()
})
