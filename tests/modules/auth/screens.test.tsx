/**
 * The auth screens in the whole shell, with a stubbed network: the sign-in popup other modules
 * ask for, the phone screen's network retry, the code and PIN screens, the profile, the
 * digital-receipt toggle, logout, the age check and the welcome screen.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { appEvents, emit, on } from '../../../src/core/events.ts'
import { appData } from '../../../src/core/state/app-data.ts'
import { session } from '../../../src/core/state/session.ts'
import type { AppData, AppDataInput, ModuleSettings, User } from '../../../src/core/state/types.ts'
import { readJson } from '../../../src/core/storage/storage.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { networkError, serverError } from '../../helpers/network.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'

const authModule = () => import('../../../src/modules/auth/index.ts').then((m) => m.authModule)

const signedInUser: User = {
  idUser: 42,
  idDevice: 7,
  username: '79990000001',
  fName: 'Анна',
  lName: 'Петрова',
  display_name: 'Анна Петрова',
  bday: '1990-03-05',
  email: 'anna@example.org',
  sendReceiptToEmail: false,
  bonus: 1250,
  groupName: 'Серебро',
  groupBonus: 7,
}

const severalRegions = { list: [{ domain: 'a' }, { domain: 'b' }] }

/**
 * A brand with the auth module. It lists several regions (no welcome screen) unless `welcome`;
 * the age check only comes with useAgeDisclaimer.
 */
function brand(
  auth: ModuleSettings = {},
  rest: Partial<AppData> = {},
  welcome = false,
): AppDataInput {
  return brandAppData(
    {
      tabbar: ['home', 'auth', 'panelmenu'],
      menu: ['home', 'auth'],
      modules: {
        home: {},
        panelmenu: {},
        auth: { type: 'sms', successTimeout: 20, ...auth },
        ...(welcome ? {} : { related: severalRegions }),
      },
    },
    rest,
  )
}

function table() {
  return { ...testModuleTable(), auth: authModule }
}

describe('the sign-in popup other modules ask for', () => {
  it('signs in by code, closes after the success screen, then runs onLogin once', async () => {
    const data = brand()
    const onLogin = vi.fn()
    const { user, net } = await renderApp(data, {
      modules: table(),
      network: {
        'check-if-user-exists': { status: 'ok', exists: true },
        'user-send-sms': { status: 'ok', channel: 'sms', nextAttemptSMS: true, length: 5 },
        'user-auth': (call) =>
          (call.body as { password: string }).password === '24680'
            ? { status: 'ok', authToken: 'user-token' }
            : serverError('Указан неверный код', 400)(),
      },
    })
    act(() => emit(appEvents.loginRequested, { onLogin }))
    const popup = await screen.findByRole('dialog', { name: 'Sign in' })
    // the popup's steps are their own chunk: the first load may take a while under test (the
    // 15 s ceiling of tests/setup.ts; the 5 s this had failed under load)
    const phone = await within(popup).findByLabelText('Phone number')
    await user.type(phone, '89990000001')
    expect(phone).toHaveValue('+7 (999) 000-00-01')
    net.set('app', { ...data, user: signedInUser })
    await user.click(within(popup).getByRole('button', { name: 'Continue' }))
    const code = await within(popup).findByLabelText('Code from the SMS')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await waitFor(() => expect(net.calls('user-send-sms')).toHaveLength(1))
    expect(net.calls('user-send-sms')[0]!.body).toMatchObject({ username: '79990000001' })
    await user.type(code, '24680')
    expect(await within(popup).findByRole('status')).toHaveTextContent('You are signed in')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull())
    expect(onLogin).toHaveBeenCalledTimes(1)
    expect(session.token).toBe('user-token')
    expect(appData.data?.user?.idUser).toBe(42)
  })

  it('a signed-in user gets the callback at once; a closed popup forgets it', async () => {
    const onLogin = vi.fn()
    await renderApp(brand({}, { user: signedInUser }), { modules: table() })
    act(() => emit(appEvents.loginRequested, { onLogin }))
    expect(onLogin).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull()
  })
})

