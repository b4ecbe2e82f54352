// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  closeOverlay,
  openDialog,
  overlay,
  showToast,
  withBusy,
} from '../../../src/core/overlay.ts'
import {
  createQueue,
  currentMessage,
  dismissCurrent,
  enqueue,
  remaining,
  skipAll,
} from '../../../src/modules/bonus/notifications.ts'
import {
  closeMessageWith,
  messageQueue,
  NEXT_MESSAGE_DELAY,
  receiveMessages,
  stopMessages,
} from '../../../src/modules/bonus/store.ts'

const m = (n: number) => ({ messageCode: 'bonus-in', bonusAmount: n, bonusText: `m${n}` })

afterEach(() => {
  stopMessages()
  overlay.stack.splice(0)
  overlay.toast = null
  vi.useRealTimers()
})

describe('bonus notification queue', () => {
  it('shows one at a time: next, then skip all', () => {
    const q = createQueue()
    enqueue(q, [m(1), m(2), m(3)])
    expect(currentMessage(q)?.bonusAmount).toBe(1)
    expect(remaining(q)).toBe(2)
    expect(dismissCurrent(q)?.bonusAmount).toBe(2)
    skipAll(q)
    expect(currentMessage(q)).toBeNull()
    expect(remaining(q)).toBe(0)
  })

  it('opens one sheet; closing it any way (swipe, back) dismisses the message and the next follows', () => {
    vi.useFakeTimers()
    receiveMessages([m(1), m(2)])
    receiveMessages([m(3)])
    expect(overlay.stack).toHaveLength(1)
    expect(overlay.stack[0]!.request.kind).toBe('sheet')
    // The sheet closes without a button (a swipe beyond 75 px, the backdrop, back).
    closeOverlay()
    expect(currentMessage(messageQueue)?.bonusAmount).toBe(2)
    expect(overlay.stack).toHaveLength(0)
    vi.advanceTimersByTime(NEXT_MESSAGE_DELAY)
    expect(overlay.stack).toHaveLength(1)
  })

  it('skip all empties the queue and nothing follows', () => {
    vi.useFakeTimers()
    receiveMessages([m(1), m(2), m(3)])
    closeMessageWith(
      () => closeOverlay(),
      () => skipAll(messageQueue),
    )
    vi.advanceTimersByTime(NEXT_MESSAGE_DELAY * 2)
    expect(overlay.stack).toHaveLength(0)
    expect(currentMessage(messageQueue)).toBeNull()
  })

  it('next dismisses only the current one (not twice)', () => {
    vi.useFakeTimers()
    receiveMessages([m(1), m(2), m(3)])
    closeMessageWith(
      () => closeOverlay(),
      () => dismissCurrent(messageQueue),
    )
    expect(currentMessage(messageQueue)?.bonusAmount).toBe(2)
    vi.advanceTimersByTime(NEXT_MESSAGE_DELAY)
    expect(overlay.stack).toHaveLength(1)
  })

  it('waits while another layer or the preloader covers the page, then shows after it closes', async () => {
    vi.useFakeTimers()
    const closeDialog = openDialog({ title: 'Акция активирована' })
    receiveMessages([m(1)])
    // Not over the dialog the customer is answering (it would leave that dialog inert).
    expect(overlay.stack).toHaveLength(1)
    expect(overlay.stack[0]!.request.kind).toBe('dialog')
    let finish = () => {}
    const busy = withBusy(() => new Promise<void>((resolve) => (finish = resolve)))
    closeDialog()
    await vi.advanceTimersByTimeAsync(NEXT_MESSAGE_DELAY * 2)
    // Still waiting: a request runs under the preloader.
    expect(overlay.stack).toHaveLength(0)
    finish()
    await busy
    await vi.advanceTimersByTimeAsync(NEXT_MESSAGE_DELAY)
    expect(overlay.stack).toHaveLength(1)
    expect(overlay.stack[0]!.request.kind).toBe('sheet')
    expect(currentMessage(messageQueue)?.bonusAmount).toBe(1)
  })

  it('lets a short message (the sign-in toast) be read first', async () => {
    vi.useFakeTimers()
    showToast('Вход выполнен', 3000)
    receiveMessages([m(1)])
    await vi.advanceTimersByTimeAsync(2900)
    expect(overlay.stack).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(100 + NEXT_MESSAGE_DELAY)
    expect(overlay.stack).toHaveLength(1)
  })

  it('a sign-out while it waits shows nothing later', async () => {
    vi.useFakeTimers()
    const closeDialog = openDialog({ title: 'x' })
    receiveMessages([m(1)])
    stopMessages()
    closeDialog()
    await vi.advanceTimersByTimeAsync(NEXT_MESSAGE_DELAY * 2)
    expect(overlay.stack).toHaveLength(0)
  })
})
