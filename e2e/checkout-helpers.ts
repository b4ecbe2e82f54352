/**
 * Helpers for the checkout and orders e2e tests: a fixed time of day (browser clock and the
 * server's order clock, so the tests never depend on when they run), the receive choice seeded
 * as the delivery half stores it, a basket seeded from the server's products, API reads.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { demoBrands } from '../server/seed/index.ts'
import { brandUrl, PORT } from './helpers.ts'

/** playwright.config.ts gives the server this secret (server/routes/admin.ts). */
export const ADMIN_SECRET = 'e2e-admin-secret'

export const api = (client: string, path: string) =>
  `http://localhost:${PORT}/rest/mobile/v53/${path}?client=${client}`

/** Tomorrow 12:00 in Moscow (09:00 UTC): every demo brand takes orders then. */
export function demoNoon(): number {
  const d = new Date()
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 9, 0)
}

/** The browser and the server's order clock both at demoNoon(), running on from there. */
export async function atNoon(page: Page): Promise<void> {
  const now = demoNoon()
  await page.clock.install({ time: now })
  const r = await page.request.post(api('pizzeria-msk', 'admin/orders/clock'), {
    headers: { 'X-Admin-Secret': ADMIN_SECRET },
    data: { now },
  })
  expect(r.ok()).toBe(true)
}

/** Pickup at the brand's first branch, as the receive store keeps it (receive, pickup-{domain}). */
export async function choosePickup(page: Page, client: string, index = 0): Promise<void> {
  const branch = demoBrands.find((b) => b.client === client)!.branches[index]!
  await page.addInitScript(
    ([c, b]) => {
      localStorage.setItem(`${c}:receive`, JSON.stringify('pickup'))
      if (!localStorage.getItem(`${c}:pickup-${c}`)) {
        localStorage.setItem(`${c}:pickup-${c}`, b)
      }
    },
    [client, JSON.stringify(branch)] as const,
  )
}

export interface SeedItem {
  id: number
  amount: number
}

/** Plain products of a category, as get-products lists them at the branch. */
export async function productsOf(page: Page, client: string, category: number, branch = 1) {
  const r = await page.request.post(api(client, 'get-products'), {
    data: { branch, category, limit: 50 },
  })
  const body = (await r.json()) as {
    products: {
      id: number
      name: string
      price: number
      isVariation: boolean
      amounts: unknown[]
      allowBasket: string | null
      maxPayBonus: number
    }[]
  }
  // Sold everywhere, no stock limit, points may pay all of it.
  return body.products.filter(
    (p) => !p.isVariation && !p.amounts.length && !p.allowBasket && p.maxPayBonus === 100,
  )
}

/** Puts these products in the stored basket and reloads the page. */
export async function fillBasket(
  page: Page,
  client: string,
  items: SeedItem[],
  branch = 1,
  /** The products' texts in this language, as the app would have put them there. */
  locale?: string,
) {
  const r = await page.request.post(api(client, 'get-products-by-ids'), {
    ...(locale ? { headers: { 'Accept-Language': locale } } : {}),
    data: { branch, products: items.map((i) => i.id), variations: [] },
  })
  const { products } = (await r.json()) as { products: { id: number }[] }
  const entries = items.map((i) => ({
    product: products.find((p) => p.id === i.id)!,
    amount: i.amount,
  }))
  await page.evaluate(([c, e]) => localStorage.setItem(`${c}:basket`, e), [
    client,
    JSON.stringify(entries),
  ] as const)
}

/** The signed-in user's token as the app stored it. */
export async function storedToken(page: Page, client: string): Promise<string> {
  const raw = await page.evaluate((c) => localStorage.getItem(`${c}:authToken`), client)
  return JSON.parse(raw!) as string
}

/**
 * The user's latest order; with `match`, the latest one it accepts (tests share the demo user
 * and run in parallel, so another test's order may be newer).
 */
export async function latestOrder(
  page: Page,
  client: string,
  match: (o: { id: number; comment?: string | null }) => boolean = () => true,
) {
  const token = await storedToken(page, client)
  const r = await page.request.post(api(client, 'user-orders'), {
    headers: { Authorization: `Bearer ${token}` },
    data: { limit: 20 },
  })
  const body = (await r.json()) as {
    items: {
      id: number
      orderNum: string
      status: string
      payedBonuses: number
      paymentStatus: string
      receiveType: string
      toPay: number
      comment: string | null
      products: { id: number; qty: number }[]
    }[]
  }
  return body.items.find(match)!
}

export async function setOrderStatus(page: Page, client: string, id: number, status: string) {
  const r = await page.request.post(api(client, `admin/orders/${id}/status`), {
    headers: { 'X-Admin-Secret': ADMIN_SECRET },
    data: { status },
  })
  expect(r.ok()).toBe(true)
}

/** The demo user's points balance on a brand (app data). */
export async function balance(page: Page, client: string): Promise<number> {
  const token = await storedToken(page, client)
  const r = await page.request.post(api(client, 'app'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  })
  return ((await r.json()) as { user: { bonus: number } }).user.bonus
}

/**
 * Delivery to Moscow, Tverskaya 12, flat 15 through the catalog's delivery popup (ru; the demo
 * geocoder's address). `inPopup` runs once the popup is open, before the address is typed.
 */
export async function deliverToTverskaya12(
  page: Page,
  client: string,
  inPopup?: (popup: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(brandUrl(client, '/catalog/'))
  await page.getByRole('button', { name: /^(Доставка|Самовывоз)/ }).click()
  const popup = page.getByRole('dialog', { name: 'Доставка или самовывоз' })
  if (inPopup) await inPopup(popup)
  const sheet = popup.getByRole('region', { name: 'Адрес доставки' })
  await sheet.getByLabel('Улица и дом').fill('Тверская 12')
  await sheet.getByRole('button', { name: 'Москва, ул Тверская, д 12', exact: true }).click()
  await sheet.getByLabel('Кв/офис').fill('15')
  await sheet.getByRole('button', { name: 'Подтвердить адрес' }).click()
  await expect(popup).toBeHidden()
}

/** From the basket to the checkout form. */
export async function toCheckoutForm(page: Page, client: string): Promise<void> {
  await page.goto(brandUrl(client, '/catalog/basket'))
  await page.getByRole('button', { name: /Оформить заказ/ }).click()
  await expect(page).toHaveURL(/\/catalog\/form$/)
}
