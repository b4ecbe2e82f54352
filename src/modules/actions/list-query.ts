/**
 * The actions list's query (shell-data §9): one factory for the list the home row and the
 * actions screen show (./queries.ts) and for the descriptor's `prefetchHome`, which asks for the
 * home row's first page before the row mounts (issue 16), so the two keys cannot drift. Small
 * on purpose: the descriptor imports it (the row's chunk is not needed).
 */
import { currentScope, scopedKey, type QueryScope } from '../../core/query/keys.ts'
import { pagedQueryOptions, prefetchFirstPage, type PageRequest } from '../../core/query/paged.ts'
import type { ActionsSettings } from '../../shared/settings/actions.ts'
import { fetchActions, type ActionItem } from './api.ts'

/** spec (shell-data §9): actions page size. */
export const ACTIONS_PAGE = 10

export const actionId = (a: ActionItem) => a.idAction

export const actionsListQuery = (scope: QueryScope, limit = ACTIONS_PAGE) =>
  pagedQueryOptions({
    queryKey: scopedKey(['actions', 'list', limit], scope),
    pageSize: limit,
    fetchPage: ({ offset, limit: size }: PageRequest) => fetchActions(size, offset),
    idOf: actionId,
  })

/** The home row's first page. */
export function prefetchActionsHome(settings: Pick<ActionsSettings, 'limit'>): Promise<void> {
  return prefetchFirstPage(actionsListQuery(currentScope(), settings.limit))
}
