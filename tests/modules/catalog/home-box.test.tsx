/**
 * The catalog's home tiles remember their box for the next start's skeleton (issue 16: no layout
 * shift) from a ResizeObserver, after the browser's own layout: `offsetHeight` read in React's
 * commit forced the layout of the whole home there (the catalog widget's long task).
 */
import { act, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ModuleDescriptor } from '../../../src/core/module.ts'
import { readJson, storageKeys } from '../../../src/core/storage/storage.ts'
import { resetCatalog } from '../../../src/modules/catalog/products/store.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'
import { waitUntil } from '../../helpers/wait.ts'

// The catalog's and home's first imports transform dozens of files: once, before the test.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/modules/catalog/index.ts'),
      import('../../../src/modules/home/index.ts'),
    ]),
  60_000,
)
afterEach(() => {
  resetCatalog()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const modules: Record<string, () => Promise<ModuleDescriptor>> = {
  ...testModuleTable(),
  home: () => import('../../../src/modules/home/index.ts').then((m) => m.homeModule),
  catalog: () => import('../../../src/modules/catalog/index.ts').then((m) => m.catalogModule),
}

const appData = brandAppData(
  {
    modules: { home: {}, catalog: { showBasket: true }, panelmenu: {} },
    slots: { home: ['catalog'] },
  },
  { branches: [{ idBranch: 1, name: 'Арбат', address: 'Арбат, 1', lat: 55.75, lng: 37.59 }] },
)

describe('the catalog home tiles’ box', () => {
  it('is stored from the ResizeObserver’s report, with nothing measured in the commit', async () => {
    const observed: { callback: ResizeObserverCallback; target?: Element }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: ResizeObserverCallback; target?: Element }
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback }
          observed.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        unobserve() {}
        disconnect() {
          this.entry.target = undefined
        }
      },
    )
    const reads: Element[] = []
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      reads.push(this)
      return 0
    })
    await renderApp(appData, {
      modules,
      network: {
        'get-categories': () => ({
          category: [
            { id: 5, name: 'Пицца', sub_categories: [] },
            { id: 6, name: 'Напитки', sub_categories: [] },
          ],
        }),
      },
    })
    await screen.findByRole('link', { name: /Напитки/ })
    const tiles = screen.getByRole('link', { name: /Пицца/ }).closest('ul')!
    const watcher = await waitUntil(() => {
      const w = observed.find((o) => o.target === tiles)
      expect(w).toBeDefined()
      return w!
    })
    expect(reads.filter((el) => el === tiles || tiles.contains(el))).toEqual([])
    expect(readJson(storageKeys.catalogHomeBox, null)).toBeNull()
    act(() =>
      watcher.callback(
        [
          {
            target: tiles,
            borderBoxSize: [{ blockSize: 312.4, inlineSize: 358 }],
          } as unknown as ResizeObserverEntry,
        ],
        {} as ResizeObserver,
      ),
    )
    expect(readJson(storageKeys.catalogHomeBox, null)).toEqual({
      width: window.innerWidth,
      count: 2,
      height: 312,
    })
    // Once: the observer is let go after its first report.
    expect(watcher.target).toBeUndefined()
  })
})
