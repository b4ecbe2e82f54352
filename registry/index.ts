/**
 * Registry runtime: the enabled modules and their problems (a valtio store the shell renders
 * from) and slot resolution. Loading the modules — descriptors, settings validation, `init` —
 * is ./load.ts, which comes with the first app data, not with the first paint's JS (issue 16);
 * `loadModules`, `validateModuleSettings` and `checkAppData` here load it.
 */
import { proxy, type Snapshot } from 'valtio'
import type { Lazy, ModuleDescriptor, SlotWidgetProps } from '../src/core/module.ts'
import type { AppData, ModuleSettings } from '../src/core/state/types.ts'
import type * as LoadModule from './load.ts'

type ModuleTable = Record<string, () => Promise<ModuleDescriptor>>

/** The module table in use: null is the default one (./modules.ts, read by ./load.ts). */
let table: ModuleTable | null = null

/** The swapped module table, or null for the default (./load.ts). */
export function moduleTableNow(): ModuleTable | null {
  return table
}

/**
 * Swaps the module table (tests, Storybook previews of a single module). Returns the restore
 * function.
 */
export function setModuleTable(next: ModuleTable): () => void {
  const previous = table
  table = next
  return () => {
    table = previous
  }
}

export interface LoadedModule {
  descriptor: ModuleDescriptor
  settings: ModuleSettings
}

export interface RegistryProblem {
  module: string
  kind: 'unknown' | 'settings' | 'load' | 'widget'
  detail: string
}

interface RegistryState {
  /** Enabled, loaded and valid modules, by name. Descriptors are wrapped in ref(). */
  modules: Record<string, LoadedModule>
  problems: RegistryProblem[]
  ready: boolean
}

export const registry = proxy<RegistryState>({ modules: {}, problems: [], ready: false })

export function reportProblem(problem: RegistryProblem) {
  const same = (p: RegistryProblem) =>
    p.module === problem.module && p.kind === problem.kind && p.detail === problem.detail
  if (registry.problems.some(same)) return
  registry.problems.push(problem)
  console.warn(`[registry] ${problem.module}: ${problem.kind}: ${problem.detail}`)
}

const resets: (() => void)[] = []

/** Runs `reset` on every resetRegistry() (./load.ts forgets its running modules). */
export function onReset(reset: () => void): void {
  resets.push(reset)
}

/** Forgets every loaded module and problem (tests, brand switch in previews). */
export function resetRegistry(): void {
  for (const reset of resets) reset()
  registry.modules = {}
  registry.problems = []
  registry.ready = false
}

type Loader = typeof LoadModule
let loader: Promise<Loader> | null = null
/** The loader once it has arrived (its functions are then called at once, not a tick later). */
let loaded: Loader | null = null

/** The loader's chunk, once (issue 16: it comes with the first app data). */
function load(): Promise<Loader> {
  loader ??= import('./load.ts').then((m) => (loaded = m))
  return loader
}

/**
 * Loads every enabled module. Called whenever app data (re)loads; cheap when nothing changed.
 * `started` runs with the modules once they are in and started (`init`), a task before the
 * registry shows them (nothing has rendered them yet); not when newer app data overtook this load.
 */
export async function loadModules(
  appData: AppData,
  started?: (modules: Readonly<Record<string, LoadedModule>>) => void,
): Promise<void> {
  return (await load()).loadModules(appData, started)
}

/**
 * Asks for the data of the home's widgets at once, in the slot's order (./load.ts), for the
 * modules loaded now (from `loadModules`'s `started`).
 */
export function prefetchHome(
  order: readonly string[] | undefined,
  ctx: { signedIn: boolean; locale: string },
  modules?: Readonly<Record<string, LoadedModule>>,
): Promise<void> {
  return loaded
    ? loaded.prefetchHome(order, ctx, modules)
    : load().then((m) => m.prefetchHome(order, ctx, modules))
}

/** Validates a module's settings (a copy) and fills the schema's defaults (./load.ts). */
export async function validateModuleSettings(name: string, raw: unknown) {
  return (await load()).validateModuleSettings(name, raw)
}

/** Checks app data against schemas/app-data.json; returns the problems, or null when valid. */
export async function checkAppData(data: unknown): Promise<string | null> {
  return (await load()).checkAppData(data)
}

export interface SlotEntry {
  module: string
  loader: Lazy<SlotWidgetProps>
  settings: ModuleSettings
}

/**
 * The widgets a slot shows, in the order the settings give (`settings.slots[slot]`), else in
 * the order of settings.modules. Names listed for the slot that contribute nothing to it are
 * returned as `missing`: the caller reports them (from an effect, not during render).
 */
export function resolveSlot(
  slot: string,
  modules: Snapshot<Record<string, LoadedModule>> | Record<string, LoadedModule>,
  order: readonly string[] | undefined,
): { entries: SlotEntry[]; missing: string[] } {
  const names = order ?? Object.keys(modules)
  const entries: SlotEntry[] = []
  const missing: string[] = []
  const seen = new Set<string>()
  for (const name of names) {
    // A name listed twice shows once (its widget has one identity).
    if (seen.has(name)) continue
    seen.add(name)
    // Own entries only: a listed name such as 'constructor' is not a module.
    const mod = Object.hasOwn(modules, name) ? modules[name] : undefined
    const loader = mod?.descriptor.slots?.[slot]
    if (mod && loader) {
      entries.push({ module: name, loader, settings: mod.settings })
    } else if (order) missing.push(name)
  }
  return { entries, missing }
}

export function findModule(name: string): LoadedModule | undefined {
  return Object.hasOwn(registry.modules, name) ? registry.modules[name] : undefined
}

/** The module that opens an entity from a push (`pushEntities`), when it is enabled. */
export function entityTaker(entity: string): LoadedModule | undefined {
  return Object.values(registry.modules).find((m) => m.descriptor.pushEntities?.includes(entity))
}
