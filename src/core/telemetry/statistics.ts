/**
 * The statistics queue (spec shell-data §4 "Statistics queue", §3 local client state, §9 resend
 * delay): events are queued and persisted (core/storage, key `statistics`), sent one at a time,
 * removed on success, and retried after 10 s if more remain and the device is online.
 *
 * - An event is written to storage before anything is sent: a reload or a closed tab loses
 *   nothing; the queue is read back from storage on every step, so it is the one truth.
 * - One call at a time; after a success the next event goes at once, after a failure the queue
 *   waits `STATISTICS_RESEND_DELAY` (when online); offline it waits for the `online` event.
 * - An event the server refuses for good (400, 413, 422: it will never be accepted) is dropped,
 *   so one bad event cannot block the queue forever.
 * - `settings.statDisabled`: nothing new is recorded (what is queued is still sent).
 */
import { ApiError } from '../api/errors.ts'
import type { StatisticsPayload } from '../api/telemetry.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'

/** spec §9: statistics resend delay. */
export const STATISTICS_RESEND_DELAY = 10_000
/** The most events kept: beyond it the oldest go (a phone offline for weeks keeps the latest). */
export const STATISTICS_QUEUE_LIMIT = 500

export interface QueuedStatistic extends StatisticsPayload {
  /** Identifies the entry in the queue (two events may have the same action, id and date). */
  key: string
}

export type StatisticsSender = (event: StatisticsPayload) => Promise<unknown>

export interface StatisticsOptions {
  send: StatisticsSender
  /** Whether the device is online (default navigator.onLine). */
  online?: () => boolean
}

let sender: StatisticsSender | null = null
let isOnline: () => boolean = () => true
let disabled = false
let sending = false
let retryTimer: ReturnType<typeof setTimeout> | undefined

const isQueued = (e: unknown): e is QueuedStatistic =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as QueuedStatistic).key === 'string' &&
  typeof (e as QueuedStatistic).action === 'string' &&
  typeof (e as QueuedStatistic).date === 'string'

/** The persisted queue, oldest first. */
export function statisticsQueue(): QueuedStatistic[] {
  const stored = readJson<unknown>(storageKeys.statistics, [])
  return Array.isArray(stored) ? stored.filter(isQueued) : []
}

function writeQueue(queue: QueuedStatistic[]): void {
  writeJson(storageKeys.statistics, queue.length ? queue : null)
}

const currentSender = (): StatisticsSender | null => sender

let counter = 0
function newKey(now: number): string {
  counter = (counter + 1) % 1_000_000
  return `${now.toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** settings.statDisabled: stop recording new events. */
export function setStatisticsDisabled(off: boolean): void {
  disabled = off
}

/** Queues an event (persisted at once) and starts sending when the queue is running. */
export function recordStatistic(
  action: string,
  id: string | number | null = null,
  now: Date = new Date(),
): void {
  if (disabled) return
  const queue = statisticsQueue()
  queue.push({ key: newKey(now.getTime()), action, id, date: now.toISOString() })
  writeQueue(queue.slice(-STATISTICS_QUEUE_LIMIT))
  void flushStatistics()
}

/** 4xx answers that a resend cannot change: the event is dropped. */
function refusedForGood(error: unknown): boolean {
  return error instanceof ApiError && [400, 413, 422].includes(error.status ?? 0)
}

function scheduleRetry(): void {
  clearTimeout(retryTimer)
  retryTimer = setTimeout(() => {
    retryTimer = undefined
    void flushStatistics()
  }, STATISTICS_RESEND_DELAY)
}

/**
 * Sends the queue, one event at a time, oldest first. Resolves when the queue is empty, the
 * device is offline, or a send failed (a retry is then scheduled).
 */
export async function flushStatistics(): Promise<void> {
  if (!sender || sending) return
  sending = true
  let retry = false
  try {
    for (;;) {
      // The queue may have been stopped (or restarted) while a call was in flight.
      const send = currentSender()
      if (!send || !isOnline()) return
      const [first] = statisticsQueue()
      if (!first) return
      const { key, ...payload } = first
      try {
        await send(payload)
      } catch (error) {
        if (!refusedForGood(error)) {
          retry = true
          return
        }
      }
      writeQueue(statisticsQueue().filter((e) => e.key !== key))
    }
  } finally {
    sending = false
    // spec: retried after 10 s if more remain and the device is online.
    if (retry && currentSender() && isOnline() && statisticsQueue().length) scheduleRetry()
  }
}

/** Starts sending (at once, on `online`, after failures); returns the stop function. */
export function startStatistics(opts: StatisticsOptions): () => void {
  sender = opts.send
  isOnline =
    opts.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false))
  const onOnline = () => {
    clearTimeout(retryTimer)
    void flushStatistics()
  }
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline)
  void flushStatistics()
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
    clearTimeout(retryTimer)
    retryTimer = undefined
    sender = null
  }
}
