/**
 * Boot and the shell's controller: session, HTTP wiring, history, startup (spec shell-data §4
 * Startup), device registration (accounts §4), app data reloads (accounts §9 App data refresh),
 * and the navigation API modules use through core/state/ui.ts.
 *
 * `startApp()` is synchronous and returns a dispose function, so tests and previews can start
 * and stop the shell as often as they like.
 */
import { msg } from '@lingui/core/macro'
import { subscribeKey } from 'valtio/utils'
import {
  loadModules,
  prefetchHome,
  registry,
  reportProblem,
  resetRegistry,
  type LoadedModule,
} from '../../registry/index.ts'
import { loadClient } from '../core/api/app.ts'
import { forgetFlights } from '../core/api/single-flight.ts'
import { brandQuery, resolveBrand } from '../core/brand/brand.ts'
import { appEvents, emit, on } from '../core/events.ts'
import { i18n, loadLateTexts, supportedLocales } from '../core/i18n/i18n.ts'
import { closeAllOverlays, openPopup, overlay } from '../core/overlay.ts'
import {
  adoptDevice,
  appData,
  appDataAge,
  forgetUser,
  hydrateAppData,
  hydrateLater,
  isLoggedIn,
  loadAppData,
  RESUME_RELOAD_AFTER,
  updateIntervalSeconds,
} from '../core/state/app-data.ts'
import { registerDevice } from '../core/state/device.ts'
import { applyLocales, initSession, session } from '../core/state/session.ts'
import type { AppData } from '../core/state/types.ts'
import { closePanel, openPanel, provideShell, ui } from '../core/state/ui.ts'
import { applyStatusBarColor, applyTheme } from '../ui/theme/theme-start.ts'
import { decideBack, resetBackState } from './back.ts'
import { wireApi } from './wire-api.ts'
import { splitPushParam } from './push-param.ts'
import { captureInstallPrompt, linkManifest } from './install-start.ts'
import { createSplash, splashHideTimeout, splashMaxWait } from './splash.ts'
import { requestStartChunks } from './start-preloads.ts'
import {
  currentDepth,
  initHistory,
  leavePages,
  pressBack,
  pushPage,
  replaceRoot,
} from './history.ts'
import { loadTabs, tabsLib } from './tabs-lib.ts'
import type { TabView } from './tabs.ts'
import { lazyComponent } from '../core/lazy-component.ts'

/** spec: loading bar runs up to 20 s, then 'connection error' with a retry button. */
export const LOADING_TIMEOUT = 20_000
/** spec: the app becomes visible after 8 s at the latest. */
export const FORCE_VISIBLE_AFTER = 8_000
/** spec: the update interval is checked every 10 s. */
export const UPDATE_CHECK_EVERY = 10_000
/** spec: the debug popup opens after 10 taps. */
export const DEBUG_TAPS = 10

// The tab rules load with the modules (tabs-lib.ts): no tabs before.
export function currentTabs(): TabView[] {
  return tabsLib.lib?.buildTabs(appData.data?.settings, registry.modules) ?? []
}

export function currentDefaultTab(): TabView | null {
  return tabsLib.lib?.defaultTab(appData.data?.settings, currentTabs()) ?? null
}

function switchTab(name: string): void {
  const tabs = currentTabs()
  const tab = tabs.find((t) => t.name === name)
  if (!tab) {
    const url = registry.modules[name]?.descriptor.url
    if (url) pushPage(url)
    return
  }
  if (tab.action) {
    emit(tab.action)
    return
  }
  closePanel()
  ui.activeTab = tab.name
  replaceRoot(tab.url)
}

function resetToDefaultTab(): void {
  const def = currentDefaultTab()
  if (def) switchTab(def.name)
}

function selectMenuEntry(name: string): void {
  const tabs = currentTabs()
  const entry = tabsLib.lib
    ?.buildMenu(appData.data?.settings, registry.modules, tabs)
    .find((e) => e.name === name)
  closePanel()
  if (!entry) return
  if (entry.action) emit(entry.action)
  else if (entry.isTab) switchTab(name)
  else pushPage(entry.url)
}

let debugTaps: number[] = []

function debugTap(now = Date.now()): void {
  // Taps count when each follows the previous within 1.5 s.
  debugTaps = debugTaps.filter((t) => now - t < 1500 * DEBUG_TAPS).concat(now)
  const last = debugTaps.slice(-DEBUG_TAPS)
  const quick = last.every((t, i) => i === 0 || t - last[i - 1]! < 1500)
  if (last.length >= DEBUG_TAPS && quick) {
    debugTaps = []
    openPopup({
      label: msg`Debug`,
      component: lazyDebugPopup,
    })
  }
}

