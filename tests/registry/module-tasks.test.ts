/**
 * The registry's start in small tasks (issue 16, TBT): every enabled module's settings check and
 * descriptor import, then every module's `init`, each in a task of its own (a yield before each),
 * in settings order — on main all of them ran in one long task of the start.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadModules, registry, resetRegistry, setModuleTable } from '../../registry/index.ts'
import type { ModuleDescriptor } from '../../src/core/module.ts'
import { resetAppData } from '../../src/core/state/app-data.ts'
import { normalisedAppData } from '../helpers/app-data.ts'

let log: string[] = []
let restore: () => void = () => {}

beforeEach(() => {
  log = []
  resetRegistry()
  resetAppData()
  // The browser's scheduler.yield, recorded: each call is where a new task begins.
  vi.stubGlobal('scheduler', {
    yield: () => {
      log.push('yield')
      return new Promise<void>((resolve) => setTimeout(resolve, 0))
    },
  })
})
afterEach(() => {
  restore()
  vi.unstubAllGlobals()
})

const names = ['a', 'b', 'c']

function table() {
  return Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        log.push(`load ${name}`)
        const d: ModuleDescriptor = { name, init: () => void log.push(`init ${name}`) }
        return Promise.resolve(d)
      },
    ]),
  )
}

describe('registry start', () => {
  it('loads each module, then starts each, in a task of its own and in settings order', async () => {
    restore = setModuleTable(table())
    await loadModules(normalisedAppData({ settings: { modules: { a: {}, b: {}, c: {} } } }))
    expect(Object.keys(registry.modules)).toEqual(names)
    expect(log).toEqual([
      ...names.flatMap((n) => ['yield', `load ${n}`]),
      ...names.flatMap((n) => ['yield', `init ${n}`]),
    ])
  })

  it('starts nothing of a load that a newer one replaced', async () => {
    restore = setModuleTable(table())
    const first = loadModules(normalisedAppData({ settings: { modules: { a: {}, b: {} } } }))
    const second = loadModules(normalisedAppData({ settings: { modules: { c: {} } } }))
    await Promise.all([first, second])
    expect(Object.keys(registry.modules)).toEqual(['c'])
    expect(log.filter((l) => l.startsWith('init'))).toEqual(['init c'])
  })
})
