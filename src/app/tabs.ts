/**
 * Tab bar and side-menu entries from settings (pure functions, tested without rendering).
 *
 * spec (shell-data §2 App shell): the tab bar is built from the settings tab list: only modules
 * enabled in settings; each tab can be hidden by its tab flag; the default tab is active first.
 * spec (accounts §2 Side menu): entries come from the settings menu list; a module marked as a
 * tab switches tabs, others navigate to their url; the menu's own entry is skipped; the home
 * entry is always allowed.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Snapshot } from 'valtio'
import type { ActionEvent } from '../core/events.ts'
import type { ModuleEntry } from '../core/module.ts'
import type { AppSettings, ModuleSettings } from '../core/state/types.ts'
import type { LoadedModule } from '../../registry/index.ts'
import { iconFromData, type IconName } from '../ui/icon/icon.tsx'

/** Works on the stores and on their snapshots alike. */
type Settings = Snapshot<AppSettings> | undefined
type Modules = Snapshot<Record<string, LoadedModule>>
type Loaded = Snapshot<LoadedModule>

export interface TabView {
  name: string
  icon: IconName
  title: string | MessageDescriptor
  /** Where the tab leads (its root page). */
  url: string
  /** An app event instead of navigation (e.g. panel:open). */
  action?: ActionEvent
}

export interface MenuEntry extends TabView {
  /** The module is one of the visible tabs: choosing it switches tabs. */
  isTab: boolean
}

/** The side panel's own module: never listed as an entry of itself. */
export const MENU_MODULE = 'panelmenu'
export const HOME_MODULE = 'home'
/** spec: the settings page is reached by the panel's cog (more than one language), not an entry. */
export const SETTINGS_MODULE = 'settings'

/** Own entries only: a listed name such as 'constructor' is not a module. */
function moduleNamed(modules: Modules, name: string): Loaded | undefined {
  return Object.hasOwn(modules, name) ? modules[name] : undefined
}

const homeFallback: ModuleEntry & { url: string } = { icon: 'home', title: msg`Home`, url: '/' }

function entryView(
  name: string,
  mod: Loaded | undefined,
  entry: Snapshot<ModuleEntry> | undefined,
  kind: 'tab' | 'menu',
  guest = false,
): TabView | null {
  if (!entry) return null
  const s: Snapshot<ModuleSettings> = mod?.settings ?? {}
  if (entry.visible && !entry.visible(s)) return null
  if (guest && entry.signedInOnly) return null
  // spec: an empty tabbarTitle means the title (sushi's «Меню» tab, not the module's «Каталог»)
  const custom = kind === 'tab' ? s.tabbarTitle || s.title : s.title
  const url = entry.url ?? mod?.descriptor.url ?? (name === HOME_MODULE ? '/' : `/${name}/`)
  return {
    name,
    // A module's settings may pick its tab's icon (spec catalog settings: icon catalog or
    // delivery); the side menu keeps the module's own (a truck beside «Меню» reads as delivery).
    icon: (kind === 'tab' ? iconFromData(s.icon) : undefined) ?? entry.icon,
    // A guest sees the guest title even over a brand's own one: the entry is 'Sign in' until
    // the person is signed in (spec: sign-in or profile).
    title:
      guest && entry.guestTitle
        ? entry.guestTitle
        : typeof custom === 'string' && custom
          ? custom
          : entry.title,
    url,
    action: entry.action,
  }
}

/** `guest`: no idUser (entries may show a guest title, spec: sign-in or profile). */
export function buildTabs(settings: Settings, modules: Modules, guest = false): TabView[] {
  const tabs: TabView[] = []
  const seen = new Set<string>()
  for (const name of settings?.tabbar ?? []) {
    if (seen.has(name)) continue
    const mod = moduleNamed(modules, name)
    if (!mod || mod.settings.tab === false) continue
    const view = entryView(name, mod, mod.descriptor.tab, 'tab', guest)
    if (view) {
      tabs.push(view)
      seen.add(name)
    }
  }
  return tabs
}

/** The default tab: settings.defaultTab when it is a visible tab, else the first tab. */
export function defaultTab(settings: Settings, tabs: TabView[]): TabView | null {
  const navigable = tabs.filter((t) => !t.action)
  return navigable.find((t) => t.name === settings?.defaultTab) ?? navigable[0] ?? null
}

export function buildMenu(
  settings: Settings,
  modules: Modules,
  tabs: TabView[],
  guest = false,
): MenuEntry[] {
  const tabNames = new Set(tabs.map((t) => t.name))
  const out: MenuEntry[] = []
  for (const name of settings?.menu ?? []) {
    if (name === MENU_MODULE || name === SETTINGS_MODULE || out.some((e) => e.name === name)) {
      continue
    }
    const mod = moduleNamed(modules, name)
    if (!mod && name !== HOME_MODULE) continue
    const entry =
      mod?.descriptor.menu ??
      mod?.descriptor.tab ??
      (name === HOME_MODULE ? homeFallback : undefined)
    const view = entryView(name, mod, entry, 'menu', guest)
    if (view) out.push({ ...view, isTab: tabNames.has(name) })
  }
  return out
}

