/**
 * Infinite scroll: a sentinel after the content, watched by an IntersectionObserver whose root is
 * the nearest scroll container, grown by `distance` px at the bottom (spec: 800 on home, 600 in
 * history). `onLoadMore` runs when the sentinel comes within that distance, `hasMore` is true and
 * nothing is `loading`; when a load ends with the sentinel still near, it runs again.
 */
import { useEffect, useRef, type ReactNode } from 'react'

export interface InfiniteScrollProps {
  onLoadMore: () => void
  hasMore: boolean
  loading?: boolean
  /** How far below the visible area (px) the next load starts. */
  distance?: number
  /** Shown after the content while loading (e.g. a Skeleton). */
  loader?: ReactNode
  children?: ReactNode
}

/** The nearest ancestor that scrolls vertically; null means the viewport. */
export function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return null
}

export function InfiniteScroll({
  onLoadMore,
  hasMore,
  loading = false,
  distance = 800,
  loader,
  children,
}: InfiniteScrollProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  useEffect(() => {
    latest.current = onLoadMore
  })

  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
    // A fresh observer reports the current state at once, so a load that ended with the
    // sentinel still in range triggers the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current()
      },
      { root: scrollParent(el), rootMargin: `0px 0px ${distance}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, loading, distance])

  return (
    <>
      {children}
      {loading && loader}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
    </>
  )
}
