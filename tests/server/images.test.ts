// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { initials } from '../../server/images/svg.ts'
import { call, getImage, svgSize, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const get = (path: string, headers: Record<string, string> = {}) => getImage(app, path, headers)

describe('GET /rest/image/{id}/{height}/{width}/{file}', () => {
  it('draws an SVG of the requested size, cached for long', async () => {
    const res = await get('/rest/image/42/150/150/crop.jpg')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('Cache-Control')).toContain('max-age=31536000')
    const svg = await res.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svgSize(svg)).toEqual({ width: 150, height: 150 })
  })

  it('keeps a 4:3 aspect when the height is 0', async () => {
    const svg = await (await get('/rest/image/product-pizza-101/0/400/scale.png')).text()
    expect(svgSize(svg)).toEqual({ width: 400, height: 300 })
    const tall = await (await get('/rest/image/x/300/0/scale.png')).text()
    expect(svgSize(tall)).toEqual({ width: 400, height: 300 })
  })

  it('gives the same picture for the same id, and answers If-None-Match with 304', async () => {
    const a = await get('/rest/image/news-7/0/200/scale.png')
    const b = await get('/rest/image/news-7/0/200/scale.png')
    expect(await a.text()).toBe(await b.text())
    const etag = a.headers.get('ETag')!
    const again = await get('/rest/image/news-7/0/200/scale.png', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    const other = await (await get('/rest/image/news-8/0/200/scale.png')).text()
    expect(other).not.toBe(await (await get('/rest/image/news-7/0/200/scale.png')).text())
  })

  it('draws a brand logo with its initials and colour, square', async () => {
    const svg = await (await get('/rest/image/logo-coffee/0/256/scale.png')).text()
    expect(svgSize(svg)).toEqual({ width: 256, height: 256 })
    expect(svg).toContain('#6F4E37')
    expect(svg).toContain('>КТ</text>')
    const icon = await (await get('/rest/image/icon-sushi/512/512/crop.png')).text()
    expect(icon).toContain('>С</text>')
    // An unknown brand still gets a neutral logo, not an error.
    expect((await get('/rest/image/logo-nobody/0/64/scale.png')).status).toBe(200)
  })

  it('takes the logo initials from the brand name in the app data’s language (issue 12)', async () => {
    // the app data in English names its logo with ?lang=en; in Russian without
    const en = await call(app, 'app', {
      client: 'pizzeria-msk',
      body: {},
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    })
    const ru = await call(app, 'app', { client: 'pizzeria-msk', body: {} })
    const logoEn = (en.json.settings as { logo: string }).logo
    const logoRu = (ru.json.settings as { logo: string }).logo
    expect(logoEn).toBe('/rest/image/logo-pizzeria-msk/0/256/scale.png?lang=en')
    expect(logoRu).toBe('/rest/image/logo-pizzeria-msk/0/256/scale.png')
    // «Pizza Mario · Moscow» in English: PM, not ПМ
    expect(await (await get(logoEn)).text()).toContain('>PM</text>')
    expect(await (await get(logoRu)).text()).toContain('>ПМ</text>')
    expect(await (await get('/rest/image/logo-coffee/0/256/scale.png?lang=en')).text()).toContain(
      '>CP</text>',
    )
  })

  it('rejects sizes that are not whole numbers up to 4096', async () => {
    for (const path of ['/rest/image/1/abc/100/scale.png', '/rest/image/1/0/99999/scale.png']) {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ status: 'error', code: 'bad_image_size' })
    }
  })

  it('takes initials from the first two words', () => {
    expect(initials('Пицца Марио')).toBe('ПМ')
    expect(initials('Сёгун')).toBe('С')
    expect(initials('«Кофе» Точка бар')).toBe('КТ')
    expect(initials('')).toBe('?')
  })
})
