/**
 * The module contract (ARCHITECTURE.md "The module contract"). A module is a folder under
 * src/modules/<name> whose index.ts exports one descriptor made with `defineModule`.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import type { ModuleSettingsMap } from '../shared/settings/modules.ts'
import type { ActionEvent } from './events.ts'
import type { IconName } from './icon-names.ts'
import type { AppData, ModuleSettings } from './state/types.ts'

/**
 * The settings a module named N receives: the type generated from schemas/modules/<N>.json
 * (validated, defaults filled in); a name without a schema gets plain ModuleSettings.
 */
export type SettingsOf<N extends string> = N extends keyof ModuleSettingsMap
  ? ModuleSettingsMap[N]
  : ModuleSettings

/**
 * A component the registry renders with its module's settings. Declared as a method so a
 * descriptor typed for one module's settings still fits the registry's table of every module
 * (parameters of methods are bivariant): the registry pairs a module's descriptor with the
 * settings its own schema validated, which is what makes that sound (docs/adr/008).
 */
type ModuleComponent<P> = { render(props: P): ReactNode }['render']

export type Lazy<P> = () => Promise<{ default: ModuleComponent<P> }>

/** Props every slot widget receives. */
export interface SlotWidgetProps<S = ModuleSettings> {
  /** This module's settings, validated and with schema defaults filled in. */
  settings: S
  /** The slot's own context (e.g. the form a registration field belongs to). */
  context?: Record<string, unknown>
}

export interface ScreenProps<S = ModuleSettings> {
  settings: S
  params: Record<string, string | undefined>
}

export interface PopupProps<S = ModuleSettings> {
  id?: string
  close: () => void
  settings: S
}

/**
 * What a module's `prefetchHome` receives: its settings (validated, defaults filled in) and
 * whether the start is a signed-in user's. The query scope (domain, locale, a branch) is the one
 * the widget's own hooks read at that moment: the hook takes it from the query layer
 * (`currentScope()`, or the module's own scope such as the catalog's receive branch), so the
 * keys are the widget's by construction.
 */
export interface PrefetchContext<S = ModuleSettings> {
  settings: S
  /** A signed-in user's start: only then may data a guest's widget never shows be asked for. */
  signedIn: boolean
  /** The session's locale (the answers' language; the scope carries it too). */
  locale: string
}

export interface ModuleRoute<S = ModuleSettings> {
  /** wouter path pattern, e.g. `/news/` or `/history/body/:id` */
  path: string
  screen: Lazy<ScreenProps<S>>
}

export interface ModuleEntry<S = ModuleSettings> {
  icon: IconName
  title: MessageDescriptor
  /** Where the entry leads; defaults to the module's url. */
  url?: string
  /** An action instead of navigation (e.g. open a popup). */
  action?: ActionEvent
  /** The title a guest (no idUser) sees instead, e.g. 'Sign in' for 'Profile'. */
  guestTitle?: MessageDescriptor
  /** Shown only to a signed-in user (spec: the notifications entry and bell). */
  signedInOnly?: boolean
  /** Whether the entry shows for these settings (e.g. referral's menuShowShare); default yes. */
  visible?(settings: S): boolean
}

/**
 * A module's descriptor, typed by its name: `SettingsOf<N>` is what its screens, slots,
 * popups, entries and `init` receive. The registry holds them as `ModuleDescriptor` (any name).
 */
export interface ModuleDescriptor<N extends string = string, S = SettingsOf<N>> {
  /** The key in settings.modules. */
  name: N
  /** Base url of the module's main screen, e.g. `/news/`. */
  url?: string
  /**
   * The base url these settings give the module (the catalog's own base url, spec catalog §2),
   * when it is configurable. Its routes, `url` and entries are written under `url`; the registry
   * moves them under this base (`rebaseDescriptor`).
   */
  baseUrl?(settings: S): string | undefined
  routes?: ModuleRoute<S>[]
  /** Used when settings.tabbar lists the module. */
  tab?: ModuleEntry<S>
  /** Side-menu entry when settings.menu lists the module. */
  menu?: ModuleEntry<S>
  /**
   * Pages the module's `side-panel-menu` slot entries open (the catalog's order history): the
   * shell counts them, and the pages under them, as side-menu pages (the tab highlight).
   */
  menuPages?: readonly string[]
  /** slot name -> widget loader */
  slots?: Record<string, Lazy<SlotWidgetProps<S>>>
  /** Popups this module can open by name (e.g. `page`), addressed as `<module>:<popup>`. */
  popups?: Record<string, Lazy<PopupProps<S>>>
  /** Entity types this module opens from a push (`gift`, `coupon`); see core/push.ts. */
  pushEntities?: readonly string[]
  /** Push/entity deep link: called when a push names one of `pushEntities` (`gift`, `3`). */
  onPush?: (entity: string, id: string) => void
  /** Runs once when the module is enabled, after app data loads (subscriptions, timers). */
  init?(ctx: { appData: AppData; settings: S }): void | (() => void)
  /**
   * Asks for the data the module's `home` widget shows, as the start's first app data is
   * applied (after `init`) and before the widget mounts: the shell calls every home widget's at
   * once when the start is on the home, so their calls leave together instead of one after the
   * other as each widget mounts below the one above it (issue 16). It must use exactly the
   * widget's query keys and options (one `queryOptions` factory both read), load in the
   * background (`prefetchQuery`), and never throw: a failure leaves the widget to load and
   * show its error as without it. Lives in a small file the descriptor imports (the widget's
   * chunk is not needed for it).
   */
  prefetchHome?(ctx: PrefetchContext<S>): Promise<void> | void
}

/**
 * Declares a module. Its name picks its settings type (src/shared/settings, generated from
 * schemas/modules/<name>.json), so nothing in the module casts settings.
 */
export function defineModule<const N extends string>(
  descriptor: ModuleDescriptor<N>,
): ModuleDescriptor<N> {
  return descriptor
}

/** `path` moved from under `from` to under `to` (both '/…/'); other paths are left alone. */
export function rebasePath(path: string, from: string, to: string): string {
  if (from === to) return path
  if (path === from.replace(/\/$/, '')) return to.replace(/\/$/, '')
  return path.startsWith(from) ? to + path.slice(from.length) : path
}

/**
 * The descriptor with its routes, url and tab/menu entries under `base` instead of its own
 * `url` (a configurable base url); the same object when nothing moves.
 */
export function rebaseDescriptor<D extends ModuleDescriptor>(descriptor: D, base: string): D {
  const from = descriptor.url
  if (!from || from === base) return descriptor
  const move = (path: string) => rebasePath(path, from, base)
  const entry = <E extends ModuleEntry<never> | undefined>(e: E): E =>
    e && e.url ? { ...e, url: move(e.url) } : e
  return {
    ...descriptor,
    url: base,
    routes: descriptor.routes?.map((r) => ({ ...r, path: move(r.path) })),
    tab: entry(descriptor.tab),
    menu: entry(descriptor.menu),
    menuPages: descriptor.menuPages?.map(move),
  }
}
