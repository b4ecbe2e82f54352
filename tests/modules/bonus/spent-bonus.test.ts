// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import {
  addSpentBonus,
  resetSpentBonus,
  shownBalance,
  spentBonus,
} from '../../../src/core/state/spent-bonus.ts'

afterEach(() => {
  resetSpentBonus()
  resetAppData()
})

const data = (bonus: number) => ({
  settings: { modules: {} },
  user: { idUser: 1, bonus },
})

describe('balance shown (accounts-loyalty §4)', () => {
  it('is the balance minus the points spent locally, never below zero', () => {
    expect(shownBalance(100, 0)).toBe(100)
    expect(shownBalance(100, 30)).toBe(70)
    expect(shownBalance(10, 30)).toBe(0)
    expect(shownBalance(undefined, 0)).toBe(0)
    expect(shownBalance(16.5, 8.25)).toBe(8.25)
  })

  it('accumulates spends and resets when app data loads', () => {
    setAppData(data(100))
    addSpentBonus(8)
    addSpentBonus(5)
    addSpentBonus(-3) // ignored: not a spend
    expect(spentBonus.value).toBe(13)
    expect(shownBalance(100)).toBe(87)
    // New app data (the server's balance already has the spends): the counter starts over.
    setAppData(data(87))
    expect(spentBonus.value).toBe(0)
    expect(shownBalance(87)).toBe(87)
  })
})
