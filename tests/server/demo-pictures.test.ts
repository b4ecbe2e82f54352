// @vitest-environment node
/**
 * Demo imagery (issue 12): every picture the demo brands' data names — products, categories,
 * gifts, news, actions, special offers, pages — is served by the image route at the spec's sizes
 * as one of the vendored Fluent Emoji 3D pictures (server/seed/images/), never the generated
 * placeholder; unknown picture names are a 404.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { PICTURE_NAMES } from '../../server/images/picture-files.ts'
import { demoPictureNames, isListedDish } from '../../server/seed/pictures.ts'
import { getImage, svgSize, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const get = (path: string, headers: Record<string, string> = {}) => getImage(app, path, headers)

/** The image id of an image-service path or a bare id. */
const imageId = (value: string) => /^\/rest\/image\/([^/]+)\//.exec(value)?.[1] ?? value

/** Every picture a brand's demo data names, with where it came from. */
async function demoImages(): Promise<{ client: string; id: string; what: string }[]> {
  const rows = await db.query<{ client: string; value: string; what: string }>(
    `SELECT DISTINCT client, jsonb_array_elements_text(images) AS value, 'product' AS what
       FROM catalog_products
     UNION SELECT client, photo, 'category' FROM catalog_categories WHERE photo IS NOT NULL
     UNION SELECT client, icon, 'gift' FROM loyalty_gifts
     UNION SELECT client, icon, 'news' FROM news WHERE active
     UNION SELECT client, icon, 'action' FROM actions
     UNION SELECT client, o->>'image', 'offer' FROM brands,
            jsonb_array_elements(COALESCE(settings->'modules'->'specialoffer'->'list', '[]')) o
     UNION SELECT client, (regexp_match(content, '/rest/image/[^"]+'))[1], 'page' FROM pages
            WHERE content LIKE '%/rest/image/%'`,
  )
  return rows.map((r) => ({ client: r.client, id: imageId(r.value), what: r.what }))
}

describe('demo pictures', () => {
  it('names a vendored picture for every product, category, gift, news, action, offer and page', async () => {
    const images = await demoImages()
    const kinds = new Set(images.map((i) => i.what))
    expect([...kinds].sort()).toEqual(
      ['action', 'category', 'gift', 'news', 'offer', 'page', 'product'].sort(),
    )
    const placeholders = images.filter((i) => !i.id.includes('_'))
    expect(placeholders).toEqual([])
    for (const { id } of images) {
      const pictures = id.split('_').slice(1)
      expect(pictures.length, id).toBeGreaterThan(0)
      for (const p of pictures) expect(PICTURE_NAMES.has(p), `${id}: ${p}`).toBe(true)
    }
  })

  it('gives every demo dish a picture of its own, not its category’s', async () => {
    const rows = await db.query<{ name: string }>(
      `SELECT DISTINCT name FROM catalog_products WHERE parent_id IS NULL`,
    )
    expect(rows.length).toBeGreaterThan(100)
    // The market's products are «<name> «<adjective>» №<n>».
    const base = (name: string) => /^(.*) «[^»]+» №\d+$/.exec(name)?.[1] ?? name
    const unlisted = rows.map((r) => base(r.name)).filter((name) => !isListedDish(name))
    expect(unlisted).toEqual([])
  })

  it('serves each of them at the spec’s sizes: 4:3, news and actions 16:9, crops as asked', async () => {
    const images = await demoImages()
    // One request per kind and distinct pictures (the market repeats its 25, pizzas theirs).
    const seen = new Set<string>()
    let served = 0
    for (const { client, id, what } of images) {
      const key = `${what}:${id.replace(/^[^_]*/, '')}`
      if (seen.has(key)) continue
      seen.add(key)
      const res = await get(`/rest/image/${id}/0/600/scale.png?client=${client}`)
      expect(res.status, id).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
      const svg = await res.text()
      const wide = what === 'news' || what === 'action'
      expect(svgSize(svg), id).toEqual({ width: 600, height: wide ? 338 : 450 })
      const pictures = svg.match(/<image href="data:image\/webp;base64,/g) ?? []
      expect(pictures.length, id).toBe(id.split('_').length - 1)
      served++
    }
    expect(served).toBeGreaterThan(150)
    // The small product picture of the spec (catalog §7): 150/150/crop.jpg.
    const product = images.find((i) => i.what === 'product')!
    const thumb = await (await get(`/rest/image/${product.id}/150/150/crop.jpg`)).text()
    expect(svgSize(thumb)).toEqual({ width: 150, height: 150 })
  })

  it('draws them on the brand’s colours, revalidated daily; without a brand neutral, cached for long', async () => {
    const banner = await get('/rest/image/action-sushi-1_bento_label/0/600/scale.png?client=sushi')
    expect(await banner.text()).toContain('stop-color="#E63946"')
    expect(banner.headers.get('Cache-Control')).toBe('public, max-age=86400')
    // On the brand's host, as the app loads them.
    const onHost = await app.request(
      'http://coffee.localhost/rest/image/news-cof-1_coffee/0/400/scale.png',
    )
    expect(await onHost.text()).toContain('stop-color="#6F4E37"')
    const neutral = await get('/rest/image/dish-1-1_pizza/0/400/scale.png')
    expect(neutral.headers.get('Cache-Control')).toContain('max-age=31536000')
    const etag = neutral.headers.get('ETag')!
    expect(
      (await get('/rest/image/dish-1-1_pizza/0/400/scale.png', { 'If-None-Match': etag })).status,
    ).toBe(304)
  })

  it('answers unknown picture names with 404', async () => {
    for (const id of [
      'dish-1_nosuch',
      'dish-1_pizza_nosuch',
      'dish-1_pizza_cheese_olive_herb', // more than three
      'dish-1_Pizza',
      'dish-1_',
      '_pizza',
    ]) {
      const res = await get(`/rest/image/${id}/0/200/scale.png`)
      expect(res.status, id).toBe(404)
      expect(await res.json()).toMatchObject({ status: 'error', code: 'not_found' })
    }
    // Ids of another form still get the generated picture.
    expect((await get('/rest/image/food-pizza-3/0/200/scale.png')).status).toBe(200)
  })

  it('vendors exactly the pictures the demo uses, under 3 MB, with the licence', () => {
    const dir = new URL('../../server/seed/images/', import.meta.url)
    const files = readdirSync(dir).filter((f) => f.endsWith('.webp'))
    expect(new Set(files.map((f) => f.slice(0, -5)))).toEqual(new Set(PICTURE_NAMES))
    expect([...demoPictureNames()].filter((p) => !PICTURE_NAMES.has(p))).toEqual([])
    expect([...PICTURE_NAMES].filter((p) => !demoPictureNames().has(p))).toEqual([])
    const total = files.reduce((sum, f) => sum + statSync(new URL(f, dir)).size, 0)
    expect(total).toBeLessThan(3 * 1024 * 1024)
    for (const f of files) {
      // WebP: RIFF....WEBP
      const head = readFileSync(new URL(f, dir)).subarray(0, 12).toString('latin1')
      expect(head, f).toMatch(/^RIFF.{4}WEBP$/s)
    }
    expect(readFileSync(new URL('LICENSE', dir), 'utf8')).toContain('MIT License')
  })
})
