/**
 * The `app` project's files share a worker's modules and jsdom window (`isolate: false`, issue
 * 11): what one file leaves behind is put back after it, so the next file starts as in a fresh
 * fork — the app-wide stores, the query client, caches, storage, the DOM, the URL, timers, mocks
 * and stubbed globals. Files that replace a module (`vi.mock`) or test a fresh start's state
 * (`// fresh fork` line) run in the isolated project `app-isolated` instead
 * (vitest.unit.config.ts).
 */
import { afterAll, vi } from 'vitest'
import { moduleTable } from '../registry/modules.ts'
import { resetImageRatios } from '../src/core/brand/image-ratios.ts'
import { resetHttpDevOptions } from '../src/core/api/dev-options.ts'
import { resetSpentBonus } from '../src/core/state/spent-bonus.ts'
import { resetErrorReporting } from '../src/core/telemetry/errors.ts'
import { resetShellState } from './helpers/render-app.tsx'

/**
 * The module imports through the registry's table that this file started and that have not
 * settled. Each loader of the table (a fresh instance per file: see `vi.resetModules()` below)
 * is wrapped to note its import while it runs.
 */
const loading = new Set<Promise<unknown>>()
for (const [name, load] of Object.entries(moduleTable)) {
  // (not twice, should the table outlive this file's set-up)
  if ('tracked' in load) continue
  const tracked = () => {
    const module = load()
    loading.add(module)
    const settled = () => void loading.delete(module)
    module.then(settled, settled)
    return module
  }
  moduleTable[name] = Object.assign(tracked, { tracked: true })
}

afterAll(async () => {
  // A module chunk a test started importing finishes before the next file (or the worker's
  // end, when jsdom is torn down: "Cannot load … after the environment was torn down"). Only
  // those in flight: importing every module of the table here (as until session 12) evaluated
  // all 21 modules' code once per file, since every file starts with fresh modules.
  while (loading.size > 0) await Promise.allSettled([...loading])
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  resetShellState()
  resetImageRatios()
  resetHttpDevOptions()
  resetSpentBonus()
  resetErrorReporting()
  sessionStorage.clear()
  localStorage.clear()
  document.body.replaceChildren()
  document.head.replaceChildren()
  for (const name of ['lang', 'dir', 'style', 'class']) {
    document.documentElement.removeAttribute(name)
  }
  history.replaceState(null, '', '/')
  // Every module the next file imports is evaluated afresh (the stores modules keep — a module's
  // settings, the basket, the receive choice — start as in a fresh fork); the jsdom window and
  // the packages stay, which is what sharing the worker saves.
  vi.resetModules()
})
