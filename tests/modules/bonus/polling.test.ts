import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import {
  getMessages,
  MESSAGE_POLL_MS,
  messageQueue,
  stopMessages,
} from '../../../src/modules/bonus/store.ts'
import { configureTestApi, stubNetwork } from '../../helpers/network.ts'

const signedIn = {
  settings: { modules: {} },
  user: { idUser: 1, idDevice: 1 },
} as unknown as AppData

const message = {
  idConnectedEntity: 7,
  messageCode: 'bonus-register',
  bonusText: 'Баллы за регистрацию',
  bonusAmount: 100,
}

beforeEach(() => {
  configureTestApi()
  setAppData(signedIn, { persist: false })
})
afterEach(() => {
  stopMessages()
  resetAppData()
})

/** The server hands the message out on the `n`-th ask, once. */
function messagesOnAsk(n: number) {
  let asks = 0
  const net = stubNetwork({
    'bonus-messages': () => {
      asks++
      return { status: 'ok', messages: asks === n ? [message] : [] }
    },
  })
  return { net, asks: () => asks }
}

describe('bonus messages polling (spec: 60 tries after a promo code or registration)', () => {
  it('keeps polling when an app data load asks once meanwhile', async () => {
    const { net, asks } = messagesOnAsk(4)
    const poll = getMessages(60, 5)
    // app-data:loaded follows the promo code at once and asks for one check.
    await getMessages()
    await poll
    expect(asks()).toBe(4)
    expect(messageQueue.items.map((m) => m.idConnectedEntity)).toContain(7)
    net.restore()
  })

  it('stops after the given tries when nothing comes', async () => {
    const { net, asks } = messagesOnAsk(99)
    await getMessages(3, 1)
    expect(asks()).toBe(3)
    net.restore()
  })

  it('a longer request replaces a running single check', async () => {
    const { net, asks } = messagesOnAsk(3)
    const single = getMessages()
    const poll = getMessages(10, 1)
    await Promise.all([single, poll])
    expect(asks()).toBe(3)
    expect(messageQueue.items.map((m) => m.idConnectedEntity)).toContain(7)
    net.restore()
  })
})

describe('bonus messages poll timing (spec: every 1500 ms for 15 tries after a code sign-in)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks now, then every 1500 ms after each answer, 15 times in all, then stops', async () => {
    const { net, asks } = messagesOnAsk(99)
    let ended = false
    const poll = getMessages(15, MESSAGE_POLL_MS).then(() => (ended = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks()).toBe(1)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS - 1)
    expect(asks()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asks()).toBe(2)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 13)
    expect(asks()).toBe(15)
    await poll
    expect(ended).toBe(true)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 10)
    expect(asks()).toBe(15)
    net.restore()
  })

  it('stops at the try that brings messages and shows them', async () => {
    const { net, asks } = messagesOnAsk(3)
    const poll = getMessages(15, MESSAGE_POLL_MS)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 2)
    await poll
    expect(asks()).toBe(3)
    expect(messageQueue.items.map((m) => m.idConnectedEntity)).toEqual([7])
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 5)
    expect(asks()).toBe(3)
    net.restore()
  })

  it('concurrent single checks (a push and an app data load) share one request', async () => {
    const { net, asks } = messagesOnAsk(99)
    await Promise.all([getMessages(), getMessages()])
    expect(asks()).toBe(1)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 3)
    expect(asks()).toBe(1)
    net.restore()
  })

  it('a failed try is quiet and the poll goes on', async () => {
    let asks = 0
    const net = stubNetwork({
      'bonus-messages': () => {
        asks++
        if (asks === 1) throw new TypeError('Failed to fetch')
        return { status: 'ok', messages: [message] }
      },
    })
    const poll = getMessages(15, MESSAGE_POLL_MS)
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS)
    await poll
    expect(asks).toBe(2)
    expect(messageQueue.items.map((m) => m.idConnectedEntity)).toEqual([7])
    net.restore()
  })

  it('logout (stopMessages) ends the poll', async () => {
    const { net, asks } = messagesOnAsk(99)
    const poll = getMessages(60, MESSAGE_POLL_MS)
    await vi.advanceTimersByTimeAsync(0)
    stopMessages()
    await poll
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 5)
    expect(asks()).toBe(1)
    net.restore()
  })
})
