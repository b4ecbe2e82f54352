/**
 * Session store: brand location, token (per domain), device, locale, dev flag. Persisted through
 * core/storage under the spec's key names (shell-data §3 "Local client state").
 *
 * spec (shell-data §4 Authentication state): login stores the token; logout clears the token
 * and all per-domain tokens; switching domain sets the domain, resets the device id, and uses
 * the given token or the stored one for that domain, else clears the token. After logout the
 * tabs reset to the default tab after 500 ms.
 */
import { proxy } from 'valtio'
import { apiLocation, resolveBrand, type BrandLocation } from '../brand/brand.ts'
import { emit, appEvents } from '../events.ts'
import {
  activateLocale,
  DEFAULT_LOCALE,
  KNOWN_LOCALES,
  resolveLocale,
  type Locale,
} from '../i18n/i18n.ts'
import { readJson, setStorageNamespace, storageKeys, writeJson } from '../storage/storage.ts'
import { brandOnHost, chosenHost, readHostChoice, writeHostChoice, type HostChoice } from './dev.ts'
import { resetToDefaultTab } from './ui.ts'

/** spec: tabs reset to the default tab 500 ms after logout. */
export const LOGOUT_TAB_RESET_DELAY = 500
/** The pending reset after a logout: a restarted app (tests, previews) does not inherit it. */
let logoutReset: ReturnType<typeof setTimeout> | undefined

export interface SessionState {
  brand: BrandLocation
  /** The current domain (region); defaults to the brand's client. */
  domain: string
  /** Auth token of the current domain (a device token for guests, a user token after login). */
  token: string | null
  /** Tokens by domain, so switching region keeps each region's sign-in. */
  tokens: Record<string, string>
  idDevice: string | null
  /** Device key sent on registration; generated once per install. */
  uuid: string
  locale: Locale
  /** Locales the brand allows (settings.languages ∩ known catalogs). */
  locales: Locale[]
  /** spec: on when the URL has query parameters or a stored dev flag. */
  devMode: boolean
  /** Debug popup's verbose toggle: the HTTP layer logs every call. */
  verbose: boolean
  /** spec: a failed device registration sets a flag (and emits device:failed). */
  deviceFailed: boolean
}

const fallbackHref = 'http://localhost/'

function initialState(brand = resolveBrand(fallbackHref)): SessionState {
  return {
    brand,
    domain: brand.client ?? '',
    token: null,
    tokens: {},
    idDevice: null,
    uuid: '',
    locale: DEFAULT_LOCALE,
    locales: [DEFAULT_LOCALE],
    devMode: brand.hasQuery,
    verbose: false,
    deviceFailed: false,
  }
}

export const session = proxy<SessionState>(initialState())

/** The brand as the page's URL names it (session.brand may be on a dev host instead). */
let urlBrand: BrandLocation = session.brand

/** The brand on the host the dev control chose (developer mode only; spec: default client). */
function brandForMode(devMode: boolean): BrandLocation {
  return devMode ? brandOnHost(urlBrand, chosenHost(readHostChoice())) : urlBrand
}

function newUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16)
  })
}

/**
 * Reads the persisted session for the brand this page serves. Call once at boot (and per test):
 * it also sets the storage namespace, so brands sharing one origin keep their data apart.
 */
export function initSession(brand: BrandLocation): void {
  clearTimeout(logoutReset)
  setStorageNamespace(brand.client ?? '')
  const fresh = initialState(brand)
  const domain = readJson<string | null>(storageKeys.domain, null) || fresh.domain
  const tokens = readJson<Record<string, string>>(storageKeys.tokens, {})
  let uuid = readJson<string | null>(storageKeys.uuid, null)
  if (!uuid) {
    uuid = newUuid()
    writeJson(storageKeys.uuid, uuid)
  }
  const stored = readJson<string | null>(storageKeys.locale, null)
  urlBrand = brand
  const devMode = brand.hasQuery || readJson<boolean>(storageKeys.devMode, false)
  Object.assign(session, fresh, {
    brand: brandForMode(devMode),
    domain,
    tokens,
    token: tokens[domain] ?? readJson<string | null>(storageKeys.authToken, null),
    idDevice: readJson<string | number | null>(storageKeys.idDevice, null)?.toString() ?? null,
    uuid,
    // spec: ru is the default; a stored choice stands (any locale the app has a catalog for,
    // until the brand's languages arrive); before any choice, the browser's language.
    locale: resolveLocale(stored ?? browserLanguage() ?? DEFAULT_LOCALE, KNOWN_LOCALES),
    devMode,
    verbose: readJson<boolean>('verbose', false),
  })
}

