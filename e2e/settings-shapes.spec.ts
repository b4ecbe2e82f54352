/**
 * Settings of the wrong shape never blank the app (issue 10), in the built app against the real
 * server: `POST app` answers are altered with page.route (fault injection only).
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl } from './helpers.ts'

const APP = '**/rest/mobile/*/app*'

/** Answers `POST app` with the real answer changed by `change`. */
async function alterAppData(page: Page, change: (data: Record<string, unknown>) => unknown) {
  await page.route(APP, async (route) => {
    // route.fetch resolves hosts in Node, which knows no *.localhost: the brand goes by query.
    const url = new URL(route.request().url())
    url.searchParams.set('client', url.hostname.split('.')[0]!)
    url.hostname = 'localhost'
    const response = await route.fetch({ url: url.toString() })
    const data = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: change(data) })
  })
}

test('tabbar {} and branches null: the app still starts, with a menu to tap', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await alterAppData(page, (data) => ({
    ...data,
    branches: null,
    settings: { ...(data.settings as object), tabbar: {} },
  }))
  await page.goto(brandUrl('pizzeria-msk'))
  await expect(page.getByRole('heading', { level: 1, name: 'Пицца Марио' })).toBeVisible()
  await page.getByRole('button', { name: 'Меню' }).click()
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible()
  expect(errors).toEqual([])
})

test('an answer without usable settings is a connection error with Retry', async ({ page }) => {
  await alterAppData(page, (data) => ({ ...data, settings: null }))
  await page.goto(brandUrl('pizzeria-spb'))
  await expect(page.getByText('ошибка соединения')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Здесь пока ничего нет')).toHaveCount(0)
  // The server mends its answer: Retry loads the app.
  await page.unroute(APP)
  await page.getByRole('button', { name: 'Повторить' }).click()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
})
