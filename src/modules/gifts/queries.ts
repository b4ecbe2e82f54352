/**
 * Gifts and coupons as server data (GET get-coupons): the list, and one item by key for a popup
 * opened by id (a push, an event). The list reloads when app data reloads (where shown; elsewhere
 * on next use); keys carry domain and locale, so a domain switch never shows another's gifts.
 */
import { queryOptions } from '@tanstack/react-query'
import { fetchData, peekData, prefetchData } from '../../core/query/access.ts'
import { dependsOn } from '../../core/query/events.ts'
import { useServerQuery } from '../../core/query/hooks.ts'
import { currentScope, scopedKey, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import { fetchGift, fetchGifts, type GiftItem } from './api.ts'

dependsOn(['gifts', 'list'], { appData: 'refetch' })

export const giftsQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: scopedKey(['gifts', 'list'], scope), queryFn: fetchGifts })

/**
 * The home widget's list before it mounts (the descriptor's `prefetchHome`, issue 16): the
 * widget's own query (`useGifts`). This file is the descriptor's already (./open.ts).
 */
export function prefetchGifts(): Promise<void> {
  return prefetchData(giftsQuery(currentScope()))
}

/** The list as loaded so far (none when it has not loaded). */
export function knownGift(key: string): GiftItem | undefined {
  return peekData<GiftItem[]>(giftsQuery(currentScope()).queryKey)?.find((i) => i.key === key)
}

/**
 * spec: the item is found in the local store, and failing that fetched by id. Forgotten when
 * the popup closes (gcTime 0): the next opening looks again.
 */
export const giftQuery = (scope: QueryScope, key: string) =>
  queryOptions({
    queryKey: scopedKey(['gifts', 'item', key], scope),
    queryFn: async (): Promise<GiftItem> =>
      peekData<GiftItem[]>(giftsQuery(scope).queryKey)?.find((i) => i.key === key) ??
      fetchGift(key),
    gcTime: 0,
  })

export function useGifts() {
  return useServerQuery(giftsQuery(useQueryScope()))
}

/** One gift by key; not asked when the popup already has it (`enabled` false). */
export function useGift(key: string, enabled: boolean) {
  return useServerQuery({ ...giftQuery(useQueryScope(), key), enabled })
}

/**
 * Loads the list again (pull to refresh, retry); what is shown stays on a failure. Resolves
 * with the failure (null on success), never throws.
 */
export async function reloadGifts(): Promise<unknown> {
  try {
    await fetchData({ ...giftsQuery(currentScope()), staleTime: 0 })
    return null
  } catch (error) {
    return error
  }
}
