/**
 * The registry's loader (issue 16: not in the first paint's JS; ./index.ts loads it with the
 * first app data): loads the descriptors of the modules settings.modules switches on, validates
 * each module's settings against its schema (filling the schema's defaults) and starts them. A
 * module that is unknown, fails to load or has settings that fail its schema is skipped and
 * reported; the rest of the app works.
 */
import { ref } from 'valtio'
import { preloadErrorBoundary } from '../src/core/error-boundary.tsx'
import { loadModuleTexts } from '../src/core/i18n/i18n.ts'
import type * as VirtualValidators from 'virtual:settings-validators'
import { rebaseDescriptor, type ModuleDescriptor } from '../src/core/module.ts'
import { setEntityOpener } from '../src/core/open-entity.ts'
import { setModuleUrls } from '../src/core/module-urls.ts'
import { clearModuleSettings, setModuleSettings } from '../src/core/module-settings.ts'
import type { AppData, ModuleSettings } from '../src/core/state/types.ts'
import type { ModuleName, ModuleSettingsMap } from '../src/shared/settings/modules.ts'
import {
  entityTaker,
  moduleTableNow,
  onReset,
  registry,
  reportProblem,
  resolveSlot,
  type LoadedModule,
  type RegistryProblem,
} from './index.ts'
import { alwaysEnabledModules, moduleTable, plannedModules } from './modules.ts'

type Validators = typeof VirtualValidators
let validators: Promise<Validators> | null = null

/**
 * The settings validators (every module's schema and the interpreter that fills their
 * defaults, scripts/vite-plugin-settings-validators.ts) load on first use, in their own chunk:
 * nothing the first paint needs.
 */
function loadValidators(): Promise<Validators> {
  validators ??= import('virtual:settings-validators')
  return validators
}

function describeErrors(
  errors: { instancePath: string; message?: string; keyword: string }[] | null | undefined,
) {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ')
}

/** Checks app data against schemas/app-data.json; returns the problems, or null when valid. */
export async function checkAppData(data: unknown): Promise<string | null> {
  const { validateAppData } = await loadValidators()
  return validateAppData(data) ? null : describeErrors(validateAppData.errors)
}

type SettingsValidators = Validators['moduleSettingsValidators']

function hasSchema(validators: SettingsValidators, name: string): name is ModuleName {
  return Object.hasOwn(validators, name)
}

/** Module N's settings when they pass its schema (the validator fills the defaults in place). */
function checked<N extends ModuleName>(
  validators: SettingsValidators,
  name: N,
  data: unknown,
): { ok: true; settings: ModuleSettingsMap[N] } | { ok: false; detail: string } {
  const validate = validators[name]
  if (validate(data)) return { ok: true, settings: data }
  return { ok: false, detail: describeErrors(validate.errors) }
}

/** Settings of a module without a schema: any object (its own keys checked where the shell reads them). */
function isModuleSettings(data: unknown): data is ModuleSettings {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  const title = 'title' in data ? data.title : undefined
  const tab = 'tab' in data ? data.tab : undefined
  const tabbarTitle = 'tabbarTitle' in data ? data.tabbarTitle : undefined
  return (
    (title === undefined || typeof title === 'string') &&
    (tab === undefined || typeof tab === 'boolean') &&
    (tabbarTitle === undefined || typeof tabbarTitle === 'string')
  )
}

type CheckedSettings =
  | {
      ok: true
      settings: ModuleSettings
      /** Makes them the module's current settings. */ publish: () => void
    }
  | { ok: false; detail: string }

/** Validates a module's settings (a copy) and fills the schema's defaults. */
export async function validateModuleSettings(name: string, raw: unknown): Promise<CheckedSettings> {
  const { moduleSettingsValidators } = await loadValidators()
  // A module's settings are an object, whether or not the module has a schema.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const got = raw === null ? 'null' : Array.isArray(raw) ? 'an array' : typeof raw
    return { ok: false, detail: `/ must be object, got ${got}` }
  }
  // A JSON copy: settings are JSON, and the caller may pass a valtio proxy (not cloneable).
  const settings: unknown = JSON.parse(JSON.stringify(raw))
  if (hasSchema(moduleSettingsValidators, name)) {
    const result = checked(moduleSettingsValidators, name, settings)
    if (!result.ok) return result
    return { ...result, publish: () => setModuleSettings(name, result.settings) }
  }
  if (isModuleSettings(settings)) return { ok: true, settings, publish: () => undefined }
  return { ok: false, detail: 'title, tab or tabbarTitle of the wrong type' }
}

