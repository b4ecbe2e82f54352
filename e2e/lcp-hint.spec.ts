/**
 * The home's largest picture on the next start (issue 16, LCP; app/lcp-hint.ts): the browser's
 * largest paint of the first start is recorded, and the second start asks for that picture at
 * high priority as its first chunks run, before app data, the modules or the home render.
 */
import { expect, test } from './test.ts'
import { brandUrl } from './helpers.ts'

test('the second start asks for the last start’s largest picture first', async ({ page }) => {
  await page.goto(brandUrl('coffee'))
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  const stored = () =>
    page.evaluate(() => {
      const raw = localStorage.getItem('coffee:lcpImage')
      return raw ? (JSON.parse(raw) as { url: string }).url : null
    })
  await expect.poll(stored).toMatch(/\/rest\/image\//)
  const url = (await stored())!
  // the recorded picture is one the home shows
  expect(
    await page.evaluate((src) => [...document.images].some((img) => img.src === src), url),
  ).toBe(true)

  await page.reload()
  const preload = await page.evaluate(() => {
    const link = document.head.querySelector('link[rel="preload"][as="image"]')
    return link && { href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') }
  })
  expect(preload).toEqual({ href: url, priority: 'high' })
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
})