describe('phone screen', () => {
  it('says the bad-phone message for a short number', async () => {
    const { user } = await renderApp(brand(), { modules: table(), url: 'http://localhost/auth' })
    await user.type(await screen.findByLabelText('Phone number'), '7999')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid phone number')
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
  })

  it('offers Repeat, disabled through a 15-second countdown, on a network error', async () => {
    const { user, net } = await renderApp(brand(), {
      modules: table(),
      url: 'http://localhost/auth',
      network: { 'check-if-user-exists': networkError },
    })
    // the phone step is its own chunk: its first load waits up to tests/setup.ts's 15 s
    const phone = await screen.findByLabelText('Phone number')
    await user.type(phone, '79990000001')
    // The countdown runs on a fake clock from here: no 15 s of real waiting.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await flush()
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('Failed to connect to the server')
    const repeat = within(dialog).getByRole('button', { name: /^Repeat \(15\)$/ })
    expect(repeat).toBeDisabled()
    net.set('check-if-user-exists', { status: 'ok', exists: false })
    // one second at a time: each tick schedules the next once React has rendered
    const tick = () => act(() => vi.advanceTimersByTimeAsync(1_000))
    for (let s = 15; s > 1; s--) await tick()
    expect(within(dialog).getByRole('button', { name: /^Repeat \(1\)$/ })).toBeDisabled()
    await tick()
    const enabled = within(dialog).getByRole('button', { name: 'Repeat' })
    expect(enabled).toBeEnabled()
    fireEvent.click(enabled)
    await flush()
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument()
  })
})

