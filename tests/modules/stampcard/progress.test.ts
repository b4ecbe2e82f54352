// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stampSlots, stampState } from '../../../src/modules/stampcard/progress.ts'

describe('stamp card (shell-data §4)', () => {
  it('shows the floor percentage while collecting', () => {
    expect(stampState(4, 6)).toMatchObject({ percent: 66, complete: false, short: false })
    expect(stampState(1, 3)).toMatchObject({ percent: 33, short: true })
  })
  it('completes at equality and is short at 3 or fewer', () => {
    expect(stampState(6, 6)).toMatchObject({ percent: 100, complete: true })
    expect(stampState(9, 3)).toMatchObject({ stamps: 3, complete: true, short: true })
    expect(stampState(0, 4).short).toBe(false)
  })

  it('draws one slot per stamp, the last one the reward', () => {
    const slots = stampSlots(stampState(4, 6))
    expect(slots.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(slots.map((s) => s.filled)).toEqual([true, true, true, true, false, false])
    expect(slots.filter((s) => s.reward).map((s) => s.number)).toEqual([6])
  })
  it('a reduced row folds the first stamps into one slot, reduceBy fewer, never lying', () => {
    // 10 stamps, reduceBy 4: stamps 1-5 fold into one slot, then 6..10.
    const slots = stampSlots(stampState(4, 10), 4)
    expect(slots).toHaveLength(6)
    expect(slots[0]).toEqual({ number: 5, filled: false, reward: false, folded: 5 })
    expect(slots.slice(1).map((s) => s.number)).toEqual([6, 7, 8, 9, 10])
    expect(slots.every((s) => !s.filled)).toBe(true)
    // All five folded stamps collected: the fold fills, the rest follow one by one.
    const later = stampSlots(stampState(7, 10), 4)
    expect(later.map((s) => s.filled)).toEqual([true, true, true, false, false, false])
    // The reward stamp is never folded, and a nonsense reduceBy is bounded.
    expect(stampSlots(stampState(0, 3), 9).map((s) => s.number)).toEqual([2, 3])
    expect(stampSlots(stampState(0, 3), -2)).toHaveLength(3)
  })
})
