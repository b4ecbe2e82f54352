/**
 * The query layer outside React: actions, `init`, the shell's boot. Small wrappers so callers
 * never hold the client themselves (it is replaced when the app restarts).
 */
import {
  isCancelledError,
  type FetchQueryOptions,
  type QueryKey,
  type Updater,
} from '@tanstack/react-query'
import { queryClient } from './client.ts'
import { currentScope } from './keys.ts'

/** Loads (or returns fresh cached) data; a load in flight is shared. Throws the load's error. */
export function fetchData<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  return afterReset(() => queryClient().fetchQuery(options))
}

/** The cached data if there is any (even stale), else loads it. */
export function ensureData<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  return afterReset(() => queryClient().ensureQueryData(options))
}

/**
 * A load that an app event reset while it ran (login, logout, domain change) is dropped, like a
 * stale answer: the caller gets the answer of a load made after the reset instead.
 */
async function afterReset<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isCancelledError(error)) return load()
    throw error
  }
}

/** Loads in the background for a screen about to open; never throws. */
export function prefetchData<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient().prefetchQuery(options)
}

/** The cached data for exactly this key, if any. */
export function peekData<T>(queryKey: QueryKey): T | undefined {
  return queryClient().getQueryData<T>(queryKey)
}

/** Writes cached data (an action's answer that is the new truth: a toggled receipt, a user). */
export function setData<T>(queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>) {
  return queryClient().setQueryData<T>(queryKey, updater)
}

/** Marks the queries under `queryKey` stale and reloads the ones on screen. */
export function invalidate(queryKey: QueryKey, opts: { refetch?: boolean } = {}): Promise<void> {
  return queryClient().invalidateQueries({
    queryKey,
    refetchType: opts.refetch === false ? 'none' : 'active',
  })
}

/** Forgets the data under `queryKey`; screens showing it load it again at once. */
export function resetData(queryKey: QueryKey): Promise<void> {
  return queryClient().resetQueries({ queryKey })
}

/**
 * In-flight sharing for module calls that are not cached data: concurrent callers with the same
 * key get the one request; the next call after it settles makes a new one (spec: "a load already in flight is reused", "concurrent calls share
 * one request"). Nothing is kept after it settles. The key carries the scope: a call made after
 * a domain or locale change never joins one made before it.
 */
export function sharedCall<T>(key: QueryKey, call: () => Promise<T>): Promise<T> {
  return queryClient().fetchQuery({
    queryKey: ['in-flight', ...key, currentScope()],
    queryFn: call,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

/** Whether a shared call or a query under `queryKey` is loading now. */
export function isFetching(queryKey: QueryKey): boolean {
  return queryClient().isFetching({ queryKey }) > 0
}
