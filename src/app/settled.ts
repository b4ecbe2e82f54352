/**
 * When the start has settled: the page's load event has fired and then no resource has finished
 * for `QUIET_MS` (the home's chunks, calls and pictures are in), at the latest `SETTLE_CAP_MS`
 * after the load event. The service worker registers then (app.tsx), not during the start: its
 * install downloads every precached file, which on a phone's first visit competed with the
 * home's own requests (issue 16, session 21).
 */
import { useEffect, useState } from 'react'

/** How long no resource may finish before the start counts as settled. */
export const QUIET_MS = 1_000
/** The latest the start counts as settled after the load event. */
export const SETTLE_CAP_MS = 8_000

let settled: Promise<void> | null = null

function waitLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((done) => window.addEventListener('load', () => done(), { once: true }))
}

function waitQuiet(): Promise<void> {
  return new Promise((done) => {
    let quiet: ReturnType<typeof setTimeout> | undefined
    let observer: PerformanceObserver | null = null
    const finish = () => {
      clearTimeout(quiet)
      clearTimeout(cap)
      observer?.disconnect()
      done()
    }
    const cap = setTimeout(finish, SETTLE_CAP_MS)
    const restart = () => {
      clearTimeout(quiet)
      quiet = setTimeout(finish, QUIET_MS)
    }
    if (typeof PerformanceObserver !== 'undefined') {
      try {
        observer = new PerformanceObserver(restart)
        observer.observe({ type: 'resource' })
      } catch {
        observer = null
      }
    }
    restart()
  })
}

/** Resolves once the start has settled (the same promise for every caller). */
export function whenSettled(): Promise<void> {
  settled ??= waitLoad().then(waitQuiet)
  return settled
}

/** Whether the start has settled (false until then, in every render before). */
export function useSettled(): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let live = true
    void whenSettled().then(() => live && setDone(true))
    return () => {
      live = false
    }
  }, [])
  return done
}
