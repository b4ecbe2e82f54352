/**
 * issue 12 defects 2 and 8, as a person sees them: the points button says the chosen points and
 * the amount field is seen as a field; an existing customer signing in is not greeted with a
 * registration bonus, the message's text is not its title again, and no focus ring sits on the
 * sheet's handle.
 */
import { expect, test } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { atNoon, choosePickup, fillBasket, productsOf } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const msk = 'pizzeria-msk'

test('an existing customer signing in: no registration bonus, no repeated text, no ring on the handle', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The messages the seed left for the demo customer are handed out once per server: whichever
  // test signs in first reads them. So this test makes its own: a gift bought with points queues
  // a bonus message, read on the next start.
  const messages = page.getByRole('dialog', { name: 'Уведомление о баллах' })
  const earlier = messages.filter({ hasNotText: 'Круассан с миндалём' })
  await page.addLocatorHandler(earlier, (d) =>
    d
      .getByRole('button', { name: /^(Пропустить все|Закрыть)$/ })
      .last()
      .click(),
  )
  await signIn(page, 'coffee')
  await page.goto(brandUrl('coffee', '/gifts/'))
  await page.getByRole('button', { name: /Подарок: Круассан с миндалём/ }).click()
  const popup = page.getByRole('dialog', { name: 'Круассан с миндалём' })
  await popup.getByRole('button', { name: /^Получить за 5/ }).click()
  await page.getByRole('button', { name: 'Активировать' }).click()
  await expect(popup.getByLabel('Код', { exact: true })).toHaveText(/^GF-\d{8}$/)
  await popup.getByRole('button', { name: 'Готово' }).click()
  await expect(popup).toBeHidden()
  await page.removeLocatorHandler(earlier)

  await page.reload()
  const sheet = messages.filter({ hasText: 'Круассан с миндалём' })
  await expect(sheet).toBeVisible()
  // no welcome message (the app's title and the seed's reason both say «Баллы за регистрацию»)
  await expect(page.getByText(/за регистрацию/)).toHaveCount(0)
  // the title is said once
  const title = (await sheet.getByRole('heading').first().textContent())!.trim()
  await expect(sheet.getByText(title, { exact: true })).toHaveCount(1)
  const handle = sheet.getByRole('button', { name: 'Закрыть' }).first()
  await expect(handle).not.toBeFocused()
  const outline = await handle.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).toBe('none')
  await page.screenshot({ path: `test-results/defects-a-bonus-message-ru.png` })
  // A keyboard user still finds the handle, with its ring.
  await page.keyboard.press('Tab')
  await expect(handle).toBeFocused()
  expect(await handle.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
})

test('«Оплатить баллами»: the bottom button reads the points chosen; the field has a border', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Pending bonus notifications (another test may have read them first) are closed here.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Уведомление о баллах' }), (d) =>
    d
      .getByRole('button', { name: /^(Пропустить все|Закрыть)$/ })
      .last()
      .click(),
  )
  await atNoon(page)
  await choosePickup(page, msk)
  await signIn(page, msk)
  const [pizza] = await productsOf(page, msk, 21)
  await fillBasket(page, msk, [{ id: pizza!.id, amount: 2 }])
  await page.goto(brandUrl(msk, '/catalog/basket'))
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await page.getByRole('button', { name: /Оплатить баллами/ }).click()
  const field = page.getByLabel('Сколько баллов списать')
  await field.fill('50')
  await expect(field).toHaveValue('50')
  // It read «Применить баллы −0 ₽» while the summary said −50 ₽.
  await expect(page.getByRole('button', { name: /Применить баллы/ })).toContainText('−50')
  const border = await field.evaluate((el) => {
    const s = getComputedStyle(el)
    return { style: s.borderTopStyle, width: parseFloat(s.borderTopWidth), color: s.borderTopColor }
  })
  expect(border.style).toBe('solid')
  expect(border.width).toBeGreaterThanOrEqual(1)
  // a hairline divider colour (alpha 0.1) is not a field's border
  const alpha = /rgba?\([^)]*,\s*([\d.]+)\)$/.exec(border.color)?.[1]
  expect(alpha === undefined ? 1 : Number(alpha)).toBeGreaterThan(0.3)
  // The brand lets points pay at most 30 % of each item: the screen says so.
  await expect(page.getByRole('list', { name: 'Что можно оплатить баллами' })).toContainText(
    'Баллами можно оплатить не более 30 % цены каждого товара',
  )
  await page.screenshot({ path: `test-results/defects-a-bonus-order-ru.png` })
})
