import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../src/core/api/context.ts'
import { forgetFlights } from '../../../src/core/api/single-flight.ts'
import { resolveBrand } from '../../../src/core/brand/brand.ts'
import { appEvents, on } from '../../../src/core/events.ts'
import { overlay } from '../../../src/core/overlay.ts'
import { registerDevice } from '../../../src/core/state/device.ts'
import { initSession, session } from '../../../src/core/state/session.ts'
import { networkError, stubNetwork } from '../../helpers/network.ts'

beforeEach(() => {
  localStorage.clear()
  initSession(resolveBrand('http://demo.localhost:8080/'))
  configureApi(() => ({
    apiBase: session.brand.apiBase,
    apiQuery: {},
    locale: 'ru',
    appVersion: '1.2.2',
    token: session.token,
    miniApp: false,
  }))
  forgetFlights()
  overlay.stack.splice(0)
  overlay.busy = null
})
afterEach(() => vi.unstubAllGlobals())

describe('device registration', () => {
  it('sends the install key and device facts; stores idDevice and the token', async () => {
    const net = stubNetwork({ 'device-register': { user: { idDevice: 42 }, authToken: 'guest' } })
    expect(await registerDevice()).toBe(true)
    const body = net.calls('device-register')[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({ key: session.uuid, authToken: null })
    // The device's facts, never the whole user agent (accounts §3: name is the manufacturer).
    expect(typeof body.os).toBe('string')
    expect(body.model).not.toBe(navigator.userAgent)
    expect(String(body.model).length).toBeLessThanOrEqual(128)
    expect(typeof body.pwa).toBe('boolean')
    expect(session.idDevice).toBe('42')
    expect(session.token).toBe('guest')
    expect(session.tokens.demo).toBe('guest')
  })

  it('shares one request between concurrent calls', async () => {
    const net = stubNetwork({ 'device-register': { user: { idDevice: 1 }, authToken: 't' } })
    await Promise.all([registerDevice(), registerDevice(), registerDevice()])
    expect(net.calls('device-register')).toHaveLength(1)
  })

  it('sets the failure flag and emits device:failed; only a retry shows a loader and a dialog', async () => {
    const net = stubNetwork({ 'device-register': networkError })
    const failed = vi.fn()
    const stop = on(appEvents.deviceFailed, failed)
    expect(await registerDevice()).toBe(false)
    expect(session.deviceFailed).toBe(true)
    expect(failed).toHaveBeenCalledOnce()
    expect(overlay.stack).toHaveLength(0)

    // A retry after the failure: busy preloader while it runs, an error dialog when it fails.
    const retry = registerDevice()
    expect(overlay.busy).not.toBeNull()
    expect(await retry).toBe(false)
    expect(overlay.busy).toBeNull()
    expect(overlay.stack).toHaveLength(1)
    expect(overlay.stack[0]!.request.kind).toBe('dialog')

    net.set('device-register', { user: { idDevice: 3 }, authToken: 'ok' })
    expect(await registerDevice()).toBe(true)
    expect(session.deviceFailed).toBe(false)
    stop()
  })
})
