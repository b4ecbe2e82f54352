/**
 * The app data fuzz's rendered property (./app-data-fuzz-render.ts), runs with an even index;
 * app-data-fuzz-render-2.test.ts renders the others, in vitest's other worker.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RENDER_RUNS } from './app-data-fuzz.ts'
import { renderShellForEveryConfig, shareSize } from './app-data-fuzz-render.ts'

const share = { part: 0, parts: 2 }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('app data fuzz', () => {
  it(`renders a usable shell for every config (${shareSize(RENDER_RUNS, share)} of ${RENDER_RUNS} configs, one root)`, async () => {
    expect(await renderShellForEveryConfig(share)).toBe(shareSize(RENDER_RUNS, share))
  }, 900_000)
})
