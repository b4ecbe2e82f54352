// @vitest-environment node
/**
 * Every text-bearing call answers in the Accept-Language locale (server/texts.ts): English for
 * `en`, Russian for `ru` and by default, and Russian where a text has no English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { DEMO_USERNAME } from '../../server/seed/loyalty.ts'
import { issueToken } from '../../server/session.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const EN = { 'Accept-Language': 'en-GB,en;q=0.9' }
const RU = { 'Accept-Language': 'ru-RU,ru;q=0.9' }
const CYRILLIC = /[А-Яа-яЁё]/

type Json = Record<string, unknown>

async function signedIn(client: string) {
  const [row] = await db.query<{ id_user: number }>(
    'SELECT id_user FROM users WHERE client = $1 AND username = $2',
    [client, DEMO_USERNAME],
  )
  const dev = await registerDevice(app, client)
  return issueToken(db, client, dev.idDevice, row!.id_user)
}

/** The same call in both languages. */
async function both(path: string, opts: { client: string; body?: unknown; token?: string }) {
  const [en, ru, none] = await Promise.all([
    call(app, path, { ...opts, headers: EN }),
    call(app, path, { ...opts, headers: RU }),
    call(app, path, opts),
  ])
  for (const r of [en, ru, none]) expect(r.status, r.text).toBe(200)
  expect(none.json).toEqual(ru.json)
  return { en: en.json, ru: ru.json, enRes: en.res }
}

function modules(json: Json) {
  return (json.settings as { modules: Record<string, Json> }).modules
}

describe('POST app: settings, branches and services in the request’s language', () => {
  it('pizzeria-msk: tab and menu labels, payment methods, groups, branches', async () => {
    const { en, ru, enRes } = await both('app', { client: 'pizzeria-msk', body: {} })
    expect(enRes.headers.get('Vary')).toMatch(/Accept-Language/)
    const [mEn, mRu] = [modules(en), modules(ru)]
    expect(mEn.catalog!.tabbarTitle).toBe('Menu')
    expect(mRu.catalog!.tabbarTitle).toBe('Меню')
    expect(mEn.history!.title).toBe('Points history')
    expect(mRu.history!.title).toBe('История баллов')
    const payEn = (mEn.catalog!.paymentTypeList as { name: string }[]).map((p) => p.name)
    const payRu = (mRu.catalog!.paymentTypeList as { name: string }[]).map((p) => p.name)
    expect(payEn).toContain('Card online')
    expect(payRu).toContain('Картой онлайн')
    const branchEn = (en.branches as { name: string; address: string }[])[0]!
    const branchRu = (ru.branches as { name: string; address: string }[])[0]!
    expect(branchEn.name).toBe('Pizza Mario on Tverskaya')
    expect(branchEn.address).toBe('12 Tverskaya St, bldg 1, Moscow')
    expect(branchRu.name).toBe('Пицца Марио на Тверской')
    // No Russian left in the brand's settings and branches (user data aside).
    expect(JSON.stringify(en.settings)).not.toMatch(CYRILLIC)
    expect(JSON.stringify(en.branches)).not.toMatch(CYRILLIC)
  })

  it('every demo brand answers its settings and branches in English', async () => {
    for (const client of ['pizzeria-spb', 'coffee', 'sushi']) {
      const { en, ru } = await both('app', { client, body: {} })
      expect(JSON.stringify(en.settings), client).not.toMatch(CYRILLIC)
      expect(JSON.stringify(en.branches), client).not.toMatch(CYRILLIC)
      expect(JSON.stringify(ru.settings), client).toMatch(CYRILLIC)
    }
  })

  it('sushi: booking services follow the language', async () => {
    const { en, ru } = await both('app', { client: 'sushi', body: {} })
    expect(JSON.stringify(en.services ?? [])).not.toMatch(CYRILLIC)
    expect(JSON.stringify(ru.services ?? [])).toMatch(CYRILLIC)
  })
})

