/**
 * App data injected by Storybook, tests and previews, as if it had loaded: normalised as an
 * answer would be. Apart from app-data.ts so the shape check stays out of the first paint's JS
 * (issue 16).
 */
import { normaliseCached } from '../api/app.ts'
import { appData, cacheAppData } from './app-data.ts'
import type { AppDataInput } from './types.ts'

/** Data without usable settings leaves the store empty. */
export function setAppData(data: AppDataInput | null, opts: { persist?: boolean } = {}): void {
  const next = data ? normaliseCached(data) : null
  appData.problems = next?.problems ?? []
  appData.data = next?.data ?? null
  appData.status = next ? 'loaded' : 'idle'
  appData.error = null
  appData.fromCache = false
  if (opts.persist) cacheAppData(next?.data ?? null)
}
