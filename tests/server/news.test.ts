// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { demoNews } from '../../server/seed/news.ts'
import { call, testApp, type TestApp } from './helpers.ts'

interface NewsItem {
  idNews: number
  title: string
  date: string
  icon: string
  content: string
}

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const news = (r: { json: Record<string, unknown> }) => r.json.news as NewsItem[]
const en = { 'Accept-Language': 'en-GB,en;q=0.9' }

describe('GET news: pages (accounts-loyalty §7)', () => {
  it('answers the spec’s page of 10 by default, newest first, with every field', async () => {
    const r = await call(app, 'news', { client: 'coffee' })
    expect(r.status).toBe(200)
    expect(r.json.status).toBe('ok')
    const items = news(r)
    expect(items).toHaveLength(10)
    const dates = items.map((n) => Date.parse(n.date))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    for (const n of items) {
      expect(Object.keys(n).sort()).toEqual(['content', 'date', 'icon', 'idNews', 'title'])
      expect(n.title).not.toBe('')
      expect(n.content).toMatch(/<p>/)
      expect(n.icon).toMatch(/^\/rest\/image\/news-/)
    }
  })

  it('pages with limit and offset = the number already loaded, until a short page', async () => {
    const total = demoNews.coffee!.length
    const seen: number[] = []
    let pages = 0
    for (;;) {
      const r = await call(app, `news?limit=4&offset=${seen.length}`, { client: 'coffee' })
      expect(r.status).toBe(200)
      const page = news(r)
      pages++
      seen.push(...page.map((n) => n.idNews))
      if (page.length < 4) break
    }
    expect(new Set(seen).size).toBe(total)
    expect(seen).toHaveLength(total)
    expect(pages).toBe(Math.floor(total / 4) + 1)
    // Past the end: an empty page (all loaded).
    const after = await call(app, `news?limit=4&offset=${total}`, { client: 'coffee' })
    expect(news(after)).toEqual([])
  })

  it('gives every demo brand at least 12 news with pictures and HTML', async () => {
    for (const b of demoBrands) {
      const r = await call(app, 'news?limit=100', { host: `${b.client}.localhost:8080` })
      expect(r.status).toBe(200)
      const items = news(r)
      expect(items.length, b.client).toBeGreaterThanOrEqual(12)
      expect(items.every((n) => n.icon && /<p>/.test(n.content))).toBe(true)
    }
  })

  it('answers in the request’s language, Russian by default; a brand without English falls back', async () => {
    const ru = news(await call(app, 'news?limit=1', { client: 'pizzeria-msk' }))[0]!
    const english = news(
      await call(app, 'news?limit=1', { client: 'pizzeria-msk', headers: en }),
    )[0]!
    expect(ru.idNews).toBe(english.idNews)
    expect(ru.title).toBe(demoNews['pizzeria-msk']![0]!.ru.title)
    expect(english.title).toBe(demoNews['pizzeria-msk']![0]!.en.title)
    expect(english.content).toBe(demoNews['pizzeria-msk']![0]!.en.content)
    expect(ru.title).not.toBe(english.title)
  })

  it('keeps each brand’s news to itself', async () => {
    const msk = news(await call(app, 'news?limit=100', { client: 'pizzeria-msk' }))
    const coffee = news(await call(app, 'news?limit=100', { client: 'coffee' }))
    const mskTitles = new Set(msk.map((n) => n.title))
    expect(coffee.some((n) => mskTitles.has(n.title))).toBe(false)
  })
})

describe('GET news by id', () => {
  it('answers the one item as news[0]', async () => {
    const r = await call(app, 'news?id=2', { client: 'pizzeria-msk' })
    expect(r.status).toBe(200)
    expect(news(r)).toHaveLength(1)
    expect(news(r)[0]).toMatchObject({ idNews: 2, title: 'Открыли ресторан на Арбате' })
    const english = await call(app, 'news?id=2', { client: 'pizzeria-msk', headers: en })
    expect(news(english)[0]!.title).toBe('We opened a restaurant on Arbat')
  })

  it('answers an unknown id, or another brand’s, with 404 and the spec’s not-found text', async () => {
    const missing = await call(app, 'news?id=9999', { client: 'coffee' })
    expect(missing.status).toBe(404)
    expect(missing.json).toMatchObject({
      status: 'error',
      code: 'not_found',
      message: 'Упс! Новость, которую вы ищете, недоступна',
    })
    const english = await call(app, 'news?id=9999', { client: 'coffee', headers: en })
    expect(english.json.message).toBe('Oops! The news you were looking for is not available')
  })

  it('treats an id that is not a positive number as not found', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', "1' OR '1'='1"]) {
      const r = await call(app, `news?id=${encodeURIComponent(id)}`, { client: 'coffee' })
      expect(r.status, id).toBe(404)
      expect(r.json.code, id).toBe('not_found')
    }
  })

  it('refuses an over-long id and text the database cannot store', async () => {
    const long = await call(app, `news?id=${'1'.repeat(40)}`, { client: 'coffee' })
    expect(long.status).toBe(400)
    const nul = await call(app, 'news?id=%00', { client: 'coffee' })
    expect(nul.status).toBe(400)
    expect(nul.json.code).toBe('bad_text')
  })
})

describe('GET news: hostile paging', () => {
  it.each([
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=99999999999999999999', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-3', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=1e9', 'offset'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const r = await call(app, `news?${query}`, { client: 'coffee' })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ status: 'error', code: 'bad_request' })
    expect(String(r.json.message)).toContain(field)
  })

  it('answers an unknown brand with 404', async () => {
    const r = await call(app, 'news', { client: 'ghost' })
    expect(r.status).toBe(404)
    expect(r.json.code).toBe('unknown_client')
  })
})

describe('the hostile-HTML test news (issue 12: a customer saw it in the demo)', () => {
  const everyNews = async (client: string, headers?: Record<string, string>) =>
    news(await call(app, 'news?limit=100', { client, headers }))

  it('is in no demo brand’s news, in either language', async () => {
    for (const b of demoBrands) {
      for (const items of [await everyNews(b.client), await everyNews(b.client, en)]) {
        for (const n of items) {
          expect(n.title, b.client).not.toMatch(/Проверка безопасности|Security check/)
          expect(n.content, `${b.client} ${n.title}`).not.toMatch(/<script|onerror|javascript:/i)
        }
      }
    }
  })

  it('comes and goes only through the admin route (ADMIN_SECRET), for e2e', async () => {
    const body = { active: true }
    expect((await call(app, 'admin/news/fixture', { client: 'pizzeria-msk', body })).status).toBe(
      403,
    )
    process.env.ADMIN_SECRET = 'news-secret'
    try {
      const headers = { 'X-Admin-Secret': 'news-secret' }
      const on = await call(app, 'admin/news/fixture', { client: 'pizzeria-msk', body, headers })
      expect(on.status).toBe(200)
      const titles = (await everyNews('pizzeria-msk')).map((n) => n.title)
      expect(titles).toContain('Проверка безопасности: картинки в новостях')
      // Among the first page of 10, as e2e/news.spec.ts finds it.
      expect(titles.indexOf('Проверка безопасности: картинки в новостях')).toBeLessThan(10)
      const off = await call(app, 'admin/news/fixture', {
        client: 'pizzeria-msk',
        body: { active: false },
        headers,
      })
      expect(off.status).toBe(200)
      expect((await everyNews('pizzeria-msk')).map((n) => n.title)).not.toContain(
        'Проверка безопасности: картинки в новостях',
      )
    } finally {
      delete process.env.ADMIN_SECRET
    }
  })
})