describe('code screen', () => {
  it('clears a refused code and shows the server’s words', async () => {
    const { user } = await renderApp(brand({ type: 'call' }), {
      modules: table(),
      url: 'http://localhost/auth/pincode?phone=79990000002',
      network: {
        'user-send-sms': { status: 'ok', channel: 'call', nextAttemptSMS: true, length: 4 },
        'user-auth': serverError('Неверные 4 последние цифры номера', 400),
      },
    })
    const input = await screen.findByLabelText('Last 4 digits of the number')
    await user.type(input, '1234')
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Неверные 4 последние цифры номера')
    expect(input).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(input).toHaveFocus())
    // the resend waits for the timer
    expect(screen.getByText(/You can get a new code in \d+ s/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull()
  })
})

describe('PIN pad', () => {
  it('a repeat that does not match shows the alert and clears both entries', async () => {
    const { user } = await renderApp(brand({ usePincode: true, pinLength: 4 }), {
      modules: table(),
      url: 'http://localhost/auth/pin?phone=79990000001&mode=set',
    })
    const pad = await screen.findByRole('group', { name: 'Digital keypad' })
    const tap = async (pin: string) => {
      for (const d of pin) await user.click(within(pad).getByRole('button', { name: d }))
    }
    expect(screen.getByRole('heading', { name: 'Create a PIN' })).toBeInTheDocument()
    await tap('1234')
    expect(screen.getByRole('heading', { name: 'Repeat the PIN' })).toBeInTheDocument()
    await tap('4321')
    const alert = await screen.findByRole('alertdialog')
    expect(alert).toHaveTextContent('The PINs do not match')
    await user.click(within(alert).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('heading', { name: 'Create a PIN' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: '0 of 4 digits entered' })).toBeInTheDocument()
  })
})

describe('profile', () => {
  const auth = { email: true, receiptToEmailModuleEnabled: true, usePincode: true }

  it('shows the group, balance, phone, name, long birthday, e-mail and user id', async () => {
    await renderApp(brand(auth, { user: signedInUser }), {
      modules: table(),
      url: 'http://localhost/profile/',
    })
    expect(await screen.findByText('Серебро')).toBeInTheDocument()
    expect(screen.getByText('7% back in points')).toBeInTheDocument()
    // an English profile groups thousands with a comma (issue 12, session 15)
    expect(screen.getByText('1,250')).toBeInTheDocument()
    expect(screen.getByText('+7 (999) 000-00-01')).toBeInTheDocument()
    expect(screen.getByText('Анна Петрова')).toBeInTheDocument()
    expect(screen.getByText('5 March 1990')).toBeInTheDocument()
    expect(screen.getByText('anna@example.org')).toBeInTheDocument()
    expect(screen.getByText('42')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
  })

  it('shows whole points whole on a brand whose prices have decimals (46, never 46.00; issue 12)', async () => {
    const data = brandAppData(
      {
        tabbar: ['home', 'auth', 'panelmenu'],
        menu: ['home', 'auth'],
        modules: { home: {}, panelmenu: {}, auth: { type: 'sms' }, related: severalRegions },
        decimal: 2,
      },
      { user: { ...signedInUser, bonus: 46 } },
    )
    await renderApp(data, { modules: table(), url: 'http://localhost/profile/' })
    expect(await screen.findByText('46')).toBeInTheDocument()
    expect(screen.queryByText('46.00')).not.toBeInTheDocument()
  })

  it('flips the receipt toggle at once and reverts it when the server fails', async () => {
    let fail = false
    const { user, net } = await renderApp(brand(auth, { user: signedInUser }), {
      modules: table(),
      url: 'http://localhost/profile/',
      network: {
        'set-receipt-saving': (call) =>
          fail ? networkError() : { status: 'ok', value: (call.body as { state: boolean }).state },
      },
    })
    const toggle = await screen.findByRole('switch', { name: /Digital receipts by e-mail/ })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(toggle).toBeChecked()
    await waitFor(() => expect(net.calls('set-receipt-saving')).toHaveLength(1))
    expect(net.calls('set-receipt-saving')[0]!.body).toEqual({ state: true })
    fail = true
    await user.click(toggle)
    await waitFor(() => expect(net.calls('set-receipt-saving')).toHaveLength(2))
    await waitFor(() => expect(toggle).toBeChecked())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('disables the receipt toggle without an e-mail', async () => {
    await renderApp(brand(auth, { user: { ...signedInUser, email: '' } }), {
      modules: table(),
      url: 'http://localhost/profile/',
    })
    expect(await screen.findByRole('switch', { name: /Digital receipts/ })).toBeDisabled()
    expect(screen.getByText('Add an e-mail to your profile to get receipts')).toBeInTheDocument()
  })

  it('logs out after a confirmation: the server revokes the token, the session forgets it', async () => {
    const { user, net } = await renderApp(brand(auth, { user: signedInUser }), {
      modules: table(),
      url: 'http://localhost/profile/',
      token: 'user-token',
      network: { 'user-logout': { status: 'ok' } },
    })
    const loggedOut = vi.fn()
    onTestFinished(on(appEvents.logout, loggedOut))
    const token = session.token
    await user.click(await screen.findByRole('button', { name: 'Log out' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Log out?' })
    expect(net.calls('user-logout')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(loggedOut).toHaveBeenCalledTimes(1))
    expect(net.calls('user-logout')).toHaveLength(1)
    expect(net.calls('user-logout')[0]!.headers.authorization).toBe(`Bearer ${token}`)
  })

  it('a guest gets the phone screen there', async () => {
    await renderApp(brand(auth), { modules: table(), url: 'http://localhost/profile/' })
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+')
  })
})

describe('screen titles (issue 12: sign-in titled with the profile’s own title)', () => {
  // The brand's auth title is the profile's; a guest signing in reads the sign-in title, as the
  // tab reads 'Sign in' for a guest.
  const titled = { title: 'My page' }

  it('a guest on the profile tab reads «Sign in», not the brand’s profile title', async () => {
    await renderApp(brand(titled), { modules: table(), url: 'http://localhost/profile/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'My page' })).not.toBeInTheDocument()
  })

  it('the sign-in page reads «Sign in» too', async () => {
    await renderApp(brand(titled), { modules: table(), url: 'http://localhost/auth' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'My page' })).not.toBeInTheDocument()
  })

  it('a signed-in person’s profile keeps the brand’s title', async () => {
    await renderApp(brand(titled, { user: signedInUser }), {
      modules: table(),
      url: 'http://localhost/profile/',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument()
  })
})

describe('startup screens (age check, welcome)', () => {
  it('asks a guest’s age; yes is kept for good', async () => {
    const { user } = await renderApp(brand({ useAgeDisclaimer: true, ageLimit: 18 }), {
      modules: table(),
    })
    const age = await screen.findByRole('dialog', { name: 'Age check' })
    expect(age).toHaveTextContent('Are you 18 or older?')
    expect(document.querySelector('.startup-gated')).toHaveAttribute('inert')
    await user.click(within(age).getByRole('button', { name: 'Yes' }))
    expect(readJson('ageCheck', false)).toBe(true)
    await waitFor(() =>
      expect(document.querySelector('.startup-gated')).not.toHaveAttribute('inert'),
    )
  })

  it('no leads to the not-passed screen', async () => {
    const { user } = await renderApp(brand({ useAgeDisclaimer: true, ageLimit: 21 }), {
      modules: table(),
    })
    await user.click(await screen.findByRole('button', { name: 'No' }))
    expect(
      screen.getByText('Sorry, the app is only for people aged 21 and over'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(readJson('ageCheck', null)).toBeNull()
  })

  it('is not asked of a signed-in user', async () => {
    await renderApp(brand({ useAgeDisclaimer: true, ageLimit: 18 }, { user: signedInUser }), {
      modules: table(),
    })
    await screen.findByRole('navigation', { name: 'Tabs' })
    expect(screen.queryByRole('dialog', { name: 'Age check' })).toBeNull()
  })

  it('welcomes on the first run, with sign-in and a close action', async () => {
    const { user } = await renderApp(brand({}, {}, true), { modules: table() })
    const welcome = await screen.findByRole('dialog', { name: 'Welcome!' })
    await user.click(within(welcome).getByRole('button', { name: 'Not now' }))
    expect(readJson('secondRun', false)).toBe(true)
    expect(screen.queryByRole('dialog', { name: 'Welcome!' })).toBeNull()
  })

  it('welcome’s sign-in opens the sign-in popup', async () => {
    const { user } = await renderApp(brand({}, {}, true), { modules: table() })
    const welcome = await screen.findByRole('dialog', { name: 'Welcome!' })
    await user.click(within(welcome).getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('no welcome when the region module lists several regions', async () => {
    await renderApp(brand(), { modules: table() })
    await screen.findByRole('navigation', { name: 'Tabs' })
    expect(screen.queryByRole('dialog', { name: 'Welcome!' })).toBeNull()
  })
})

describe('garbled answers (issue 10)', () => {
  const html = () =>
    new Response('<html><body>Service Unavailable</body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    })

  it('a garbled check-if-user-exists shows the error, not the registration', async () => {
    const { user } = await renderApp(brand(), {
      modules: table(),
      url: 'http://localhost/auth',
      network: { 'check-if-user-exists': { status: 'ok' } },
    })
    await user.type(await screen.findByLabelText('Phone number'), '79990000001')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('An error occurred on the server. Please try again.')
    expect(screen.queryByRole('heading', { name: 'Registration' })).toBeNull()
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument()
  })

  it('a garbled user-auth shows the error and stays signed out on the password screen', async () => {
    const { user } = await renderApp(brand({ type: 'base' }), {
      modules: table(),
      url: 'http://localhost/auth',
      network: { 'check-if-user-exists': { status: 'ok', exists: true }, 'user-auth': html },
    })
    await user.type(await screen.findByLabelText('Phone number'), '79990000001')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('An error occurred on the server. Please try again.')
    expect(session.token).not.toBe('user-token')
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it('a reset-password answered with a bare ok still says what was sent, never an empty note', async () => {
    const { user } = await renderApp(brand({ type: 'base' }), {
      modules: table(),
      url: 'http://localhost/auth',
      network: {
        'check-if-user-exists': { status: 'ok', exists: true },
        'reset-password': { status: 'ok' },
      },
    })
    await user.type(await screen.findByLabelText('Phone number'), '79990000001')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }))
    expect(await screen.findByText('A new password has been sent by SMS')).toBeInTheDocument()
  })
})
