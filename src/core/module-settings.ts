/**
 * The validated settings of every loaded module, for code that runs outside the screens and
 * widgets the registry hands them to (a popup opened by an event, a store that reacts to app
 * data). The registry writes them after each app-data load; a module reads only its own.
 * Typed by src/shared/settings (generated from schemas/modules/<name>.json), so no cast.
 */
import { proxy, useSnapshot } from 'valtio'
import type { ModuleName, ModuleSettingsMap } from '../shared/settings/modules.ts'

type LoadedSettings = { [N in ModuleName]?: ModuleSettingsMap[N] }

/** Settings are plain JSON read as a whole: kept out of valtio, a counter tells of changes. */
let loaded: LoadedSettings = {}
const changes = proxy({ version: 0 })

/** The registry's write: `settings` passed schemas/modules/<name>.json, defaults filled in. */
export function setModuleSettings<N extends ModuleName>(
  name: N,
  settings: ModuleSettingsMap[N] | undefined,
): void {
  if (loaded[name] === settings) return
  loaded = { ...loaded, [name]: settings }
  changes.version++
}

/** Forgets every module's settings (a registry reset). */
export function clearModuleSettings(): void {
  loaded = {}
  changes.version++
}

/** A loaded module's current settings; undefined while the module is not loaded. */
export function moduleSettings<N extends ModuleName>(name: N): ModuleSettingsMap[N] | undefined {
  return loaded[name]
}

/** The same in render: re-renders when app data brings new settings. */
export function useModuleSettings<N extends ModuleName>(name: N): ModuleSettingsMap[N] | undefined {
  const { version } = useSnapshot(changes)
  void version
  return loaded[name]
}
