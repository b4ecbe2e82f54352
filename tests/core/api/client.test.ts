// @vitest-environment node
/**
 * The HTTP client never reads something as a success that is not one (issue 10): a 2xx must be
 * a JSON object with `status: 'ok'` and what the call expects; the 100 s timeout holds with and
 * without a cancel signal, and a timeout is told from a cancel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { activateLocale } from '../../../src/core/i18n/i18n.ts'
import { fields, REQUEST_TIMEOUT, request } from '../../../src/core/api/client.ts'
import { ApiError, errorText, errorTexts, errorTitle } from '../../../src/core/api/errors.ts'
import {
  configureTestApi,
  networkError,
  pending,
  stubNetwork,
  type Route,
} from '../../helpers/network.ts'

const body =
  (text: string, status = 200, type = 'application/json') =>
  () =>
    new Response(text, { status, headers: { 'content-type': type } })

async function failure(route: Route, opts: Parameters<typeof request>[1] = {}): Promise<ApiError> {
  stubNetwork({ call: route })
  const error = await request('call', opts).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => configureTestApi())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a 2xx answer', () => {
  it('returns a status-ok object that carries what the call expects', async () => {
    stubNetwork({ call: { status: 'ok', products: [], total: 3 } })
    const answer = await request<{ products: unknown[] }>('call', {
      expect: fields({ products: 'array', total: 'number?' }),
    })
    expect(answer).toEqual({ status: 'ok', products: [], total: 3 })
  })

  it.each([
    [
      'an HTML page',
      body('<!doctype html><html><body>Bad gateway</body></html>', 200, 'text/html'),
    ],
    ['the string "ok"', body('"ok"')],
    ['an empty body', body('')],
    ['an empty object', body('{}')],
    ['null', body('null')],
    ['an array', body('[{"status":"ok"}]')],
    ['truncated JSON', body('{"status":"ok","order":{"id":1')],
    ['another status', body('{"status":"pending","order":{"id":1}}')],
  ])('is an error when it is %s, with the server error text', async (_, route) => {
    const error = await failure(route)
    expect(error.kind).toBe('malformed')
    expect(errorText(error)).toBe(errorTexts.server)
    expect(errorTitle(error)).toBe(errorTexts.serverTitle)
  })

  it('is an error when it lacks the field the call needs', async () => {
    const error = await failure({ status: 'ok' }, { expect: fields({ order: 'object' }) })
    expect(error.kind).toBe('malformed')
    expect(errorText(error)).toBe(errorTexts.server)
  })

  it('is an error when a field has the wrong type', async () => {
    const error = await failure(
      { status: 'ok', products: 'none' },
      { expect: fields({ products: 'array' }) },
    )
    expect(error.kind).toBe('malformed')
  })

  it('throws a status-error answer with the server’s words', async () => {
    const error = await failure(body('{"status":"error","message":"Нет такого товара"}'))
    expect(error.kind).toBe('server')
    expect(errorText(error)).toBe('Нет такого товара')
  })
})

describe('a 4xx/5xx answer', () => {
  it('with the envelope shows the server’s message', async () => {
    const error = await failure(
      body('{"status":"error","message":"Сервер занят","code":"busy"}', 500),
    )
    expect(error).toMatchObject({ kind: 'server', status: 500, code: 'busy' })
    expect(errorText(error)).toBe('Сервер занят')
  })

  it('without the envelope shows the spec’s server text', async () => {
    const error = await failure(body('<h1>502 Bad Gateway</h1>', 502, 'text/html'))
    expect(error).toMatchObject({ kind: 'http', status: 502 })
    expect(errorText(error)).toBe(errorTexts.server)
    expect(errorTitle(error)).toBe(errorTexts.serverTitle)
  })

  it('with the server’s words keeps the plain title', async () => {
    const error = await failure(
      body('{"status":"error","message":"Сервер занят","code":"busy"}', 500),
    )
    expect(errorTitle(error)).toBe(errorTexts.title)
  })

  it('a refused request without the envelope reads as invalid parameters', async () => {
    const error = await failure(body('Bad Request', 400, 'text/plain'))
    expect(error).toMatchObject({ kind: 'http', status: 400 })
    expect(errorText(error)).toBe(errorTexts.invalidParameters)
    expect(errorTitle(error)).toBe(errorTexts.title)
  })

  it('a 422 without the envelope also reads as invalid parameters', async () => {
    const error = await failure(body('', 422, 'text/plain'))
    expect(error).toMatchObject({ kind: 'http', status: 422 })
    expect(errorText(error)).toBe(errorTexts.invalidParameters)
  })

  it('with an empty message falls back to the spec’s server text', async () => {
    const error = await failure(body('{"status":"error","message":""}', 500))
    expect(errorText(error)).toBe(errorTexts.server)
    expect(errorTitle(error)).toBe(errorTexts.serverTitle)
  })
})

describe('not a call’s error', () => {
  it('the app’s own failure reads «Что-то пошло не так», not a server error (issue 12)', async () => {
    await activateLocale('ru')
    const text = errorText(new TypeError('x is undefined'))
    expect(text).toBe(errorTexts.oops)
    expect(i18n._(errorTexts.oops)).toBe('Что-то пошло не так')
    expect(errorTitle(new TypeError('x is undefined'))).toBe(errorTexts.title)
  })
})

describe('no answer', () => {
  it('a lost connection shows the network text', async () => {
    const error = await failure(networkError)
    expect(error.kind).toBe('network')
    expect(errorText(error)).toBe(errorTexts.network)
    expect(errorTitle(error)).toBe(errorTexts.title)
  })

  it('times out after 100 s without a signal, with the timeout text', async () => {
    vi.useFakeTimers()
    stubNetwork({ call: pending })
    const result = request('call').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1)
    let settled = false
    void result.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await result) as ApiError
    expect(error.kind).toBe('timeout')
    expect(errorText(error)).toBe(errorTexts.timeout)
  })

  it('times out after 100 s when the caller also has a cancel signal', async () => {
    vi.useFakeTimers()
    stubNetwork({ call: pending })
    const controller = new AbortController()
    const result = request('call', { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT)
    const error = (await result) as ApiError
    expect(error.kind).toBe('timeout')
    expect(errorText(error)).toBe(errorTexts.timeout)
    expect(controller.signal.aborted).toBe(false)
  })

  it('a cancel by the caller is a cancel, not a timeout', async () => {
    vi.useFakeTimers()
    stubNetwork({ call: pending })
    const controller = new AbortController()
    const result = request('call', { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5_000)
    controller.abort()
    const error = (await result) as ApiError
    expect(error.kind).toBe('cancelled')
    expect(errorText(error)).toBe(errorTexts.cancelled)
  })

  it('an already cancelled signal never sends', async () => {
    const net = stubNetwork({ call: { status: 'ok' } })
    const controller = new AbortController()
    controller.abort()
    const error = await request('call', { signal: controller.signal }).catch((e: unknown) => e)
    expect((error as ApiError).kind).toBe('cancelled')
    expect(net.calls('call')).toHaveLength(0)
  })

  it('a per-call timeout replaces the default', async () => {
    vi.useFakeTimers()
    stubNetwork({ call: pending })
    const result = request('call', { timeout: 2_000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(((await result) as ApiError).kind).toBe('timeout')
  })

  it('a finished call leaves no timer behind', async () => {
    vi.useFakeTimers()
    stubNetwork({ call: { status: 'ok' } })
    await request('call')
    expect(vi.getTimerCount()).toBe(0)
  })
})
