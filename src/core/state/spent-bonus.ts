/**
 * Points spent in this session that the app data does not show yet (accounts-loyalty §4 "Bonus
 * balance shown"): the balance shown equals the user's balance minus this counter; the counter
 * resets whenever app data (re)loads. Gifts and coupons add their price after activation; an
 * action's bonus and catalog gifts may do the same. App-level state: any module may read it.
 */
import { proxy, useSnapshot } from 'valtio'
import { subscribeKey } from 'valtio/utils'
import { appData } from './app-data.ts'

export const spentBonus = proxy({ value: 0 })

let watching = false
/** spec: the local counter resets when app data loads (new data replaces the old). */
function watchAppData() {
  if (watching) return
  watching = true
  // In sync: a spend right after new data arrives must not be wiped by a late notification.
  subscribeKey(
    appData,
    'data',
    () => {
      spentBonus.value = 0
    },
    true,
  )
}

export function addSpentBonus(amount: number): void {
  watchAppData()
  if (Number.isFinite(amount) && amount > 0) spentBonus.value += amount
}

export function resetSpentBonus(): void {
  spentBonus.value = 0
}

/** The balance shown: the user's balance minus the points spent locally, never below zero. */
export function shownBalance(balance: unknown, spent: number = spentBonus.value): number {
  const value = typeof balance === 'number' && Number.isFinite(balance) ? balance : 0
  return Math.max(0, Math.round((value - spent) * 100) / 100)
}

/** The balance shown for the current user, re-rendering when either changes. */
export function useShownBalance(): number {
  watchAppData()
  const { value } = useSnapshot(spentBonus)
  const { data } = useSnapshot(appData)
  return shownBalance(data?.user?.bonus, value)
}
