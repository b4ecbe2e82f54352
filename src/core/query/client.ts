/**
 * The app's one QueryClient (TanStack Query 5): every piece of server data lives in its cache.
 * It stays out of the shell's initial chunk: nothing the shell imports eagerly imports
 * src/core/query, and no provider wraps the app. Screens reach the client through the hooks in
 * ./hooks.ts (which pass it explicitly), actions and `init` through `queryClient()` and
 * ./access.ts. The first import of this file (a lazily loaded module) also wires app events to
 * invalidation and TanStack's `onlineManager` to `onReconnect` (./events.ts). A restarted app (tests, previews) starts on a fresh client:
 * `resetQueryClient()`.
 */
import {
  notifyManager,
  onlineManager,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query'
import { cancelPendingReactions, wireQueryEvents } from './events.ts'

// Observers hear of changes in a microtask rather than a 0 ms timeout: the same batching, and it
// does not wait on timers (fake timers in tests, a throttled background tab).
notifyManager.setScheduler((callback) => queueMicrotask(callback))

/**
 * Defaults that follow the spec:
 * - no automatic retry: a failed load shows the spec's error with its own retry (Repeat, Try
 *   again, the loading screen's retry button); nothing in the spec repeats a failed call by
 *   itself (the statistics queue's 10 s resend is not a query);
 * - `networkMode: 'always'`: a call made offline fails with the network text at once (spec §8)
 *   instead of waiting paused for the connection;
 * - data stays fresh until an app event or an action says otherwise (`staleTime: Infinity`):
 *   the spec reloads on named events (pull-to-refresh, login, domain change, back online when a
 *   list is empty…), never merely because a screen mounted or the window got focus; the
 *   queries the spec reloads on focus/online turn those on themselves;
 * - kept while the app runs (`gcTime: Infinity`), like the stores it replaces; app events drop
 *   what no longer applies (./events.ts).
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    retry: false,
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  },
  mutations: { retry: false, networkMode: 'always' },
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults })
}

let current = createQueryClient()

/** The app's client (the one the shell provides to React). */
export function queryClient(): QueryClient {
  return current
}

/**
 * Starts on a fresh client: nothing cached, no call in flight to join (the app restarts: each
 * test, a brand preview). Calls still running finish into the old client and are not seen
 * again; nothing is cancelled under a caller's feet. Render the shell after calling it, so React
 * gets the new client.
 */
export function resetQueryClient(): QueryClient {
  cancelPendingReactions()
  current = createQueryClient()
  return current
}

wireQueryEvents(queryClient, onlineManager)
