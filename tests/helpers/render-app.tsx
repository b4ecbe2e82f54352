/**
 * Renders the whole shell for a brand's app data with a stubbed network.
 *
 *   const { user, net } = await renderApp(brandAppData(), { modules: testModuleTable() })
 *   await user.click(screen.getByRole('button', { name: 'Menu' }))
 *
 * - `appData` is cached in storage (the app is visible at once) and answered by `POST app`;
 *   pass null to start with nothing cached (the loading screen) and a failing `app` call.
 * - The registry uses the real module table unless `modules` replaces it.
 * - The locale defaults to 'en' (stored as the user's choice); a brand without en falls back.
 * - Works with real and with fake timers (`vi.useFakeTimers({ toFake: [...] })` before calling
 *   it; leave setImmediate real). With fake timers use fireEvent: user-event stalls on them.
 * Everything started here is stopped when the test finishes.
 */
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished, vi } from 'vitest'
import { registry, resetRegistry, setModuleTable } from '../../registry/index.ts'
import { App } from '../../src/app/app.tsx'
import { startApp } from '../../src/app/boot.ts'
import { resolveBrand } from '../../src/core/brand/brand.ts'
import { activateLocale, i18n } from '../../src/core/i18n/i18n.ts'
import type { ModuleDescriptor } from '../../src/core/module.ts'
import { overlay } from '../../src/core/overlay.ts'
import { resetQueryClient } from '../../src/core/query/client.ts'
import { normaliseCached } from '../../src/core/api/app-normalise.ts'
import { cacheAppData, resetAppData } from '../../src/core/state/app-data.ts'
import { session } from '../../src/core/state/session.ts'
import type { AppDataInput } from '../../src/core/state/types.ts'
import { ui } from '../../src/core/state/ui.ts'
import { setStorageNamespace, storageKeys, writeJson } from '../../src/core/storage/storage.ts'
import { networkError, stubNetwork, type Route } from './network.ts'
import { waitUntil } from './wait.ts'

export interface RenderAppOptions {
  /** Page URL (brand from subdomain or ?client=). Default http://localhost:3000/ */
  url?: string
  /** Stored locale. Default 'en'. */
  locale?: 'ru' | 'en'
  /** Put `appData` into the storage cache first. Default true. */
  cache?: boolean
  /** Extra or replacing API routes (defaults: app -> appData, device-register -> a token). */
  network?: Record<string, Route>
  /** Replace the registry's module table. */
  modules?: Record<string, () => Promise<ModuleDescriptor>>
  /** A stored auth token. */
  token?: string
  /** Wait for the registry to load the modules before returning. Default true with app data. */
  waitForModules?: boolean
}

/** Lets pending promises, imports and timers-at-zero run (real or fake timers). */
export async function flush(times = 20): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
      await new Promise((r) => setImmediate(r))
    })
  }
}

/** Resets the app-wide stores (and the query layer's cache) between tests. */
export function resetShellState(): void {
  resetQueryClient()
  resetAppData()
  resetRegistry()
  overlay.stack.splice(0)
  overlay.busy = null
  overlay.toast = null
  Object.assign(ui, { panelOpen: false, activeTab: null, depth: 0 })
  localStorage.clear()
}

export async function renderApp(appData: AppDataInput | null, opts: RenderAppOptions = {}) {
  const url = opts.url ?? 'http://localhost:3000/'
  resetShellState()
  const target = new URL(url)
  history.replaceState(null, '', target.pathname + target.search + target.hash)
  setStorageNamespace(resolveBrand(url).client ?? '')
  writeJson(storageKeys.locale, opts.locale ?? 'en')
  if (opts.token) {
    writeJson(storageKeys.authToken, opts.token)
  }
  // Cached as this build caches an answer: normalised, with the shape check's version.
  if (appData && opts.cache !== false) cacheAppData(normaliseCached(appData)?.data ?? null)

  const net = stubNetwork({
    app: appData ?? networkError,
    'device-register': { status: 'ok', user: { idDevice: 7 }, authToken: 'device-token' },
    ...opts.network,
  })
  const restoreTable = opts.modules ? setModuleTable(opts.modules) : null
  const dispose = startApp({ href: url })
  await act(() => activateLocale(session.locale))
  const user = userEvent.setup(
    vi.isFakeTimers() ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  )
  const result = render(<App />)
  onTestFinished(() => {
    result.unmount()
    dispose()
    restoreTable?.()
    net.restore()
  })
  if (appData && opts.waitForModules !== false) {
    // module chunks are transformed on first import: slow when the machine is busy
    await waitUntil(() => {
      if (!registry.ready) throw new Error('modules not loaded yet')
    })
  }
  await flush()
  return { ...result, user, net, i18n }
}
