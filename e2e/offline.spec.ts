import { expect, test } from '@playwright/test'
import { brandUrl } from './helpers.ts'

test.use({ serviceWorkers: 'allow' })

test('the app reloads offline from the service worker and cached app data', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('coffee'))
  await expect(page).toHaveTitle('Кофе Точка')
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first visit installs the worker; the next load is served through it.
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveTitle('Кофе Точка')
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await context.setOffline(false)
})
