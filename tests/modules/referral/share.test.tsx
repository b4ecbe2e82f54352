import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { overlay } from '../../../src/core/overlay.ts'
import { resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import { ShareContent } from '../../../src/modules/referral/share-content.tsx'
import { referralStore } from '../../../src/modules/referral/store.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'

const applink = 'https://app.example/coffee'

function show(user: AppData['user'], code: string) {
  setAppData({ settings: { modules: {}, applink }, user, branches: [] } as unknown as AppData, {
    persist: false,
  })
  referralStore.settings = { code, referalBonus: 3, refererBonus: 5 } as never
  return renderI18n(<ShareContent />, 'en')
}

afterEach(() => {
  resetAppData()
  overlay.stack.splice(0)
})

describe('referral share screen with an applink', () => {
  it('encodes the invitation link with the promo code', async () => {
    await show({ idUser: 1, idDevice: 1, code: '2375000000011' }, 'COFFEE01')
    expect(screen.getByRole('img', { name: 'QR code with your invitation' })).toHaveAttribute(
      'data-value',
      `${applink}?promo=COFFEE01`,
    )
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument()
  })

  it('without a promo code the QR falls back to the card code; sending asks to sign in', async () => {
    await show({ idUser: 1, idDevice: 1, code: '2375000000011' }, '')
    expect(screen.getByRole('img', { name: 'QR code with your invitation' })).toHaveAttribute(
      'data-value',
      '2375000000011',
    )
    screen.getByRole('button', { name: 'Send the link' }).click()
    expect(overlay.stack.map((e) => e.request.kind)).toEqual(['dialog'])
  })

  it('a guest gets the sign-in button and no QR', async () => {
    await show({ idUser: null, idDevice: 1 }, 'COFFEE01')
    expect(screen.queryByRole('img', { name: 'QR code with your invitation' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign in to get your code' })).toBeInTheDocument()
  })
})

describe('referral rewards', () => {
  it('multilevel: level 1 is said once, as what you get; level 2 says whose orders', async () => {
    setAppData(
      { settings: { modules: {} }, user: { idUser: 1, idDevice: 1 }, branches: [] } as never,
      {
        persist: false,
      },
    )
    referralStore.settings = {
      code: 'SUSHI01',
      referalBonus: 250,
      refererBonus: 5,
      refererReward: 'flex',
      type: 'allOrders',
      isMultilevel: true,
      levels: [
        { level: 1, value: 5 },
        { level: 2, value: 2 },
      ],
    } as never
    await renderI18n(<ShareContent />, 'en')
    const rewards = screen.getByRole('list', { name: 'Rewards' })
    expect(rewards).toHaveTextContent('You get5% of your friends’ orders in points')
    expect(rewards.textContent?.match(/5%/g)).toHaveLength(1)
    expect(rewards).toHaveTextContent('Level 22% of the orders of the friends they invite')
  })
})

describe('referral rewards on a brand without orders (issue 12, session 15)', () => {
  const reward = async (modules: Record<string, unknown>, type: string) => {
    setAppData({ settings: { modules }, user: { idUser: 1, idDevice: 1 }, branches: [] } as never, {
      persist: false,
    })
    referralStore.settings = {
      code: 'COFFEE01',
      referalBonus: 3,
      refererBonus: 5,
      refererReward: 'fix',
      type,
    } as never
    await renderI18n(<ShareContent />, 'en')
    return screen.getByRole('list', { name: 'Rewards' })
  }

  it('a coffee shop (no catalog) rewards a friend’s purchase: it takes no orders', async () => {
    // coffee's referral said «5 баллов за первый заказ друга»
    expect(await reward({}, 'firstOrder')).toHaveTextContent(
      'You get5 points for your friend’s first purchase',
    )
  })

  it('a brand with a catalog still says orders', async () => {
    expect(await reward({ catalog: {} }, 'allOrders')).toHaveTextContent(
      'You get5 points for every order of your friend',
    )
  })
})
