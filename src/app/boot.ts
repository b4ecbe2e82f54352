/**
 * Boot and the shell's controller: session, HTTP wiring, history, startup (spec shell-data §4
 * Startup), device registration (accounts §4), app data reloads (accounts §9 App data refresh),
 * and the navigation API modules use through core/state/ui.ts.
 *
 * `startApp()` is synchronous and returns a dispose function, so tests and previews can start
 * and stop the shell as often as they like.
 */
import { lazy } from 'react'
import { subscribeKey } from 'valtio/utils'
import { loadModules, registry, reportProblem, resetRegistry } from '../../registry/index.ts'
import { configureApi, forgetInFlight } from '../core/api/client.ts'
import { APP_VERSION, resolveBrand } from '../core/brand/brand.ts'
import { appEvents, emit, on } from '../core/events.ts'
import { supportedLocales } from '../core/i18n/i18n.ts'
import { closeAllOverlays, openPopup, overlay } from '../core/overlay.ts'
import {
  appData,
  appDataAge,
  hydrateAppData,
  loadAppData,
  RESUME_RELOAD_AFTER,
  updateIntervalSeconds,
} from '../core/state/app-data.ts'
import { forgetDeviceRegistration, registerDevice } from '../core/state/device.ts'
import { applyLocales, initSession, session, sessionApiLocation } from '../core/state/session.ts'
import type { AppData } from '../core/state/types.ts'
import { closePanel, openPanel, provideShell, ui } from '../core/state/ui.ts'
import { applyTheme } from '../ui/theme/theme.ts'
import { decideBack, resetBackState } from './back.ts'
import { initPush, takePushParam } from './push.ts'
import {
  currentDepth,
  initHistory,
  leavePages,
  pressBack,
  pushPage,
  replaceRoot,
} from './history.ts'
import { buildMenu, buildTabs, defaultTab, tabForPath, type TabView } from './tabs.ts'

/** spec: loading bar runs up to 20 s, then 'connection error' with a retry button. */
export const LOADING_TIMEOUT = 20_000
/** spec: the app becomes visible after 8 s at the latest. */
export const FORCE_VISIBLE_AFTER = 8_000
/** spec: the update interval is checked every 10 s. */
export const UPDATE_CHECK_EVERY = 10_000
/** spec: the debug popup opens after 10 taps. */
export const DEBUG_TAPS = 10

export function currentTabs(): TabView[] {
  return buildTabs(appData.data?.settings, registry.modules)
}

export function currentDefaultTab(): TabView | null {
  return defaultTab(appData.data?.settings, currentTabs())
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
  const entry = buildMenu(appData.data?.settings, registry.modules, tabs).find(
    (e) => e.name === name,
  )
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
      label: 'Debug',
      component: lazyDebugPopup,
    })
  }
}

// Loaded on demand: the debug popup is never in the initial chunk.
const lazyDebugPopup = lazy(() =>
  import('./debug-popup.tsx').then((m) => ({ default: m.DebugPopup })),
)

function decide() {
  const def = currentDefaultTab()
  const onDefault = !def || tabForPath(location.pathname, currentTabs())?.name === def.name
  return decideBack({
    depth: currentDepth(),
    onDefaultTab: onDefault,
    switchToDefaultTab: resetToDefaultTab,
  })
}

/** What app data changes set off: locales, theme, modules (spec §4: after each load). */
async function applyAppData(data: AppData | null): Promise<void> {
  if (!data) return
  applyTheme(data.settings)
  // Wrong-shaped parts fell back to defaults when the data arrived (normaliseAppData).
  for (const p of appData.problems) {
    reportProblem({ module: 'app', kind: 'settings', detail: `${p.path || '/'}: ${p.detail}` })
  }
  await Promise.all([applyLocales(supportedLocales(data.settings.languages)), loadModules(data)])
  if (!ui.activeTab) {
    const tabs = currentTabs()
    ui.activeTab =
      (tabForPath(location.pathname, tabs) ?? defaultTab(data.settings, tabs))?.name ?? null
  }
}

// ---- startup -------------------------------------------------------------------------------

let startupTimers: ReturnType<typeof setTimeout>[] = []

function clearStartupTimers() {
  startupTimers.forEach(clearTimeout)
  startupTimers = []
}

function markVisible() {
  ui.startup.visible = true
}

async function startupSequence(): Promise<void> {
  const hadToken = Boolean(session.token)
  const device = registerDevice()
  if (!hadToken) {
    const ok = await device
    if (!ok && !session.token) {
      markVisible()
      if (!appData.data) failStartup()
      return
    }
  }
  const data = await loadAppData()
  markVisible()
  if (data) {
    ui.startup.phase = 'ready'
    clearStartupTimers()
  } else if (!appData.data) failStartup()
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

// ---- start ---------------------------------------------------------------------------------

export interface StartOptions {
  /** The page URL the brand is resolved from (default: location.href). */
  href?: string
  /** Read cached app data (default true). */
  useCache?: boolean
}

export function startApp(opts: StartOptions = {}): () => void {
  // A notification click may open the app with ?push=…: handled once the app is up.
  const pushed = takePushParam(opts.href ?? location.href)
  if (pushed.message && !opts.href) history.replaceState(history.state, '', pushed.href)
  const brand = resolveBrand(pushed.href)
  initSession(brand)
  configureApi(() => ({
    ...sessionApiLocation(),
    locale: session.locale,
    appVersion: APP_VERSION,
    token: session.token,
    miniApp: session.brand.miniApp,
    verbose: session.verbose,
  }))
  resetBackState()
  resetRegistry()
  Object.assign(ui, {
    panelOpen: false,
    activeTab: null,
    depth: 0,
    startup: { visible: false, phase: 'loading', startedAt: Date.now() },
  })
  const disposers: (() => void)[] = []
  disposers.push(initHistory(decide))
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
  if (opts.useCache !== false) hydrateAppData()
  let applied = Promise.resolve()
  if (appData.data) applied = applyAppData(appData.data)
  disposers.push(subscribeKey(appData, 'data', (data) => void (applied = applyAppData(data))))
  disposers.push(on(appEvents.openPanel, openPanel), on(appEvents.closePanel, closePanel))
  disposers.push(
    on(appEvents.domainChanged, () => {
      closeAllOverlays()
      void registerDevice().then(() => loadAppData())
    }),
  )
  disposers.push(on(appEvents.logout, () => void registerDevice().then(() => loadAppData())))
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
    if (!session.idDevice) void registerDevice()
    if (appDataAge() > RESUME_RELOAD_AFTER) void loadAppData()
  }
  addEventListener('keydown', onKey)
  addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  const interval = setInterval(() => {
    if (!appData.data || appData.status === 'loading') return
    if (appDataAge() > updateIntervalSeconds(appData.data.settings) * 1000) void loadAppData()
  }, UPDATE_CHECK_EVERY)
  disposers.push(() => {
    removeEventListener('keydown', onKey)
    removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    clearInterval(interval)
    clearStartupTimers()
    overlay.busy = null
    forgetInFlight()
    forgetDeviceRegistration()
  })

  void retryStartup()
  disposers.push(initPush({ initial: pushed.message, applied: () => applied }))

  return () => {
    while (disposers.length) disposers.pop()!()
  }
}
