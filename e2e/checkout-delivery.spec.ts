/**
 * A delivery order end to end: address through the delivery popup, the map block on the form,
 * points by order, the order on the server (spec catalog §2 elements 8, 10; §4 Checkout sequence).
 */
import { expect, test } from './test.ts'
import { signIn } from './auth-helpers.ts'
import {
  atNoon,
  balance,
  deliverToTverskaya12,
  fillBasket,
  latestOrder,
  productsOf,
  toCheckoutForm,
} from './checkout-helpers.ts'

const msk = 'pizzeria-msk'

test('delivery order to a chosen address, paid partly with points by order', async ({ page }) => {
  await page.context().addInitScript((c) => {
    localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
  }, msk)
  await atNoon(page)
  await signIn(page, msk)

  // Delivery address through the popup.
  await deliverToTverskaya12(page, msk)

  // Enough for the delivery minimum order (700 ₽).
  const [pizza] = await productsOf(page, msk, 21)
  await fillBasket(page, msk, [{ id: pizza!.id, amount: 5 }])
  const before = await balance(page, msk)

  await toCheckoutForm(page, msk)
  // The map block for the zone check shows the address.
  await expect(page.getByRole('region', { name: 'Карта' })).toBeVisible()
  await expect(page.getByText('Москва, ул Тверская, д 12').first()).toBeVisible()

  await page.getByRole('button', { name: /Оплатить баллами/ }).click()
  await page.getByLabel('Сколько баллов списать').fill('30')
  await page.getByRole('button', { name: /Применить баллы/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)

  const time = page.getByLabel('Время')
  if (await time.count()) await time.selectOption({ index: 1 })
  await page.getByRole('radio', { name: 'Наличными курьеру' }).check()
  await page.getByLabel('Комментарий к заказу').fill('Доставка, e2e')
  await page.getByRole('button', { name: /Оформить заказ/ }).click()

  await expect(page.getByRole('alertdialog').filter({ hasText: 'Спасибо за заказ!' })).toBeVisible()
  const order = await latestOrder(page, msk, (o) => o.comment === 'Доставка, e2e')
  expect(order).toMatchObject({ receiveType: 'delivery', payedBonuses: 30, status: 'new' })
  expect(await balance(page, msk)).toBe(before - 30)
})
