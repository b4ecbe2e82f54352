// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

async function manifest(url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers })
  return { res, body: res.status === 200 ? await res.json() : await res.json() }
}

describe('GET /manifest.webmanifest', () => {
  it('describes the brand of the subdomain', async () => {
    const { res, body } = await manifest('http://pizzeria-msk.localhost:8080/manifest.webmanifest')
    expect(res.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(body).toMatchObject({
      name: 'Пицца Марио · Москва',
      short_name: 'Пицца Марио',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#D62828',
      background_color: '#FFF8F0',
      lang: 'ru',
    })
    expect(body.icons.length).toBeGreaterThanOrEqual(2)
    for (const icon of body.icons) {
      expect(icon.src).toMatch(/^\/rest\/image\/icon-pizzeria-msk\/\d+\/\d+\/crop\.png$/)
    }
    expect(body.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)
    // The icons it names are served.
    const icon = await app.request(`http://localhost${body.icons[0].src}`)
    expect(icon.status).toBe(200)
  })

  it('keeps ?client= in start_url when the brand came from the query or the page', async () => {
    let { body } = await manifest('http://localhost:8080/manifest.webmanifest?client=coffee')
    expect(body.start_url).toBe('/?client=coffee')
    expect(body.theme_color).toBe('#6F4E37')
    ;({ body } = await manifest('http://localhost:8080/manifest.webmanifest', {
      Referer: 'http://localhost:8080/news/?client=sushi',
    }))
    expect(body.name).toBe('Сёгун')
    expect(body.start_url).toBe('/?client=sushi')
  })

  it('makes each brand its own app: id, names and colours differ', async () => {
    const { body: msk } = await manifest('http://pizzeria-msk.localhost:8080/manifest.webmanifest')
    const { body: coffee } = await manifest(
      'http://localhost:8080/manifest.webmanifest?client=coffee',
    )
    const { body: sushi } = await manifest(
      'http://localhost:8080/manifest.webmanifest?client=sushi',
    )
    // on one origin the ids tell brands apart; on its own subdomain the root is the brand's
    expect(msk.id).toBe('/')
    expect(coffee.id).toBe('/?client=coffee')
    expect(sushi.id).toBe('/?client=sushi')
    expect(coffee.scope).toBe('/')
    expect(new Set([msk.short_name, coffee.short_name, sushi.short_name]).size).toBe(3)
    expect(new Set([msk.theme_color, coffee.theme_color, sushi.theme_color]).size).toBe(3)
    expect(coffee.icons[0].src).toContain('icon-coffee')
    expect(sushi.icons[0].src).toContain('icon-sushi')
  })

  it('is neutral without a brand and 404 for an unknown one', async () => {
    let { res, body } = await manifest('http://localhost:8080/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(body.display).toBe('standalone')
    ;({ res, body } = await manifest('http://ghost.localhost:8080/manifest.webmanifest'))
    expect(res.status).toBe(404)
    expect(body.status).toBe('error')
  })
})
