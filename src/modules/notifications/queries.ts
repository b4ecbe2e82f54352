/**
 * The received pushes as server data (GET get-user-pushes). Loaded when the page opens, again
 * on pull to refresh and when app data reloads while it is shown (a push may have come); reset
 * on login, logout and a domain change (index.ts declares it). Keys carry domain and locale.
 */
import { queryOptions } from '@tanstack/react-query'
import { fetchData, setData } from '../../core/query/access.ts'
import { useServerQuery } from '../../core/query/hooks.ts'
import { currentScope, scopedKey, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import { fetchPushes, type StoredPush } from './api.ts'

export const pushesQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: scopedKey(['notifications', 'list'], scope), queryFn: fetchPushes })

export function usePushes(enabled: boolean) {
  return useServerQuery({ ...pushesQuery(useQueryScope()), enabled })
}

/** Pull to refresh: loads the list again; resolves with the failure (null on success). */
export async function reloadPushes(): Promise<unknown> {
  try {
    await fetchData({ ...pushesQuery(currentScope()), staleTime: 0 })
    return null
  } catch (error) {
    return error
  }
}

/** A tapped push shows as opened at once (the push handling tells the server). */
export function markPushOpened(id: number): void {
  setData<StoredPush[]>(pushesQuery(currentScope()).queryKey, (list) =>
    list?.map((p) => (p.id === id ? { ...p, opened: true } : p)),
  )
}
