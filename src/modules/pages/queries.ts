/**
 * Info pages as server data (GET pages): one query per domain and locale. They reload when app
 * data reloads (where shown; elsewhere on next use); a domain or language change asks afresh.
 */
import { queryOptions } from '@tanstack/react-query'
import { invalidate } from '../../core/query/access.ts'
import { dependsOn } from '../../core/query/events.ts'
import { useServerQuery } from '../../core/query/hooks.ts'
import { scopedKey, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import { fetchPages } from './api.ts'

dependsOn(['pages'], { appData: 'refetch' })

export const pagesQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: scopedKey(['pages', 'list'], scope), queryFn: fetchPages })

/** The pages, loaded on first use and shared by every widget that shows them. */
export function usePages() {
  return useServerQuery(pagesQuery(useQueryScope()))
}

export function usePage(id: string | number | undefined) {
  const { data } = usePages()
  return id === undefined ? undefined : data?.find((p) => String(p.idContent) === String(id))
}

/** Try again after a failure. */
export function reloadPages(): Promise<void> {
  return invalidate(['pages'])
}
