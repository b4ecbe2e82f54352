import { expect, test } from './test.ts'
import { brandUrl, underServiceWorker } from './helpers.ts'

test.use({ serviceWorkers: 'allow' })

test('the app reloads offline from the service worker and cached app data', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('coffee'))
  await expect(page).toHaveTitle('Кофе Точка')
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await underServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page).toHaveTitle('Кофе Точка')
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await context.setOffline(false)
})
