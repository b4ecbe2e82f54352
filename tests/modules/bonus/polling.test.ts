import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetAppData, setAppData } from '../../../src/core/state/app-data.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import { getMessages, messageQueue, stopMessages } from '../../../src/modules/bonus/store.ts'
import { configureTestApi, stubNetwork } from '../../helpers/network.ts'

const signedIn = {
  settings: { modules: {} },
  user: { idUser: 1, idDevice: 1 },
} as unknown as AppData

const message = {
  idConnectedEntity: 7,
  messageCode: 'bonus-register',
  bonusText: 'Бонус за регистрацию',
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
