// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { call, testApp, type TestApp } from './helpers.ts'

interface P {
  id: number
  name: string
  price: number
  priceRange: { min: number; max: number } | null
  active: boolean
  deleted: boolean
  isVariation: boolean
  parentId: number | null
  allowBasket: string | null
  amounts: { branch_id: number; amount: number }[]
  badges: { type: string; label?: string }[]
  params: { group: string; items: { label: string; value: string }[] }[]
  productAttributeValues: {
    id: number
    name: string
    values: { id: number; name: string; selected: boolean }[]
  }[]
}
interface C {
  id: number
  name: string
  sub_categories: C[]
}

let app: TestApp
let db: Db
const client = 'pizzeria-msk'

beforeAll(async () => {
  ;({ app, db } = await testApp())
  process.env.ADMIN_SECRET = 'test-secret'
})
afterAll(async () => {
  delete process.env.ADMIN_SECRET
  await db.close()
})

async function products(category: number, branch: number | null = 1, limit = 10, offset = 0) {
  const r = await call(app, 'get-products', { client, body: { branch, category, limit, offset } })
  expect(r.status).toBe(200)
  return r.json as { products: P[]; total: number }
}

async function allProducts(category: number, branch: number | null = 1) {
  return (await products(category, branch, 100)).products
}

describe('get-categories', () => {
  it('answers the tree with subcategories; a branch-only category shows only in its branch', async () => {
    const r1 = await call(app, 'get-categories', { client, body: { branch: 1 } })
    const tree = r1.json.category as C[]
    expect(tree.length).toBeGreaterThanOrEqual(6)
    const pizza = tree.find((c) => c.name === 'Пицца')!
    expect(pizza.sub_categories.map((c) => c.name)).toEqual(['Классические', 'Фирменные', 'Особые'])
    expect(tree.some((c) => c.name === 'Комбо')).toBe(true)
    const r2 = await call(app, 'get-categories', { client, body: { branch: 2 } })
    expect((r2.json.category as C[]).some((c) => c.name === 'Комбо')).toBe(false)
  })

  it('rejects a bad body with the validation message', async () => {
    const r = await call(app, 'get-categories', { client, body: { branch: 'x' } })
    expect(r.status).toBe(400)
    expect(r.json.message).toBe(
      'Некорректный запрос: поле «branch» должно быть типа целое число или null',
    )
  })
})

describe('get-products', () => {
  it('pages with limit and offset and never lists inactive or deleted products', async () => {
    const first = await products(9, 1, 10, 0)
    const second = await products(9, 1, 10, 10)
    expect(first.total).toBeGreaterThanOrEqual(1000)
    expect(first.products).toHaveLength(10)
    expect(second.products[0]!.id).not.toBe(first.products[0]!.id)
    const salads = await allProducts(22)
    expect(salads.some((p) => p.name === 'Оливье по-домашнему')).toBe(false)
    const desserts = await allProducts(5)
    expect(desserts.some((p) => p.name === 'Штрудель яблочный')).toBe(false)
  })

  it('prices per branch and stock per branch', async () => {
    const b1 = await allProducts(21, 1)
    const b2 = await allProducts(21, 2)
    const fries1 = b1.find((p) => p.name === 'Картофель фри')!
    const fries2 = b2.find((p) => p.name === 'Картофель фри')!
    expect(fries1.price).toBe(190)
    expect(fries2.price).toBe(210)
    const squid = b1.find((p) => p.name === 'Кольца кальмара')!
    expect(squid.amounts).toEqual([{ branch_id: 1, amount: 0 }])
  })

  it('lists a pizza as its default variation with the group price range and attributes', async () => {
    const pizzas = await allProducts(11)
    const pep = pizzas.find((p) => p.name === 'Пепперони')!
    expect(pep.isVariation).toBe(true)
    expect(pep.parentId).toBeTypeOf('number')
    expect(pep.price).toBe(590)
    expect(pep.priceRange).toEqual({ min: 470, max: 800 })
    expect(pep.productAttributeValues.map((a) => a.name)).toEqual(['Размер', 'Тесто'])
    const size = pep.productAttributeValues[0]!
    expect(size.values.map((v) => [v.name, v.selected])).toEqual([
      ['25 см', false],
      ['30 см', true],
      ['35 см', false],
    ])
    expect(pep.params.map((g) => g.group)).toEqual(['composition', 'weight', 'size'])
  })

  it.each(['pizzeria-msk', 'pizzeria-spb', 'sushi'])(
    '%s: ≥ 6 categories, ≥ 120 products, every badge and every allowBasket value',
    async (brand) => {
      const seen = new Set<string>()
      const allow = new Set<string | null>()
      let count = 0
      const tree = (await call(app, 'get-categories', { client: brand, body: { branch: null } }))
        .json.category as C[]
      expect(tree.length).toBeGreaterThanOrEqual(6)
      expect(tree.some((c) => c.sub_categories.length > 0)).toBe(true)
      const ids = tree
        .flatMap((c) => [c.id, ...c.sub_categories.map((s) => s.id)])
        .filter((id) => id !== 9)
      for (const id of ids) {
        const r = await call(app, 'get-products', {
          client: brand,
          body: { branch: 1, category: id, limit: 100 },
        })
        for (const p of (r.json as { products: P[] }).products) {
          count++
          p.badges.forEach((b) => seen.add(b.type))
          allow.add(p.allowBasket)
        }
      }
      expect(count).toBeGreaterThanOrEqual(120)
      expect([...seen].sort()).toEqual(['isNew', 'isPopular', 'isSpicy', 'isVegan'])
      expect(allow).toEqual(new Set([null, 'all', 'off', 'onlyPickup', 'onlyDelivery']))
    },
  )

  it.each([
    ['ru', 'Веганское'],
    ['en', 'Vegan'],
  ])('%s: the isVegan badge reads vegan, not vegetarian (issue 12)', async (locale, word) => {
    const headers = { 'Accept-Language': locale }
    const tree = (await call(app, 'get-categories', { client, headers, body: { branch: null } }))
      .json.category as C[]
    const labels = new Set<string | undefined>()
    for (const id of tree.flatMap((c) => [c.id, ...c.sub_categories.map((s) => s.id)])) {
      if (id === 9) continue
      const r = await call(app, 'get-products', {
        client,
        headers,
        body: { branch: 1, category: id, limit: 100 },
      })
      for (const p of (r.json as { products: P[] }).products) {
        p.badges.filter((b) => b.type === 'isVegan').forEach((b) => labels.add(b.label))
      }
    }
    expect([...labels]).toEqual([word])
  })

  it('requires the category', async () => {
    const r = await call(app, 'get-products', { client, body: { branch: 1 } })
    expect(r.status).toBe(400)
    expect(r.json.message).toContain('«category»')
  })
})

