// @vitest-environment node
/**
 * The HTTP layer's dev options (spec shell-data §7: artificial delay, forced error,
 * authorized-mode fallback result): off by default, acting only in developer mode.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { request } from '../../../src/core/api/client.ts'
import { configureApi } from '../../../src/core/api/context.ts'
import {
  httpDevOptions,
  resetHttpDevOptions,
  setHttpDevOptions,
} from '../../../src/core/api/dev-options.ts'
import { ApiError } from '../../../src/core/api/errors.ts'
import { stubNetwork } from '../../helpers/network.ts'

function configure(devMode: boolean) {
  configureApi(() => ({
    apiBase: 'http://x.localhost/rest/mobile/v53/',
    apiQuery: {},
    locale: 'ru',
    appVersion: '1',
    token: 't',
    miniApp: false,
    devMode,
  }))
}

const refused = () =>
  new Response(JSON.stringify({ status: 'error', message: 'sign in' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  })

beforeEach(() => {
  resetHttpDevOptions()
  configure(true)
})
afterEach(() => {
  resetHttpDevOptions()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('defaults and developer mode', () => {
  it('are off by default', () => {
    expect(httpDevOptions()).toEqual({ delay: 0, forcedError: null, authorizedFallback: null })
  })

  it('cannot be switched on outside developer mode', () => {
    setHttpDevOptions({ delay: 500, forcedError: 'network' }, false)
    expect(httpDevOptions()).toEqual({ delay: 0, forcedError: null, authorizedFallback: null })
  })

  it('do nothing when the client is not in developer mode', async () => {
    setHttpDevOptions({ forcedError: 'network', delay: 1000 }, true)
    configure(false)
    const net = stubNetwork({ call: { ok: 1 } })
    await expect(request('call')).resolves.toEqual({ status: 'ok', ok: 1 })
    expect(net.calls('call')).toHaveLength(1)
  })
})

describe('artificial delay', () => {
  it('holds the call for the given time before it is sent', async () => {
    vi.useFakeTimers()
    setHttpDevOptions({ delay: 2000 }, true)
    const net = stubNetwork({ call: { ok: 1 } })
    const answer = request('call')
    await vi.advanceTimersByTimeAsync(1999)
    expect(net.calls('call')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await expect(answer).resolves.toEqual({ status: 'ok', ok: 1 })
    expect(net.calls('call')).toHaveLength(1)
  })

  it('is cut short by a cancel', async () => {
    vi.useFakeTimers()
    setHttpDevOptions({ delay: 5000 }, true)
    const net = stubNetwork({ call: { ok: 1 } })
    const controller = new AbortController()
    const answer = request('call', { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    const error = await answer
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('cancelled')
    expect(net.calls('call')).toHaveLength(0)
  })
})

describe('forced error', () => {
  it.each(['network', 'timeout', 'server'] as const)(
    'fails every call with %s without reaching the server',
    async (kind) => {
      setHttpDevOptions({ forcedError: kind }, true)
      const net = stubNetwork({ call: { ok: 1 } })
      const error = await request('call').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).kind).toBe(kind)
      expect(net.calls('call')).toHaveLength(0)
    },
  )
})

describe('authorized-mode fallback result', () => {
  it('answers the fallback when the server refuses for want of authorization', async () => {
    setHttpDevOptions({ authorizedFallback: { pushes: [] } }, true)
    stubNetwork({ call: refused })
    await expect(request('call')).resolves.toEqual({ status: 'ok', pushes: [] })
  })

  it('without it, the refusal is an error', async () => {
    stubNetwork({ call: refused })
    const error = await request('call').catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(401)
  })

  it('a fallback the call cannot use is an error, never a success', async () => {
    setHttpDevOptions({ authorizedFallback: { other: 1 } }, true)
    stubNetwork({ call: refused })
    const error = await request('call', {
      expect: (a) => Array.isArray(a.pushes),
    }).catch((e: unknown) => e)
    expect((error as ApiError).kind).toBe('malformed')
  })
})
