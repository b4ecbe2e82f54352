/**
 * Loyalty progress (accounts-loyalty §4 "Loyalty progress", §5 "Bonus card"): percent toward the
 * next group = floor(orderSum / next group orderSum x 100); 100 at the top group; shown only with
 * more than one group. Group percent is kept within 0-100 and the balance non-negative.
 */
import type { LoyaltyGroup } from './settings.ts'

export interface ProgressUser {
  orderSum?: unknown
  idGroup?: unknown
  nextGroupId?: unknown
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

export function sortedGroups(groups: readonly LoyaltyGroup[] | undefined): LoyaltyGroup[] {
  return [...(groups ?? [])].sort((a, b) => num(a.orderSum) - num(b.orderSum))
}

/** spec: group progress is shown only if there is more than one group. */
export function showGroupProgress(groups: readonly LoyaltyGroup[] | undefined): boolean {
  return (groups?.length ?? 0) > 1
}

/** The next group: nextGroupId from the user, else the first group above the user's order sum. */
export function nextGroup(
  groups: readonly LoyaltyGroup[] | undefined,
  user: ProgressUser | null | undefined,
): LoyaltyGroup | null {
  const list = sortedGroups(groups)
  if (user?.nextGroupId != null) {
    return list.find((g) => g.id === user.nextGroupId) ?? null
  }
  const sum = num(user?.orderSum)
  return list.find((g) => num(g.orderSum) > sum) ?? null
}

/** spec: floor(orderSum / next group orderSum x 100); 100 at the top group. */
export function groupProgress(orderSum: unknown, next: LoyaltyGroup | null): number {
  if (!next) return 100
  const target = num(next.orderSum)
  if (target <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor((num(orderSum) / target) * 100)))
}

/** Progress toward a given group (the levels popup): 100 once reached. */
export function progressTo(orderSum: unknown, group: LoyaltyGroup): number {
  return groupProgress(orderSum, group)
}

/** spec: group percent must be 0-100. */
export function clampPercent(value: unknown): number {
  return Math.max(0, Math.min(100, num(value)))
}

/** What is left to the next group's threshold (never negative). */
export function leftToNext(orderSum: unknown, next: LoyaltyGroup | null): number {
  return next ? Math.max(0, num(next.orderSum) - num(orderSum)) : 0
}
