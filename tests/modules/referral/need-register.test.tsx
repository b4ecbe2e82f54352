import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { appEvents, emit, on, type AppEventName } from '../../../src/core/events.ts'
import { appData } from '../../../src/core/state/app-data.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const guest: AppData['user'] = { idUser: null, idDevice: 1 }
const member: AppData['user'] = { idUser: 42, idDevice: 1, bonus: 16, code: '1234567' }

function data(user: AppData['user'], referral: Record<string, unknown> = {}) {
  return brandAppData(
    {
      menu: ['home', 'referral', 'panelmenu'],
      modules: {
        home: {},
        panelmenu: {},
        referral: { menuShowShare: true, refererBonus: 100, referalBonus: 50, ...referral },
      },
    },
    { user },
  )
}

const modules = {
  ...testModuleTable(),
  referral: () => import('../../../src/modules/referral/index.ts').then((m) => m.referralModule),
}

const needRegisterText = 'To get your unique code for sharing, you need to sign in'

function listen(event: AppEventName) {
  const handler = vi.fn()
  onTestFinished(on(event, handler))
  return handler
}

describe('referral sharing needs a signed-in user with a code (accounts-loyalty §5)', () => {
  it('a guest on the share screen gets the need-register dialog instead of the share sheet', async () => {
    const loginRequested = listen(appEvents.loginRequested)
    const { user } = await renderApp(data(guest), {
      modules,
      url: 'http://localhost:3000/referral',
    })
    expect(await screen.findByRole('heading', { name: 'Invite a friend' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in to get your code' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(dialog).toHaveAccessibleDescription(needRegisterText)
    expect(screen.queryByRole('dialog', { name: 'Invite a friend' })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(loginRequested).toHaveBeenCalledWith({ onLogin: expect.any(Function) })
  })

  it('Cancel closes the need-register dialog and shares nothing', async () => {
    const loginRequested = listen(appEvents.loginRequested)
    const { user } = await renderApp(data(guest), { modules })
    await act(async () => emit('referral:open-share'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(dialog).toHaveAccessibleDescription(needRegisterText)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Invite a friend' })).not.toBeInTheDocument()
    expect(loginRequested).not.toHaveBeenCalled()
  })

  it('a signed-in user still without a code gets the need-register dialog', async () => {
    await renderApp(data(member), { modules })
    await act(async () => emit('referral:open-share'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(dialog).toHaveAccessibleDescription(needRegisterText)
  })

  it('a signed-in user with a code gets the share sheet with the code', async () => {
    await renderApp(data(member, { code: 'ANNA10' }), { modules })
    await act(async () => emit('referral:open-share'))
    const sheet = await screen.findByRole('dialog', { name: 'Invite a friend' })
    expect(await within(sheet).findByText('ANNA10')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('after the sign-in, the share sheet it was asked for opens', async () => {
    const loginRequested = listen(appEvents.loginRequested)
    const { user } = await renderApp(data(guest, { code: 'ANNA10' }), { modules })
    await act(async () => emit('referral:open-share'))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const { onLogin } = loginRequested.mock.calls[0]![0] as { onLogin: () => void }
    await act(async () => {
      appData.data = { ...appData.data!, user: member }
      onLogin()
    })
    const sheet = await screen.findByRole('dialog', { name: 'Invite a friend' })
    expect(await within(sheet).findByText('ANNA10')).toBeInTheDocument()
  })
})
