// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardIconSize } from '../../../src/modules/bonus/card-icon.ts'
import {
  clampPercent,
  groupProgress,
  leftToNext,
  nextGroup,
  showGroupProgress,
} from '../../../src/modules/bonus/progress.ts'

const groups = [
  { id: 2, name: 'Гурман', bonus: 5, orderSum: 10000 },
  { id: 1, name: 'Новичок', bonus: 3, orderSum: 0 },
  { id: 3, name: 'Шеф', bonus: 10, orderSum: 30000 },
]

describe('loyalty progress (accounts-loyalty §4)', () => {
  it('is floor(orderSum / next group orderSum × 100)', () => {
    expect(groupProgress(18500, groups[2]!)).toBe(61) // 61.66… floored
    expect(groupProgress(9999, groups[0]!)).toBe(99)
    expect(groupProgress(0, groups[0]!)).toBe(0)
  })

  it('is 100 at the top group (no next group)', () => {
    expect(groupProgress(45000, null)).toBe(100)
  })

  it('finds the next group by nextGroupId, else by the order sum', () => {
    expect(nextGroup(groups, { nextGroupId: 3, orderSum: 18500 })?.name).toBe('Шеф')
    expect(nextGroup(groups, { orderSum: 500 })?.name).toBe('Гурман')
    expect(nextGroup(groups, { orderSum: 30000 })).toBeNull()
    expect(leftToNext(18500, groups[2]!)).toBe(11500)
  })

  it('is shown only with more than one group', () => {
    expect(showGroupProgress(groups)).toBe(true)
    expect(showGroupProgress([groups[1]!])).toBe(false)
    expect(showGroupProgress(undefined)).toBe(false)
  })

  it('keeps the group percent within 0-100', () => {
    expect(clampPercent(150)).toBe(100)
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent('x')).toBe(0)
    expect(clampPercent(7)).toBe(7)
  })
})

describe('card icon size (accounts-loyalty §9)', () => {
  it('is 9% of the window width, 45 on desktop', () => {
    expect(cardIconSize(390)).toBe(35)
    expect(cardIconSize(320)).toBe(29)
    expect(cardIconSize(500)).toBe(45)
    expect(cardIconSize(1440)).toBe(45)
  })
})
