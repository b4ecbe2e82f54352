/**
 * Actions as server data: the list as a paged query (limit from settings, 10 by default; offset =
 * the items already loaded; all-loaded when a page is short), one action by id for a popup opened
 * by id (a push, a special offer: from the loaded list, else fetched), and the products of an
 * action. Keys carry domain and locale (the server answers in the request's language). can_activate
 * is per user: sign-in and sign-out reset everything (index.ts declares it).
 */
import { queryOptions, type InfiniteData } from '@tanstack/react-query'
import { peekData, setData } from '../../core/query/access.ts'
import { queryClient } from '../../core/query/client.ts'
import { useServerInfiniteQuery, useServerQuery } from '../../core/query/hooks.ts'
import {
  currentScope,
  scopedKey,
  scopeOf,
  useQueryScope,
  type QueryScope,
} from '../../core/query/keys.ts'
import {
  loadFirstPage,
  loadNextPage,
  pagedItems,
  type PageRequest,
} from '../../core/query/paged.ts'
import { fetchAction, fetchActionProducts, type ActionItem, type ActionProduct } from './api.ts'
import { actionId, actionsListQuery } from './list-query.ts'

export { ACTIONS_PAGE, actionsListQuery } from './list-query.ts'

const idOf = actionId

type ListData = InfiniteData<ActionItem[], PageRequest>

/** The loaded lists of this scope (any limit). */
function loadedLists(scope: QueryScope) {
  const same = JSON.stringify(scope)
  return queryClient().getQueriesData<ListData>({
    queryKey: ['actions', 'list'],
    predicate: (q) => JSON.stringify(scopeOf(q.queryKey)) === same,
  })
}

/** An action from any loaded list of this scope. */
function knownAction(scope: QueryScope, id: number): ActionItem | undefined {
  for (const [, data] of loadedLists(scope)) {
    const found = data?.pages.flat().find((a) => a.idAction === id)
    if (found) return found
  }
  return undefined
}

/** One action: from the loaded list, else fetched by id. Forgotten when the popup closes. */
export const actionQuery = (scope: QueryScope, id: number) =>
  queryOptions({
    queryKey: scopedKey(['actions', 'item', id], scope),
    queryFn: async (): Promise<ActionItem> => knownAction(scope, id) ?? fetchAction(id),
    gcTime: 0,
  })

export const actionProductsQuery = (scope: QueryScope, ids: readonly number[]) =>
  queryOptions({
    queryKey: scopedKey(['actions', 'products', ids.join(',')], scope),
    queryFn: (): Promise<ActionProduct[]> => fetchActionProducts(ids),
  })

export function useActions(limit: number) {
  const list = useServerInfiniteQuery(actionsListQuery(useQueryScope(), limit))
  return {
    items: pagedItems(list.data, idOf),
    loading: list.isPending || (list.isFetching && !list.isFetchingNextPage),
    loadingMore: list.isFetchingNextPage,
    allLoaded: list.isSuccess && !list.hasNextPage,
    error: list.isError ? list.error : null,
  }
}

export function useAction(id: number, enabled: boolean) {
  return useServerQuery({ ...actionQuery(useQueryScope(), id), enabled })
}

export function useActionProducts(ids: readonly number[], enabled: boolean) {
  return useServerQuery({ ...actionProductsQuery(useQueryScope(), ids), enabled })
}

/** spec: refresh reloads the first page. Throws the load's error (what is shown stays). */
export function reloadActions(limit: number): Promise<void> {
  return loadFirstPage(actionsListQuery(currentScope(), limit))
}

export function loadMoreActions(limit: number): Promise<void> {
  return loadNextPage(actionsListQuery(currentScope(), limit))
}

/** The action's bonus as the server now has it for this user, in every loaded copy. */
export function setCanActivate(id: number, canActivate: boolean): void {
  const scope = currentScope()
  const patch = (a: ActionItem): ActionItem =>
    a.idAction === id && a.bonus ? { ...a, bonus: { ...a.bonus, can_activate: canActivate } } : a
  for (const [key] of loadedLists(scope)) {
    setData<ListData>(key, (data) =>
      data ? { ...data, pages: data.pages.map((page) => page.map(patch)) } : data,
    )
  }
  const itemKey = actionQuery(scope, id).queryKey
  if (peekData<ActionItem>(itemKey)) setData<ActionItem>(itemKey, (a) => (a ? patch(a) : a))
}
