/**
 * The rendered half of the app data fuzz (./app-data-fuzz.ts): the real shell with the real
 * modules answers each config, in one root reused for every run.
 */
import { act } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registry, resetRegistry } from '../../../registry/index.ts'
import { guestAppData } from '../../../server/seed/helpers.ts'
import { demoBrands } from '../../../server/seed/index.ts'
import { retryStartup } from '../../../src/app/boot.ts'
import { overlay } from '../../../src/core/overlay.ts'
import { appData, resetAppData } from '../../../src/core/state/app-data.ts'
import type { AppDataInput } from '../../../src/core/state/types.ts'
import { ui } from '../../../src/core/state/ui.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'
import { config, type Json, namedCases, params, RENDER_RUNS } from './app-data-fuzz.ts'
import { waitUntil } from '../../helpers/wait.ts'

/** Which of the rendered property's runs a file renders: those whose index % parts is part. */
export interface RenderShare {
  part: number
  parts: number
}

/** How many of `runs` runs fall to `share`. */
export function shareSize(runs: number, { part, parts }: RenderShare): number {
  return Math.floor(runs / parts) + (part < runs % parts ? 1 : 0)
}

/**
 * The rendered property over the share's runs of the whole sequence (RENDER_RUNS configs, the
 * named cases first): the other runs' configs are generated and passed over, so every share sees
 * the same sequence as one file would. No shrinking (endOnFailure), so a run's index is its place
 * in the sequence. Returns how many configs it rendered.
 */
export async function renderShellForEveryConfig(share: RenderShare): Promise<number> {
  const errors: unknown[][] = []
  const first = guestAppData(demoBrands[0]!) as unknown as AppDataInput
  const { net } = await renderApp(first, { locale: 'ru', waitForModules: false })
  // The first load imports every module: give it time on a busy machine.
  await vi.waitFor(
    () => {
      if (!registry.ready) throw new Error('modules not loaded yet')
    },
    { timeout: 30_000 },
  )
  // The spies keep no calls: a spy's recorded arguments (React's component stacks, 100 kB
  // strings) would otherwise pile up across the runs.
  const errorSpy = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => void errors.push(args))
  const warnSpy = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const onError = (e: ErrorEvent) => errors.push([e.error ?? e.message])
  window.addEventListener('error', onError)
  let index = 0
  let rendered = 0
  try {
    await fc.assert(
      fc.asyncProperty(config, async (raw) => {
        if (index++ % share.parts !== share.part) return
        rendered++
        errors.length = 0
        errorSpy.mockClear()
        warnSpy.mockClear()
        net.clear()
        // Start over as a first visit with nothing cached: the answer decides everything.
        await act(async () => {
          overlay.stack.splice(0)
          overlay.toast = null
          Object.assign(ui, { panelOpen: false, activeTab: null, depth: 0 })
          history.replaceState(null, '', '/')
          resetRegistry()
          resetAppData()
          localStorage.clear()
        })
        net.set('app', () => structuredClone(raw) as Record<string, unknown>)
        await act(() => retryStartup())
        if (appData.data) {
          // The modules are imported already: ready within a few turns. Checked every
          // millisecond, not vi.waitFor's default 50 (50 s over a thousand runs).
          await waitUntil(
            () => {
              if (!registry.ready) throw new Error('modules not loaded yet')
            },
            { interval: 1 },
          )
        }
        await flush(6)
        expect(errors, show(raw)).toEqual([])
        expect(tappables().length, `nothing to tap for ${show(raw)}`).toBeGreaterThan(0)
      }),
      params(RENDER_RUNS, namedCases()),
    )
  } finally {
    window.removeEventListener('error', onError)
  }
  return rendered
}

/** Declares the test of one share (a test file each, so that the two workers run them side by side). */
export function describeRenderedShare(share: RenderShare): void {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  describe('app data fuzz', () => {
    const size = shareSize(RENDER_RUNS, share)
    it(`renders a usable shell for every config (${size} of ${RENDER_RUNS} configs, one root)`, async () => {
      expect(await renderShellForEveryConfig(share)).toBe(size)
    }, 900_000)
  })
}

/** Controls a person can reach: not disabled, not inside an inert or hidden part. */
function tappables(): Element[] {
  return [...document.querySelectorAll('button, a[href], [role="button"], [role="tab"]')].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled && !el.closest('[inert], [aria-hidden="true"], [hidden]'),
  )
}

function show(raw: Json): string {
  const text = JSON.stringify(raw)
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text
}
