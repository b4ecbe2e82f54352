/**
 * A home that paints at once (issue 16): a second start draws the brand's shell from cached app
 * data before the app-data call answers; a first start shows the neutral skeleton (the splash,
 * index.html) until it does, then home.
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import { coffee } from '../server/seed/coffee.ts'
import { brandUrl } from './helpers.ts'

const APP_CALL = /\/rest\/mobile\/v\d+\/app(\?|$)/

/** Holds every app-data call until `release()`; `held()` tells whether one is waiting. */
async function holdAppData(page: Page) {
  const waiting: Route[] = []
  let released = false
  await page.route(APP_CALL, (route) => {
    if (released) return route.continue()
    waiting.push(route)
  })
  return {
    held: () => waiting.length,
    release: async () => {
      released = true
      await Promise.all(waiting.splice(0).map((r) => r.continue()))
    },
  }
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Вкладки' })
const brandName = (page: Page) =>
  page.getByRole('heading', { level: 1, name: String(coffee.settings.name) })

test('a second start shows the brand’s shell before the app-data call answers', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee'))
  await expect(tabs(page)).toBeVisible()
  // The first start cached the app data.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('coffee:appData') !== null))
    .toBe(true)

  const app = await holdAppData(page)
  await page.reload()
  await expect.poll(app.held).toBeGreaterThan(0)
  await expect(tabs(page)).toBeVisible()
  await expect(brandName(page)).toBeVisible()
  expect(app.held()).toBeGreaterThan(0)
  await app.release()
  await expect(brandName(page)).toBeVisible()
})

test('a first start shows the skeleton until app data answers, then home', async ({ page }) => {
  const app = await holdAppData(page)
  await page.goto(brandUrl('coffee'))
  await expect.poll(app.held).toBeGreaterThan(0)
  await expect(
    page.getByRole('status', { name: /Запуск приложения|Starting the app/ }),
  ).toBeVisible()
  await expect(tabs(page)).toHaveCount(0)
  await app.release()
  await expect(
    page.getByRole('status', { name: /Запуск приложения|Starting the app/ }),
  ).toHaveCount(0)
  await expect(tabs(page)).toBeVisible()
  await expect(brandName(page)).toBeVisible()
})
