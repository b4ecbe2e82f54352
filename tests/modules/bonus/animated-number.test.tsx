import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAnimatedNumber } from '../../../src/modules/bonus/animated-number.ts'

/** Animation frames run only when the test says, at the time it says. */
let frames: FrameRequestCallback[] = []
let now = 0

beforeEach(() => {
  frames = []
  now = 0
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  vi.spyOn(performance, 'now').mockImplementation(() => now)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function frameAt(ms: number) {
  now = ms
  const due = frames
  frames = []
  act(() => due.forEach((cb) => cb(ms)))
}

function Balance({ value }: { value: number }) {
  return <output aria-label="Баланс">{String(useAnimatedNumber(value))}</output>
}

const shown = () => Number(screen.getByRole('status', { name: 'Баланс' }).textContent)

describe('balance animation (spec: 1000 ms from the old value to the new one)', () => {
  it('shows the first value at once', () => {
    render(<Balance value={16} />)
    expect(shown()).toBe(16)
    expect(frames).toHaveLength(0)
  })

  it('counts up over 1000 ms and stops on the new value', () => {
    const { rerender } = render(<Balance value={16} />)
    rerender(<Balance value={116} />)
    expect(shown()).toBe(16)

    frameAt(250)
    const early = shown()
    expect(early).toBeGreaterThan(16)
    expect(early).toBeLessThan(116)

    frameAt(500)
    expect(shown()).toBeGreaterThan(early)
    expect(shown()).toBeLessThan(116)

    frameAt(999)
    expect(shown()).toBeLessThan(116)
    expect(frames).toHaveLength(1)

    frameAt(1000)
    expect(shown()).toBe(116)
    expect(frames).toHaveLength(0)
  })

  it('counts down as well', () => {
    const { rerender } = render(<Balance value={116} />)
    rerender(<Balance value={16} />)
    frameAt(500)
    expect(shown()).toBeLessThan(116)
    expect(shown()).toBeGreaterThan(16)
    frameAt(1000)
    expect(shown()).toBe(16)
  })
})
