import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InfiniteScroll } from '../../src/ui/infinite-scroll/infinite-scroll.tsx'

type Callback = (entries: { isIntersecting: boolean }[]) => void

const observers: {
  callback: Callback
  options: IntersectionObserverInit
  disconnected: boolean
}[] = []

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const live = () => observers.filter((o) => !o.disconnected)

describe('InfiniteScroll', () => {
  it('loads more when the sentinel comes within the distance of the scroll container', () => {
    const onLoadMore = vi.fn()
    render(
      <div style={{ overflowY: 'auto' }} data-testid="scroller">
        <InfiniteScroll onLoadMore={onLoadMore} hasMore distance={800}>
          <p>item</p>
        </InfiniteScroll>
      </div>,
    )
    expect(live()).toHaveLength(1)
    const [observer] = live()
    expect(observer!.options.rootMargin).toBe('0px 0px 800px 0px')
    expect((observer!.options.root as HTMLElement).dataset.testid).toBe('scroller')
    act(() => observer!.callback([{ isIntersecting: false }]))
    expect(onLoadMore).not.toHaveBeenCalled()
    act(() => observer!.callback([{ isIntersecting: true }]))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('does not watch while loading or when there is no more, and watches again after a load', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(
      <InfiniteScroll onLoadMore={onLoadMore} hasMore loading loader={<p>loading…</p>} />,
    )
    expect(live()).toHaveLength(0)
    rerender(<InfiniteScroll onLoadMore={onLoadMore} hasMore loading={false} />)
    expect(live()).toHaveLength(1)
    rerender(<InfiniteScroll onLoadMore={onLoadMore} hasMore={false} />)
    expect(live()).toHaveLength(0)
  })

  it('shows the loader while loading', () => {
    const { getByText } = render(
      <InfiniteScroll onLoadMore={() => {}} hasMore loading loader={<p>loading…</p>} />,
    )
    expect(getByText('loading…')).toBeInTheDocument()
  })
})
