// @vitest-environment node
/**
 * The demo pictures as WebP for a browser that takes it (issue 16, session 18; ADR 015): an SVG
 * shown by `<img>` is parsed, styled and painted on the page's main thread, a raster picture is
 * decoded off it. The same address answers SVG to anything that does not ask for WebP.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { rasterCacheSize } from '../../server/images/raster.ts'
import { getImage, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

/** What Chromium sends for an `<img>`. */
const BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const PIZZA = '/rest/image/category-pizzeria-1_pizza/0/200/scale.png'

const get = (path: string, headers: Record<string, string> = {}) => getImage(app, path, headers)

describe('the demo pictures as WebP', () => {
  it('renders a picture as WebP of the asked size when the request takes WebP', async () => {
    const res = await get(PIZZA, { Accept: BROWSER })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Vary')).toBe('Accept')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([200, 150])
    // a news picture is 16:9, as in SVG
    const news = await get('/rest/image/news-1_pizza_fork-and-knife_party-popper/0/400/scale.png', {
      Accept: BROWSER,
    })
    const n = await sharp(Buffer.from(await news.arrayBuffer())).metadata()
    expect([n.width, n.height]).toEqual([400, 225])
  })

  it('draws the picture itself, not only its background (librsvg gets PNG, not WebP)', async () => {
    const res = await get(PIZZA, { Accept: BROWSER })
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    // The middle of a dish picture is the pizza (saturated), not the soft tint around it.
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
      return Math.max(r, g, b) - Math.min(r, g, b)
    }
    expect(at(5, 5)).toBeLessThan(40)
    const middle = Array.from({ length: 9 }, (_, k) =>
      at(80 + (k % 3) * 20, 55 + Math.floor(k / 3) * 20),
    )
    expect(Math.max(...middle)).toBeGreaterThan(100)
  })

  it('still answers SVG to a request that does not take WebP', async () => {
    for (const accept of [undefined, '*/*', 'image/png,image/svg+xml']) {
      const res = await get(PIZZA, accept ? { Accept: accept } : {})
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
      expect(res.headers.get('Vary')).toBe('Accept')
      expect(await res.text()).toContain('<image href="data:image/webp;base64,')
    }
  })

  it('gives the WebP an ETag of its own and answers it with 304; renders each picture once', async () => {
    const first = await get(PIZZA, { Accept: BROWSER })
    const svg = await get(PIZZA)
    const etag = first.headers.get('ETag')!
    expect(etag).not.toBe(svg.headers.get('ETag'))
    const again = await get(PIZZA, { Accept: BROWSER, 'If-None-Match': etag })
    expect(again.status).toBe(304)
    // the SVG's ETag does not answer a WebP request with 304 (the browser would keep an SVG)
    const other = await get(PIZZA, { Accept: BROWSER, 'If-None-Match': svg.headers.get('ETag')! })
    expect(other.status).toBe(200)
    const kept = rasterCacheSize()
    const same = await get(PIZZA, { Accept: BROWSER })
    expect(Buffer.from(await same.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    expect(rasterCacheSize()).toBe(kept)
  })

  it('renders a brand’s picture on its colours, another brand’s on its own', async () => {
    const path = '/rest/image/offer-pizza-1_pizza/0/200/scale.png'
    const msk = await get(`${path}?client=pizzeria-msk`, { Accept: BROWSER })
    const coffee = await get(`${path}?client=coffee`, { Accept: BROWSER })
    expect(msk.headers.get('ETag')).not.toBe(coffee.headers.get('ETag'))
    const corner = async (res: Response) => {
      const { data } = await sharp(Buffer.from(await res.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true })
      return [data[0], data[1], data[2]]
    }
    expect(await corner(msk)).not.toEqual(await corner(coffee))
  })

  it('leaves logos and placeholders as SVG (drawn text, no embedded pictures)', async () => {
    for (const path of [
      '/rest/image/logo-coffee/0/64/scale.png',
      '/rest/image/42/150/150/crop.jpg',
    ]) {
      const res = await get(path, { Accept: BROWSER })
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    }
  })
})
