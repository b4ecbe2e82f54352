// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { call, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

describe('GET pages', () => {
  it('lists each brand’s info pages in order', async () => {
    for (const b of demoBrands) {
      const r = await call(app, 'pages', { host: `${b.client}.localhost:8080` })
      expect(r.status).toBe(200)
      const pages = r.json.pages as { idContent: number; title: string; content: string }[]
      expect(pages.length).toBeGreaterThanOrEqual(2)
      expect(pages.map((p) => p.idContent)).toEqual(b.pages.map((p) => p.idContent))
      for (const p of pages) {
        expect(p.title).not.toBe('')
        expect(p.content).toMatch(/<p>|<ul>|<table>/)
      }
    }
  })

  it('includes HTML that the app must sanitise (a script and an onerror handler)', async () => {
    const r = await call(app, 'pages', { client: 'pizzeria-msk' })
    const html = (r.json.pages as { content: string }[]).map((p) => p.content).join('\n')
    expect(html).toContain('<script>')
    expect(html).toMatch(/onerror=/)
  })

  it('answers an unknown brand with 404', async () => {
    const r = await call(app, 'pages', { client: 'ghost' })
    expect(r.status).toBe(404)
    expect(r.json.status).toBe('error')
  })
})
