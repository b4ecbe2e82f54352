/**
 * The web push subscription (spec shell-data §4 Push tags): with permission already granted the
 * app subscribes with the server's key at start without asking, sends set-user-push-token with
 * the version 3 tag, sends nothing again while nothing changed, and removes the tags after a
 * sign-out. PushManager, Notification and the service worker are stubbed (jsdom has none).
 */
import { act, screen, waitFor } from '@testing-library/react'
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAppData } from '../../../src/core/state/app-data.ts'
import { brandAppData, fakeModule, testModuleTable } from '../../helpers/app-data.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'

const KEY = `B${'A'.repeat(86)}`

const notifications = () =>
  import('../../../src/modules/notifications/index.ts').then((m) => m.notificationsModule)

let subscribe: ReturnType<typeof vi.fn>
let requestPermission: ReturnType<typeof vi.fn>
let current: unknown = null

beforeEach(() => {
  current = null
  requestPermission = vi.fn(async () => 'granted')
  subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
      options: { applicationServerKey: options.applicationServerKey.buffer },
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
        expirationTime: null,
        keys: { p256dh: KEY, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      }),
      unsubscribe: async () => true,
    }
    return current
  })
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission })
  vi.stubGlobal('PushManager', class {})
  const registration = { pushManager: { subscribe, getSubscription: async () => current } }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const settings = (vapidPublicKey = KEY) => ({
  tabbar: ['home', 'panelmenu'],
  menu: ['home', 'panelmenu'],
  modules: { home: {}, panelmenu: {}, notifications: { version: 3, vapidPublicKey } },
})

describe('web push subscription', () => {
  it('subscribes at start without asking, sends the tags once, and removes them after sign-out', async () => {
    let signedIn = true
    const app = () =>
      brandAppData(settings(), {
        user: signedIn
          ? { idUser: 42, idDevice: 1, username: '79990000001' }
          : { idUser: null, idDevice: 1 },
      })
    const { net } = await renderApp(app(), {
      modules: { ...testModuleTable(), notifications },
      token: 'user-token',
      network: {
        app: () => ({ status: 'ok', ...app() }),
        'set-user-push-token': { status: 'ok' },
      },
    })
    await waitFor(() => expect(net.calls('set-user-push-token').length).toBeGreaterThan(0))
    expect(requestPermission).not.toHaveBeenCalled()
    expect(subscribe).toHaveBeenCalledTimes(1)
    const first = net.calls('set-user-push-token')[0]!.body
    expect(first).toMatchObject({
      pushToken: 'https://fcm.googleapis.com/fcm/send/unit',
      tags: { user: createHash('md5').update('79990000001').digest('hex') },
    })
    const sent = net.calls('set-user-push-token').length

    // Nothing changed: app data loads again, nothing is sent.
    await act(() => loadAppData())
    await flush()
    expect(net.calls('set-user-push-token')).toHaveLength(sent)

    // Signed out: the same subscription without tags.
    signedIn = false
    await act(() => loadAppData())
    await waitFor(() => expect(net.calls('set-user-push-token')).toHaveLength(sent + 1))
    expect(net.calls('set-user-push-token').at(-1)!.body).toEqual({
      pushToken: 'https://fcm.googleapis.com/fcm/send/unit',
      subscription: expect.objectContaining({
        endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
      }),
      tags: {},
    })
    expect(subscribe).toHaveBeenCalledTimes(1)
  })

  it('without permission granted it neither asks by itself nor subscribes', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    const { net } = await renderApp(
      brandAppData(settings(), { user: { idUser: 42, idDevice: 1, username: '79990000001' } }),
      {
        modules: { ...testModuleTable(), notifications },
        token: 'user-token',
        network: { 'set-user-push-token': { status: 'ok' } },
      },
    )
    await flush(40)
    expect(requestPermission).not.toHaveBeenCalled()
    expect(subscribe).not.toHaveBeenCalled()
    expect(net.calls('set-user-push-token')).toHaveLength(0)
  })
})

describe('the offer to turn notifications on (issue 12, session 15)', () => {
  const offer = async (modules: Record<string, unknown>) => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission })
    const base = settings()
    await renderApp(
      brandAppData(
        { ...base, modules: { ...base.modules, ...modules } },
        { user: { idUser: 42, idDevice: 1, username: '79990000001' } },
      ),
      {
        // a stand-in catalog where the brand has one (no «unknown module» in the log)
        modules: {
          ...testModuleTable('catalog' in modules ? { catalog: fakeModule('catalog') } : {}),
          notifications,
        },
        token: 'user-token',
        url: 'http://localhost:3000/notifications/',
        network: {
          'set-user-push-token': { status: 'ok' },
          'get-user-pushes': { status: 'ok', pushes: [] },
        },
      },
    )
    return screen.findByRole('region', { name: 'Push notifications' })
  }

  it('a brand without a catalog (coffee) is promised no news of orders it never takes', async () => {
    const region = await offer({})
    expect(region).toHaveTextContent('Turn on notifications to hear about gifts and offers first')
    expect(region).not.toHaveTextContent(/orders/)
  })

  it('a brand with a catalog promises news of your orders too', async () => {
    const region = await offer({ catalog: {} })
    expect(region).toHaveTextContent(
      'Turn on notifications to hear about gifts, offers and your orders first',
    )
  })
})
