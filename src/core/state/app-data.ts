/**
 * App data store (settings, user, branches, custom). Load with `loadAppData()`; components read
 * it with `useSnapshot(appData)`. (Shell issue owns loading, caching and reload timers.)
 */
import { proxy } from 'valtio'
import type { AppData } from './types.ts'

export type AppDataStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export const appData = proxy<{ data: AppData | null; status: AppDataStatus; error: unknown }>({
  data: null,
  status: 'idle',
  error: null,
})
