/**
 * App data store (settings, user, branches, custom). Components read it with
 * `useSnapshot(appData)`; `loadAppData()` (re)loads it. Cached under the `appData` key.
 * spec (shell-data §4 App data loading): states loading, loaded, failed; a load in flight is
 * reused; success emits app-data:loaded after 100 ms; failure emits app-data:failed.
 */
import { proxy } from 'valtio'
import { fetchAppData } from '../api/app.ts'
import { appEvents, emit } from '../events.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'
import type { AppData, AppSettings, ModuleSettings, User } from './types.ts'

export type AppDataStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** spec: the app-data-loaded event fires 100 ms after a successful load. */
export const APP_DATA_EVENT_DELAY = 100
/** spec: reload on resume or when back online after more than 300 s. */
export const RESUME_RELOAD_AFTER = 300_000
/** spec: default settings.modules.app.updateInterval, seconds. */
export const DEFAULT_UPDATE_INTERVAL = 86_400

export interface AppDataState {
  data: AppData | null
  status: AppDataStatus
  error: unknown
  /** The data came from the cache and has not been refreshed yet. */
  fromCache: boolean
}

export const appData = proxy<AppDataState>({
  data: null,
  status: 'idle',
  error: null,
  fromCache: false,
})

/** Reads cached app data (spec Startup); returns it or null. */
export function hydrateAppData(): AppData | null {
  const cached = readJson<AppData | null>(storageKeys.appData, null)
  if (cached && typeof cached === 'object' && cached.settings) {
    appData.data = cached
    appData.status = 'loaded'
    appData.fromCache = true
    return cached
  }
  return null
}

/** Injects app data (Storybook, tests, previews) as if it had loaded. */
export function setAppData(data: AppData | null, opts: { persist?: boolean } = {}): void {
  appData.data = data
  appData.status = data ? 'loaded' : 'idle'
  appData.error = null
  appData.fromCache = false
  if (opts.persist) writeJson(storageKeys.appData, data)
}

export function resetAppData(): void {
  Object.assign(appData, { data: null, status: 'idle', error: null, fromCache: false })
}

/** Loads app data from the server; a load in flight is reused. Never throws. */
export async function loadAppData(): Promise<AppData | null> {
  appData.status = 'loading'
  try {
    const data = await fetchAppData()
    appData.data = data
    appData.status = 'loaded'
    appData.error = null
    appData.fromCache = false
    writeJson(storageKeys.appData, data)
    setTimeout(() => emit(appEvents.appDataLoaded, data), APP_DATA_EVENT_DELAY)
    return data
  } catch (error) {
    appData.status = 'failed'
    appData.error = error
    emit(appEvents.appDataFailed, error)
    return null
  }
}

/** Ms since the data arrived (Infinity when there is none). */
export function appDataAge(now = Date.now()): number {
  const ts = appData.data?.timestamp
  return typeof ts === 'number' ? now - ts : Infinity
}

/** settings.modules.app.updateInterval in seconds (default 86400). */
export function updateIntervalSeconds(settings: AppSettings | undefined): number {
  const value = (settings?.modules?.app as ModuleSettings | undefined)?.updateInterval
  return typeof value === 'number' && value > 0 ? value : DEFAULT_UPDATE_INTERVAL
}

/** The user from app data (guest when idUser is missing). */
export function currentUser(data: AppData | null): User | null {
  return data?.user ?? null
}

export function isLoggedIn(data: AppData | null): boolean {
  return Boolean(data?.user?.idUser)
}
