/**
 * Registry runtime: loads the descriptors of the modules settings.modules switches on,
 * validates each module's settings against its schema (filling the schema's defaults), and
 * resolves slots. A module that is unknown, fails to load or has settings that fail its schema
 * is skipped and reported; the rest of the app works.
 */
import { proxy, ref } from 'valtio'
import { moduleSettingsValidators } from 'virtual:settings-validators'
import type { Lazy, ModuleDescriptor, SlotWidgetProps } from '../src/core/module.ts'
import type { AppData, ModuleSettings } from '../src/core/state/types.ts'
import { moduleTable, plannedModules } from './modules.ts'

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
  if (registry.problems.some((p) => p.module === problem.module && p.kind === problem.kind)) return
  registry.problems.push(problem)
  console.warn(`[registry] ${problem.module}: ${problem.kind}: ${problem.detail}`)
}

/** Validates a module's settings (a copy) and fills the schema's defaults. */
export function validateModuleSettings(
  name: string,
  raw: unknown,
): { ok: true; settings: ModuleSettings } | { ok: false; detail: string } {
  const settings = structuredClone(raw ?? {}) as ModuleSettings
  const validate = moduleSettingsValidators[name]
  if (!validate) return { ok: true, settings }
  if (validate(settings)) return { ok: true, settings }
  const detail = (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
    .join('; ')
  return { ok: false, detail }
}

let generation = 0

/** Loads every enabled module. Called whenever app data (re)loads; cheap when nothing changed. */
export async function loadModules(appData: AppData): Promise<void> {
  const run = ++generation
  const enabled = Object.entries(appData.settings.modules ?? {})
  const next: Record<string, LoadedModule> = {}
  const problems: RegistryProblem[] = []
  await Promise.all(
    enabled.map(async ([name, raw]) => {
      const loader = moduleTable[name]
      if (!loader) {
        if (!(plannedModules as readonly string[]).includes(name)) {
          problems.push({ module: name, kind: 'unknown', detail: 'no such module in the registry' })
        }
        return
      }
      const checked = validateModuleSettings(name, raw)
      if (!checked.ok) {
        problems.push({ module: name, kind: 'settings', detail: checked.detail })
        return
      }
      try {
        const current = registry.modules[name]
        const descriptor = current?.descriptor ?? (await loader())
        next[name] = { descriptor: ref(descriptor), settings: checked.settings }
      } catch (error) {
        problems.push({ module: name, kind: 'load', detail: String(error) })
      }
    }),
  )
  if (run !== generation) return
  registry.modules = next
  for (const p of problems) reportProblem(p)
  registry.ready = true
}

export interface SlotEntry {
  module: string
  loader: Lazy<SlotWidgetProps>
  settings: ModuleSettings
}

/**
 * The widgets a slot shows, in the order the settings give (`settings.slots[slot]`), else in
 * the order of settings.modules. Names that contribute nothing to the slot are skipped and
 * reported.
 */
export function resolveSlot(
  slot: string,
  modules: Record<string, LoadedModule>,
  order: string[] | undefined,
): SlotEntry[] {
  const names = order ?? Object.keys(modules)
  const out: SlotEntry[] = []
  for (const name of names) {
    const mod = modules[name]
    const loader = mod?.descriptor.slots?.[slot]
    if (mod && loader) out.push({ module: name, loader, settings: mod.settings })
    else if (order) {
      reportProblem({ module: name, kind: 'widget', detail: `nothing for slot "${slot}"` })
    }
  }
  return out
}

export function findModule(name: string): LoadedModule | undefined {
  return registry.modules[name]
}
