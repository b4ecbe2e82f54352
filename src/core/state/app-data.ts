/**
 * App data store (settings, user, branches, custom). Components read it with
 * `useSnapshot(appData)`; `loadAppData()` (re)loads it. Cached under the `appData` key.
 * spec (shell-data §4 App data loading): states loading, loaded, failed; a load in flight is
 * reused; success emits app-data:loaded after 100 ms; failure emits app-data:failed.
 */
import { getVersion, proxy, ref } from 'valtio'
import { fetchAppData, loadAppNormaliser, type AppDataProblem } from '../api/app.ts'
import { appEvents, emit } from '../events.ts'
import { readJson, readText, storageKeys, writeJson, writeText } from '../storage/storage.ts'
import { withDevView } from './dev.ts'
import { session } from './session.ts'
import type { AppData, AppSettings, User } from './types.ts'

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

/**
 * App data as the store holds it: its settings, branches and custom part (the bulk of it) are
 * only ever replaced with the whole data, never changed in place, so valtio keeps them as they
 * are (`ref`) instead of wrapping every nested object in a proxy as the data is set and copying
 * the tree into each snapshot (issue 16: the start's task that applies app data; set and snapshot
 * of a guest's data 1.8-2.1 ms → 0.13-0.17 ms in Node). The user's part stays a proxy: the
 * receipt toggle and a first start's device id change it in place.
 */
export function held(data: AppData): AppData
export function held(data: AppData | null): AppData | null
export function held(data: AppData | null): AppData | null {
  if (data === null) return null
  return {
    ...data,
    settings: kept(data.settings),
    branches: kept(data.branches),
    custom: kept(data.custom),
  }
}

/** An object valtio keeps as it is; anything else (a part some data lacks) as it is. */
function kept<T>(part: T): T {
  return part !== null && typeof part === 'object' ? (ref(part) as T) : part
}

export const appData = proxy<AppDataState>({
  data: null,
  status: 'idle',
  error: null,
  fromCache: false,
  problems: [],
})

/**
 * The version of the shape check that normalised the cached data: a hash of schemas/app-data.json
 * and the checker, made at build time (vite.config.ts `define`). Cached data carries it (storage
 * key `appDataShape`): data this build wrote is in its shape already and is drawn at once, before
 * the shape check's chunk is there (issue 16); any other is normalised first (`hydrateLater`).
 */
export const APP_DATA_SHAPE: string =
  typeof __APP_DATA_SHAPE__ === 'string' ? __APP_DATA_SHAPE__ : 'unversioned'

/** Caches data in this build's shape (normalised, without the developer's view). */
export function cacheAppData(data: AppData | null): void {
  writeJson(storageKeys.appData, data)
  writeJson(storageKeys.appDataShape, data ? APP_DATA_SHAPE : null)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * What the store shows: its JSON without the client's timestamp (the data as it came, without
 * the developer's view), the proxy it became, its version then and the view. An answer equal to
 * it (but for the timestamp) leaves the store's tree as it is and takes only the new timestamp
 * (issue 16, TBT: a signed-in start with cached data gets the same data back, and replacing the
 * whole tree re-rendered everything that reads it and applied theme and modules again). Any
 * other write (another proxy, or a change in place, which moves the version) makes it stale.
 */
let shown: { key: string; data: unknown; version: number | undefined; dev: boolean } | null = null

/**
 * The data's JSON without its timestamp, the root's last key (normalisation adds it last, and a
 * cache keeps the order). JSON whose end is not that timestamp stays whole: then it never
 * matches an answer's, and the answer replaces the tree as before.
 */
export function sameDataKey(json: string): string {
  return json.replace(/,"timestamp":\d+}$/, '}')
}

function remember(json: string): void {
  shown = {
    key: sameDataKey(json),
    data: appData.data,
    version: getVersion(appData.data),
    dev: session.devMode,
  }
}

/** Whether `json` is what the store shows, but for its timestamp. */
function showing(json: string): boolean {
  return (
    shown !== null &&
    appData.data !== null &&
    shown.data === appData.data &&
    shown.version === getVersion(appData.data) &&
    shown.dev === session.devMode &&
    shown.key === sameDataKey(json)
  )
}

function showCached(data: AppData, problems: AppDataProblem[], json?: string): void {
  appData.problems = problems
  appData.data = held(withDevView(data, session.devMode))
  appData.status = 'loaded'
  appData.fromCache = true
  if (json !== undefined) remember(json)
}

/**
 * Reads cached app data (spec Startup) and shows it, when this build wrote it (it is in this
 * build's shape: normalised when it came). Returns it, or null: none, or cached by another
 * version, which may hold any shape (`hydrateLater` normalises it).
 */
export function hydrateAppData(): AppData | null {
  if (readJson<unknown>(storageKeys.appDataShape, null) !== APP_DATA_SHAPE) return null
  const json = readText(storageKeys.appData)
  let raw: unknown = null
  try {
    raw = json === null ? null : JSON.parse(json)
  } catch {
    return null
  }
  if (!isRecord(raw) || !isRecord(raw.settings) || !isRecord(raw.settings.modules)) return null
  const data = raw as unknown as AppData
  showCached(data, [], json!)
  return data
}

/**
 * Cached data from another version: normalised with the shape check's chunk, then shown unless
 * data came meanwhile. Resolves with the data it showed, or null.
 */
export async function hydrateLater(): Promise<AppData | null> {
  const raw = readJson<unknown>(storageKeys.appData, null)
  if (raw === null || readJson<unknown>(storageKeys.appDataShape, null) === APP_DATA_SHAPE) {
    return null
  }
  const { normaliseCached } = await loadAppNormaliser()
  const cached = normaliseCached(raw)
  if (!cached || appData.data !== null) return null
  showCached(cached.data, cached.problems)
  return cached.data
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
    const json = JSON.stringify(data)
    if (problems.length || appData.problems.length) appData.problems = problems
    if (showing(json)) appData.data!.timestamp = data.timestamp
    else appData.data = held(withDevView(data, session.devMode))
    remember(json)
    writeText(storageKeys.appData, json)
    writeJson(storageKeys.appDataShape, APP_DATA_SHAPE)
    appData.status = 'loaded'
    appData.error = null
    appData.fromCache = false
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
  appData.data = held({ ...data, user: null })
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
