/**
 * Query keys name everything an answer depends on. Every server-data key ends with its scope —
 * the domain (region), the locale (Accept-Language) and, where the answer depends on it, the
 * branch — so a change of domain, locale or branch never serves another's data:
 *
 *   scopedKey(['gifts', 'list'], scope)          // ['gifts', 'list', { domain, locale }]
 *   scopedKey(['catalog', 'products', id], currentScope({ branch }))
 *
 * Invalidate by prefix (`['gifts']`); the scope is the last element, so prefixes still match.
 */
import { useSnapshot } from 'valtio'
import type { QueryKey } from '@tanstack/react-query'
import { session } from '../state/session.ts'

export interface QueryScope {
  /** The current domain (region); a related region answers with its own data. */
  domain: string
  /** The locale the answer was asked in (Accept-Language). */
  locale: string
  /** The branch the answer is for (catalog prices and stock), when it depends on one. */
  branch?: string | number | null
}

/** What only some answers depend on, added to the session's domain and locale. */
export type ScopeExtra = Pick<QueryScope, 'branch'>

/** The scope of a key made now (non-React code: actions, `init`). */
export function currentScope(extra: ScopeExtra = {}): QueryScope {
  return withExtra({ domain: session.domain, locale: session.locale }, extra)
}

/** The scope for a screen: re-renders (and so re-keys its queries) when domain or locale change. */
export function useQueryScope(extra: ScopeExtra = {}): QueryScope {
  const { domain, locale } = useSnapshot(session)
  return withExtra({ domain, locale }, extra)
}

function withExtra(base: QueryScope, extra: ScopeExtra): QueryScope {
  return extra.branch === undefined ? base : { ...base, branch: extra.branch }
}

/** `parts` followed by the scope. */
export function scopedKey<const P extends readonly unknown[]>(
  parts: P,
  scope: QueryScope,
): [...P, QueryScope] {
  return [...parts, scope]
}

function isScope(value: unknown): value is QueryScope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QueryScope).domain === 'string' &&
    typeof (value as QueryScope).locale === 'string'
  )
}

/** The scope a key carries (its last element), if it is a scoped key. */
export function scopeOf(key: QueryKey): QueryScope | undefined {
  const last = key[key.length - 1]
  return isScope(last) ? last : undefined
}
