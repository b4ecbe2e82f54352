/**
 * Work that waits for the first screen (src/core/after-start.ts; issue 16): the bonus card's
 * popup and QR library no longer load beside the home's LCP picture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTER_START_DELAY, afterStart } from '../../src/core/after-start.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('afterStart', () => {
  it('runs after the delay, not before', () => {
    const fn = vi.fn()
    afterStart(fn)
    vi.advanceTimersByTime(AFTER_START_DELAY - 1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', () => {
    const fn = vi.fn()
    const cancel = afterStart(fn)
    vi.advanceTimersByTime(AFTER_START_DELAY / 2)
    cancel()
    vi.runAllTimers()
    expect(fn).not.toHaveBeenCalled()
  })
})
