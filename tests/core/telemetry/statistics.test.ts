// @vitest-environment node
/**
 * The statistics queue (spec shell-data §4 Statistics queue, §9 resend delay 10 000 ms): events
 * persisted, sent one at a time in order, removed on success, retried after 10 s while more
 * remain and the device is online, paused offline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/core/api/errors.ts'
import type { StatisticsPayload } from '../../../src/core/api/telemetry.ts'
import {
  recordStatistic,
  setStatisticsDisabled,
  startStatistics,
  statisticsQueue,
  STATISTICS_RESEND_DELAY,
} from '../../../src/core/telemetry/statistics.ts'
import { memoryStorage } from './storage-stub.ts'

interface Call {
  event: StatisticsPayload
  resolve: () => void
  reject: (e: unknown) => void
}

let calls: Call[] = []
let online = true
let stop: () => void = () => {}

const send = (event: StatisticsPayload) =>
  new Promise<unknown>((resolve, reject) => {
    calls.push({ event, resolve: () => resolve({ status: 'ok' }), reject })
  })

/** Lets the queue's awaits run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('localStorage', memoryStorage())
  vi.stubGlobal('window', new EventTarget())
  calls = []
  online = true
  setStatisticsDisabled(false)
})

afterEach(async () => {
  // Nothing stays in flight into the next test (the queue is one per app).
  stop()
  calls.forEach((c) => c.resolve())
  await settle()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const start = () => {
  stop = startStatistics({ send, online: () => online })
}

describe('statistics queue', () => {
  it('persists each event (action, id, ISO date) before sending it', () => {
    recordStatistic('push-open', 7, new Date('2026-11-23T10:00:00Z'))
    expect(statisticsQueue()).toEqual([
      expect.objectContaining({ action: 'push-open', id: 7, date: '2026-11-23T10:00:00.000Z' }),
    ])
    expect(JSON.parse(localStorage.getItem('statistics')!)).toHaveLength(1)
  })

  it('sends one at a time, oldest first, and removes each on success', async () => {
    recordStatistic('a', 1)
    recordStatistic('b', 2)
    recordStatistic('c', null)
    start()
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['a'])
    calls[0]!.resolve()
    await settle()
    expect(statisticsQueue().map((e) => e.action)).toEqual(['b', 'c'])
    expect(calls.map((c) => c.event.action)).toEqual(['a', 'b'])
    calls[1]!.resolve()
    await settle()
    calls[2]!.resolve()
    await settle()
    expect(calls.map((c) => c.event)).toEqual([
      expect.objectContaining({ action: 'a', id: 1 }),
      expect.objectContaining({ action: 'b', id: 2 }),
      expect.objectContaining({ action: 'c', id: null }),
    ])
    expect(calls.every((c) => !('key' in c.event))).toBe(true)
    expect(statisticsQueue()).toEqual([])
    expect(localStorage.getItem('statistics')).toBeNull()
  })

  it('an event recorded while another is in flight waits its turn', async () => {
    start()
    recordStatistic('first')
    await settle()
    recordStatistic('second')
    await settle()
    expect(calls).toHaveLength(1)
    calls[0]!.resolve()
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['first', 'second'])
  })

  it('retries a failed send after 10 s, keeping the event', async () => {
    recordStatistic('a')
    recordStatistic('b')
    start()
    await settle()
    calls[0]!.reject(new ApiError('network'))
    await settle()
    expect(statisticsQueue().map((e) => e.action)).toEqual(['a', 'b'])
    await vi.advanceTimersByTimeAsync(STATISTICS_RESEND_DELAY - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((c) => c.event.action)).toEqual(['a', 'a'])
    calls[1]!.resolve()
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['a', 'a', 'b'])
  })

  it('pauses offline and resumes when the device is back online', async () => {
    online = false
    recordStatistic('a')
    start()
    await vi.advanceTimersByTimeAsync(STATISTICS_RESEND_DELAY * 3)
    expect(calls).toHaveLength(0)
    expect(statisticsQueue()).toHaveLength(1)
    online = true
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['a'])
  })

  it('a failure while going offline schedules no retry; the online event sends', async () => {
    recordStatistic('a')
    start()
    await settle()
    online = false
    calls[0]!.reject(new ApiError('network'))
    await vi.advanceTimersByTimeAsync(STATISTICS_RESEND_DELAY * 2)
    expect(calls).toHaveLength(1)
    online = true
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(calls).toHaveLength(2)
  })

  it('what was queued before a restart is sent after it', async () => {
    recordStatistic('before-reload', 'x')
    // No sender yet (the page reloaded): nothing is sent, nothing is lost.
    await settle()
    expect(calls).toHaveLength(0)
    start()
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['before-reload'])
  })

  it('drops an event the server refuses for good, and goes on', async () => {
    recordStatistic('bad')
    recordStatistic('good')
    start()
    await settle()
    calls[0]!.reject(new ApiError('server', { status: 400 }))
    await settle()
    expect(calls.map((c) => c.event.action)).toEqual(['bad', 'good'])
  })

  it('settings.statDisabled: nothing new is recorded', () => {
    setStatisticsDisabled(true)
    recordStatistic('a')
    expect(statisticsQueue()).toEqual([])
  })
})