let generation = 0
/** Cleanups returned by the modules' `init`, by module name. */
const running = new Map<string, (() => void) | null>()

// resetRegistry() (./index.ts) forgets what this loader started, too.
onReset(() => {
  generation++
  for (const cleanup of running.values()) cleanup?.()
  running.clear()
  ownDescriptors.clear()
  setModuleUrls({})
  clearModuleSettings()
})

/** Each loaded module's descriptor as its file declares it (before a base url moves it). */
const ownDescriptors = new Map<string, ModuleDescriptor>()

/**
 * Loads every enabled module. Called whenever app data (re)loads; cheap when nothing changed.
 * `started` runs with the modules once their inits have run, a task before the registry shows
 * them (./index.ts: boot's prefetch of the home's data).
 */
export async function loadModules(
  appData: AppData,
  started?: (modules: Readonly<Record<string, LoadedModule>>) => void,
): Promise<void> {
  const run = ++generation
  const listed = appData.settings.modules ?? {}
  const enabled = Object.entries(listed)
  // spec: some modules are always enabled, with their defaults when not listed (skipped quietly
  // when this build has no such module).
  const implicit = new Set<string>()
  for (const name of alwaysEnabledModules) {
    if (Object.hasOwn(listed, name)) continue
    enabled.push([name, {}])
    implicit.add(name)
  }
  const problems: RegistryProblem[] = []
  // The modules' texts come with the modules (the first paint needed only the shell's).
  const texts = loadModuleTexts().catch((error: unknown) => {
    problems.push({ module: 'i18n', kind: 'load', detail: String(error) })
  })
  // The screens', popups' and widgets' error boundary comes with them (not in the first chunk).
  void preloadErrorBoundary().catch(() => {
    // a screen that needs it loads it again (core/error-boundary.tsx)
  })
  // Each module's settings check and descriptor import (whose preload links Vite's helper
  // appends) in a task of its own, in settings order, once the validators are there: all of them
  // in one task was one of the start's long tasks (issue 16, TBT). Session 13's try yielded
  // before the validators' wait, and every module then resumed in the one task they arrived in.
  let turn: Promise<unknown> = loadValidators().catch(() => undefined)
  const loaded = await Promise.all(
    enabled.map(async ([name, raw]): Promise<[string, LoadedModule, () => void] | null> => {
      const table = moduleTableNow() ?? moduleTable
      const loader = Object.hasOwn(table, name) ? table[name] : undefined
      if (!loader) {
        if (!implicit.has(name) && !(plannedModules as readonly string[]).includes(name)) {
          problems.push({ module: name, kind: 'unknown', detail: 'no such module in the registry' })
        }
        return null
      }
      // The next module's turn comes once this one has asked for its descriptor.
      const previous = turn
      let passTurn = () => {}
      turn = new Promise<void>((resolve) => (passTurn = resolve))
      let checked: CheckedSettings
      let own: ModuleDescriptor | Promise<ModuleDescriptor>
      try {
        await previous
        await nextTask()
        if (run !== generation) return null
        checked = await validateModuleSettings(name, raw)
        if (!checked.ok) {
          problems.push({ module: name, kind: 'settings', detail: checked.detail })
          return null
        }
        // (a loader that throws at once fails as one whose import fails)
        own =
          (registry.modules[name] && ownDescriptors.get(name)) ||
          new Promise<ModuleDescriptor>((resolve) => resolve(loader()))
      } finally {
        passTurn()
      }
      try {
        own = await own
        ownDescriptors.set(name, own)
        // A configurable base url (the catalog's): its routes and entries move under it; the
        // same base keeps the descriptor already shown.
        const base = own.baseUrl?.(checked.settings)
        const current = registry.modules[name]?.descriptor
        const descriptor =
          current && current.url === (base || own.url)
            ? current
            : base
              ? rebaseDescriptor(own, base)
              : own
        return [name, { descriptor: ref(descriptor), settings: checked.settings }, checked.publish]
      } catch (error) {
        problems.push({ module: name, kind: 'load', detail: String(error) })
        return null
      }
    }),
  )
  await texts
  if (run !== generation) return
  // Keep the order of settings.modules (it is the default slot order).
  const next: Record<string, LoadedModule> = {}
  for (const entry of loaded) if (entry) next[entry[0]] = entry[1]
  clearModuleSettings()
  for (const entry of loaded) entry?.[2]()
  // The inits before anything renders the modules: a widget that rendered before its module's
  // init asked for its data with what the init had not set yet (the catalog's branch), then
  // again with it.
  if (!(await startModules(appData, run, next))) return
  // The home's data (boot's prefetchHome) leaves first, then the registry shows the modules in a
  // task of its own: asking (TanStack's fetchQuery, each call's fetch) and React's render of the
  // screen the modules fill were one long task (issue 16, TBT).
  started?.(next)
  await nextTask()
  if (run !== generation) return
  registry.modules = next
  setModuleUrls(Object.fromEntries(Object.entries(next).map(([n, m]) => [n, m.descriptor.url])))
  for (const p of problems) reportProblem(p)
  registry.ready = true
}