/** Whether `path` is the page at `url` or a page under it ('/' only itself). */
function isUnder(path: string, url: string): boolean {
  return url === '/'
    ? path === '/'
    : path === url ||
        path.startsWith(url.endsWith('/') ? url : `${url}/`) ||
        path === url.replace(/\/$/, '')
}

/** The entry (tab or menu entry) whose url is the longest prefix of the path. */
function longestUnder<T extends { url: string; action?: unknown }>(
  path: string,
  entries: readonly T[],
): T | null {
  let best: T | null = null
  for (const entry of entries) {
    if (entry.action) continue
    if (isUnder(path, entry.url) && (!best || entry.url.length > best.url.length)) best = entry
  }
  return best
}

/** The tab a path belongs to: the tab whose url is the longest prefix of it. */
export function tabForPath(path: string, tabs: TabView[]): TabView | null {
  return longestUnder(path, tabs)
}

/** The fixed part of a route pattern ('/catalog/category/:id' -> '/catalog/category/'). */
function routePrefix(path: string): string {
  const i = path.search(/[:*]/)
  return i < 0 ? path : path.slice(0, i)
}

/**
 * The module a path is a page of: the one with the longest route (or url) that the path is, or
 * begins with; null when none claims it.
 */
export function moduleForPath(path: string, modules: Modules): string | null {
  let best: { name: string; length: number } | null = null
  for (const [name, mod] of Object.entries(modules)) {
    const patterns = [mod.descriptor.url, ...(mod.descriptor.routes ?? []).map((r) => r.path)]
    for (const pattern of patterns) {
      if (!pattern || pattern === '/') continue
      const exact = !/[:*]/.test(pattern)
      const prefix = routePrefix(pattern)
      const hit = exact
        ? path === pattern || path === pattern.replace(/\/$/, '')
        : path.startsWith(prefix)
      if (hit && (!best || prefix.length > best.length)) best = { name, length: prefix.length }
    }
  }
  return best?.name ?? null
}

/** A side-menu page a module's `side-panel-menu` slot opens (the catalog's order history). */
function menuPageFor(path: string, modules: Modules): string | null {
  let best: string | null = null
  for (const mod of Object.values(modules)) {
    for (const url of mod.descriptor.menuPages ?? []) {
      if (isUnder(path, url) && (!best || url.length > best.length)) best = url
    }
  }
  return best
}

export interface HighlightContext {
  tabs: TabView[]
  /** The side menu's entries (buildMenu). */
  menu: readonly MenuEntry[]
  modules: Modules
  /** The tab the person was in when they left the tabs (ui.activeTab). */
  activeTab: string | null
}

/**
 * The tab the tab bar marks as current (`aria-current="page"`), one rule (issue 12):
 * - a tab's root marks its tab, a page under a tab's address marks that tab (the basket under
 *   /catalog/ the catalog's), as does a page of the tab's module (/auth/password the auth tab's);
 * - a side-menu page (an entry's url or a page under it, a page a module's side-menu slot
 *   opens, e.g. the order history, or the settings page the panel's cog opens; the more specific
 *   address wins over a tab's) marks the menu tab («Ещё») when the brand has one, else no tab
 *   (session 15: the tab it was opened from read as that tab's page — Settings marked «Главная»);
 * - any other page keeps the tab it was opened from.
 */
export function highlightedTab(path: string, ctx: HighlightContext): string | null {
  const { tabs, menu, modules, activeTab } = ctx
  const menuTab = tabs.some((t) => t.name === MENU_MODULE) ? MENU_MODULE : null
  const tab = tabForPath(path, tabs)
  if (tab && tab.url === path) return tab.name
  const entry = longestUnder(
    path,
    menu.filter((e) => !e.isTab),
  )
  const slotPage = menuPageFor(path, modules)
  const menuLength = Math.max(entry?.url.length ?? -1, slotPage?.length ?? -1)
  if (menuLength >= 0 && (!tab || menuLength > tab.url.length)) return menuTab
  if (tab) return tab.name
  const owner = moduleForPath(path, modules)
  // The /menu/ page is the menu tab's own; the settings page is the panel's (its cog).
  if (owner === MENU_MODULE || owner === SETTINGS_MODULE) return menuTab
  if (owner && tabs.some((t) => t.name === owner && !t.action)) return owner
  if (owner && menu.some((e) => e.name === owner && !e.isTab)) return menuTab
  return activeTab
}
