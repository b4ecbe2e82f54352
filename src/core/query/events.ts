/**
 * Invalidation from app events, in one place. A module declares what its queries depend on
 * (usually in its `init`), and the shell starts the wiring once (`initQueryEvents` in
 * startApp):
 *
 *   dependsOn(['history'], { login: 'reset', logout: { how: 'reset', delay: 500 }, appData: 'stale' })
 *
 * Triggers: `login`/`logout` (auth:login, auth:logout), `domain` (domain:changed), `locale` (the
 * session's locale changed), `appData` (app-data:loaded). Reactions:
 * - `reset`: forget the data; a screen showing it loads it again at once, others on next use;
 * - `stale`: keep showing it, but the next screen that uses it loads it again;
 * - `refetch`: load it again now where it is shown, keep it stale elsewhere.
 *
 * Keys carry domain and locale (./keys.ts), so a change of either never serves another's data
 * anyway; on such a change the queries of the other scope are dropped too (spec: caches reset
 * on domain change), which frees them and makes a later switch back load afresh.
 */
import type { QueryKey } from '@tanstack/react-query'
import { subscribeKey } from 'valtio/utils'
import { appEvents, on } from '../events.ts'
import { session } from '../state/session.ts'
import { queryClient } from './client.ts'
import { scopeOf } from './keys.ts'

export type QueryTrigger = 'login' | 'logout' | 'domain' | 'locale' | 'appData'
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

/** Applies one reaction to the queries under `key`. */
export function react(key: QueryKey, how: QueryReaction): Promise<void> {
  const client = queryClient()
  if (how === 'reset') return client.resetQueries({ queryKey: key })
  if (how === 'stale') return client.invalidateQueries({ queryKey: key, refetchType: 'none' })
  return client.invalidateQueries({ queryKey: key, refetchType: 'active' })
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

/** Runs every declared reaction to `trigger` (the wiring below calls it; tests may too). */
export function runTrigger(trigger: QueryTrigger): void {
  if (trigger === 'domain') dropOtherScopes('domain')
  if (trigger === 'locale') dropOtherScopes('locale')
  for (const dependency of dependencies.values()) {
    const spec = dependency.on[trigger]
    if (!spec) continue
    const { how, delay } = typeof spec === 'string' ? { how: spec, delay: 0 } : spec
    const run = () => void react(dependency.key, how).catch(() => {})
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

/** Wires the app events to the declared reactions; returns the function that unwires them. */
export function initQueryEvents(): () => void {
  const offs = [
    on(appEvents.login, () => runTrigger('login')),
    on(appEvents.logout, () => runTrigger('logout')),
    on(appEvents.domainChanged, () => runTrigger('domain')),
    on(appEvents.appDataLoaded, () => runTrigger('appData')),
    subscribeKey(session, 'locale', () => runTrigger('locale')),
  ]
  return () => {
    offs.forEach((off) => off())
    timers.forEach(clearTimeout)
    timers = new Set()
  }
}
