// @vitest-environment node
/**
 * The modules' chunk groups (scripts/chunk-groups.ts; issue 16): every module's descriptor with
 * its own static imports in one chunk (the catalog's apart), every module's home block with its
 * own static imports in another, and nothing outside a module's folder pulled in.
 */
import { describe, expect, it } from 'vitest'
import {
  dataGroup,
  descriptorChunk,
  homeBlockChunk,
  startSlotChunk,
  uiGroup,
  type ModuleGraph,
} from '../../scripts/chunk-groups.ts'

const M = '/app/src/modules'
const files: Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }> = {
  [`${M}/news/index.ts`]: {
    importedIds: [`${M}/news/open.ts`, '/app/src/core/module.ts'],
    dynamicallyImportedIds: [`${M}/news/news-screen.tsx`, `${M}/news/news-home.tsx`],
  },
  [`${M}/news/open.ts`]: { importedIds: [`${M}/news/events.ts`] },
  [`${M}/news/events.ts`]: {},
  [`${M}/news/news-screen.tsx`]: { importedIds: [`${M}/news/news-card.tsx`] },
  [`${M}/news/news-home.tsx`]: {
    importedIds: [`${M}/news/news-card.tsx`, `${M}/news/queries.ts`, '/app/src/ui/card/card.tsx'],
  },
  [`${M}/news/news-card.tsx`]: {},
  [`${M}/news/queries.ts`]: {},
  [`${M}/bonus/index.ts`]: { dynamicallyImportedIds: [`${M}/bonus/bonus-widget.tsx`] },
  [`${M}/bonus/bonus-widget.tsx`]: { importedIds: [`${M}/bonus/progress.tsx`] },
  [`${M}/bonus/progress.tsx`]: {},
  [`${M}/catalog/index.ts`]: {
    importedIds: [`${M}/catalog/basket/store.ts`],
    dynamicallyImportedIds: [
      `${M}/catalog/orders/home-slot.tsx`,
      `${M}/catalog/basket/basket-bar.tsx`,
      `${M}/catalog/basket/basket-screen.tsx`,
    ],
  },
  [`${M}/catalog/basket/store.ts`]: {},
  [`${M}/catalog/basket/basket-bar.tsx`]: {
    importedIds: [
      `${M}/catalog/checkout/summary.ts`,
      `${M}/catalog/basket/store.ts`,
      '/app/src/ui/button/button.tsx',
    ],
  },
  [`${M}/catalog/checkout/summary.ts`]: {},
  [`${M}/catalog/basket/basket-screen.tsx`]: {
    importedIds: [`${M}/catalog/checkout/summary.ts`, `${M}/catalog/basket/rows.tsx`],
  },
  [`${M}/catalog/basket/rows.tsx`]: {},
  [`${M}/notifications/index.ts`]: {
    dynamicallyImportedIds: [
      `${M}/notifications/bell.tsx`,
      `${M}/notifications/subscription.ts`,
      `${M}/notifications/notifications-screen.tsx`,
    ],
  },
  [`${M}/notifications/bell.tsx`]: {},
  [`${M}/notifications/subscription.ts`]: { importedIds: [`${M}/notifications/api.ts`] },
  [`${M}/notifications/api.ts`]: {},
  [`${M}/notifications/notifications-screen.tsx`]: {},
  [`${M}/catalog/orders/home-slot.tsx`]: { importedIds: [`${M}/catalog/orders/status.ts`] },
  [`${M}/catalog/orders/status.ts`]: {},
}
const graph: ModuleGraph = {
  getModuleInfo: (id) =>
    files[id]
      ? {
          importedIds: files[id].importedIds ?? [],
          dynamicallyImportedIds: files[id].dynamicallyImportedIds ?? [],
        }
      : null,
}

