/**
 * activate-code (accounts-loyalty §7): the trimmed code is posted; afterwards app data reloads, a
 * getMessages event asks for 60 tries and promoDidEnter fires. A failure says so and nothing else
 * happens.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appEvents, on } from '../../../src/core/events.ts'
import { resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import { closeAllOverlays, overlay } from '../../../src/core/overlay.ts'
import { activatePromoCode } from '../../../src/modules/referral/actions.ts'
import { referralEvents } from '../../../src/modules/referral/events.ts'
import { brandAppData, normalisedAppData } from '../../helpers/app-data.ts'
import { configureTestApi, serverError, stubNetwork } from '../../helpers/network.ts'

const member = brandAppData({}, { user: { idUser: 1, idDevice: 1 } })

beforeEach(() => {
  configureTestApi()
  setAppData(normalisedAppData(member), { persist: false })
})
afterEach(() => {
  closeAllOverlays()
  overlay.toast = null
  resetAppData()
})

describe('activatePromoCode', () => {
  it('posts the trimmed code, reloads app data, then asks for messages (60 tries)', async () => {
    const net = stubNetwork({ 'activate-code': {}, app: member })
    const asked: unknown[] = []
    const entered: unknown[] = []
    const stops = [
      on(appEvents.bonusGetMessages, (p) => asked.push(p)),
      on(referralEvents.promoEntered, (p) => entered.push(p)),
    ]
    expect(await activatePromoCode(' PIZZA100 ')).toBe(true)
    expect(net.calls('activate-code').map((c) => c.body)).toEqual([{ code: 'PIZZA100' }])
    expect(net.calls('app')).toHaveLength(1)
    expect(asked).toEqual([{ tries: 60 }])
    expect(entered).toHaveLength(1)
    expect(overlay.toast?.text).toMatchObject({ message: 'The promo code is activated' })
    stops.forEach((stop) => stop())
    net.restore()
  })

  it('a failed activation shows the error and fires nothing', async () => {
    const net = stubNetwork({ 'activate-code': serverError('Промокод не найден'), app: member })
    const asked: unknown[] = []
    const stop = on(appEvents.bonusGetMessages, (p) => asked.push(p))
    expect(await activatePromoCode('NOPE')).toBe(false)
    expect(net.calls('app')).toHaveLength(0)
    expect(asked).toEqual([])
    expect(overlay.stack.map((e) => e.request.kind)).toContain('dialog')
    expect(overlay.toast).toBeNull()
    stop()
    net.restore()
  })
})
