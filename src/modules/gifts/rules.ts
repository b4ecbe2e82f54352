/**
 * Gift and coupon rules (accounts-loyalty §5 "Gift and coupon button", §2 "Gifts and coupons").
 *
 * Deficit: what is missing to pay the price from the balance left after the points already
 * spent in this session — max(0, price − (balance − spent)). (The spec words it as "the balance
 * minus the price, minus points already spent"; a positive deficit means points are missing.)
 *
 * Grouping: items without a branch first, then one group per branch under the branch's name,
 * groups in name order; items keep their server order inside a group.
 */
import type { GiftItem } from './api.ts'

export function giftDeficit(price: number, balance: number, spent = 0): number {
  const left = (Number(balance) || 0) - (Number(spent) || 0)
  const deficit = (Number(price) || 0) - left
  return deficit > 0 ? Math.round(deficit * 100) / 100 : 0
}

export interface GiftGroup {
  /** null: the items for every branch. */
  branch: { idBranch: number; name: string } | null
  items: GiftItem[]
}

export function groupGifts(
  items: readonly GiftItem[],
  branches: readonly { idBranch: number; name: string }[],
  locale = 'ru',
): GiftGroup[] {
  const names = new Map(branches.map((b) => [b.idBranch, b.name]))
  const general: GiftItem[] = []
  const byBranch = new Map<number, GiftItem[]>()
  for (const item of items) {
    // An unknown branch counts as none: the item is still shown.
    if (item.idBranch == null || !names.has(item.idBranch)) general.push(item)
    else byBranch.set(item.idBranch, [...(byBranch.get(item.idBranch) ?? []), item])
  }
  const groups: GiftGroup[] = []
  if (general.length) groups.push({ branch: null, items: general })
  const branchGroups = [...byBranch.entries()]
    .map(([idBranch, list]) => ({ branch: { idBranch, name: names.get(idBranch)! }, items: list }))
    .sort((a, b) => a.branch.name.localeCompare(b.branch.name, locale))
  return groups.concat(branchGroups)
}
