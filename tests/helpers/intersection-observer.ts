/**
 * IntersectionObserver for jsdom (which has none): every observer the page makes is recorded,
 * so a test can tell what watches for the end of a list and play that end coming into view.
 *
 *   const io = stubIntersectionObserver() // at the top of the file: a fresh stub before each test
 *   expect(io.scrollWatchers()[0]!.options.rootMargin).toBe('0px 0px 600px 0px')
 *   await io.scrollToEnd()
 */
import { act } from '@testing-library/react'
import { beforeEach, expect, vi } from 'vitest'
import { flush } from './render-app.tsx'

export type IntersectionCallback = (entries: { isIntersecting: boolean }[]) => void

export interface RecordedObserver {
  callback: IntersectionCallback
  options: IntersectionObserverInit
  /** Not disconnected yet. */
  live: boolean
}

export function stubIntersectionObserver() {
  const observers: RecordedObserver[] = []

  beforeEach(() => {
    observers.length = 0
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: RecordedObserver
        constructor(callback: IntersectionCallback, options: IntersectionObserverInit = {}) {
          this.entry = { callback, options, live: true }
          observers.push(this.entry)
        }
        observe() {}
        unobserve() {}
        disconnect() {
          this.entry.live = false
        }
        takeRecords() {
          return []
        }
      },
    )
  })

  /** Observers that load more: those whose area is grown at the bottom only. */
  const scrollWatchers = () =>
    observers.filter((o) => o.live && /^0px 0px \d+px 0px$/.test(String(o.options.rootMargin)))

  /** The end of the list comes within the infinite-scroll distance (`times` times in a row). */
  async function scrollToEnd(times = 1): Promise<void> {
    const [watcher] = scrollWatchers()
    expect(watcher, 'a scroll watcher').toBeTruthy()
    await act(async () => {
      for (let i = 0; i < times; i++) watcher!.callback([{ isIntersecting: true }])
    })
    await flush()
  }

  return { observers, scrollWatchers, scrollToEnd }
}
