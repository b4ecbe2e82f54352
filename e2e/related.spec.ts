import { expect, test, type Page } from './test.ts'
import { pizzeriaMsk, pizzeriaSpb } from '../server/seed/pizzeria.ts'
import { signIn } from './auth-helpers.ts'
import { fillBasket, productsOf } from './checkout-helpers.ts'
import { brandUrl, cssVar } from './helpers.ts'

const primary = (brand: typeof pizzeriaMsk) =>
  (brand.settings.colors as Record<string, string>).primary!.toLowerCase()

/** Entries in the stored basket of the page's storage namespace (the URL's brand). */
function basketSize(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pizzeria-msk:basket')
    const list = raw ? (JSON.parse(raw) as unknown) : []
    return Array.isArray(list) ? list.length : 0
  })
}

async function openRegions(page: Page) {
  await page.getByRole('button', { name: 'Меню' }).first().click()
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('button', { name: 'Выбрать город' })
    .click()
  return page.getByRole('dialog', { name: 'Выбрать город' })
}

test('a guest switches from Moscow to St Petersburg: the brand name and colours change', async ({
  page,
}) => {
  await page.goto(brandUrl('pizzeria-msk'))
  // Something in the Moscow basket: the switch must clear it (spec catalog §4 Related switch).
  const [fries] = await productsOf(page, 'pizzeria-msk', 21)
  await fillBasket(page, 'pizzeria-msk', [{ id: fries!.id, amount: 2 }])
  await page.reload()
  expect(await basketSize(page)).toBe(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Пицца Марио' })).toBeVisible()
  expect((await cssVar(page, '--color-primary')).toLowerCase()).toBe(primary(pizzeriaMsk))

  const popup = await openRegions(page)
  const moscow = popup.getByRole('listitem').filter({ hasText: 'Москва' })
  await expect(moscow).toContainText('Текущий регион')
  const switched = page.waitForResponse(
    (r) => r.url().includes('pizzeria-spb.localhost') && r.url().includes('/rest/mobile/v53/app'),
  )
  await popup.getByRole('button', { name: 'Выбрать: Санкт-Петербург' }).click()
  await switched

  await expect(popup).toBeHidden()
  await expect(page).toHaveTitle(String(pizzeriaSpb.settings.name))
  await expect
    .poll(async () => (await cssVar(page, '--color-primary')).toLowerCase())
    .toBe(primary(pizzeriaSpb))
  await expect.poll(() => basketSize(page)).toBe(0)
  // The choice survives a reload, and the popup now marks St Petersburg as current.
  await page.reload()
  await expect(page).toHaveTitle(String(pizzeriaSpb.settings.name))
  const again = await openRegions(page)
  await expect(again.getByRole('listitem').filter({ hasText: 'Санкт-Петербург' })).toContainText(
    'Текущий регион',
  )
  await expect(again.getByRole('button', { name: 'Выбрать: Москва' })).toBeVisible()
})

test('a signed-in person switches with a new token for the related brand', async ({ page }) => {
  await signIn(page, 'pizzeria-msk')
  await page.goto(brandUrl('pizzeria-msk'))
  const popup = await openRegions(page)
  // Both answers are awaited from before the click: the app data call follows at once.
  const sent = page.waitForResponse((r) => r.url().includes('/send-client-to-related'))
  const app = page.waitForResponse(
    (r) => r.url().includes('pizzeria-spb.localhost') && r.url().includes('/rest/mobile/v53/app'),
  )
  await popup.getByRole('button', { name: 'Выбрать: Санкт-Петербург' }).click()
  const answer = await (await sent).json()
  expect(answer.status).toBe('ok')
  const data = await (await app).json()
  expect(data.user.idUser).toEqual(expect.any(Number))
  await expect(page).toHaveTitle(String(pizzeriaSpb.settings.name))
})
