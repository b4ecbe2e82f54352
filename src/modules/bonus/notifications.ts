/**
 * Bonus notifications queue (accounts-loyalty §4): queued and shown one at a time; the person may
 * go to the next one or skip all; a swipe beyond 75 px dismisses the current one (the next one
 * follows). Pure state here; the sheet that shows it is notification-sheet.tsx.
 */
import { proxy } from 'valtio'

export type BonusMessageCode =
  | 'bonus-in'
  | 'bonus-out'
  | 'bonus-in-delay'
  | 'bonus-out-delay'
  | 'bonus-register'
  | 'bonus-gift'
  | 'bonus-balance'

export interface BonusMessage {
  bonusText?: string
  /** Signed amount. */
  bonusAmount?: number
  messageCode?: BonusMessageCode | string
  bonusNeedFeedback?: boolean
  idConnectedEntity?: string | number | null
}

export interface NotificationQueue {
  items: BonusMessage[]
}

export function createQueue(): NotificationQueue {
  return proxy<NotificationQueue>({ items: [] })
}

export function enqueue(queue: NotificationQueue, messages: readonly BonusMessage[]): void {
  for (const m of messages) if (m && typeof m === 'object') queue.items.push(m)
}

export function currentMessage(queue: NotificationQueue): BonusMessage | null {
  return queue.items[0] ?? null
}

/** Messages waiting after the current one. */
export function remaining(queue: NotificationQueue): number {
  return Math.max(0, queue.items.length - 1)
}

/** Dismisses the current message (next, close, swipe); returns the next one or null. */
export function dismissCurrent(queue: NotificationQueue): BonusMessage | null {
  queue.items.shift()
  return currentMessage(queue)
}

export function skipAll(queue: NotificationQueue): void {
  queue.items.splice(0)
}