// Loaded on demand: the debug popup is never in the initial chunk.
// Its texts are in the late catalog (lingui.config.ts): they come with its chunk.
const lazyDebugPopup = lazyComponent(() =>
  Promise.all([import('./debug-popup.tsx'), loadLateTexts()]).then(([m]) => ({
    default: m.DebugPopup,
  })),
)

function decide() {
  const def = currentDefaultTab()
  const onDefault =
    !def || tabsLib.lib?.tabForPath(location.pathname, currentTabs())?.name === def.name
  return decideBack({
    depth: currentDepth(),
    onDefaultTab: onDefault,
    switchToDefaultTab: resetToDefaultTab,
  })
}

/** What app data changes set off: locales, theme, modules (spec §4: after each load). */
async function applyAppData(data: AppData | null): Promise<void> {
  if (!data) return
  // At once from the colours the last start worked out; else once the contrast work has loaded.
  void applyTheme(data.settings)
  // Wrong-shaped parts fell back to defaults when the data arrived (normaliseAppData).
  for (const p of appData.problems) {
    reportProblem({ module: 'app', kind: 'settings', detail: `${p.path || '/'}: ${p.detail}` })
  }
  const [, , { tabForPath, defaultTab }] = await Promise.all([
    applyLocales(supportedLocales(data.settings.languages)),
    loadModules(data, (modules) => prefetchHomeData(data, modules)),
    loadTabs(),
  ])
  if (!ui.activeTab) {
    const tabs = currentTabs()
    ui.activeTab =
      (tabForPath(location.pathname, tabs) ?? defaultTab(data.settings, tabs))?.name ?? null
  }
}

/** The start has yet to ask for its home widgets' data (once per start). */
let homeDataToAsk = false

/**
 * The home widgets' data, all at once, as the start's first app data has loaded its modules (a
 * guest's first start: as app data's answer arrives; cached app data: at once), before the home
 * renders, when the start is on the home: a deep link does not fetch the home's data (issue 16:
 * each widget asked as it mounted below the one above it, a round trip after another). A load
 * that newer app data overtook never gets here: the newer one asks.
 */
function prefetchHomeData(data: AppData, modules: Readonly<Record<string, LoadedModule>>): void {
  if (!homeDataToAsk) return
  homeDataToAsk = false
  if (location.pathname !== '/' || !modules.home) return
  void prefetchHome(
    data.settings.slots?.home,
    { signedIn: isLoggedIn(data), locale: session.locale },
    modules,
  )
}

// ---- startup -------------------------------------------------------------------------------

/** Settles once the latest app data has been applied (theme, locales, modules loaded). */
let applied: Promise<void> = Promise.resolve()

let startupTimers: ReturnType<typeof setTimeout>[] = []

function clearStartupTimers() {
  startupTimers.forEach(clearTimeout)
  startupTimers = []
}

function markVisible() {
  ui.startup.visible = true
}

/**
 * Device registration and app data at once (issue 16: in parallel, not in series). With a
 * token both are the device's already. A first start has no token yet: app data comes as a
 * guest's without waiting for the registration; the device's differs from it only by the
 * user's idDevice, which the registration answers, so it is not asked again (one app-data call
 * at first start; `adoptDevice`). Only data with a signed-in user in it loads again as the
 * device's, in the background (the screen is already there).
 * spec (accounts §4): a failed registration sets a flag and emits an event (and makes the app
 * visible, shell-data §4 Startup); it never strands a guest who could browse, and it is tried
 * again later (retryDevice). A retry after a failed registration stays in series.
 */
async function startupSequence(): Promise<void> {
  const hadToken = Boolean(session.token)
  // A retry of a failed registration (the «Retry» button) shows its loader and, failing again,
  // its dialog before app data is asked again, as before.
  const retrying = !hadToken && session.deviceFailed
  const device = registerDevice()
  if (retrying && !(await device)) markVisible()
  const loading = loadAppData()
  if (!hadToken && !retrying) {
    void device.then((ok) => {
      if (!ok) markVisible()
      // After the first data's modules are in (the screen is there): never in its way.
      else if (session.token)
        void loading.then(async (first) => {
          if (!first || (session.idDevice !== null && adoptDevice(session.idDevice))) return
          await applied
          await loadAppData()
        })
    })
  }
  const data = await loading
  markVisible()
  if (data) {
    ui.startup.phase = 'ready'
    clearStartupTimers()
  } else if (!appData.data) failStartup()
}

/**
 * Tries a failed registration again (back online, on the way to sign in: signing in needs the
 * device's token). spec (accounts §4): after a failure the retry shows the busy loader and, if
 * it fails again, the error dialog. A token it brings reloads app data, as the device's.
 */
function retryDevice(): void {
  if (session.token || !session.deviceFailed) return
  void registerDevice().then((ok) => {
    if (ok && session.token && appData.data) void loadAppData()
  })
}

