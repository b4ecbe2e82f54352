/**
 * App data store (settings, user, branches, custom). Components read it with
 * `useSnapshot(appData)`; `loadAppData()` (re)loads it. Cached under the `appData` key.
 * spec (shell-data §4 App data loading): states loading, loaded, failed; a load in flight is
 * reused; success emits app-data:loaded after 100 ms; failure emits app-data:failed.
 */
import { proxy } from 'valtio'
import { fetchAppData, normaliseAppData, type AppDataProblem } from '../api/app.ts'
import { appEvents, emit } from '../events.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'
import { withDevView } from './dev.ts'
import { session } from './session.ts'
import type { AppData, AppDataInput, AppSettings, User } from './types.ts'

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
  /**
   * The parts of the last data that had the wrong shape and fell back to defaults (the shell
   * reports them in the debug popup).
   */
  problems: AppDataProblem[]
}

export const appData = proxy<AppDataState>({
  data: null,
  status: 'idle',
  error: null,
  fromCache: false,
  problems: [],
})

/** Normalises injected or cached data; null when it has no usable settings. */
function normalised(raw: unknown, width = 0): { data: AppData; problems: AppDataProblem[] } | null {
  try {
    const now = isRecord(raw) && typeof raw.timestamp === 'number' ? raw.timestamp : Date.now()
    return normaliseAppData(raw, { width, now })
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads cached app data (spec Startup); returns it or null. */
export function hydrateAppData(): AppData | null {
  // Normalised again: a cache written by an older version may hold any shape.
  const cached = normalised(readJson<unknown>(storageKeys.appData, null))
  if (!cached) return null
  appData.problems = cached.problems
  appData.data = withDevView(cached.data, session.devMode)
  appData.status = 'loaded'
  appData.fromCache = true
  return cached.data
}

/**
 * Injects app data (Storybook, tests, previews) as if it had loaded; it is normalised as an
 * answer would be (data without usable settings leaves the store empty).
 */
export function setAppData(data: AppDataInput | null, opts: { persist?: boolean } = {}): void {
  const next = data ? normalised(data) : null
  appData.problems = next?.problems ?? []
  appData.data = next?.data ?? null
  appData.status = next ? 'loaded' : 'idle'
  appData.error = null
  appData.fromCache = false
  if (opts.persist) writeJson(storageKeys.appData, next?.data ?? null)
}

export function resetAppData(): void {
  Object.assign(appData, {
    data: null,
    status: 'idle',
    error: null,
    fromCache: false,
    problems: [],
  })
}

/** Counts loads: only the latest one's answer (or failure) is applied. */
let latestLoad = 0

/**
 * Loads app data from the server; a load in flight for the same token, domain and language is
 * reused. Never throws. An answer that a newer load has overtaken is dropped: a slow load made
 * with the token of before a logout must not sign the customer back in.
 */
export async function loadAppData(): Promise<AppData | null> {
  const load = ++latestLoad
  appData.status = 'loading'
  try {
    const { data, problems } = await fetchAppData()
    if (load !== latestLoad) return appData.data
    appData.problems = problems
    appData.data = withDevView(data, session.devMode)
    appData.status = 'loaded'
    appData.error = null
    appData.fromCache = false
    writeJson(storageKeys.appData, data)
    setTimeout(() => emit(appEvents.appDataLoaded, data), APP_DATA_EVENT_DELAY)
    return data
  } catch (error) {
    if (load !== latestLoad) return appData.data
    appData.status = 'failed'
    appData.error = error
    emit(appEvents.appDataFailed, error)
    return null
  }
}

/**
 * A first start's registration answered: the device's app data is the guest's with the
 * device's id (the server gives a device nobody signed in on the guest's user part, and the
 * shared part is the same for every customer of the brand), so the guest's data takes the id
 * without a second call (issue 16: one app-data call at first start). Returns false when the
 * data has a signed-in user (then it is no guest's to complete: load it again as the device).
 */
export function adoptDevice(device: string | number): boolean {
  const user = appData.data?.user
  if (!appData.data || user?.idUser != null) return false
  // As the server writes it: a number (the session keeps it as text).
  const idDevice = typeof device === 'string' && /^\d+$/.test(device) ? Number(device) : device
  appData.data.user = { ...user, idUser: null, idDevice }
  // The cache (the data as it came, not the developer's view of it) takes the id too.
  const cached = readJson<AppData | null>(storageKeys.appData, null)
  if (cached)
    writeJson(storageKeys.appData, { ...cached, user: { ...cached.user, idUser: null, idDevice } })
  return true
}

/**
 * The customer logged out: the app shows them as a guest at once, also after a reload offline
 * (the cached data forgets the user too), while the guest's own app data loads.
 */
export function forgetUser(): void {
  const data = appData.data
  if (!data?.user) return
  latestLoad++
  appData.data = { ...data, user: null }
  appData.status = 'loaded'
  writeJson(storageKeys.appData, appData.data)
}

/** Ms since the data arrived (Infinity when there is none). */
export function appDataAge(now = Date.now()): number {
  const ts = appData.data?.timestamp
  return typeof ts === 'number' ? now - ts : Infinity
}

/** settings.modules.app.updateInterval in seconds (default 86400). */
export function updateIntervalSeconds(settings: AppSettings | undefined): number {
  const value = settings?.modules.app?.updateInterval
  return typeof value === 'number' && value > 0 ? value : DEFAULT_UPDATE_INTERVAL
}

/** The user from app data (guest when idUser is missing). */
export function currentUser(data: AppData | null): User | null {
  return data?.user ?? null
}

export function isLoggedIn(data: AppData | null): boolean {
  return Boolean(data?.user?.idUser)
}
