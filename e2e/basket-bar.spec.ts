/**
 * issue 12 defect 15: the sticky basket bar above the tab bar never covers the end of a screen.
 * With an item in the basket, each scrolling screen is scrolled to its end: its last visible
 * element sits above the bar, and a tap at its centre reaches it (not the bar).
 */
import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { api, choosePickup, fillBasket, productsOf, storedToken } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const client = 'pizzeria-msk'

/**
 * Scrolls the screen's scrolling box to its end and tells where its last visible element is:
 * its bottom edge, and whether the element at its centre is itself (or inside it).
 */
async function endOfScreen(page: Page) {
  const main = page.getByRole('main').last()
  await expect(main).toBeVisible()
  return main.evaluate(async (root) => {
    // The screen's own scrolling box: the last visible one in the main area (the top screen).
    const box =
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))
        .filter((el) => el.getBoundingClientRect().height > 0)
        .pop() ?? null
    if (box) box.scrollTop = box.scrollHeight
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const leaves = [
      ...root.querySelectorAll<HTMLElement>('a, button, input, h1, h2, h3, p, li, dd, dt'),
    ]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
      })
      .filter((el) => !el.closest('[aria-hidden="true"]'))
    const last = leaves.reduce<HTMLElement | null>(
      (a, el) =>
        !a || el.getBoundingClientRect().bottom >= a.getBoundingClientRect().bottom ? el : a,
      null,
    )
    if (!last) return null
    const r = last.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return {
      text: (last.textContent ?? '').trim().slice(0, 60),
      bottom: r.bottom,
      reachable: Boolean(hit && (hit === last || last.contains(hit) || hit.contains(last))),
      scrolled: Boolean(box),
    }
  })
}

test('the basket bar covers the end of no screen: profile, referral, gifts, history, an operation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await choosePickup(page, client)
  await signIn(page, client)
  const categories = await page.request.post(api(client, 'get-categories'), { data: { branch: 1 } })
  let product: { id: number } | undefined
  for (const c of ((await categories.json()) as { category: { id: number }[] }).category) {
    product = (await productsOf(page, client, c.id)).find((p) => !p.isVariation)
    if (product) break
  }
  await fillBasket(page, client, [{ id: product!.id, amount: 1 }])

  const token = await storedToken(page, client)
  const r = await page.request.post(api(client, 'operation-history'), {
    headers: { Authorization: `Bearer ${token}` },
    data: { limit: 1, offset: 0 },
  })
  const [operation] = ((await r.json()) as { operationHistory: { id: number }[] }).operationHistory

  for (const path of [
    '/profile',
    '/referral',
    '/gifts/',
    '/history/',
    `/history/body/${operation!.id}`,
  ]) {
    await page.goto(brandUrl(client, path))
    const bar = page.getByRole('button', { name: /Корзина/ })
    await expect(bar, path).toBeVisible()
    // The screen's own content, not its loading skeleton (aria-busy) or a chunk still coming.
    await expect(page.getByRole('main').last().locator('[aria-busy="true"]')).toHaveCount(0)
    await expect
      .poll(() => endOfScreen(page), { message: `${path}: a last element` })
      .not.toBeNull()
    const barTop = (await bar.boundingBox())!.y
    // A list that loads its next page as its end comes near (the history) grows after the
    // scroll: each look scrolls to the end again, until the last page is in.
    await expect
      .poll(async () => (await endOfScreen(page))!.bottom, {
        message: `${path}: the screen's last element ends above the bar`,
      })
      .toBeLessThanOrEqual(barTop)
    const end = await endOfScreen(page)
    expect(end!.bottom, `${path}: «${end!.text}» ends above the bar`).toBeLessThanOrEqual(barTop)
    expect(end!.reachable, `${path}: «${end!.text}» is not covered`).toBe(true)
  }
  await page.screenshot({ path: 'test-results/basket-bar-end-of-history.png' })
})

/** The first plain product of the brand's catalog (sold everywhere, no variations). */
async function aProduct(page: Page) {
  const categories = await page.request.post(api(client, 'get-categories'), { data: { branch: 1 } })
  for (const c of ((await categories.json()) as { category: { id: number }[] }).category) {
    const product = (await productsOf(page, client, c.id)).find((p) => !p.isVariation)
    if (product) return product
  }
  throw new Error('no plain product')
}

test('the basket bar shows what the basket says the customer pays (after the pickup discount)', async ({
  page,
}) => {
  await choosePickup(page, client)
  await page.goto(brandUrl(client, '/catalog/'))
  const product = await aProduct(page)
  await fillBasket(page, client, [{ id: product.id, amount: 2 }])
  await page.goto(brandUrl(client, '/catalog/basket'))
  // The basket's summary: a pickup discount, then the total.
  await expect(page.getByText(/Скидка за самовывоз/)).toBeVisible()
  const terms = (await page.getByRole('term').allTextContents()).map((s) => s.trim())
  const values = await page.getByRole('definition').allTextContents()
  const sum = values[terms.indexOf('Итого')]!.trim()
  expect(sum).toMatch(/₽/)
  await page.goto(brandUrl(client, '/catalog/'))
  const bar = page.getByRole('button', { name: /Корзина/ })
  await expect(bar).toBeVisible()
  await expect(bar).toContainText(sum)
})

test('a screen with its own primary action at the bottom does not show the basket bar too', async ({
  page,
}) => {
  await page.goto(brandUrl(client, '/catalog/'))
  const product = await aProduct(page)
  await fillBasket(page, client, [{ id: product.id, amount: 1 }])
  await page.goto(brandUrl(client, '/catalog/'))
  const bar = page.getByRole('button', { name: /Корзина/ })
  await expect(bar).toBeVisible()
  for (const [path, action] of [
    ['/booking/', /Забронировать/],
    ['/feedback/', /Отправить/],
    ['/auth', /Далее|Продолжить|Войти/],
  ] as const) {
    await page.goto(brandUrl(client, path))
    await expect(page.getByRole('button', { name: action }).first(), path).toBeVisible()
    await expect(bar, path).toHaveCount(0)
  }
  // A screen without one keeps it.
  await page.goto(brandUrl(client, '/news/'))
  await expect(bar).toBeVisible()
})
