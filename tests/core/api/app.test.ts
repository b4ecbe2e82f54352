import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiContext } from '../../../src/core/api/context.ts'
import { forgetFlights } from '../../../src/core/api/single-flight.ts'
import { fetchAppData } from '../../../src/core/api/app.ts'
import { normaliseAppData } from '../../../src/core/api/app-normalise.ts'
import { appEvents, on } from '../../../src/core/events.ts'
import { appData, forgetUser, loadAppData, resetAppData } from '../../../src/core/state/app-data.ts'
import { setAppData } from '../../../src/core/state/app-data-inject.ts'
import { readJson, storageKeys } from '../../../src/core/storage/storage.ts'
import { configureTestApi, DEMO_API, networkError, stubNetwork } from '../../helpers/network.ts'
import { waitUntil } from '../../helpers/wait.ts'

let context: ApiContext

beforeEach(() => {
  context = configureTestApi('tok', DEMO_API)
  forgetFlights()
  resetAppData()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('normaliseAppData', () => {
  const raw = {
    status: 'ok',
    settings: {
      'app.name': 'Pizza',
      'app.fullscreenLogo': true,
      fullscreenLogoParallax: true,
      hideTitleWhenFullscreenLogo: true,
      modules: { home: {} },
    },
    user: { idUser: 5 },
  }

  it('strips the app. prefix and adds the client timestamp', () => {
    const { data } = normaliseAppData(raw, { width: 390, now: 1234 })
    expect(data.settings.name).toBe('Pizza')
    expect(data.settings['app.name']).toBeUndefined()
    expect(data.timestamp).toBe(1234)
    expect(data.status).toBeUndefined()
    expect(data.user?.idUser).toBe(5)
  })

  it('keeps the fullscreen logo on narrow screens and disables it over 600 px', () => {
    expect(normaliseAppData(raw, { width: 600, now: 0 }).data.settings.fullscreenLogo).toBe(true)
    const wide = normaliseAppData(raw, { width: 601, now: 0 }).data.settings
    expect(wide.fullscreenLogo).toBe(false)
    expect(wide.fullscreenLogoParallax).toBe(false)
    expect(wide.hideTitleWhenFullscreenLogo).toBe(false)
  })
})

describe('app data loading', () => {
  it('posts the page location with the spec headers and shares a load in flight', async () => {
    const net = stubNetwork({ app: { settings: { 'app.name': 'X', modules: {} } } })
    const [a, b] = await Promise.all([fetchAppData(), fetchAppData()])
    expect(a).toBe(b)
    const calls = net.calls('app')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.body).toEqual({ location: window.location.href })
    expect(calls[0]!.headers).toMatchObject({
      'accept-language': 'ru',
      'app-version': '1.2.2',
      authorization: 'Bearer tok',
      'mini-app': '1',
    })
    await fetchAppData()
    expect(net.calls('app')).toHaveLength(2)
  })

  it('stores and caches the data and emits app-data:loaded 100 ms later', async () => {
    stubNetwork({ app: { settings: { name: 'Y', modules: {} } } })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const loaded = vi.fn()
    const stop = on(appEvents.appDataLoaded, loaded)
    const data = await loadAppData()
    expect(appData.status).toBe('loaded')
    expect(data?.timestamp).toEqual(expect.any(Number))
    expect(appData.data?.settings.name).toBe('Y')
    expect(
      readJson<{ settings: { name: string } }>(storageKeys.appData, null as never).settings.name,
    ).toBe('Y')
    expect(loaded).not.toHaveBeenCalled()
    vi.advanceTimersByTime(99)
    expect(loaded).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(loaded).toHaveBeenCalledWith(data)
    stop()
  })

  it('keeps cached data on failure, sets failed and emits app-data:failed', async () => {
    stubNetwork({ app: networkError })
    setAppData({ settings: { modules: {}, name: 'cached' } })
    const failed = vi.fn()
    const stop = on(appEvents.appDataFailed, failed)
    expect(await loadAppData()).toBeNull()
    expect(appData.status).toBe('failed')
    expect(appData.data?.settings.name).toBe('cached')
    expect(failed).toHaveBeenCalledOnce()
    stop()
  })
})

/**
 * A logout while app data for the signed-in customer is still on its way (a slow start on a busy
 * phone): the late answer must not sign them back in (CI found the profile still signed in).
 */
describe('app data across a logout', () => {
  const settings = { 'app.name': 'X', modules: {} }

  it('the load after a logout does not join the one made with the old token, whose late answer is dropped', async () => {
    let answerOld!: (body: unknown) => void
    const net = stubNetwork({
      app: (call) =>
        call.headers.authorization === 'Bearer user-token'
          ? new Promise((resolve) => (answerOld = resolve))
          : { settings, user: null },
    })
    context.token = 'user-token'
    const startup = loadAppData()
    await waitUntil(() => expect(net.calls('app')).toHaveLength(1))
    context.token = 'guest-token'
    const afterLogout = await loadAppData()
    expect(net.calls('app')).toHaveLength(2)
    expect(afterLogout?.user).toBeNull()
    answerOld({ settings, user: { idUser: 5 } })
    await startup
    expect(appData.data?.user).toBeNull()
    expect(appData.status).toBe('loaded')
    expect(readJson<{ user: unknown }>(storageKeys.appData, null as never).user).toBeNull()
  })

  it('forgetUser shows a guest at once, in the cache too, and drops the answer still on its way', async () => {
    let answer!: (body: unknown) => void
    stubNetwork({ app: () => new Promise((resolve) => (answer = resolve)) })
    setAppData({ settings, user: { idUser: 5 } }, { persist: true })
    const loading = loadAppData()
    expect(appData.status).toBe('loading')
    forgetUser()
    expect(appData.data?.user).toBeNull()
    expect(appData.data?.settings.name).toBe('X')
    expect(appData.status).toBe('loaded')
    expect(readJson<{ user: unknown }>(storageKeys.appData, null as never).user).toBeNull()
    await waitUntil(() => expect(answer).toBeTypeOf('function'))
    answer({ settings, user: { idUser: 5 } })
    await loading
    expect(appData.data?.user).toBeNull()
  })
})
