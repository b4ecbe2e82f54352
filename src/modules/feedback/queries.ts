/**
 * The customer's feedback list (GET get-feedback) as server data: shared while in flight and
 * keyed by domain and locale, so a domain change clears it (spec §4: a changed domain clears the
 * stored feedback list). It reloads after a login or a sent feedback, and is dropped on logout.
 */
import { queryOptions } from '@tanstack/react-query'
import { fetchData, invalidate } from '../../core/query/access.ts'
import { dependsOn } from '../../core/query/events.ts'
import { useServerQuery } from '../../core/query/hooks.ts'
import { currentScope, scopedKey, useQueryScope, type QueryScope } from '../../core/query/keys.ts'
import { fetchFeedbackList } from './api.ts'

dependsOn(['feedback'], { login: 'reset', logout: 'reset', domain: 'reset' })

export const feedbackListQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: scopedKey(['feedback', 'list'], scope), queryFn: fetchFeedbackList })

export function useFeedbackList() {
  return useServerQuery(feedbackListQuery(useQueryScope()))
}

/** Pull to refresh: loads the list again; resolves with the failure (null on success). */
export async function reloadFeedbackList(): Promise<unknown> {
  try {
    await fetchData({ ...feedbackListQuery(currentScope()), staleTime: 0 })
    return null
  } catch (error) {
    return error
  }
}

/** After a sent feedback: the list is stale (reloaded where shown, else on next use). */
export function feedbackListChanged(): Promise<void> {
  return invalidate(['feedback'])
}