/** The page is one of the sign-in module's (its routes: /auth, /profile/, /registration…). */
function onSignInPage(): boolean {
  const routes = registry.modules.auth?.descriptor.routes ?? []
  return routes.some((route) => route.path === location.pathname)
}

function failStartup() {
  clearStartupTimers()
  ui.startup.phase = 'error'
}

/** Starts (or restarts, from the retry button) loading: progress, timeouts, auth, app data. */
export function retryStartup(): Promise<void> {
  clearStartupTimers()
  const cached = Boolean(appData.data)
  ui.startup.phase = cached ? 'ready' : 'loading'
  ui.startup.startedAt = Date.now()
  if (cached) markVisible()
  else {
    startupTimers.push(
      setTimeout(() => {
        if (!appData.data) failStartup()
      }, LOADING_TIMEOUT),
      setTimeout(markVisible, FORCE_VISIBLE_AFTER),
    )
  }
  return startupSequence()
}

// ---- splash --------------------------------------------------------------------------------

/**
 * The PWA splash (spec §4 Splash; see splash.ts). It hides on device-ready (the shell has started)
 * plus splashHideTimeout, as soon as there is something to show: with cached app data at once;
 * without, when fresh app data or its failure arrives, or when the app is made visible
 * (registration failed, or 8 s passed). The 2 s (cached; 0 in a mini-app) and 10 s figures are
 * only the latest it may stay, never a wait.
 */
const splashElement = () =>
  typeof document === 'undefined' ? null : document.getElementById('splash')

function startSplash(miniApp: boolean): () => void {
  const cached = Boolean(appData.data)
  const splash = createSplash({
    element: splashElement(),
    hideTimeout: () => splashHideTimeout(appData.data?.settings),
    applyStatusBar: applyStatusBarColor,
  })
  const hide = () => splash.hide()
  const latest = setTimeout(hide, splashMaxWait({ cached, miniApp }))
  // Device-ready with the data already there: nothing to wait for. The theme the cache applied
  // colours the splash's skeleton meanwhile (index.html).
  if (cached) {
    splashElement()?.setAttribute('data-brand', '')
    hide()
  }
  const offs = [
    on(appEvents.appDataLoaded, hide),
    on(appEvents.appDataFailed, hide),
    subscribeKey(ui.startup, 'visible', (visible) => {
      if (visible && !cached) hide()
    }),
  ]
  return () => {
    clearTimeout(latest)
    offs.forEach((off) => off())
    splash.dispose()
  }
}

/** Names the splash in the active locale (index.html carries both languages until then). */
export function labelSplash(): void {
  document.getElementById('splash')?.setAttribute('aria-label', i18n._(msg`Starting the app`))
}

// ---- start ---------------------------------------------------------------------------------

/**
 * Starts what a chunk loaded after the first paint holds; the returned stop also stops one whose
 * chunk comes after it (the start is not run then).
 */
function startLoaded<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  void load().then((module) => {
    if (!stopped) stop = start(module)
  })
  return () => {
    stopped = true
    stop?.()
  }
}

export interface StartOptions {
  /** The page URL the brand is resolved from (default: location.href). */
  href?: string
  /** Read cached app data (default true). */
  useCache?: boolean
}

