// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { forgetFlights, singleFlight } from '../../../src/core/api/single-flight.ts'
import { deferred } from '../../helpers/deferred.ts'

describe('singleFlight (app data, device registration)', () => {
  it('callers that come while a call runs share it; the next call after it settles is new', async () => {
    let answer = deferred<number>()
    const call = vi.fn(() => answer.promise)
    const load = singleFlight(call)
    const a = load()
    const b = load()
    answer.resolve(1)
    expect([await a, await b]).toEqual([1, 1])
    expect(call).toHaveBeenCalledTimes(1)
    answer = deferred<number>()
    const c = load()
    answer.resolve(2)
    expect(await c).toBe(2)
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('a failure reaches every caller that shared it, and the next call tries again', async () => {
    const failing = deferred<number>()
    const call = vi.fn(() => failing.promise)
    const load = singleFlight(call)
    const a = load()
    const b = load()
    failing.reject(new Error('down'))
    await expect(a).rejects.toThrow('down')
    await expect(b).rejects.toThrow('down')
    call.mockImplementation(async () => 3)
    expect(await load()).toBe(3)
  })

  it('after forgetFlights (the app restarts) a call does not join the one still running', async () => {
    const first = deferred<string>()
    const call = vi.fn(() => first.promise)
    const load = singleFlight(call)
    const a = load()
    forgetFlights()
    call.mockImplementation(async () => 'second')
    expect(await load()).toBe('second')
    first.resolve('first')
    expect(await a).toBe('first')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('with a key, a call for another key does not join the one running (app data after a logout)', async () => {
    let key = 'user-token'
    const first = deferred<string>()
    const call = vi.fn(() => first.promise)
    const load = singleFlight(call, () => key)
    const a = load()
    expect(load()).toBe(a)
    key = 'guest-token'
    call.mockImplementation(async () => 'guest')
    const b = load()
    expect(b).not.toBe(a)
    expect(load()).toBe(b)
    expect(await b).toBe('guest')
    first.resolve('user')
    expect(await a).toBe('user')
    expect(call).toHaveBeenCalledTimes(2)
  })
})