describe('catalog calls', () => {
  it('get-categories and get-products: names, descriptions, properties', async () => {
    const cats = await both('get-categories', { client: 'pizzeria-msk', body: {} })
    const names = (j: Json) => (j.category as { name: string }[]).map((c) => c.name)
    expect(names(cats.en)).toContain('Pizza')
    expect(names(cats.ru)).toContain('Пицца')
    expect(JSON.stringify(cats.en.category)).not.toMatch(CYRILLIC)
    // The category that lists the Margherita.
    const [pizza] = await db.query<{ category_id: number }>(
      `SELECT category_id FROM catalog_products
        WHERE client = 'pizzeria-msk' AND name = 'Маргарита' AND parent_id IS NULL`,
    )
    const body = { category: pizza!.category_id, limit: 50, offset: 0 }
    const products = await both('get-products', { client: 'pizzeria-msk', body })
    const productNames = (j: Json) => (j.products as { name: string }[]).map((p) => p.name)
    expect(productNames(products.en)).toContain('Margherita')
    expect(productNames(products.ru)).toContain('Маргарита')
    expect(JSON.stringify(products.en.products)).not.toMatch(CYRILLIC)
  })

  it('the 1,000-product market category reads in English too', async () => {
    const body = { category: 9, limit: 100, offset: 0 }
    const { en, ru } = await both('get-products', { client: 'pizzeria-msk', body })
    expect(JSON.stringify(en.products)).not.toMatch(CYRILLIC)
    expect((en.products as { name: string }[])[0]!.name).toMatch(/^Parmesan “Homemade” No\. 1$/)
    expect((ru.products as { name: string }[])[0]!.name).toBe('Сыр пармезан «Домашний» №1')
  })

  it('a text without an English variant falls back to Russian', async () => {
    await db.query(
      `UPDATE catalog_products SET name = 'Пицца без перевода'
        WHERE client = 'sushi' AND id = (SELECT MIN(id) FROM catalog_products WHERE client = 'sushi')`,
    )
    const [row] = await db.query<{ id: number }>(
      `SELECT MIN(id) AS id FROM catalog_products WHERE client = 'sushi'`,
    )
    const { en, ru } = await both('get-products-by-ids', {
      client: 'sushi',
      body: { products: [row!.id] },
    })
    expect((en.products as { name: string }[])[0]!.name).toBe('Пицца без перевода')
    expect((ru.products as { name: string }[])[0]!.name).toBe('Пицца без перевода')
  })
})

describe('loyalty, pages, pushes', () => {
  it('get-coupons: gift and coupon titles and descriptions', async () => {
    for (const client of ['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const { en, ru } = await both('get-coupons', { client })
      expect(JSON.stringify([en.gift, en.coupon]), client).not.toMatch(CYRILLIC)
      expect(JSON.stringify([ru.gift, ru.coupon]), client).toMatch(CYRILLIC)
    }
  })

  it('operation-history and operation detail: operation names', async () => {
    const token = await signedIn('pizzeria-msk')
    const body = { limit: 50, offset: 0 }
    const { en, ru } = await both('operation-history', { client: 'pizzeria-msk', body, token })
    const reasons = (j: Json) => (j.operationHistory as { reason: string }[]).map((o) => o.reason)
    expect(reasons(en)).toContain('Purchase')
    expect(reasons(ru)).toContain('Покупка')
    expect(reasons(en).join(' ')).not.toMatch(CYRILLIC)
    const id = (en.operationHistory as { id: number; reason: string }[]).find(
      (o) => o.reason === 'Purchase',
    )!.id
    const detail = await both(`operation/${id}`, { client: 'pizzeria-msk', token })
    const receiptEn = JSON.stringify(detail.en)
    expect(receiptEn).toMatch(/Purchase/)
    expect(JSON.stringify(detail.ru)).toMatch(/Покупка/)
  })

  it('pages: titles and contents', async () => {
    for (const client of ['coffee', 'pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const { en, ru } = await both('pages', { client })
      expect(JSON.stringify(en.pages), client).not.toMatch(CYRILLIC)
      expect(JSON.stringify(ru.pages), client).toMatch(CYRILLIC)
    }
  })

  it('get-user-pushes: push names and texts', async () => {
    const token = await signedIn('coffee')
    const { en, ru } = await both('get-user-pushes', { client: 'coffee', token })
    expect((en.pushes as unknown[]).length).toBeGreaterThan(0)
    const texts = (j: Json) =>
      JSON.stringify((j.pushes as { name: string; text: string }[]).map((p) => [p.name, p.text]))
    expect(texts(en)).not.toMatch(CYRILLIC)
    expect(texts(ru)).toMatch(CYRILLIC)
  })
})

describe('stored text objects {ru, en}', () => {
  it('resolve in the request’s language, and to Russian where English is missing', async () => {
    await db.query(
      `UPDATE brands SET settings = jsonb_set(jsonb_set(settings,
         '{modules,history,title}', '{"ru": "История", "en": "Your history"}'::jsonb),
         '{modules,pages,title}', '{"ru": "Только по-русски"}'::jsonb)
       WHERE client = 'coffee'`,
    )
    const { en, ru } = await both('app', { client: 'coffee', body: {} })
    expect(modules(en).history!.title).toBe('Your history')
    expect(modules(ru).history!.title).toBe('История')
    expect(modules(en).pages!.title).toBe('Только по-русски')
    expect(modules(ru).pages!.title).toBe('Только по-русски')
  })
})
