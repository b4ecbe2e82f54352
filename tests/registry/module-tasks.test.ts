/**
 * The registry's start in small tasks (issue 16, TBT): every enabled module's settings check and
 * descriptor import, then every module's `init`, each in a task of its own (a yield before each),
 * in settings order — on main all of them ran in one long task of the start. The home's data
 * is asked for in the last init's task, and the registry shows the modules in the next one.
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
    await loadModules(
      normalisedAppData({ settings: { modules: { a: {}, b: {}, c: {} } } }),
      (modules) => {
        // The home's data is asked for with the started modules, before the registry shows them.
        log.push(`started ${Object.keys(modules).join('')}`)
        expect(registry.ready).toBe(false)
        expect(registry.modules).toEqual({})
      },
    )
    expect(Object.keys(registry.modules)).toEqual(names)
    expect(registry.ready).toBe(true)
    // ...and the registry shows them (React's render of the screen) in a task after that one.
    expect(log).toEqual([
      ...names.flatMap((n) => ['yield', `load ${n}`]),
      ...names.flatMap((n) => ['yield', `init ${n}`]),
      'started abc',
      'yield',
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
