// fresh fork: the splash element and its timers (in a shared worker an earlier file's shell
// faded a later test's splash once: a whole run, session 13)
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { FORCE_VISIBLE_AFTER, LOADING_TIMEOUT } from '../../src/app/boot.ts'
import { SPLASH_FADE, SPLASH_HIDE_DEFAULT } from '../../src/app/splash.ts'
import { appEvents, on } from '../../src/core/events.ts'
import { overlay } from '../../src/core/overlay.ts'
import { session } from '../../src/core/state/session.ts'
import { ui } from '../../src/core/state/ui.ts'
import { appData } from '../../src/core/state/app-data.ts'
import type { AppData } from '../../src/core/state/types.ts'
import { readJson, storageKeys } from '../../src/core/storage/storage.ts'
import { brandAppData, fakeModule, fakeScreen, testModuleTable } from '../helpers/app-data.ts'
import { networkError, pending, serverError } from '../helpers/network.ts'
import { flush, renderApp } from '../helpers/render-app.tsx'

/** What the server answered an iPhone before issue 10: the whole user agent was the model. */
const modelTooLong = serverError('поле «model»: макс. кол-во символов 128', 400)

/** A route whose answer the test decides later. */
function deferred() {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null
  const route = () =>
    new Promise((resolve, reject) => {
      settle = { resolve, reject }
    })
  return {
    route,
    resolve: (answer: unknown) => settle!.resolve(answer),
    fail: () => settle!.reject(new TypeError('Failed to fetch')),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('startup', () => {
  it('shows the app at once from cached app data, then refreshes it in the background', async () => {
    const data = brandAppData()
    const { net } = await renderApp(data, { modules: testModuleTable(), network: { app: pending } })
    expect(ui.startup.visible).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(net.calls('app')).toHaveLength(1)
    expect(net.calls('app')[0]!.body).toEqual({ location: location.href })
  })

  it('without a cache and a failing network shows connection error and a retry button', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { net } = await renderApp(null, {
      network: { app: networkError },
      modules: testModuleTable(),
    })
    expect(screen.getByText('connection error')).toBeInTheDocument()
    const retry = screen.getByRole('button', { name: 'Retry' })
    expect(ui.startup.visible).toBe(true)

    // Retry restarts device registration and loading.
    const registrations = net.calls('device-register').length
    net.set('app', brandAppData())
    fireEvent.click(retry)
    await flush()
    expect(net.calls('device-register').length).toBeGreaterThan(registrations)
    expect(appData.data?.settings.name).toBe('Test Brand')
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()
  })

  it('keeps the progress bar for up to 20 s, visible after 8 s, then connection error', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    await renderApp(null, { network: { app: pending, 'device-register': pending } })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    expect(ui.startup.visible).toBe(false)
    await vi.advanceTimersByTimeAsync(FORCE_VISIBLE_AFTER)
    expect(ui.startup.visible).toBe(true)
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(LOADING_TIMEOUT - FORCE_VISIBLE_AFTER)
    await flush()
    expect(screen.getByText('connection error')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('reloads app data after the update interval, checked every 10 s', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const data = brandAppData({ modules: { home: {}, app: { updateInterval: 60 } } })
    const { net } = await renderApp(data, { modules: testModuleTable() })
    const before = net.calls('app').length
    await vi.advanceTimersByTimeAsync(50_000)
    expect(net.calls('app').length).toBe(before)
    await vi.advanceTimersByTimeAsync(20_000)
    await flush()
    expect(net.calls('app').length).toBe(before + 1)
  })

  it('a failed first registration still opens the home screen for a guest (no token needed)', async () => {
    const failed = vi.fn()
    const stop = on(appEvents.deviceFailed, failed)
    const data = brandAppData()
    const { net } = await renderApp(data, {
      cache: false,
      modules: testModuleTable(),
      network: { 'device-register': modelTooLong },
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()
    expect(ui.startup).toMatchObject({ visible: true, phase: 'ready' })
    // spec (accounts §4): a flag and an event; no dialog for a first attempt.
    expect(session.deviceFailed).toBe(true)
    expect(failed).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // App data came without a token: the guest's.
    expect(net.calls('app')).toHaveLength(1)
    expect(net.calls('app')[0]!.headers.authorization).toBeUndefined()
    stop()
  })

  it('retries a failed registration when the network returns, then reloads app data as the device', async () => {
    const { net } = await renderApp(brandAppData(), {
      cache: false,
      modules: testModuleTable(),
      network: { 'device-register': networkError },
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    const apps = net.calls('app').length
    net.set('device-register', { status: 'ok', user: { idDevice: 9 }, authToken: 'late-token' })
    act(() => void dispatchEvent(new Event('online')))
    await flush()
    expect(net.calls('device-register')).toHaveLength(2)
    expect(session.token).toBe('late-token')
    expect(session.deviceFailed).toBe(false)
    expect(net.calls('app')).toHaveLength(apps + 1)
    expect(net.calls('app').at(-1)!.headers.authorization).toContain('late-token')
  })

  it('retries a failed registration on the way to sign in (signing in needs the token)', async () => {
    const modules = testModuleTable({
      auth: fakeModule('auth', {
        url: '/profile/',
        routes: [
          { path: '/profile/', screen: fakeScreen('Profile screen') },
          { path: '/auth', screen: fakeScreen('Sign-in screen') },
        ],
      }),
    })
    const data = brandAppData({ modules: { home: {}, news: {}, panelmenu: {}, auth: {} } })
    const { net } = await renderApp(data, {
      cache: false,
      modules,
      network: { 'device-register': modelTooLong },
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(net.calls('device-register')).toHaveLength(1)
    net.set('device-register', { status: 'ok', user: { idDevice: 9 }, authToken: 'late-token' })
    act(() => history.pushState(null, '', '/auth'))
    await flush()
    expect(net.calls('device-register')).toHaveLength(2)
    expect(session.token).toBe('late-token')
  })

  it('shows connection error and «Retry» only when neither the device nor app data loads', async () => {
    const failed = vi.fn()
    const stop = on(appEvents.deviceFailed, failed)
    const { net } = await renderApp(null, {
      modules: testModuleTable(),
      network: { 'device-register': networkError, app: networkError },
    })
    expect(screen.getByText('connection error')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(ui.startup.visible).toBe(true)
    expect(failed).toHaveBeenCalledOnce()
    // The first failure is quiet (spec: the dialog is only for a retry).
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // The guest tried app data without a token anyway.
    expect(net.calls('app')).toHaveLength(1)
    stop()
  })

  it('a first start asks for app data and registers the device at once, and asks app data once', async () => {
    const register = deferred()
    const data = brandAppData()
    const { net } = await renderApp(data, {
      cache: false,
      modules: testModuleTable(),
      network: { 'device-register': register.route },
    })
    // Issue 16: app data does not wait for the registration (in parallel, not in series).
    expect(net.calls('device-register')).toHaveLength(1)
    expect(net.calls('app')).toHaveLength(1)
    expect(net.calls('app')[0]!.headers.authorization).toBeUndefined()
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    register.resolve({ status: 'ok', user: { idDevice: 9 }, authToken: 'new-device' })
    await flush()
    expect(session.token).toBe('new-device')
    // The device's app data is the guest's with the device's id: no second call (issue 16).
    expect(net.calls('app')).toHaveLength(1)
    expect(appData.data?.user).toMatchObject({ idUser: null, idDevice: 9 })
    expect(readJson<AppData | null>(storageKeys.appData, null)?.user).toMatchObject({
      idDevice: 9,
    })
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
  })

  it('a first start whose registration answers before app data still asks app data once', async () => {
    const app = deferred()
    const { net } = await renderApp(brandAppData(), {
      cache: false,
      modules: testModuleTable(),
      network: { app: app.route },
      waitForModules: false,
    })
    expect(session.token).not.toBeNull()
    expect(net.calls('device-register')).toHaveLength(1)
    expect(net.calls('app')).toHaveLength(1)
    app.resolve(brandAppData())
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    await flush()
    expect(net.calls('app')).toHaveLength(1)
    expect(appData.data?.user).toMatchObject({ idUser: null, idDevice: 7 })
  })

  it('with a token registers the device and loads app data at once, once each', async () => {
    const register = deferred()
    const { net } = await renderApp(brandAppData(), {
      token: 'known',
      modules: testModuleTable(),
      network: { app: pending, 'device-register': register.route },
    })
    expect(net.calls('device-register')).toHaveLength(1)
    expect(net.calls('app')).toHaveLength(1)
    expect(net.calls('app')[0]!.headers.authorization).toContain('known')
    register.resolve({ status: 'ok', user: { idDevice: 9 }, authToken: 'known' })
    await flush()
    expect(net.calls('app')).toHaveLength(1)
  })

  it('«Retry» shows the loader while it registers and the error dialog when it fails again', async () => {
    const register = deferred()
    const { net } = await renderApp(null, {
      modules: testModuleTable(),
      network: { 'device-register': networkError, app: networkError },
    })
    net.set('device-register', register.route)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await flush()
    // The loader: the busy layer over the loading screen's progress bar.
    expect(overlay.busy).not.toBeNull()
    expect(screen.getAllByRole('progressbar', { name: 'Loading' }).length).toBeGreaterThan(0)
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()

    register.fail()
    await flush()
    expect(overlay.busy).toBeNull()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Failed to connect to the server. Please check your internet connection or try again later.',
    )
    expect(screen.getByText('connection error')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

describe('splash', () => {
  /** index.html's splash element, painted before any script. */
  function addSplash(): HTMLElement {
    const el = document.createElement('div')
    el.id = 'splash'
    document.body.append(el)
    onTestFinished(() => el.remove())
    return el
  }

  it('with cached app data hides after splashHideTimeout, without waiting for fresh data', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const splash = addSplash()
    await renderApp(brandAppData(), { modules: testModuleTable(), network: { app: pending } })
    expect(splash.isConnected).toBe(true)
    await vi.advanceTimersByTimeAsync(SPLASH_HIDE_DEFAULT)
    expect(splash.dataset.state).toBe('fading')
    await vi.advanceTimersByTimeAsync(SPLASH_FADE)
    expect(splash.isConnected).toBe(false)
  })

  it('its skeleton takes the brand’s colours from cached app data, before any call answers', async () => {
    const splash = addSplash()
    await renderApp(brandAppData(), { modules: testModuleTable(), network: { app: pending } })
    expect(splash).toHaveAttribute('data-brand')
  })

  it('stays neutral on a first start (nothing cached)', async () => {
    const splash = addSplash()
    await renderApp(null, { network: { app: pending, 'device-register': pending } })
    expect(splash).not.toHaveAttribute('data-brand')
  })

  it('without a cache stays until app data arrives, then hides after splashHideTimeout', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const splash = addSplash()
    let answer: (data: unknown) => void = () => {}
    const data = brandAppData({ splashHideTimeout: 300 })
    await renderApp(null, {
      modules: testModuleTable(),
      network: { app: () => new Promise((resolve) => (answer = resolve)) },
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(splash.dataset.state).toBeUndefined()
    answer(data)
    await flush()
    expect(splash.dataset.state).toBeUndefined()
    await vi.advanceTimersByTimeAsync(300)
    expect(splash.dataset.state).toBe('fading')
    await vi.advanceTimersByTimeAsync(SPLASH_FADE)
    expect(splash.isConnected).toBe(false)
  })
})
