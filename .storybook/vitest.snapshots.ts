/**
 * Visual snapshots of the main screens per demo brand (issue 17), in the `storybook:<brand>:ru`
 * projects (vitest.config.ts): after a story tagged `snapshot` ran (rendered, settled, axe
 * passed), the brand frame (preview.tsx, the phone at 390×844) is compared with the baseline in
 * `.storybook/snapshots/<brand>/<story id>.png`, allowing 1 % of the pixels to differ. A missing
 * baseline fails (vitest writes the new picture beside the test results, not as a baseline);
 * `npm run stories:snapshots` writes the baselines anew (README, "Visual snapshots").
 *
 * Deterministic: recorded answers (no server), images drawn in the page as data: URLs and decoded
 * before the shot, fonts settled, the clock starting at a fixed instant, no animations or
 * transitions, no caret.
 *
 * `parameters.snapshot.module`: the screen's module; brands without it take no snapshot of it.
 * A story with `parameters.snapshot.differsFrom: '<story id>'` is the guard: its render (a brand
 * colour changed) must NOT match that story's baseline, or the comparison would catch nothing.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { page } from 'vitest/browser'
import { appData } from '../src/core/state/app-data.ts'
import { STORY_NOW } from './matrix.ts'

/** The instant every story's clock starts at (it runs on from there); the recordings' "now". */
export const SNAPSHOT_NOW = new Date(STORY_NOW)

/** The share of pixels a screen may differ by (text antialiasing, sub-pixel layout). */
export const SNAPSHOT_TOLERANCE = 0.01

const still = document.createElement('style')
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
html, body { margin: 0 !important; padding: 0 !important; scrollbar-width: none !important; }`
document.head.append(still)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: SNAPSHOT_NOW, shouldAdvanceTime: true })
  return () => {
    vi.useRealTimers()
  }
})

interface StoryOnContext {
  id: string
  tags: string[]
  parameters: { snapshot?: { differsFrom?: string; module?: string } }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Resolves once nothing in `frame` changed for `quietMs` (lazy widgets, late answers), at most `maxMs`. */
async function quiet(frame: Element, quietMs: number, maxMs: number) {
  const start = performance.now()
  let last = start
  const observer = new MutationObserver(() => {
    last = performance.now()
  })
  observer.observe(frame, { subtree: true, childList: true, attributes: true, characterData: true })
  try {
    while (performance.now() - last < quietMs && performance.now() - start < maxMs) await sleep(100)
  } finally {
    observer.disconnect()
  }
}

/** The screen settled: no change for a while, every image (in view) decoded, fonts ready, two frames painted. */
async function settled(frame: Element) {
  await quiet(frame, 1_000, 20_000)
  await document.fonts.ready
  await Promise.all(
    // a lazy image out of view never loads: its decode() would wait for ever
    [...frame.querySelectorAll('img')].map((img) =>
      Promise.race([img.decode().catch(() => undefined), sleep(10_000)]),
    ),
  )
  await quiet(frame, 300, 5_000)
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story
  if (!story?.tags.includes('snapshot')) return
  // a screen of a module the brand does not switch on (coffee has no catalog): nothing to keep
  const module = story.parameters.snapshot?.module
  if (module && !appData.data?.settings?.modules?.[module]) return
  const frame = document.querySelector('[data-story-frame]')
  if (!frame) throw new Error(`${story.id}: no brand frame to take a snapshot of`)
  await settled(frame)
  const shot = expect(page.elementLocator(frame))
  const options = {
    comparatorOptions: { allowedMismatchedPixelRatio: SNAPSHOT_TOLERANCE },
    // two equal captures in a row count as stable: slow under load, not unstable
    timeout: 30_000,
  }
  const differsFrom = story.parameters.snapshot?.differsFrom
  if (differsFrom) {
    // writing baselines (`npm run stories:snapshots`): the guard would overwrite the one it checks
    if (import.meta.env.STORY_SNAPSHOTS === 'update') return
    await expect(shot.toMatchScreenshot(differsFrom, options)).rejects.toThrow(
      /does not match the stored reference/,
    )
    return
  }
  await shot.toMatchScreenshot(story.id, options)
  // settling (≤ 20 s), images (≤ 10 s) and a stable capture (≤ 30 s) on a busy machine
}, 90_000)
