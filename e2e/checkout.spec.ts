import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import {
  atNoon,
  balance,
  choosePickup,
  fillBasket,
  latestOrder,
  productsOf,
} from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const msk = 'pizzeria-msk'

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    for (const c of ['pizzeria-msk', 'sushi'])
      localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
  })
})

test('pickup order paid with points by order', async ({ page }) => {
  await atNoon(page)
  await choosePickup(page, msk)
  await signIn(page, msk)
  const [pizza] = await productsOf(page, msk, 21)
  await fillBasket(page, msk, [{ id: pizza!.id, amount: 2 }])
  const before = await balance(page, msk)
  expect(before).toBeGreaterThan(60)

  await page.goto(brandUrl(msk, '/catalog/basket'))
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)

  await page.getByRole('button', { name: /Оплатить баллами/ }).click()
  await expect(page).toHaveURL(/\/catalog\/bonus-order$/)
  const field = page.getByLabel('Сколько баллов списать')
  await field.fill('999999')
  // clamped to the maximum (30 % of the order, the balance, the total minus 1)
  const max = Number(await field.inputValue())
  expect(max).toBeGreaterThan(0)
  expect(max).toBeLessThan(999999)
  await field.fill('50')
  await page.getByRole('button', { name: /Применить баллы/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)
  await expect(page.getByText('Оплачено баллами')).toBeVisible()

  // submit: time and payment type are required
  const submit = page.getByRole('button', { name: /Оформить заказ/ })
  await submit.click()
  await expect(page.getByLabel('Время')).toBeFocused()
  await page.getByLabel('Время').selectOption({ index: 1 })
  await page.getByRole('radio', { name: 'При получении в ресторане' }).check()
  await page.getByLabel('Комментарий к заказу').fill('  Позвоните, пожалуйста  ')
  await submit.click()

  const done = page.getByRole('alertdialog').filter({ hasText: 'Спасибо за заказ!' })
  await expect(done).toBeVisible()
  // trimmed on submit; it also tells this order from the other tests' (same demo user)
  const order = await latestOrder(page, msk, (o) => o.comment === 'Позвоните, пожалуйста')
  expect(order).toMatchObject({ payedBonuses: 50, receiveType: 'pickup', status: 'new' })
  expect(order.products).toEqual([{ ...order.products[0], id: pizza!.id, qty: 2 }])
  expect(await balance(page, msk)).toBe(before - 50)
  await done.getByRole('button').first().click()
  // the basket is cleared and the main tab follows
  await expect(page).toHaveURL(brandUrl(msk, '/'))
  await expect(page.getByRole('button', { name: /Корзина/ })).toBeHidden()
})

test('pickup order with points by product: a unit fits the points left', async ({ page }) => {
  const sushi = 'sushi'
  await atNoon(page)
  await choosePickup(page, sushi)
  await signIn(page, sushi)
  const rolls = await productsOf(page, sushi, (await firstCategory(page, sushi)) ?? 1)
  const cheap = [...rolls].sort((a, b) => a.price - b.price)[0]!
  await fillBasket(page, sushi, [{ id: cheap.id, amount: 2 }])
  const before = await balance(page, sushi)

  await page.goto(brandUrl(sushi, '/catalog/basket'))
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await page.getByRole('button', { name: /Оплатить баллами/ }).click()
  await expect(page).toHaveURL(/\/catalog\/bonus-product$/)
  const units = page.getByRole('list', { name: 'Товары для оплаты баллами' }).getByRole('checkbox')
  // each unit listed on its own
  await expect(units).toHaveCount(2)
  const unitPrice = Math.floor(cheap.price * 0.85)
  const fits = Math.min(2, Math.floor(before / unitPrice))
  // The seed gives the demo customer enough points on sushi for at least one unit.
  expect(fits).toBeGreaterThanOrEqual(1)
  await units.first().check()
  if (fits < 2) await expect(units.nth(1)).toBeDisabled()
  await page.getByRole('button', { name: /Применить баллы/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)
  await page.getByRole('radio', { name: 'При получении в ресторане' }).check()
  await page.getByRole('button', { name: /Заказать/ }).click()
  await expect(page.getByRole('alertdialog').filter({ hasText: 'Заказ принят' })).toBeVisible()
  const order = await latestOrder(page, sushi)
  expect(order.payedBonuses).toBe(Math.floor((cheap.price * 85) / 100))
  expect(await balance(page, sushi)).toBe(before - order.payedBonuses)
})

async function firstCategory(page: Page, client: string) {
  const r = await page.request.post(
    `${new URL(brandUrl(client, '/')).origin.replace(`${client}.`, '')}/rest/mobile/v53/get-categories?client=${client}`,
    { data: { branch: 1 } },
  )
  const { category } = (await r.json()) as {
    category: { id: number; sub_categories: { id: number }[] }[]
  }
  const first = category[0]
  return first?.sub_categories[0]?.id ?? first?.id
}

for (const outcome of ['success', 'failure'] as const) {
  test(`online payment through the sandbox page: ${outcome}`, async ({ page }) => {
    await atNoon(page)
    await choosePickup(page, msk)
    await signIn(page, msk)
    const [pizza] = await productsOf(page, msk, 21)
    await fillBasket(page, msk, [{ id: pizza!.id, amount: 1 }])
    await page.goto(brandUrl(msk, '/catalog/form'))
    await page.getByLabel('Время').selectOption({ index: 1 })
    await page.getByRole('radio', { name: 'Картой онлайн' }).check()
    // the type needs an e-mail (prefilled from the profile)
    await expect(page.getByLabel('E-mail для чека')).toHaveValue('demo@example.org')
    await page.getByRole('button', { name: /Перейти к оплате/ }).click()

    await expect(page).toHaveURL(/\/sandbox\/pay\/\d+\?key=/)
    await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible()
    if (outcome === 'success') {
      await page.getByRole('button', { name: 'Оплатить' }).click()
      await expect(page).toHaveURL(/\/catalog\/payment\/success\?order=\d+/)
      const id = Number(new URL(page.url()).searchParams.get('order'))
      await expect(page.getByRole('alertdialog').filter({ hasText: 'Заказ оплачен' })).toBeVisible()
      expect(await latestOrder(page, msk, (o) => o.id === id)).toMatchObject({
        paymentStatus: 'paid',
        status: 'new',
      })
      await page.getByRole('alertdialog').getByRole('button').first().click()
      await expect(page).toHaveURL(brandUrl(msk, '/'))
      await expect(page.getByRole('button', { name: /Корзина/ })).toBeHidden()
    } else {
      await page.getByRole('button', { name: 'Отказаться от оплаты' }).click()
      await expect(page).toHaveURL(/\/catalog\/payment\/fail\?order=\d+/)
      const id = Number(new URL(page.url()).searchParams.get('order'))
      await expect(
        page.getByRole('alertdialog').filter({ hasText: 'Оплата не прошла' }),
      ).toBeVisible()
      expect(await latestOrder(page, msk, (o) => o.id === id)).toMatchObject({
        paymentStatus: 'failed',
        status: 'cancel',
      })
      await page.getByRole('alertdialog').getByRole('button').first().click()
      // a failed order keeps the basket
      await expect(page).toHaveURL(/\/catalog\/basket$/)
      await expect(page.getByRole('list', { name: 'Товары в корзине' })).toContainText(pizza!.name)
    }
  })
}
