// @vitest-environment node
/**
 * The app data fuzz's normaliser property (./app-data-fuzz.ts): every config either fails the
 * load or normalises into what the schema describes, and the shell's pure readers of settings
 * never throw on it. Pure code: no DOM.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkAppData,
  type LoadedModule,
  resolveSlot,
  validateModuleSettings,
} from '../../../registry/index.ts'
import { buildMenu, buildTabs, defaultTab } from '../../../src/app/tabs.ts'
import { AppDataShapeError, normaliseAppData } from '../../../src/core/api/app-normalise.ts'
import { themeVariables } from '../../../src/ui/theme/theme.ts'
import { fakeModule } from '../../helpers/app-data.ts'
import { config, namedCases, params, PURE_RUNS } from './app-data-fuzz.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('app data fuzz', () => {
  it(`normalises every config into the schema, or fails the load (${PURE_RUNS} configs)`, async () => {
    let failures = 0
    await fc.assert(
      fc.asyncProperty(config, async (raw) => {
        let normalised
        try {
          normalised = normaliseAppData(structuredClone(raw), { width: 390, now: 1 })
        } catch (error) {
          expect(error).toBeInstanceOf(AppDataShapeError)
          failures++
          return
        }
        const { data } = normalised
        // The normalised data is what the schema describes (the compiled validator agrees).
        expect(await checkAppData(structuredClone(data))).toBeNull()
        // The shell's readers of settings need no defensive checks: none of them throws.
        const modules = Object.fromEntries(
          await Promise.all(
            Object.entries(data.settings.modules).map(async ([name, s]) => {
              const checked = await validateModuleSettings(name, s)
              return [name, checked.ok ? checked.settings : {}] as const
            }),
          ),
        )
        const loaded = Object.fromEntries(
          Object.entries(modules).map(([name, settings]) => [
            name,
            { descriptor: fakeModule(name), settings } satisfies LoadedModule,
          ]),
        )
        const tabs = buildTabs(data.settings, loaded)
        defaultTab(data.settings, tabs)
        buildMenu(data.settings, loaded, tabs)
        for (const slot of Object.keys(data.settings.slots)) {
          resolveSlot(slot, loaded, data.settings.slots[slot])
        }
        themeVariables(data.settings)
      }),
      params(PURE_RUNS, namedCases()),
    )
    // The generator reaches both outcomes.
    expect(failures).toBeGreaterThan(0)
    expect(failures).toBeLessThan(PURE_RUNS)
  }, 120_000)
})
