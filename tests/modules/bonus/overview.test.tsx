import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppData } from '../../../src/core/state/types.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const groups = [
  { id: 1, name: 'Гость', bonus: 5, orderSum: 0 },
  { id: 2, name: 'Постоянный гость', bonus: 7, orderSum: 300 },
]
const signedIn: AppData['user'] = {
  idUser: 42,
  idDevice: 1,
  bonus: 16,
  groupName: 'Гость',
  groupBonus: 5,
  orderSum: 185,
  delayedBonus: 2,
  code: '1234567',
}

function data(settings: Record<string, unknown> = {}, user: AppData['user'] = signedIn) {
  return brandAppData(
    {
      tabbar: ['home', 'panelmenu'],
      menu: ['home', 'bonus', 'panelmenu'],
      modules: { home: {}, bonus: { groups }, panelmenu: {} },
      currency: 'BYN',
      decimal: 2,
      ...settings,
    },
    { user },
  )
}

const modules = {
  ...testModuleTable(),
  home: () => import('../../../src/modules/home/index.ts').then((m) => m.homeModule),
  bonus: () => import('../../../src/modules/bonus/index.ts').then((m) => m.bonusModule),
}
const miniApp = 'http://coffee.localhost:3000/?miniapp=1'

describe('the bonus overview block (a mini-app without the menu)', () => {
  it('gathers balance, group, QR card, progress and awaiting points in one card', async () => {
    const { user } = await renderApp(data(), { url: miniApp, modules })
    const overview = await screen.findByRole('region', { name: 'My points' })
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Points' })).not.toBeInTheDocument()
    expect(within(overview).getByRole('heading', { name: 'My bonus card' })).toBeInTheDocument()
    expect(within(overview).getByText('Гость · 5%')).toBeInTheDocument()
    expect(
      within(overview).getByRole('button', { name: /^Balance: 16\s.*Transaction history$/ }),
    ).toBeInTheDocument()
    expect(
      within(overview).getByRole('progressbar', { name: 'Progress to the next level' }),
    ).toHaveAttribute('aria-valuenow', '61')
    expect(
      within(overview).getByText(/115\.00 BYN of purchases to the “Постоянный гость” level/),
    ).toBeInTheDocument()
    expect(within(overview).getByText(/^\+2\s.* awaiting activation$/)).toBeInTheDocument()

    await user.click(within(overview).getByRole('button', { name: 'Show the bonus card QR code' }))
    expect(await screen.findByRole('dialog', { name: 'Bonus card' })).toBeInTheDocument()
  })

  it('offers a guest the sign-in', async () => {
    await renderApp(data({}, { idUser: null, idDevice: 1 }), { url: miniApp, modules })
    const overview = await screen.findByRole('region', { name: 'My points' })
    expect(
      within(overview).getByRole('button', { name: 'Sign in to collect points' }),
    ).toBeInTheDocument()
    expect(within(overview).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('is not used outside a mini-app', async () => {
    await renderApp(data(), { url: 'http://coffee.localhost:3000/', modules })
    expect(await screen.findByRole('region', { name: 'Points' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'My points' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Menu' }).length).toBeGreaterThan(0)
  })

  it('is not used in a mini-app that keeps its menu (hideMenuMiniapp off)', async () => {
    await renderApp(data({ hideMenuMiniapp: false }), { url: miniApp, modules })
    expect(await screen.findByRole('region', { name: 'Points' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'My points' })).not.toBeInTheDocument()
  })
})