/** The API base and query for the current domain (a related region keeps the brand's host). */
export function sessionApiLocation(): { apiBase: string; apiQuery: Record<string, string> } {
  const { brand, domain } = session
  if (!domain || domain === brand.client)
    return { apiBase: brand.apiBase, apiQuery: brand.apiQuery }
  return apiLocation(brand.protocol, brand.host, domain)
}

function persistTokens() {
  writeJson(storageKeys.authToken, session.token)
  writeJson(storageKeys.tokens, session.tokens)
}

/** Stores the token of the current domain (device registration and sign-in both give one). */
export function setToken(token: string | null): void {
  session.token = token
  if (token) session.tokens[session.domain] = token
  else delete session.tokens[session.domain]
  persistTokens()
}

export function setIdDevice(idDevice: string | number | null): void {
  session.idDevice = idDevice == null ? null : String(idDevice)
  writeJson(storageKeys.idDevice, session.idDevice)
}

/** spec: login stores the token. */
export function login(token: string): void {
  setToken(token)
  emit(appEvents.login)
}

/** spec: logout clears the token and all per-domain tokens; tabs reset after 500 ms. */
export function logout(): void {
  session.token = null
  session.tokens = {}
  persistTokens()
  emit(appEvents.logout)
  clearTimeout(logoutReset)
  logoutReset = setTimeout(resetToDefaultTab, LOGOUT_TAB_RESET_DELAY)
}

/**
 * spec: switching domain sets the domain, resets the device id, and uses the given token or the
 * stored one for that domain, else clears the token.
 */
export function switchDomain(domain: string, token?: string | null): void {
  session.domain = domain
  writeJson(storageKeys.domain, domain)
  setIdDevice(null)
  session.token = token ?? session.tokens[domain] ?? null
  if (session.token) session.tokens[domain] = session.token
  persistTokens()
  emit(appEvents.domainChanged, domain)
}

/**
 * The browser's language (first start, no choice stored): the customer's own, when the brand
 * supports it (resolveLocale falls back to the default otherwise).
 */
function browserLanguage(): string | null {
  if (typeof navigator === 'undefined') return null
  return navigator.languages?.[0] ?? navigator.language ?? null
}

/** Chooses a language (settings page); persisted; an unsupported one falls back. */
export async function setLocale(wanted: string): Promise<void> {
  const locale = resolveLocale(wanted, session.locales)
  session.locale = locale
  writeJson(storageKeys.locale, locale)
  await activateLocale(locale)
}

/**
 * The brand's languages arrived (app data): limit the choice to them and fall back when the
 * current locale is not among them. The stored choice is kept.
 */
export async function applyLocales(locales: Locale[]): Promise<void> {
  session.locales = locales
  const locale = resolveLocale(
    readJson<string | null>(storageKeys.locale, null) ?? browserLanguage() ?? session.locale,
    locales,
  )
  session.locale = locale
  await activateLocale(locale)
}

export function setDevFlag(on: boolean): void {
  writeJson(storageKeys.devMode, on || null)
  session.devMode = urlBrand.hasQuery || on
  session.brand = brandForMode(session.devMode)
}

/**
 * The dev control's host (spec: client, production, stage, custom); stored, and in force in
 * developer mode only. The caller reloads what depends on it (the shell's `applyDevContext`).
 */
export function setHostChoice(choice: HostChoice): void {
  writeHostChoice(choice)
  session.brand = brandForMode(session.devMode)
}

export function setVerbose(on: boolean): void {
  session.verbose = on
  writeJson('verbose', on || null)
}
