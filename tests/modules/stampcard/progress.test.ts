// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stampColumns, stampSlots, stampState } from '../../../src/modules/stampcard/progress.ts'

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
  it('a reduced row of up to twelve stamps draws every stamp (no «1–5» fold)', () => {
    // session 15: spb's 10 stamps with reduceBy 4 drew «1–5» and five circles
    for (let required = 2; required <= 12; required++) {
      expect(stampSlots(stampState(4, required), 4)).toHaveLength(required)
    }
  })
  it('a reduced row over twelve folds the first stamps into one slot, never lying', () => {
    // 16 stamps, reduceBy 4: stamps 1-5 fold into one slot, then 6..16 (12 slots).
    const slots = stampSlots(stampState(4, 16), 4)
    expect(slots).toHaveLength(12)
    expect(slots[0]).toEqual({ number: 5, filled: false, reward: false, folded: 5 })
    expect(slots.slice(1).map((s) => s.number)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(slots.every((s) => !s.filled)).toBe(true)
    // All five folded stamps collected: the fold fills, the rest follow one by one.
    const later = stampSlots(stampState(7, 16), 4)
    expect(later.slice(0, 4).map((s) => s.filled)).toEqual([true, true, true, false])
    // Folds only as many as it takes: 14 stamps with reduceBy 4 fold 1-3.
    expect(stampSlots(stampState(0, 14), 4)[0]).toMatchObject({ number: 3, folded: 3 })
    // a nonsense reduceBy is bounded
    expect(stampSlots(stampState(0, 20), -2)).toHaveLength(20)
  })
  it('lays the stamps out in one row up to six, else in rows as even as can be', () => {
    const rows = (n: number) => {
      const columns = stampColumns(n)
      const out: number[] = []
      for (let left = n; left > 0; left -= columns) out.push(Math.min(columns, left))
      return out
    }
    expect(rows(2)).toEqual([2])
    expect(rows(6)).toEqual([6])
    expect(rows(7)).toEqual([4, 3])
    expect(rows(8)).toEqual([4, 4]) // msk: was 6 + 2
    expect(rows(10)).toEqual([5, 5]) // spb
    expect(rows(12)).toEqual([6, 6])
    for (let n = 2; n <= 12; n++) expect(stampColumns(n)).toBeLessThanOrEqual(6)
  })
})