describe('product/{id}/variation', () => {
  it('switches one attribute and keeps the others', async () => {
    const pep = (await allProducts(11)).find((p) => p.name === 'Пепперони')!
    const r = await call(app, `product/${pep.id}/variation?attributeId=1&valueId=3&branch=1`, {
      client,
    })
    expect(r.status).toBe(200)
    const big = r.json.product as P
    expect(big.price).toBe(770)
    expect(big.productAttributeValues[0]!.values.find((v) => v.selected)!.name).toBe('35 см')
    expect(big.productAttributeValues[1]!.values.find((v) => v.selected)!.name).toBe('Традиционное')
    const thin = (
      await call(app, `product/${big.id}/variation?attributeId=2&valueId=12&branch=2`, { client })
    ).json.product as P
    expect(thin.price).toBe(800 + 30)
    expect(thin.productAttributeValues[0]!.values.find((v) => v.selected)!.name).toBe('35 см')
  })

  it('answers 404 with a message for an unknown product or value', async () => {
    const r = await call(app, 'product/999999/variation?attributeId=1&valueId=3', { client })
    expect(r.status).toBe(404)
    expect(r.json.message).toBe('Товар не найден')
    const pep = (await allProducts(11)).find((p) => p.name === 'Пепперони')!
    const r2 = await call(app, `product/${pep.id}/variation?attributeId=1&valueId=77`, {
      client,
      headers: { 'Accept-Language': 'en' },
    })
    expect(r2.status).toBe(404)
    expect(r2.json.message).toBe('There is no such product option')
  })
})

describe('catalog-search', () => {
  it('finds categories and products from 3 characters', async () => {
    const r = await call(app, `catalog-search?query=${encodeURIComponent('пиц')}&branch=1`, {
      client,
    })
    const found = r.json.catalogSearch as { categories: C[]; products: P[] }
    expect(found.categories.map((c) => c.name)).toContain('Пицца')
    expect(found.products.some((p) => p.name === 'Пицца с Нутеллой')).toBe(true)
    const short = await call(app, `catalog-search?query=${encodeURIComponent('пи')}`, { client })
    expect(short.status).toBe(400)
  })
})

describe('get-products-by-ids and the admin route', () => {
  it('answers current state, leaves vanished ids out, and follows admin changes', async () => {
    const salads = await allProducts(22)
    const caesar = salads.find((p) => p.name === 'Цезарь с курицей')!
    const pep = (await allProducts(11)).find((p) => p.name === 'Пепперони')!
    const body = {
      branch: 1,
      products: [caesar.id, 987654],
      variations: [
        {
          id: pep.id,
          productAttributeValues: [
            { attributeId: 1, attributeName: 'Размер', valueId: 2, valueName: '30 см' },
            { attributeId: 2, attributeName: 'Тесто', valueId: 11, valueName: 'Традиционное' },
          ],
        },
      ],
    }
    let r = await call(app, 'get-products-by-ids', { client, body })
    expect((r.json.products as P[]).map((p) => [p.id, p.price])).toEqual([
      [caesar.id, 390],
      [pep.id, 590],
    ])
    const denied = await call(app, 'admin/catalog/product', {
      client,
      body: { id: caesar.id, price: 1 },
    })
    expect(denied.status).toBe(403)
    const headers = { 'X-Admin-Secret': 'test-secret' }
    expect(
      (
        await call(app, 'admin/catalog/product', {
          client,
          headers,
          body: { id: caesar.id, price: 420 },
        })
      ).status,
    ).toBe(200)
    await call(app, 'admin/catalog/product', {
      client,
      headers,
      body: { id: pep.id, active: false },
    })
    r = await call(app, 'get-products-by-ids', { client, body })
    const [c2, p2] = r.json.products as P[]
    expect(c2!.price).toBe(420)
    expect(p2!.active).toBe(false)
    await call(app, 'admin/catalog/product', {
      client,
      headers,
      body: { id: caesar.id, remove: true },
    })
    r = await call(app, 'get-products-by-ids', { client, body })
    expect((r.json.products as P[]).map((p) => p.id)).toEqual([pep.id])
  })
})
