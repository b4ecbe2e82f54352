/**
 * Work that waits for the first screen (src/modules/bonus/preload-later.ts; issue 16): the bonus card's
 * popup and QR library no longer load beside the home's LCP picture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PRELOAD_LATER_DELAY, preloadLater } from '../../../src/modules/bonus/preload-later.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('preloadLater', () => {
  it('runs after the delay, not before', () => {
    const fn = vi.fn()
    preloadLater(fn)
    vi.advanceTimersByTime(PRELOAD_LATER_DELAY - 1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', () => {
    const fn = vi.fn()
    const cancel = preloadLater(fn)
    vi.advanceTimersByTime(PRELOAD_LATER_DELAY / 2)
    cancel()
    vi.runAllTimers()
    expect(fn).not.toHaveBeenCalled()
  })
})
