/**
 * When the start has settled (app/settled.ts): the load event, then QUIET_MS with no resource
 * finishing, at the latest SETTLE_CAP_MS after the load event. The service worker registers then
 * (app/update-prompt.tsx), not while the home's requests are on their way (issue 16).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Observed = (list: unknown) => void
let observers: Observed[] = []

beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules()
  observers = []
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private callback: Observed) {}
      observe() {
        observers.push(this.callback)
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.callback)
      }
    },
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A resource finished loading, as the browser reports it. */
const resourceDone = () => observers.forEach((o) => o({ getEntries: () => [{}] }))

async function start() {
  const { whenSettled, QUIET_MS, SETTLE_CAP_MS } = await import('../../src/app/settled.ts')
  let settled = false
  void whenSettled().then(() => (settled = true))
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms)
    return settled
  }
  return { advance, QUIET_MS, SETTLE_CAP_MS }
}

describe('the settled start', () => {
  it('comes QUIET_MS after the last resource finished', async () => {
    const { advance, QUIET_MS } = await start()
    expect(await advance(QUIET_MS - 100)).toBe(false)
    resourceDone()
    expect(await advance(QUIET_MS - 100)).toBe(false)
    resourceDone()
    expect(await advance(QUIET_MS - 1)).toBe(false)
    expect(await advance(1)).toBe(true)
  })

  it('comes at the latest SETTLE_CAP_MS after the load event, however busy the network', async () => {
    const { advance, QUIET_MS, SETTLE_CAP_MS } = await start()
    let elapsed = 0
    while (elapsed < SETTLE_CAP_MS - QUIET_MS) {
      resourceDone()
      expect(await advance(QUIET_MS / 2)).toBe(false)
      elapsed += QUIET_MS / 2
    }
    resourceDone()
    expect(await advance(SETTLE_CAP_MS - elapsed)).toBe(true)
  })

  it('waits for the load event first', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { advance, SETTLE_CAP_MS } = await start()
    expect(await advance(SETTLE_CAP_MS * 2)).toBe(false)
    window.dispatchEvent(new Event('load'))
    expect(await advance(SETTLE_CAP_MS)).toBe(true)
  })
})
