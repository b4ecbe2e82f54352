/**
 * App data injected as if it had loaded (Storybook, tests, previews): normalised as an answer
 * would be, so it needs the shape check, which the shell loads only with the first answer (issue
 * 16). The app itself never imports this file.
 */
import { normaliseCached } from '../api/app-normalise.ts'
import { appData, cacheAppData, held } from './app-data.ts'
import type { AppDataInput } from './types.ts'

/** Data without usable settings leaves the store empty. */
export function setAppData(data: AppDataInput | null, opts: { persist?: boolean } = {}): void {
  const next = data ? normaliseCached(data) : null
  appData.problems = next?.problems ?? []
  appData.data = held(next?.data ?? null)
  appData.status = next ? 'loaded' : 'idle'
  appData.error = null
  appData.fromCache = false
  if (opts.persist) cacheAppData(next?.data ?? null)
}
