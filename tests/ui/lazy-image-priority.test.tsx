/**
 * A LazyImage's priority (issue 16): `true` loads at once with a high fetch priority, `false`
 * lazily, and `'in-view'` (a home widget after the first-paint ones) so only when its box is in
 * the first screen as it mounts — pizzeria-msk's offers, its largest picture, were lazy.
 */
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyImage, type ImagePriority } from '../../src/ui/image/lazy-image.tsx'

/** Every box at `top` (px), 300 × 200: jsdom lays nothing out. */
function boxesAt(top: number, left = 0) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(left, top, 300, 200),
  )
}

function picture(priority: ImagePriority) {
  render(<LazyImage src="/rest/image/o-1/0/600/scale.png" alt="Предложение" priority={priority} />)
  return screen.getByRole('img', { name: 'Предложение' })
}

afterEach(() => vi.restoreAllMocks())

describe('LazyImage priority', () => {
  it('loads the first paint’s picture at once with high priority', () => {
    const img = picture(true)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves a picture without priority lazy', () => {
    boxesAt(100)
    const img = picture(false)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('loads an in-view picture on the first screen at once with high priority', () => {
    boxesAt(window.innerHeight - 250)
    const img = picture('in-view')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves an in-view picture below the fold or beside the screen (a row’s next card) lazy', () => {
    boxesAt(window.innerHeight + 10)
    const below = picture('in-view')
    expect(below).toHaveAttribute('loading', 'lazy')
    expect(below).not.toHaveAttribute('fetchpriority')
    below.closest('div')!.remove()
    boxesAt(100, window.innerWidth + 15)
    const beside = picture('in-view')
    expect(beside).toHaveAttribute('loading', 'lazy')
    expect(beside).not.toHaveAttribute('fetchpriority')
  })
})
