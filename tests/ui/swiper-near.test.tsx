/**
 * Swiper: keen-slider starts only when the row comes near the visible area (issue 16, TBT: its
 * start measured every slide of the home's rows below the fold in the start's long tasks), and
 * the slides stand where keen-slider puts them from the first paint (nothing moves when it
 * starts).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Swiper, SWIPER_NEAR_MARGIN } from '../../src/ui/slider/swiper.tsx'
import { stubIntersectionObserver } from '../helpers/intersection-observer.ts'

const io = stubIntersectionObserver()
const names = ['Капучино', 'Латте', 'Раф']
let measured = 0

beforeEach(() => {
  measured = 0
  // jsdom has no layout: widths as a browser would measure them, and a count of the reads.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    measured++
    return this.getAttribute('role') === 'group' ? 300 : 100
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

function transforms(): string[] {
  const row = screen.getByRole('group', { name: 'Подарки' })
  return names.map((name) => within(row).getByText(name).parentElement!.style.transform)
}

describe('Swiper near the visible area', () => {
  it('measures nothing until the row is near, with the slides already where the slider puts them', async () => {
    render(
      <Swiper label="Подарки">
        {names.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </Swiper>,
    )
    expect(measured).toBe(0)
    const before = transforms()
    expect(before.map((t) => /translate3d\((-?[\d.]+)px/.exec(t)?.[1])).toEqual(['0', '15', '30'])
    const watcher = io.observers.find((o) => o.live && o.options.rootMargin === SWIPER_NEAR_MARGIN)
    expect(watcher, 'the row is watched').toBeTruthy()
    await act(async () => watcher!.callback([{ isIntersecting: true }]))
    // The slider starts after the next paint, in a task of its own (not in React's commit).
    expect(measured).toBe(0)
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    // The slider (its code loaded by then, ui/slider/keen.ts) started and measured the row; the
    // slides did not move.
    await waitFor(() => expect(measured).toBeGreaterThan(0))
    const after = transforms().map((t) => Number(/translate3d\((-?[\d.]+)px/.exec(t)?.[1]))
    expect(after).toEqual([0, 15, 30])
    expect(watcher!.live).toBe(false)
  })
})
