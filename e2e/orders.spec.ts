import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import {
  atNoon,
  choosePickup,
  fillBasket,
  latestOrder,
  productsOf,
  setOrderStatus,
} from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const msk = 'pizzeria-msk'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('pizzeria-msk:locale', '"ru"'))
})

async function startSignedIn(page: Page) {
  await atNoon(page)
  await choosePickup(page, msk)
  await signIn(page, msk)
}

test('repeat an order into a non-empty basket: the confirm clears it first', async ({ page }) => {
  await startSignedIn(page)
  const [other] = await productsOf(page, msk, 62)
  await fillBasket(page, msk, [{ id: other!.id, amount: 3 }])

  await page.goto(brandUrl(msk, '/catalog/history'))
  const list = page.getByRole('list', { name: 'Мои заказы' })
  // the demo user's finished past order (server/seed/orders.ts)
  await list.getByRole('button', { name: /Заказ №900/ }).click()
  await expect(page).toHaveURL(/\/catalog\/history\/body$/)
  await expect(page.getByRole('heading', { name: 'Заказ №900' })).toBeVisible()
  await expect(page.getByText('Выполнен')).toBeVisible()
  const items = page.getByRole('list', { name: 'Товары в заказе' }).getByRole('listitem')
  const names = await items.getByRole('heading').allTextContents()
  expect(names.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Повторить заказ' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Товары в корзине' })
  await expect(confirm).toContainText('Чтобы продолжить необходимо очистить корзину')
  await confirm.getByRole('button', { name: 'Очистить' }).click()

  await expect(page).toHaveURL(/\/catalog\/basket$/)
  const basket = page.getByRole('list', { name: 'Товары в корзине' })
  for (const name of names) await expect(basket).toContainText(name)
  await expect(basket).not.toContainText(other!.name)
})

// St Petersburg: no other test orders there, so the latest order is this test's own.
const spb = 'pizzeria-spb'

test('the status bar shows the new order on home and goes once it is done and closed', async ({
  page,
}) => {
  // an order placed and walked through four statuses: 42 s on a busy 2-core CI run
  test.setTimeout(90_000)
  await page.addInitScript(() => localStorage.setItem('pizzeria-spb:locale', '"ru"'))
  await atNoon(page)
  await choosePickup(page, spb)
  await signIn(page, spb)
  const [item] = await productsOf(page, spb, 21)
  await fillBasket(page, spb, [{ id: item!.id, amount: 1 }])
  await page.goto(brandUrl(spb, '/catalog/form'))
  await page.getByLabel('Время').selectOption({ index: 1 })
  await page.getByRole('radio', { name: 'При получении в ресторане' }).check()
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть' }).click()
  // the main tab follows (the catalog on this brand); the bar lives on home
  await expect(page).not.toHaveURL(/\/catalog\/form/)
  await page.goto(brandUrl(spb, '/'))

  const order = await latestOrder(page, spb)
  const bar = page.getByRole('region', { name: 'Статус заказа' })
  await expect(bar).toContainText(`Заказ №${order.orderNum}`)
  await expect(bar).toContainText('Новый')
  // not closable while new
  await expect(bar.getByRole('button', { name: 'Закрыть' })).toHaveCount(0)
  // survives a reload (order-status)
  await page.reload()
  await expect(bar).toContainText('Новый')

  await setOrderStatus(page, spb, order.id, 'process')
  await page.reload()
  await expect(bar).toContainText('Готовится')

  await setOrderStatus(page, spb, order.id, 'done')
  await page.reload()
  await expect(bar).toContainText('Выполнен')
  await bar.getByRole('button', { name: 'Закрыть' }).click()
  await expect(bar).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Наше меню' })).toBeVisible()
  await expect(bar).toBeHidden()
})
