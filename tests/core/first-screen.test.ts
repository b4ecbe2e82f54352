// @vitest-environment node
/**
 * The first screen's held pictures (issue 16): the home's widgets below the fold wait until
 * nothing is held.
 */
import { describe, expect, it, vi } from 'vitest'
import {
  firstScreenLoading,
  holdFirstScreen,
  onFirstScreenLoaded,
} from '../../src/core/first-screen.ts'

describe('first screen', () => {
  it('is loading while any picture holds it, and tells its listeners when the last one lets go', () => {
    const loaded = vi.fn()
    const unsubscribe = onFirstScreenLoaded(loaded)
    expect(firstScreenLoading()).toBe(false)
    const a = holdFirstScreen()
    const b = holdFirstScreen()
    expect(firstScreenLoading()).toBe(true)
    a()
    // A release twice counts once.
    a()
    expect(firstScreenLoading()).toBe(true)
    expect(loaded).not.toHaveBeenCalled()
    b()
    expect(firstScreenLoading()).toBe(false)
    expect(loaded).toHaveBeenCalledOnce()
    unsubscribe()
    holdFirstScreen()()
    expect(loaded).toHaveBeenCalledOnce()
  })
})
