/**
 * Invalidation from app events, in one place. A module declares what its queries depend on
 * (next to its query options); the wiring starts when the query layer is first imported
 * (./client.ts), so the shell's initial chunk never carries it:
 *
 *   dependsOn(['history'], { login: 'reset', logout: { how: 'reset', delay: 500 }, appData: 'stale' })
 *
 * Triggers: `login`/`logout` (auth:login, auth:logout), `domain` (domain:changed), `locale` (the
 * session's locale changed), `appData` (app-data:loaded), `points` (points spent locally:
 * core/state/spent-bonus.ts). Reactions:
 * - `reset`: forget the data; a screen showing it loads it again at once, others on next use;
 * - `stale`: keep showing it, but the next screen that uses it loads it again;
 * - `refetch`: load it again now where it is shown, keep it stale elsewhere.
 *
 * The connection coming back (TanStack's `onlineManager`: offline, then online) reaches
 * `onReconnect` listeners, for the spec's "reloads when the connection returns and …" rules that
 * depend on what is cached (history: the list is empty).
 *
 * Keys carry domain and locale (./keys.ts), so a change of either never serves another's data
 * anyway; on such a change the queries of the other scope are dropped too (spec: caches reset
 * on domain change), which frees them and makes a later switch back load afresh.
 */
import type { OnlineManager, Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { subscribeKey } from 'valtio/utils'
import { appEvents, on } from '../events.ts'
import { session } from '../state/session.ts'
import { spentBonus } from '../state/spent-bonus.ts'
import { scopeOf } from './keys.ts'

/** The app's current client (./client.ts hands it over; no import back, no cycle). */
let queryClient: () => QueryClient = () => {
  throw new Error('the query layer is not wired yet')
}

export type QueryTrigger = 'login' | 'logout' | 'domain' | 'locale' | 'appData' | 'points'
export type QueryReaction = 'reset' | 'stale' | 'refetch'
/** A reaction, optionally after a delay (spec: history resets 500 ms after logout). */
export type QueryReactionSpec = QueryReaction | { how: QueryReaction; delay?: number }

export interface QueryDependency {
  key: QueryKey
  on: Partial<Record<QueryTrigger, QueryReactionSpec>>
}

const dependencies = new Map<string, QueryDependency>()

/**
 * Declares that the queries under `key` (a prefix) depend on these triggers. Declaring the same
 * prefix again replaces the earlier declaration. Returns a function that withdraws it.
 */
export function dependsOn(key: QueryKey, reactions: QueryDependency['on']): () => void {
  const id = JSON.stringify(key)
  const dependency = { key, on: reactions }
  dependencies.set(id, dependency)
  return () => {
    if (dependencies.get(id) === dependency) dependencies.delete(id)
  }
}

/** What is declared now (tests, the debug popup). */
export function declaredDependencies(): QueryDependency[] {
  return [...dependencies.values()]
}

/**
 * Applies one reaction to the queries under `key`; with `loadedBefore` (ms, Date.now()), only to
 * those whose data is older than that.
 */
export function react(key: QueryKey, how: QueryReaction, loadedBefore?: number): Promise<void> {
  const client = queryClient()
  const predicate =
    loadedBefore === undefined
      ? undefined
      : (query: Query) => query.state.dataUpdatedAt < loadedBefore
  if (how === 'reset') return client.resetQueries({ queryKey: key, predicate })
  if (how === 'stale')
    return client.invalidateQueries({ queryKey: key, refetchType: 'none', predicate })
  return client.invalidateQueries({ queryKey: key, refetchType: 'active', predicate })
}

/**
 * Drops the queries whose scope is not the session's current one. A load still running is left
 * to settle (its callers get their answer; no new key ever matches it).
 */
function dropOtherScopes(field: 'domain' | 'locale'): void {
  queryClient().removeQueries({
    fetchStatus: 'idle',
    predicate: (query) => {
      const scope = scopeOf(query.queryKey)
      return scope !== undefined && scope[field] !== session[field]
    },
  })
}

let timers = new Set<ReturnType<typeof setTimeout>>()

/** Drops the delayed reactions not run yet (the app restarts). */
export function cancelPendingReactions(): void {
  timers.forEach(clearTimeout)
  timers = new Set()
}

/**
 * Runs every declared reaction to `trigger` (the wiring below calls it; tests may too).
 * `loadedBefore`: the reactions leave alone data loaded since (app data's: what was asked for
 * after its answer arrived already follows it — the home widgets' data, asked for as a first
 * start's app data arrives, issue 16 — and is not asked for again).
 */
export function runTrigger(trigger: QueryTrigger, loadedBefore?: number): void {
  if (trigger === 'domain') dropOtherScopes('domain')
  if (trigger === 'locale') dropOtherScopes('locale')
  for (const dependency of dependencies.values()) {
    const spec = dependency.on[trigger]
    if (!spec) continue
    const { how, delay } = typeof spec === 'string' ? { how: spec, delay: 0 } : spec
    const run = () => void react(dependency.key, how, loadedBefore).catch(() => {})
    if (!delay) {
      run()
      continue
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, delay)
    timers.add(timer)
  }
}

const reconnectListeners = new Set<() => void>()

/**
 * Calls `listener` each time the connection returns (offline, then online again), once the
 * query layer is loaded (before that, nothing is cached that could need a reload). Returns the
 * function that stops it.
 */
export function onReconnect(listener: () => void): () => void {
  const entry = () => listener()
  reconnectListeners.add(entry)
  return () => void reconnectListeners.delete(entry)
}

let unwire: (() => void) | null = null

/**
 * Wires the app events to the declared reactions, and the online state to `onReconnect`, once
 * (./client.ts calls it when the layer is first imported, with TanStack's `onlineManager`);
 * returns the function that unwires them.
 */
export function wireQueryEvents(
  client: () => QueryClient,
  online?: Pick<OnlineManager, 'subscribe'>,
): () => void {
  queryClient = client
  unwire?.()
  const offs = [
    online?.subscribe((isOnline) => {
      if (isOnline) [...reconnectListeners].forEach((listener) => listener())
    }) ?? (() => {}),
    on(appEvents.login, () => runTrigger('login')),
    on(appEvents.logout, () => runTrigger('logout')),
    on(appEvents.domainChanged, () => runTrigger('domain')),
    // The event comes 100 ms after the answer; data asked for since then is the answer's.
    on(appEvents.appDataLoaded, (data) => runTrigger('appData', data?.timestamp)),
    subscribeKey(session, 'locale', () => runTrigger('locale')),
    subscribeKey(spentBonus, 'value', () => runTrigger('points')),
  ]
  const off = () => {
    offs.forEach((o) => o())
    cancelPendingReactions()
    if (unwire === off) unwire = null
  }
  unwire = off
  return off
}
