/**
 * Image URLs by the spec (issue 15; shell-data §7 Images): at 390 x 844 with a pixel ratio of 3
 * (the phone project), a picture's width is half the device's 1170 pixels rounded up to the
 * divide amount 50, i.e. 600; a full-width one 1200. The static host serves pwa/ratios.json.
 */
import { expect, test, type Page } from './test.ts'
import { signIn, skipStartupScreens } from './auth-helpers.ts'
import { brandUrl } from './helpers.ts'

/** Image requests the page makes from now on. */
function watchImages(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/rest/image/')) urls.push(r.url())
  })
  return urls
}

const pathOf = (url: string) => new URL(url).pathname

test('news and gift pictures carry the computed widths; ratios.json comes from the static host', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
  const images = watchImages(page)
  const ratios = page.waitForResponse((r) => new URL(r.url()).pathname === '/pwa/ratios.json')
  await page.goto(brandUrl('coffee', '/news/'))
  expect(await page.evaluate(() => window.devicePixelRatio)).toBe(3)
  const list = page.getByRole('list', { name: 'Список новостей' })
  await expect(list.getByRole('listitem').first()).toBeVisible()

  // A full-width news card: 390 x 3 = 1170 -> 1200.
  await expect
    .poll(() => images.map(pathOf).filter((p) => /\/0\/1200\/scale\./.test(p)).length)
    .toBeGreaterThan(0)
  const newsImages = images.map(pathOf).filter((p) => p.startsWith('/rest/image/news'))
  expect(newsImages.length).toBeGreaterThan(0)
  for (const p of newsImages) expect(p).toMatch(/^\/rest\/image\/[^/]+\/0\/1200\/scale\.\w+$/)

  const answer = await ratios
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/json')
  expect(await answer.json()).toMatchObject({ news: expect.any(Number), gift: expect.any(Number) })

  // Gift cards sit two in a row: the default half width, 585 -> 600.
  await signIn(page, 'coffee')
  images.length = 0
  await page.goto(brandUrl('coffee', '/gifts/'))
  await expect(page.getByRole('button', { name: /Подарок: Капучино/ })).toBeVisible()
  const giftPaths = () => images.map(pathOf).filter((p) => p.startsWith('/rest/image/coffee-gift'))
  await expect.poll(() => giftPaths().length).toBeGreaterThan(0)
  const giftImages = giftPaths()
  for (const p of giftImages) expect(p).toMatch(/^\/rest\/image\/[^/]+\/0\/600\/scale\.\w+$/)
})

test('the home’s demo pictures come as WebP, drawn off the main thread (session 18)', async ({
  page,
}) => {
  // An SVG picture is a document the page parses, styles and paints on its main thread; the
  // server renders them to WebP for a browser that takes it (server/images/raster.ts).
  const types = new Map<string, string>()
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname
    if (/^\/rest\/image\/[^/]+_[^/]+\//.test(path))
      types.set(path, r.headers()['content-type'] ?? '')
  })
  await skipStartupScreens(page.context(), 'pizzeria-msk')
  await page.goto(brandUrl('pizzeria-msk', '/'))
  await expect.poll(() => types.size).toBeGreaterThan(2)
  for (const [path, type] of types) expect(type, path).toBe('image/webp')
  // and the browser drew them (decoded, with their own size)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.images].filter((i) => /_/.test(i.src) && i.complete && i.naturalWidth > 0)
            .length,
      ),
    )
    .toBeGreaterThan(2)
})
