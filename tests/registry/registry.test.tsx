import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadModules,
  registry,
  resetRegistry,
  resolveSlot,
  setModuleTable,
} from '../../registry/index.ts'
import { RegistrySlotProvider } from '../../src/app/slot-provider.tsx'
import type { ModuleDescriptor } from '../../src/core/module.ts'
import { Slot } from '../../src/core/slot.tsx'
import { appData, resetAppData } from '../../src/core/state/app-data.ts'
import { setAppData } from '../../src/core/state/app-data-inject.ts'
import type { AppData } from '../../src/core/state/types.ts'
import { normalisedAppData } from '../helpers/app-data.ts'

const widget = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> })

const broken = () =>
  Promise.resolve({
    default: (): never => {
      throw new Error('widget exploded')
    },
  })

const table = (descriptors: ModuleDescriptor[]) =>
  Object.fromEntries(descriptors.map((d) => [d.name, () => Promise.resolve(d)]))

let restore: () => void = () => {}
beforeEach(() => {
  resetRegistry()
  resetAppData()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  restore()
  vi.restoreAllMocks()
})

function data(
  modules: Record<string, Record<string, unknown>>,
  slots?: Record<string, string[]>,
): AppData {
  return normalisedAppData({ settings: { modules, ...(slots ? { slots } : {}) } })
}

describe('registry', () => {
  it('skips and reports an unknown module; planned modules are skipped quietly', async () => {
    restore = setModuleTable(table([{ name: 'home' }]))
    await loadModules(data({ home: {}, teleport: {}, messages: {} }))
    expect(Object.keys(registry.modules)).toEqual(['home'])
    expect(registry.problems).toEqual([
      { module: 'teleport', kind: 'unknown', detail: 'no such module in the registry' },
    ])
    expect(registry.ready).toBe(true)
  })

  it('skips and reports a module whose settings fail its schema, filling defaults otherwise', async () => {
    // schemas/modules/panelmenu.json: tab is a boolean, default true
    restore = setModuleTable(table([{ name: 'panelmenu' }, { name: 'home' }]))
    await loadModules(data({ panelmenu: { tab: 'yes' }, home: {} }))
    expect(registry.modules.panelmenu).toBeUndefined()
    expect(registry.problems[0]).toMatchObject({ module: 'panelmenu', kind: 'settings' })
    expect(registry.problems[0]!.detail).toMatch(/tab/)

    resetRegistry()
    await loadModules(data({ panelmenu: {} }))
    expect(registry.modules.panelmenu?.settings.tab).toBe(true)
  })

  it('reports a module that fails to load and keeps the others', async () => {
    restore = setModuleTable({
      home: () => Promise.resolve({ name: 'home' }),
      news: () => Promise.reject(new Error('chunk missing')),
    })
    await loadModules(data({ home: {}, news: {} }))
    expect(Object.keys(registry.modules)).toEqual(['home'])
    expect(registry.problems[0]).toMatchObject({ module: 'news', kind: 'load' })
  })

  it('keeps the settings.modules order and runs init once per enabled module', async () => {
    const init = vi.fn(() => cleanup)
    const cleanup = vi.fn()
    restore = setModuleTable({
      a: () => new Promise((r) => setTimeout(() => r({ name: 'a', init }), 20)),
      b: () => Promise.resolve({ name: 'b' }),
    })
    await loadModules(data({ a: {}, b: {} }))
    expect(Object.keys(registry.modules)).toEqual(['a', 'b'])
    await loadModules(data({ a: {}, b: {} }))
    expect(init).toHaveBeenCalledOnce()
    await loadModules(data({ b: {} }))
    expect(cleanup).toHaveBeenCalledOnce()
  })

  it('resolves a slot in settings order and lists names that give nothing', async () => {
    restore = setModuleTable(
      table([
        { name: 'a', slots: { home: widget('A') } },
        { name: 'b', slots: { home: widget('B') } },
        { name: 'c' },
      ]),
    )
    await loadModules(data({ a: {}, b: {}, c: {} }))
    const byDefault = resolveSlot('home', registry.modules, undefined)
    expect(byDefault.entries.map((e) => e.module)).toEqual(['a', 'b'])
    const ordered = resolveSlot('home', registry.modules, ['b', 'c', 'a', 'ghost'])
    expect(ordered.entries.map((e) => e.module)).toEqual(['b', 'a'])
    expect(ordered.missing).toEqual(['c', 'ghost'])
  })
})

describe('<Slot>', () => {
  it('renders the widgets in settings order; one that throws is skipped and reported', async () => {
    restore = setModuleTable(
      table([
        { name: 'a', slots: { home: widget('Widget A') } },
        { name: 'bad', slots: { home: broken } },
        { name: 'b', slots: { home: widget('Widget B') } },
      ]),
    )
    const d = data({ a: {}, bad: {}, b: {} }, { home: ['b', 'bad', 'a', 'ghost'] })
    setAppData(d)
    await loadModules(appData.data!)
    render(
      <RegistrySlotProvider>
        <Slot name="home" />
      </RegistrySlotProvider>,
    )
    expect(await screen.findByText('Widget A')).toBeInTheDocument()
    expect(screen.getByText('Widget B')).toBeInTheDocument()
    const texts = [...document.querySelectorAll('p')].map((p) => p.textContent)
    expect(texts).toEqual(['Widget B', 'Widget A'])
    await act(async () => {})
    expect(registry.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          module: 'bad',
          kind: 'widget',
          detail: expect.stringMatching(/exploded/),
        }),
        expect.objectContaining({ module: 'ghost', kind: 'widget' }),
      ]),
    )
  })
})
