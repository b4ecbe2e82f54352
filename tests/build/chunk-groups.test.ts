// @vitest-environment node
/**
 * The modules' chunk groups (scripts/chunk-groups.ts; issue 16): every module's descriptor with
 * its own static imports in one chunk (the catalog's apart), every module's home block with its
 * own static imports in another, and nothing outside a module's folder pulled in.
 */
import { describe, expect, it } from 'vitest'
import { descriptorChunk, homeBlockChunk, type ModuleGraph } from '../../scripts/chunk-groups.ts'

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
    dynamicallyImportedIds: [`${M}/catalog/orders/home-slot.tsx`],
  },
  [`${M}/catalog/basket/store.ts`]: {},
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
})
