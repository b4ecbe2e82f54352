/**
 * Delivery or pickup (spec catalog §2 elements 8, 9; §4 Receive type; §5 Address input, Delivery
 * zone) on the real server with the demo seed: the popup's map has no tiles here, and markers,
 * zones and taps still work.
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl } from './helpers.ts'

const client = 'pizzeria-msk'

test.beforeEach(async ({ context }) => {
  await context.addInitScript((c) => {
    localStorage.setItem(`${c}:secondRun`, 'true')
    localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
  }, client)
})

/** The receive-type selector of the catalog root. */
const selector = (page: Page) => page.getByRole('button', { name: /^(Доставка|Самовывоз)/ })

async function openPopup(page: Page) {
  await selector(page).click()
  const popup = page.getByRole('dialog', { name: 'Доставка или самовывоз' })
  await expect(popup.getByRole('region', { name: 'Карта' })).toBeVisible()
  return popup
}

test('pickup: a branch from the list becomes the catalog’s point; marker and back to the list', async ({
  page,
}) => {
  await page.goto(brandUrl(client, '/catalog/'))
  await expect(selector(page)).toHaveText(/Доставка\s*Укажите адрес/)
  const popup = await openPopup(page)
  await popup.getByRole('button', { name: 'Самовывоз' }).click()
  await expect(popup.getByRole('button', { name: 'Самовывоз' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const list = popup.getByRole('region', { name: 'Пункты самовывоза' })
  // Two pickup points (the third branch does not serve pickup): no handle for 3 or fewer.
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('button', { name: 'Показать все пункты самовывоза' })).toHaveCount(0)
  await expect(list.getByRole('button', { name: /Пицца Марио на Арбате/ })).toContainText(
    'Москва, ул. Арбат, 24',
  )

  // A marker (a button named after the branch) opens the branch's detail; closing it reopens the list.
  await popup.getByRole('button', { name: 'Пицца Марио на Тверской', exact: true }).click()
  const tverskaya = popup.getByRole('region', { name: 'Пицца Марио на Тверской' })
  await expect(tverskaya.getByRole('heading', { name: 'Пицца Марио на Тверской' })).toBeVisible()
  await expect(list).toHaveCount(0)
  await tverskaya.getByRole('button', { name: 'К списку' }).click()
  await expect(list).toBeVisible()
  // Back closes the branch's sheet first (back to the list), then the popup.
  await list.getByRole('button', { name: /Пицца Марио на Арбате/ }).click()
  await expect(popup.getByRole('region', { name: 'Пицца Марио на Арбате' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await openPopup(page)
  await popup.getByRole('button', { name: 'Самовывоз' }).click()

  await list.getByRole('button', { name: /Пицца Марио на Арбате/ }).click()
  const arbat = popup.getByRole('region', { name: 'Пицца Марио на Арбате' })
  await arbat.getByRole('button', { name: 'Заберу здесь' }).click()
  await expect(popup).toBeHidden()
  await expect(selector(page)).toHaveText(/Самовывоз\s*Пицца Марио на Арбате/)

  // Reopening starts from the chosen point's sheet; a reload keeps the choice.
  await page.reload()
  await expect(selector(page)).toHaveText(/Самовывоз\s*Пицца Марио на Арбате/)
  const again = await openPopup(page)
  await expect(again.getByRole('region', { name: 'Пицца Марио на Арбате' })).toContainText(
    'Ваш пункт самовывоза',
  )
})

test('delivery: type an address, pick a suggestion, fill Кв/офис, confirm; a reload keeps it', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/geocoder/suggest')) asked.push(String(r.postDataJSON()?.query))
  })
  await page.clock.install()
  await page.goto(brandUrl(client, '/catalog/'))
  const popup = await openPopup(page)
  const sheet = popup.getByRole('region', { name: 'Адрес доставки' })
  const input = sheet.getByLabel('Улица и дом')
  // Fewer than 3 characters ask nothing, even past the 300 ms debounce (the page's clock).
  await input.fill('Тв')
  await page.clock.runFor(500)
  await expect(sheet.getByRole('list', { name: 'Подсказки адресов' })).toHaveCount(0)
  await input.fill('Тверская 12')
  await sheet.getByRole('button', { name: 'Москва, ул Тверская, д 12', exact: true }).click()
  expect(asked.filter((query) => query.length < 3)).toEqual([])
  expect(asked).toContain('Тверская 12')
  await expect(input).toHaveValue('Москва, ул Тверская, д 12')

  // Room is required: the error shows and the field gets focus.
  await sheet.getByRole('button', { name: 'Подтвердить адрес' }).click()
  const room = sheet.getByLabel('Кв/офис')
  await expect(room).toBeFocused()
  await expect(room).toHaveAttribute('aria-invalid', 'true')
  await expect(sheet.getByText('Заполните это поле')).toBeVisible()
  await room.fill('15')
  await sheet.getByLabel('Подъезд').fill('2')
  await sheet.getByRole('button', { name: 'Подтвердить адрес' }).click()
  await expect(popup).toBeHidden()
  await expect(selector(page)).toHaveText(/Доставка\s*Москва, ул Тверская, д 12/)

  await page.reload()
  await expect(selector(page)).toHaveText(/Доставка\s*Москва, ул Тверская, д 12/)
  // With an address the selected sheet opens, with the details.
  const again = await openPopup(page)
  const selected = again.getByRole('region', { name: 'Адрес доставки' })
  await expect(selected).toContainText('Москва, ул Тверская, д 12')
  await expect(selected).toContainText('Кв/офис 15')
  // A category no longer asks for a delivery method.
  await again.getByRole('button', { name: 'Готово' }).click()
  await page.goto(brandUrl(client, '/catalog/category/21'))
  await expect(page.getByRole('button', { name: 'В корзину: Картофель фри' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Способ получения' })).toHaveCount(0)
})

test('an address outside every delivery zone shows the spec text; an inexact one asks to refine', async ({
  page,
}) => {
  await page.goto(brandUrl(client, '/catalog/'))
  const popup = await openPopup(page)
  const sheet = popup.getByRole('region', { name: 'Адрес доставки' })
  const input = sheet.getByLabel('Улица и дом')

  await input.fill('Арбат')
  await sheet.getByRole('button', { name: 'Москва, ул Арбат', exact: true }).click()
  await expect(sheet.getByRole('alert')).toHaveText(
    'Не удалось определить адрес. Пожалуйста, уточните адрес вручную.',
  )
  await sheet.getByRole('button', { name: 'Уточнить' }).click()
  await expect(input).toBeFocused()

  await input.fill('Монаховой 3')
  await sheet
    .getByRole('button', {
      name: 'Москва, п Коммунарка, ул Александры Монаховой, д 3',
      exact: true,
    })
    .click()
  await sheet.getByLabel('Кв/офис').fill('1')
  await sheet.getByRole('button', { name: 'Подтвердить адрес' }).click()
  await expect(sheet.getByRole('alert')).toHaveText('Ваш адрес не входит в зону доставки')
  await expect(popup).toBeVisible()
  // Nothing was stored.
  await popup.getByRole('button', { name: 'Закрыть' }).click()
  await expect(selector(page)).toHaveText(/Доставка\s*Укажите адрес/)
})

test('a tap on the map fills the address there; the blocker on a category opens the popup', async ({
  page,
}) => {
  await page.goto(brandUrl(client, '/catalog/category/21'))
  const blocker = page.getByRole('region', { name: 'Способ получения' })
  await expect(blocker).toContainText('Как вы хотите получить заказ?')
  await blocker.getByRole('button', { name: 'Выбрать' }).click()
  const popup = page.getByRole('dialog', { name: 'Доставка или самовывоз' })
  const sheet = popup.getByRole('region', { name: 'Адрес доставки' })
  const input = sheet.getByLabel('Улица и дом')
  await input.fill('Тверская 20')
  await sheet.getByRole('button', { name: 'Москва, ул Тверская, д 20', exact: true }).click()
  // The map centres on the picked address (zoom 16): tap a little beside it.
  const map = popup.getByRole('region', { name: 'Карта' })
  const marker = map.getByRole('img', { name: 'Адрес доставки' })
  await expect(marker).toBeVisible()
  const box = (await marker.boundingBox())!
  const mapBox = (await map.boundingBox())!
  const lookup = page.waitForResponse(/geocoder\/get-address/)
  await page.mouse.click(box.x + box.width / 2 + 30, Math.max(mapBox.y + 10, box.y - 30))
  expect((await lookup).ok()).toBe(true)
  await expect(input).toHaveValue(/^Москва, ул Тверская, д \d+/)
})
