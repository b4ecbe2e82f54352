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

afterAll(async () => {
  // A module chunk a test started importing finishes before the next file (or the worker's
  // end, when jsdom is torn down: "Cannot load … after the environment was torn down").
  await Promise.allSettled(Object.values(moduleTable).map((load) => load()))
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