export function startApp(opts: StartOptions = {}): () => void {
  // A notification click may open the app with ?push=…: handled once the app is up.
  const pushed = splitPushParam(opts.href ?? location.href)
  if (pushed.raw !== null && !opts.href) history.replaceState(history.state, '', pushed.href)
  const brand = resolveBrand(pushed.href)
  initSession(brand)
  wireApi()
  resetBackState()
  resetRegistry()
  Object.assign(ui, {
    panelOpen: false,
    activeTab: null,
    depth: 0,
    startup: { visible: false, phase: 'loading', startedAt: Date.now() },
  })
  const disposers: (() => void)[] = []
  disposers.push(initHistory(decide, brandQuery(pushed.href)))
  disposers.push(
    provideShell({
      navigate: (to, o) => pushPage(to, o),
      goBack: pressBack,
      leavePages,
      switchTab,
      resetToDefaultTab,
      selectMenuEntry,
      debugTap: () => debugTap(),
    }),
  )
  // spec Startup: cached app data and settings make the app visible at once.
  let disposed = false
  disposers.push(() => {
    disposed = true
  })
  if (opts.useCache !== false && !hydrateAppData()) {
    // Cached by another version: normalised first (the shape check's chunk), then shown as the
    // cache is, unless fresh data came meanwhile (issue 16).
    void hydrateLater().then((data) => {
      if (!data || disposed) return
      clearStartupTimers()
      ui.startup.phase = 'ready'
      markVisible()
    })
  }
  disposers.push(startSplash(brand.miniApp))
  // Installing (shell-data §2, §9): the browser's prompt is kept for the install hint, the
  // manifest names this brand, and the installed app on a desktop gets its 500 x 950 window.
  disposers.push(captureInstallPrompt())
  linkManifest(pushed.href, brand.client)
  // The window's size with the install hint's helpers, after the first paint (issue 16).
  void import('./install.ts').then((m) => m.fitInstalledWindow())
  applied = Promise.resolve()
  homeDataToAsk = true
  if (appData.data) applied = applyAppData(appData.data)
  disposers.push(subscribeKey(appData, 'data', (data) => void (applied = applyAppData(data))))
  disposers.push(on(appEvents.openPanel, openPanel), on(appEvents.closePanel, closePanel))
  disposers.push(on(appEvents.loginRequested, retryDevice))
  disposers.push(
    on(appEvents.domainChanged, () => {
      closeAllOverlays()
      void registerDevice().then(() => loadAppData())
    }),
  )
  disposers.push(
    on(appEvents.logout, () => {
      forgetUser()
      void registerDevice().then(() => loadAppData())
    }),
  )
  // Brand texts come in the request's language (Accept-Language): a new locale reloads app data
  // (server lists follow through their query keys, src/core/query/keys.ts).
  disposers.push(subscribeKey(session, 'locale', () => void loadAppData()))
  // spec: device registration also runs when the token is lost.
  disposers.push(
    subscribeKey(session, 'token', (token) => {
      if (!token) void registerDevice()
    }),
  )

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault()
      pressBack()
    }
  }
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return
    if (appDataAge() > RESUME_RELOAD_AFTER) void loadAppData()
  }
  const onOnline = () => {
    if (ui.startup.phase === 'error') {
      void retryStartup()
      return
    }
    if (session.deviceFailed && !session.token) retryDevice()
    else if (!session.idDevice) void registerDevice()
    if (appDataAge() > RESUME_RELOAD_AFTER) void loadAppData()
  }
  // A guest whose registration failed heads for sign-in: register first (it needs the token).
  // Once on the way in, not on every step of the flow.
  let signingIn = false
  const onPlace = () => {
    const now = onSignInPage()
    if (now && !signingIn) retryDevice()
    signingIn = now
  }
  addEventListener('keydown', onKey)
  addEventListener('online', onOnline)
  addEventListener('pushState', onPlace)
  addEventListener('replaceState', onPlace)
  addEventListener('popstate', onPlace)
  document.addEventListener('visibilitychange', onVisible)
  const interval = setInterval(() => {
    if (!appData.data || appData.status === 'loading') return
    if (appDataAge() > updateIntervalSeconds(appData.data.settings) * 1000) void loadAppData()
  }, UPDATE_CHECK_EVERY)
  disposers.push(() => {
    removeEventListener('keydown', onKey)
    removeEventListener('online', onOnline)
    removeEventListener('pushState', onPlace)
    removeEventListener('replaceState', onPlace)
    removeEventListener('popstate', onPlace)
    document.removeEventListener('visibilitychange', onVisible)
    clearInterval(interval)
    clearStartupTimers()
    overlay.busy = null
    forgetFlights()
  })

  void retryStartup()
  // The home's chunks (index.html's template; ./start-preloads.ts) once the app-data call has
  // left: it waits for the HTTP client's chunk, and a timer after that chunk runs after the call
  // was sent, so the call is not queued behind a dozen scripts on the connections (issue 16).
  void loadClient().then(
    () => setTimeout(() => requestStartChunks(session.locale)),
    () => requestStartChunks(session.locale),
  )
  // Push clicks: their code loads after the first paint (the after-start chunk; issue 16).
  disposers.push(
    startLoaded(
      () => import('./push.ts'),
      ({ initPush }) => initPush({ initial: pushed.raw, applied: () => applied }),
    ),
  )
  // The last start's largest picture, asked for as soon as its chunk (the after-start one,
  // beside the entry) is in; this start's, recorded for the next (./lcp-hint.ts).
  const cacheOn = opts.useCache !== false
  disposers.push(
    startLoaded(
      () => import('./lcp-hint.ts'),
      ({ preloadLcpHint, recordLcpHint }) => {
        if (cacheOn) preloadLcpHint()
        return recordLcpHint()
      },
    ),
  )
  // Statistics queue, error reporting, session recording (issue 15): their own chunk, loaded
  // after the start (the first paint does not wait for them).
  disposers.push(
    startLoaded(
      () => import('./telemetry.ts'),
      ({ startTelemetry }) => startTelemetry(),
    ),
  )

  return () => {
    while (disposers.length) disposers.pop()!()
  }
}
