import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { appEvents, on, type AppEventName } from '../../../src/core/events.ts'
import { appData } from '../../../src/core/state/app-data.ts'
import type { AppData, AppDataInput } from '../../../src/core/state/types.ts'
import { brandAppData, fakeModule, fakeScreen, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const guest: AppData['user'] = { idUser: null, idDevice: 1, code: '1234567' }
const member: AppData['user'] = { idUser: 42, idDevice: 1, bonus: 16, code: '1234567' }

function data(user: AppData['user'], settings: Record<string, unknown> = {}) {
  const { modules, ...rest } = settings as { modules?: Record<string, unknown> }
  return brandAppData(
    {
      tabbar: ['home', 'bonus', 'panelmenu'],
      menu: ['home', 'bonus', 'panelmenu'],
      modules: { home: {}, bonus: {}, panelmenu: {}, ...modules },
      ...rest,
    },
    { user },
  )
}

const modules = {
  // A stand-in for the auth module: only its profile edit page matters here.
  ...testModuleTable({
    auth: fakeModule('auth', {
      routes: [{ path: '/profile/edit', screen: fakeScreen('Edit profile screen') }],
    }),
  }),
  bonus: () => import('../../../src/modules/bonus/index.ts').then((m) => m.bonusModule),
}

/** Renders the app and taps the 'Bonus card' tab (it emits bonus:open-qr). */
async function openCard(appData: AppDataInput) {
  const r = await renderApp(appData, { modules })
  const tabs = await screen.findByRole('navigation', { name: 'Tabs' })
  await r.user.click(within(tabs).getByRole('button', { name: 'Bonus card' }))
  return r
}

function listen(event: AppEventName) {
  const handler = vi.fn()
  onTestFinished(on(event, handler))
  return handler
}

const emailRequired = { modules: { auth: { email: true, emailRequired: true } } }

describe('opening the bonus card (accounts-loyalty §4)', () => {
  it('asks a guest to sign in when the app demands registration, then shows the card', async () => {
    const loginRequested = listen(appEvents.loginRequested)
    const { user } = await openCard(data(guest, { needRegister: true }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(dialog).toHaveAccessibleDescription('Sign in to get your bonus card and collect points')
    expect(screen.queryByRole('dialog', { name: 'Bonus card' })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(loginRequested).toHaveBeenCalledOnce()

    // The sign-in finishes: its onLogin opens the card it was asked for.
    const { onLogin } = loginRequested.mock.calls[0]![0] as { onLogin: () => void }
    await act(async () => {
      appData.data = { ...appData.data!, user: member }
      onLogin()
    })
    expect(await screen.findByRole('dialog', { name: 'Bonus card' })).toBeInTheDocument()
  })

  it('asks a guest without a card code to sign in', async () => {
    const { user } = await openCard(data({ idUser: null, idDevice: 1 }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(dialog).toHaveAccessibleDescription('Sign in to get your bonus card and collect points')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Bonus card' })).not.toBeInTheDocument()
  })

  it('shows a guest with a card code the card when registration is not demanded', async () => {
    await openCard(data(guest))
    expect(await screen.findByRole('dialog', { name: 'Bonus card' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks a member without the required e-mail to fill in the profile', async () => {
    const { user } = await openCard(data(member, emailRequired))
    const dialog = await screen.findByRole('alertdialog', { name: 'Fill in your profile' })
    expect(dialog).toHaveAccessibleDescription('Please add your e-mail to the profile first')
    expect(screen.queryByRole('dialog', { name: 'Bonus card' })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Fill in' }))
    expect(await screen.findByRole('heading', { name: 'Edit profile screen' })).toBeInTheDocument()
    expect(location.pathname).toBe('/profile/edit')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Bonus card' })).not.toBeInTheDocument()
  })

  it('Cancel in the fill-in dialog stays where the user was', async () => {
    const { user } = await openCard(data(member, emailRequired))
    const dialog = await screen.findByRole('alertdialog', { name: 'Fill in your profile' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(location.pathname).toBe('/')
  })

  it('shows the card to a member who has the required e-mail', async () => {
    await openCard(data({ ...member, email: 'anna@example.com' }, emailRequired))
    expect(await screen.findByRole('dialog', { name: 'Bonus card' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('shows the card when e-mail is asked for but optional', async () => {
    await openCard(data(member, { modules: { auth: { email: true, emailRequired: false } } }))
    expect(await screen.findByRole('dialog', { name: 'Bonus card' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