describe('module chunk groups', () => {
  it('puts every module’s descriptor and its static imports in one chunk, the catalog’s apart', () => {
    expect(descriptorChunk(`${M}/news/index.ts`, graph)).toBe('module-descriptors')
    expect(descriptorChunk(`${M}/news/events.ts`, graph)).toBe('module-descriptors')
    expect(descriptorChunk(`${M}/bonus/index.ts`, graph)).toBe('module-descriptors')
    expect(descriptorChunk(`${M}/catalog/basket/store.ts`, graph)).toBe('module-catalog')
  })

  it('leaves screens and files outside the module to their own chunks', () => {
    expect(descriptorChunk(`${M}/news/news-screen.tsx`, graph)).toBeNull()
    expect(descriptorChunk('/app/src/core/module.ts', graph)).toBeNull()
    expect(homeBlockChunk('/app/src/ui/card/card.tsx', graph)).toBeNull()
    expect(homeBlockChunk(`${M}/news/news-screen.tsx`, graph)).toBeNull()
  })

  it('puts every module’s home block with the module’s files it imports in one chunk', () => {
    for (const id of [
      `${M}/news/news-home.tsx`,
      `${M}/news/news-card.tsx`,
      `${M}/news/queries.ts`,
      `${M}/bonus/bonus-widget.tsx`,
      `${M}/bonus/progress.tsx`,
      `${M}/catalog/orders/home-slot.tsx`,
      `${M}/catalog/orders/status.ts`,
    ])
      expect(homeBlockChunk(id, graph), id).toBe('home-blocks')
  })

  it('puts the slots the shell renders on every screen, with their module files, in one chunk', () => {
    for (const id of [
      `${M}/catalog/basket/basket-bar.tsx`,
      `${M}/catalog/checkout/summary.ts`,
      `${M}/notifications/bell.tsx`,
      `${M}/notifications/subscription.ts`,
      `${M}/notifications/api.ts`,
    ])
      expect(startSlotChunk(id, graph), id).toBe('start-slots')
    // screens, the home's blocks, files outside the module: their own chunks
    for (const id of [
      `${M}/catalog/basket/basket-screen.tsx`,
      `${M}/catalog/basket/rows.tsx`,
      `${M}/notifications/notifications-screen.tsx`,
      `${M}/catalog/orders/home-slot.tsx`,
      `${M}/news/news-home.tsx`,
      '/app/src/ui/button/button.tsx',
    ])
      expect(startSlotChunk(id, graph), id).toBeNull()
  })
})

describe('shared chunk groups', () => {
  const nm = '/app/node_modules'
  it('keeps TanStack Virtual out of the data chunk every home loads (the long list’s only)', () => {
    expect(dataGroup.test(`${nm}/@tanstack/query-core/build/modern/query.js`)).toBe(true)
    expect(dataGroup.test(`${nm}/@tanstack/react-query/build/modern/useQuery.js`)).toBe(true)
    expect(dataGroup.test('/app/src/core/query/client.ts')).toBe(true)
    expect(dataGroup.test('/app/src/shared/push/md5.ts')).toBe(true)
    expect(dataGroup.test(`${nm}/@tanstack/virtual-core/dist/esm/index.js`)).toBe(false)
    expect(dataGroup.test(`${nm}/@tanstack/virtual-core/dist/esm/ios-gesture.js`)).toBe(false)
    expect(dataGroup.test(`${nm}/@tanstack/react-virtual/dist/esm/index.js`)).toBe(false)
  })

  it('keeps the server-HTML sanitizer (DOMPurify) out of the ui chunk every home loads', () => {
    expect(uiGroup.test('/app/src/ui/card/card.tsx')).toBe(true)
    expect(uiGroup.test('/app/src/ui/slider/swiper.tsx')).toBe(true)
    expect(uiGroup.test('/app/src/ui/map/index.ts')).toBe(true)
    expect(uiGroup.test('/app/src/ui/branches/texts.ts')).toBe(true)
    expect(uiGroup.test('/app/src/ui/html/safe-html.tsx')).toBe(false)
    expect(uiGroup.test('/app/src/ui/html/sanitize.ts')).toBe(false)
    // Leaflet's view and the branch views stay chunks of their own
    expect(uiGroup.test('/app/src/ui/map/map-view.tsx')).toBe(false)
    expect(uiGroup.test('/app/src/ui/branches/branch-views.tsx')).toBe(false)
  })
})
