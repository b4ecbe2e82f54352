// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mapItems, type GiftItem } from '../../../src/modules/gifts/api.ts'
import { giftKeyFromPush } from '../../../src/modules/gifts/open.ts'
import { giftDeficit, groupGifts } from '../../../src/modules/gifts/rules.ts'

describe('gift deficit (accounts-loyalty §5)', () => {
  it('is what is missing from the balance left after this session’s spends', () => {
    expect(giftDeficit(8, 16, 0)).toBe(0)
    expect(giftDeficit(8, 16, 10)).toBe(2)
    expect(giftDeficit(60, 16, 0)).toBe(44)
    expect(giftDeficit(5, 5, 0)).toBe(0)
    expect(giftDeficit(5.5, 5.25, 0)).toBe(0.25)
  })
})

const item = (key: string, idBranch: number | null): GiftItem => {
  const [type, id] = key.split('-') as ['gift' | 'coupon', string]
  return {
    key,
    type,
    id: Number(id),
    title: key,
    description: '',
    icon: '',
    price: 1,
    label: '',
    idBranch,
  }
}

describe('gift grouping', () => {
  it('puts items without a branch first, then groups by branch name', () => {
    const branches = [
      { idBranch: 1, name: 'На Немиге' },
      { idBranch: 2, name: 'В ТЦ «Замок»' },
      { idBranch: 3, name: 'Арбат' },
    ]
    const groups = groupGifts(
      [
        item('gift-1', 1),
        item('gift-2', null),
        item('coupon-1', 2),
        item('coupon-2', 1),
        item('gift-3', 99), // unknown branch: shown with the general items
        item('coupon-3', null),
      ],
      branches,
    )
    expect(groups.map((g) => g.branch?.name ?? null)).toEqual([null, 'В ТЦ «Замок»', 'На Немиге'])
    expect(groups[0]!.items.map((i) => i.key)).toEqual(['gift-2', 'gift-3', 'coupon-3'])
    expect(groups[2]!.items.map((i) => i.key)).toEqual(['gift-1', 'coupon-2'])
  })

  it('maps the items list to gifts and coupons in its order', () => {
    const items = mapItems({
      gift: [{ id: 1, title: 'A', price: 5 }],
      coupon: [{ id: 1, title: 'B', price: 7 }],
      items: ['coupon-1', 'gift-1', 'gift-9'],
    })
    expect(items.map((i) => [i.key, i.type, i.title])).toEqual([
      ['coupon-1', 'coupon', 'B'],
      ['gift-1', 'gift', 'A'],
    ])
  })

  it('reads push ids of the form type-id', () => {
    expect(giftKeyFromPush('gift', '3')).toBe('gift-3')
    expect(giftKeyFromPush('coupon', 'coupon-5')).toBe('coupon-5')
    expect(giftKeyFromPush('news', '3')).toBeNull()
  })
})
