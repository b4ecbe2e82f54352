/**
 * The 1,040-product category (issue 16): the list knows its length from the first page, so the
 * End key shows the last products at once (their page is asked for directly, not after 103
 * others); the last product can be added to the basket; back from a product returns to the same
 * place. Pages stay 10 products (spec catalog §9).
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl, PORT } from './helpers.ts'

const client = 'pizzeria-msk'
const MARKET = 9
const api = (path: string) => `http://localhost:${PORT}/rest/mobile/v53/${path}?client=${client}`
const rub = (n: number) => `${String(n).replace(/\B(?=(\d{3})+$)/, '\u00a0')}\u00a0₽`

test.beforeEach(async ({ context }) => {
  await context.addInitScript((c) => {
    localStorage.setItem(`${c}:secondRun`, 'true')
    localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
  }, client)
})

/** The category's last product, as the API answers it. */
async function lastProduct(page: Page) {
  const head = await page.request.post(api('get-products'), {
    data: { branch: 1, category: MARKET, limit: 1, offset: 0 },
  })
  const { total } = (await head.json()) as { total: number }
  const tail = await page.request.post(api('get-products'), {
    data: { branch: 1, category: MARKET, limit: 10, offset: total - 1 },
  })
  const [product] = (await tail.json()).products as { name: string; price: number }[]
  return { total, ...product! }
}

/** get-products requests the page makes: their offsets (every one asks for 10). */
function productRequests(page: Page) {
  const offsets: number[] = []
  page.on('request', (r) => {
    if (!/\/get-products(\?|$)/.test(r.url())) return
    const body = r.postDataJSON() as { limit: number; offset: number; category: number }
    if (body.category !== MARKET) return
    expect(body.limit).toBe(10)
    offsets.push(body.offset)
  })
  return offsets
}

test('End shows the last product at once; it goes into the basket', async ({ page }) => {
  const last = await lastProduct(page)
  expect(last.total).toBe(1040)
  const offsets = productRequests(page)
  await page.goto(brandUrl(client, `/catalog/category/${MARKET}`))
  const list = page.getByRole('list', { name: 'Маркет' })
  const cards = list.getByRole('listitem')
  await expect(cards.first()).toHaveAttribute('aria-setsize', '1040')
  // Only the rows near the screen are in the page.
  expect(await cards.count()).toBeLessThan(40)

  await list.getByRole('button').first().focus()
  await page.keyboard.press('End')
  const open = page.getByRole('button', { name: last.name, exact: true })
  await expect(open).toBeInViewport()
  await expect(list.getByRole('listitem').filter({ has: open })).toHaveAttribute(
    'aria-posinset',
    '1040',
  )
  // The last page was asked for directly: far fewer than the 104 pages before it.
  expect(offsets).toContain(1030)
  expect(offsets.length).toBeLessThan(20)
  expect(offsets.every((o) => o % 10 === 0)).toBe(true)

  await page.getByRole('button', { name: `В корзину: ${last.name}` }).click()
  await expect(page.getByRole('button', { name: /Корзина/ })).toContainText(rub(last.price))
})

test('back from a product returns to the same place in the list', async ({ page }) => {
  await page.goto(brandUrl(client, `/catalog/category/${MARKET}`))
  const list = page.getByRole('list', { name: 'Маркет' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  // A few screens down, by the wheel as a reader scrolls.
  await list.hover()
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 800)
  const card = list.getByRole('listitem').filter({ has: page.getByRole('button') })
  await expect(async () => {
    const posinset = Number(await card.first().getAttribute('aria-posinset'))
    expect(posinset).toBeGreaterThan(20)
  }).toPass()
  // The first card fully on screen: open it, then go back.
  const onScreen = card.filter({ visible: true })
  let name = ''
  for (const item of await onScreen.all()) {
    const button = item.getByRole('button').first()
    if (await button.evaluate((el) => el.getBoundingClientRect().top > 60)) {
      name = (await button.getAttribute('aria-label')) ?? ''
      break
    }
  }
  expect(name).not.toBe('')
  const button = page.getByRole('button', { name, exact: true })
  const before = await button.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  await button.click()
  await expect(page.getByRole('dialog', { name })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog', { name })).toBeHidden()
  await expect(button).toBeInViewport()
  expect(await button.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(before)
})
