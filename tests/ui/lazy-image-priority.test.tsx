/**
 * A LazyImage's priority (issue 16): `true` loads at once with a high fetch priority, `false`
 * lazily, and `'in-view'` (a home widget after the first-paint ones) so only when its box is in
 * the first screen as first laid out — pizzeria-msk's offers, its largest picture, were lazy.
 * `'in-view'` reads no box in React's commit (its getBoundingClientRect forced the commit's
 * layout, a long task's largest JS item): an IntersectionObserver reports the box after the
 * browser's own layout.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstScreenLoading } from '../../src/core/first-screen.ts'
import { LazyImage, type ImagePriority } from '../../src/ui/image/lazy-image.tsx'
import { waitUntil } from '../helpers/wait.ts'

/** jsdom has no IntersectionObserver: this one records its targets and reports on demand. */
interface Watcher {
  callback: IntersectionObserverCallback
  targets: Set<Element>
  live: boolean
}
let watchers: Watcher[] = []
let measured = 0

beforeEach(() => {
  watchers = []
  measured = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      w: Watcher
      constructor(callback: IntersectionObserverCallback) {
        this.w = { callback, targets: new Set(), live: true }
        watchers.push(this.w)
      }
      observe(el: Element) {
        this.w.targets.add(el)
      }
      unobserve(el: Element) {
        this.w.targets.delete(el)
      }
      disconnect() {
        this.w.live = false
        this.w.targets.clear()
      }
      takeRecords() {
        return []
      }
    },
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    measured++
    return new DOMRect(0, 0, 300, 200)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The browser lays the page out: every watched box reports its intersection with the screen. */
function laidOut(visible: { width: number; height: number }) {
  const live = watchers.filter((w) => w.live && w.targets.size)
  expect(live, 'the box is watched').toHaveLength(1)
  const [w] = live
  const entries = [...w!.targets].map(
    (target) =>
      ({
        target,
        isIntersecting: visible.width > 0 && visible.height > 0,
        intersectionRect: new DOMRect(0, 0, visible.width, visible.height),
        boundingClientRect: new DOMRect(0, 0, 300, 200),
      }) as unknown as IntersectionObserverEntry,
  )
  act(() => w!.callback(entries, {} as IntersectionObserver))
}

function picture(priority: ImagePriority, alt = 'Предложение') {
  render(<LazyImage src={`/rest/image/${alt}/0/600/scale.png`} alt={alt} priority={priority} />)
  return screen.getByRole('img', { name: alt })
}

describe('LazyImage priority', () => {
  it('loads the first paint’s picture at once with high priority', () => {
    const img = picture(true)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves a picture without priority lazy, watching nothing', () => {
    const img = picture(false)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(watchers).toHaveLength(0)
  })

  it('measures nothing in the commit of an in-view picture', () => {
    const img = picture('in-view')
    expect(measured).toBe(0)
    // Lazy until the browser's layout says where the box is.
    expect(img).toHaveAttribute('loading', 'lazy')
    laidOut({ width: 300, height: 50 })
    expect(measured).toBe(0)
  })

  it('loads an in-view picture on the first screen at once with high priority', () => {
    const img = picture('in-view')
    laidOut({ width: 300, height: 200 })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    // Reported once: the box is no longer watched.
    expect(watchers.filter((w) => w.live)).toHaveLength(0)
  })

  it('leaves an in-view picture below the fold or beside the screen (a row’s next card) lazy', () => {
    const below = picture('in-view', 'Ниже')
    const beside = picture('in-view', 'Рядом')
    // One observer watches both boxes; neither has a visible part (an edge is not one).
    laidOut({ width: 300, height: 0 })
    for (const img of [below, beside]) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).not.toHaveAttribute('fetchpriority')
    }
  })

  it('stops watching a picture that goes before it is laid out', () => {
    const { unmount } = render(
      <LazyImage src="/rest/image/o-2/0/600/scale.png" alt="Ушло" priority="in-view" />,
    )
    expect(watchers.filter((w) => w.live && w.targets.size)).toHaveLength(1)
    unmount()
    expect(watchers.filter((w) => w.live)).toHaveLength(0)
  })

  it('holds the first screen until its first-screen picture is loaded and drawn', async () => {
    const img = picture(true)
    expect(firstScreenLoading()).toBe(true)
    fireEvent.load(img)
    // Released after the picture's decode and the frame that draws it, not in the load's task.
    expect(firstScreenLoading()).toBe(true)
    await waitUntil(() => expect(firstScreenLoading()).toBe(false))
  })

  it('holds the first screen for an in-view picture only once it is found on the first screen', async () => {
    const below = picture('in-view', 'Ниже')
    laidOut({ width: 300, height: 0 })
    expect(firstScreenLoading()).toBe(false)
    below.remove()
    const onScreen = picture('in-view', 'На экране')
    laidOut({ width: 300, height: 200 })
    expect(firstScreenLoading()).toBe(true)
    fireEvent.load(onScreen)
    await waitUntil(() => expect(firstScreenLoading()).toBe(false))
  })

  it('lets the first screen go when its picture fails or goes', () => {
    const img = picture(true)
    expect(firstScreenLoading()).toBe(true)
    fireEvent.error(img)
    expect(firstScreenLoading()).toBe(false)
    const { unmount } = render(
      <LazyImage src="/rest/image/o-3/0/600/scale.png" alt="Ушло" priority />,
    )
    expect(firstScreenLoading()).toBe(true)
    unmount()
    expect(firstScreenLoading()).toBe(false)
  })
})
