/**
 * Typed localStorage. Every persisted store goes through here, under the spec's key names.
 * Per-domain keys (`pickup-{domain}`, `address-{domain}` …) are built with `domainKey`.
 * A full or unavailable storage (private mode, quota) never breaks the app: writes are dropped.
 */

/** spec key names (shell-data §3 local client state; catalog-and-ordering §3 storage keys). */
export const storageKeys = {
  authToken: 'authToken',
  idDevice: 'idDevice',
  uuid: 'uuid',
  domain: 'domain',
  tokens: 'tokens',
  locale: 'locale',
  host: 'host',
  pushToken: 'pushToken',
  statistics: 'statistics',
  /** The device's session-recording toggle (debug popup); absent = on. */
  sessionRecording: 'sessionRecording',
  appData: 'appData',
  /** The shape-check version the cached app data was normalised with (core/state/app-data.ts). */
  appDataShape: 'appDataShape',
  /** The theme's CSS variables worked out for the brand's colours (ui/theme/theme-start.ts). */
  themeVariables: 'themeVariables',
  secondRun: 'secondRun',
  coordinates: 'coordinates',
  devMode: 'dev',
  cardView: 'cardView',
  ageCheck: 'ageCheck',
  basket: 'basket',
  receive: 'receive',
  orderStatus: 'order-status',
  /** When the update screen was last shown (ms; shell-data §4 Update screen, 24 h recheck). */
  updateShownAt: 'updateShownAt',
  /** The catalog home widget's last tiles (count, box) at a width: its skeleton's box (issue 16). */
  catalogHomeBox: 'catalogHomeBox',
  /** The last start's largest picture, preloaded by the next (app/lcp-hint.ts; issue 16). */
  lcpImage: 'lcpImage',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

/** `pickup-{domain}`, `address-{domain}`, `details-{domain}`, `branch-{domain}` */
export function domainKey(base: 'pickup' | 'address' | 'details' | 'branch', domain: string) {
  return `${base}-${domain}`
}

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The namespace keeps brands apart when several share one origin (`?client=`). */
let namespace = ''

export function setStorageNamespace(ns: string) {
  namespace = ns ? `${ns}:` : ''
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = backend()?.getItem(namespace + key)
  if (raw == null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

/** The stored text of a key (what writeJson wrote), or null. */
export function readText(key: string): string | null {
  try {
    return backend()?.getItem(namespace + key) ?? null
  } catch {
    return null
  }
}

/** Stores text already made JSON (writeJson without a second stringify). */
export function writeText(key: string, text: string): void {
  try {
    backend()?.setItem(namespace + key, text)
  } catch {
    // quota exceeded or storage disabled: keep running on memory only
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) backend()?.removeItem(namespace + key)
    else backend()?.setItem(namespace + key, JSON.stringify(value))
  } catch {
    // quota exceeded or storage disabled: keep running on memory only
  }
}

export function removeKey(key: string): void {
  try {
    backend()?.removeItem(namespace + key)
  } catch {
    // ignore
  }
}
