import { describe, expect, it } from 'vitest'
import { stampState } from '../../../src/modules/stampcard/progress.ts'

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
})
