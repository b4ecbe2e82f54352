/**
 * Accessibility (issue 12 item 6): axe-core with the WCAG 2.0/2.1/2.2 A and AA rules over every
 * demo brand's home, a catalog category, the basket with an item, the signed-in profile, gifts and
 * history (ru), and home and a category in English.
 * No rule is disabled: 0 violations on every screen. The axe report of a failing screen is in the
 * assertion message (rule, impact, the elements and axe's summary of each).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test.ts'
import { demoBrands } from '../server/seed/index.ts'
import { signIn, skipStartupScreens } from './auth-helpers.ts'
import { api, choosePickup, fillBasket } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  return results.violations
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    )
    .join('\n')
}

/**
 * The brand's first category that has a product without variations; null for a brand that sells
 * nothing in the app (coffee: loyalty only, no catalog).
 */
async function firstCategory(page: Page, client: string): Promise<number | null> {
  const r = await page.request.post(api(client, 'get-categories'), { data: { branch: 1 } })
  const { category } = (await r.json()) as { category: { id: number }[] }
  for (const c of category) {
    if ((await plainProducts(page, client, c.id)).length) return c.id
  }
  expect(category, `${client}: categories but none with a plain product`).toHaveLength(0)
  return null
}

async function plainProducts(page: Page, client: string, category: number) {
  const r = await page.request.post(api(client, 'get-products'), {
    data: { branch: 1, category, limit: 50 },
  })
  const { products } = (await r.json()) as {
    products: { id: number; name: string; isVariation: boolean }[]
  }
  return products.filter((p) => !p.isVariation)
}

/**
 * Axe over the brand's home and, for a brand that sells in the app, its first category with
 * plain products; returns that category (null: no catalog).
 */
async function homeAndCatalog(page: Page, client: string): Promise<number | null> {
  await page.goto(brandUrl(client, '/'))
  await expect(page.getByRole('main').first()).toBeVisible()
  await expect(page.getByRole('navigation').first()).toBeVisible()
  expect.soft(await violations(page), 'home').toBe('')

  const category = await firstCategory(page, client)
  if (category !== null) {
    await page.goto(brandUrl(client, `/catalog/category/${category}`))
    // the virtualised grid's cards, not only its busy places
    await expect(page.getByRole('list').first().getByRole('button').first()).toBeVisible()
    expect.soft(await violations(page), 'catalog').toBe('')
  }
  return category
}

for (const { client } of demoBrands) {
  test(`${client}: home, catalog, basket, profile, gifts and history pass axe (WCAG 2.2 AA)`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await choosePickup(page, client)
    await signIn(page, client)

    const category = await homeAndCatalog(page, client)
    if (category !== null) {
      const [product] = await plainProducts(page, client, category)
      await fillBasket(page, client, [{ id: product!.id, amount: 1 }])
      await page.goto(brandUrl(client, '/catalog/basket'))
      await expect(page.getByText(product!.name).first()).toBeVisible()
      expect.soft(await violations(page), 'basket').toBe('')
    }

    await page.goto(brandUrl(client, '/profile'))
    await expect(page.getByRole('heading').first()).toBeVisible()
    expect.soft(await violations(page), 'profile').toBe('')

    // The loyalty screens: gifts and the operations list.
    await page.goto(brandUrl(client, '/gifts/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect.soft(await violations(page), 'gifts').toBe('')
    await page.goto(brandUrl(client, '/history/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect.soft(await violations(page), 'history').toBe('')
  })
}

test.describe('in English (a browser in English starts the app in it)', () => {
  test.use({ locale: 'en-US' })
  for (const { client } of demoBrands) {
    test(`${client}: home and a catalog category pass axe in English`, async ({ page }) => {
      test.setTimeout(90_000)
      await skipStartupScreens(page.context(), client)
      await choosePickup(page, client)
      await homeAndCatalog(page, client)
    })
  }
})
