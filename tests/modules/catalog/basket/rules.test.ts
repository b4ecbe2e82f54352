// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  allowBasket,
  basketRequest,
  basketTotals,
  compositionIncomplete,
  diffBasket,
  itemState,
  maxAmount,
  NO_LIMIT,
} from '../../../../src/modules/catalog/basket/rules.ts'
import type { BasketEntry, Product } from '../../../../src/modules/catalog/common/types.ts'
import { deliverySettings, pickupSettings } from '../settings.ts'

const product = (id: number, price: number, extra: Partial<Product> = {}): Product => ({
  id,
  name: `P${id}`,
  price,
  active: true,
  deleted: false,
  ...extra,
})
const entry = (p: Product, amount: number): BasketEntry => ({ product: p, amount })

describe('allowBasket (spec §5)', () => {
  it.each([
    [undefined, 'delivery', true],
    ['all', 'pickup', true],
    ['off', 'delivery', false],
    ['onlyPickup', 'pickup', true],
    ['onlyPickup', 'delivery', false],
    ['onlyDelivery', 'delivery', true],
    ['onlyDelivery', 'pickup', false],
    ['all', null, false],
  ] as const)('%s under %s -> %s', (value, receive, expected) => {
    expect(allowBasket({ allowBasket: value }, receive)).toBe(expected)
  })
})

describe('stock per branch (spec §5, §9)', () => {
  const p = product(1, 100, {
    amounts: [
      { branch_id: 1, amount: 0 },
      { branch_id: 2, amount: 3 },
    ],
  })
  it('reads the branch amount; unlisted or unknown branch has no limit', () => {
    expect(maxAmount(p, 1)).toBe(0)
    expect(maxAmount(p, 2)).toBe(3)
    expect(maxAmount(p, 3)).toBe(NO_LIMIT)
    expect(maxAmount(product(2, 1), 1)).toBe(NO_LIMIT)
    expect(maxAmount(p, null)).toBe(NO_LIMIT)
  })
  it('item state: sold, deleted, not for sale', () => {
    expect(itemState(p, 'delivery', 1)).toBe('sold')
    expect(itemState(product(3, 1, { active: false }), 'delivery', 1)).toBe('sold')
    expect(itemState(product(3, 1, { deleted: true }), 'delivery', 1)).toBe('deleted')
    expect(itemState(product(3, 1, { allowBasket: 'onlyPickup' }), 'delivery', 1)).toBe(
      'notForSale',
    )
    expect(itemState(product(3, 1), 'delivery', 1)).toBe('active')
  })
})

describe('basket totals (spec §9)', () => {
  const delivery = deliverySettings({ deliveryPrice: 199, forFreeDelivery: 1500, minOrder: 700 })
  const pickup = pickupSettings({ discount: 10, minOrder: 0 })
  const entries = [
    entry(product(1, 590), 1),
    entry(product(2, 190), 2),
    entry(product(3, 300, { active: false }), 5),
    entry(product(4, 300, { allowBasket: 'onlyPickup' }), 1),
  ]

  it('delivery: fee below forFreeDelivery, inactive and not-for-sale items excluded', () => {
    const t = basketTotals({ entries, receive: 'delivery', branch: 1, delivery, pickup })
    expect(t).toMatchObject({ count: 3, subtotal: 970, deliveryFee: 199, total: 1169 })
    expect(t).toMatchObject({ freeDelivery: false, forFreeDelivery: 1500, belowMinOrder: false })
  })

  it('delivery is free from forFreeDelivery', () => {
    const t = basketTotals({
      entries: [entry(product(1, 500), 3)],
      receive: 'delivery',
      branch: 1,
      delivery,
      pickup,
    })
    expect(t).toMatchObject({ subtotal: 1500, deliveryFee: 0, freeDelivery: true, total: 1500 })
  })

  it('pickup: percent discount, no fee, the pickup-only item counts', () => {
    const t = basketTotals({ entries, receive: 'pickup', branch: 1, delivery, pickup })
    expect(t).toMatchObject({ subtotal: 1270, discountPercent: 10, discount: 127, deliveryFee: 0 })
    expect(t.total).toBe(1143)
  })

  it('minimum order per receive type', () => {
    const t = basketTotals({
      entries: [entry(product(1, 500), 1)],
      receive: 'delivery',
      branch: 1,
      delivery,
      pickup,
    })
    expect(t).toMatchObject({ belowMinOrder: true, minOrder: 700, missingForMinOrder: 200 })
    const p = basketTotals({
      entries: [entry(product(1, 500), 1)],
      receive: 'pickup',
      branch: 1,
      delivery,
      pickup,
    })
    expect(p.belowMinOrder).toBe(false)
  })

  it('discount follows the money rounding rule', () => {
    const t = basketTotals({
      entries: [entry(product(1, 333), 1)],
      receive: 'pickup',
      branch: 1,
      delivery,
      pickup: pickupSettings({ discount: 15 }),
      money: { decimal: 0, decimalRoundingRule: 'floor' },
    })
    expect(t.discount).toBe(49)
    expect(t.total).toBe(284)
  })
})

describe('refresh diffing (spec §4)', () => {
  const a = product(1, 590)
  const b = product(2, 190)
  it('a changed price is reported and taken', () => {
    const d = diffBasket([entry(a, 1), entry(b, 2)], [{ ...a, price: 650 }, b])
    expect(d.changed).toBe(true)
    expect(d.priceChanged).toEqual([{ product: { ...a, price: 650 }, oldPrice: 590 }])
    expect(d.entries[0]!.product.price).toBe(650)
  })
  it('a vanished item is kept, marked deleted and reported once', () => {
    const d = diffBasket([entry(a, 1), entry(b, 2)], [a])
    expect(d.vanished.map((p) => p.id)).toEqual([2])
    expect(d.entries[1]!.product.deleted).toBe(true)
    const again = diffBasket(d.entries, [a])
    expect(again.changed).toBe(false)
  })
  it('an item that turned inactive counts as vanished; nothing changed is quiet', () => {
    expect(diffBasket([entry(a, 1)], [{ ...a, active: false }]).vanished).toHaveLength(1)
    expect(diffBasket([entry(a, 1)], [a]).changed).toBe(false)
  })
  it('the request separates variations with their chosen values', () => {
    const v = product(7, 770, {
      isVariation: true,
      productAttributeValues: [
        {
          id: 1,
          name: 'Размер',
          values: [
            { id: 3, name: '35 см', selected: true },
            { id: 2, name: '30 см' },
          ],
        },
      ],
    })
    expect(basketRequest([entry(a, 1), entry(v, 1)])).toEqual({
      products: [1],
      variations: [
        {
          id: 7,
          productAttributeValues: [
            { attributeId: 1, attributeName: 'Размер', valueId: 3, valueName: '35 см' },
          ],
        },
      ],
    })
  })
})

describe('composition', () => {
  it('is flagged incomplete under 4 items', () => {
    expect(compositionIncomplete([1, 2, 3])).toBe(true)
    expect(compositionIncomplete([1, 2, 3, 4])).toBe(false)
  })
})
