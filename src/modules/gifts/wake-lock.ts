/**
 * spec (accounts-loyalty §4): while the code is shown the screen stays on, restored on closing.
 * Screen Wake Lock where the browser has it (a page cannot raise the brightness); the lock is
 * taken again when the page becomes visible (browsers drop it when hidden).
 */
import { useEffect } from 'react'

interface WakeLockSentinelLike {
  release: () => Promise<void>
  released?: boolean
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = (
      navigator as Navigator & {
        wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> }
      }
    ).wakeLock
    if (!active || !api) return
    let lock: WakeLockSentinelLike | null = null
    let done = false
    const acquire = () => {
      if (done || document.visibilityState !== 'visible') return
      api
        .request('screen')
        .then((l) => {
          if (done) void l.release().catch(() => undefined)
          else lock = l
        })
        .catch(() => undefined)
    }
    acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      done = true
      document.removeEventListener('visibilitychange', acquire)
      void lock?.release().catch(() => undefined)
    }
  }, [active])
}