/**
 * A new task (issue 16: what the browser has waiting, a render or an input, runs first):
 * `scheduler.yield` where the browser has it, else a MessageChannel message (no timer clamp).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * spec (module contract): `init` runs once when a module is enabled; its cleanup when disabled.
 * Each module's `init` in a task of its own (issue 16: the catalog's order status and the
 * subscription's sync were one long task with the registry's start), before the registry shows
 * the modules. False when a newer load (or a reset) took over: it starts what is enabled then.
 */
async function startModules(
  appData: AppData,
  run: number,
  modules: Record<string, LoadedModule>,
): Promise<boolean> {
  for (const [name, cleanup] of running) {
    if (!modules[name]) {
      cleanup?.()
      running.delete(name)
    }
  }
  for (const [name, mod] of Object.entries(modules)) {
    if (running.has(name)) continue
    await nextTask()
    if (run !== generation) return false
    if (running.has(name)) continue
    try {
      const cleanup = mod.descriptor.init?.({ appData, settings: mod.settings })
      running.set(name, typeof cleanup === 'function' ? cleanup : null)
    } catch (error) {
      running.set(name, null)
      reportProblem({ module: name, kind: 'load', detail: `init failed: ${String(error)}` })
    }
  }
  return run === generation
}

/**
 * Asks for the data of every widget the `home` slot shows (`order`: settings.slots.home), in
 * that order and all at once: each module's `prefetchHome`, none waiting for another's answer
 * (issue 16: the widgets asked one after the other as each mounted below the one above it). A
 * hook that fails changes nothing: its widget loads and shows its error as it would without it
 * (a hook that throws is reported, as a failing `init` is).
 */
export function prefetchHome(
  order: readonly string[] | undefined,
  ctx: { signedIn: boolean; locale: string },
  modules: Readonly<Record<string, LoadedModule>> = registry.modules,
): Promise<void> {
  const { entries } = resolveSlot('home', modules, order)
  const asked = entries.map(({ module, settings }) => {
    const descriptor = modules[module]?.descriptor
    if (!descriptor?.prefetchHome) return undefined
    try {
      return Promise.resolve(descriptor.prefetchHome({ ...ctx, settings })).catch(() => undefined)
    } catch (error) {
      reportProblem({ module, kind: 'load', detail: `prefetchHome failed: ${String(error)}` })
      return undefined
    }
  })
  return Promise.all(asked).then(() => undefined)
}

// core/open-entity.ts: a module asks to open another's entity the way a push does.
setEntityOpener((entity, id) => {
  const onPush = entityTaker(entity)?.descriptor.onPush
  if (!onPush) return false
  onPush(entity, id)
  return true
})
