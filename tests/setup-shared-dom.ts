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
 * The module imports through the registry's table that have not settled, kept for the worker
 * (not per file): a test's real timer may fire after its file ended and ask an earlier file's
 * table for a module. Each loader of the table (a fresh instance per file: see
 * `vi.resetModules()` below) is wrapped to note its import while it runs; once a file has ended,
 * its loaders import nothing (a late import would outlive jsdom at the worker's end: "Cannot
 * load … after the environment was torn down", which failed every file of the worker once).
 */
const shared = ((globalThis as { __moduleLoads?: ModuleLoads }).__moduleLoads ??= {
  loads: new Set(),
  open: true,
})
interface ModuleLoads {
  /** Imports in flight, whichever file's table started them. */
  loads: Set<Promise<unknown>>
  /** Open from a file's set-up until its `afterAll` has awaited what was started. */
  open: boolean
}
shared.open = true
const { loads } = shared
for (const [name, load] of Object.entries(moduleTable)) {
  // (not twice, should the table outlive this file's set-up)
  if ('tracked' in load) continue
  const tracked = () => {
    // a stale caller after the file's end: nothing is imported, nothing settles
    if (!shared.open) return new Promise<never>(() => {})
    const module = load()
    loads.add(module)
    const settled = () => void loads.delete(module)
    module.then(settled, settled)
    return module
  }
  moduleTable[name] = Object.assign(tracked, { tracked: true })
}

afterAll(async () => {
  // A module chunk a test started importing finishes before the next file (or the worker's
  // end, when jsdom is torn down: "Cannot load … after the environment was torn down"). Only
  // those in flight: importing every module of the table here (as until session 12) evaluated
  // all 21 modules' code once per file, since every file starts with fresh modules. Closed
  // first, so a stale caller waiting on this table starts nothing new meanwhile.
  shared.open = false
  while (loads.size > 0) await Promise.allSettled([...loads])
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
  // Every import still in flight in the worker, whoever started it: a test's own module table
  // (`renderApp(…, { modules })`, not tracked above), a screen's chunk, or a chain the resets
  // above set going. Session 13's CI failed every shared file once on one such import: it was
  // still loading when the worker's last file ended.
  await vi.dynamicImportSettled()
  // Every module the next file imports is evaluated afresh (the stores modules keep — a module's
  // settings, the basket, the receive choice — start as in a fresh fork); the jsdom window and
  // the packages stay, which is what sharing the worker saves.
  vi.resetModules()
  // A continuation of this file's code that imports after the reset evaluates fresh modules
  // (the registry's loader → a fresh, untracked module table): waited for too.
  await vi.dynamicImportSettled()
})
