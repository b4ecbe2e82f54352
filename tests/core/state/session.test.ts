import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveBrand } from '../../../src/core/brand/brand.ts'
import { appEvents, on } from '../../../src/core/events.ts'
import {
  applyLocales,
  initSession,
  login,
  logout,
  session,
  sessionApiLocation,
  setLocale,
  setToken,
  switchDomain,
} from '../../../src/core/state/session.ts'
import { provideShell } from '../../../src/core/state/ui.ts'
import { readJson, setStorageNamespace, storageKeys } from '../../../src/core/storage/storage.ts'

beforeEach(() => {
  localStorage.clear()
  initSession(resolveBrand('http://pizza.localhost:8080/'))
})
afterEach(() => vi.useRealTimers())

describe('session', () => {
  it('keeps each brand’s storage apart on one origin', () => {
    setToken('pizza-token')
    initSession(resolveBrand('http://localhost:8080/?client=sushi'))
    expect(session.token).toBeNull()
    expect(localStorage.getItem('pizza:authToken')).toBe('"pizza-token"')
    initSession(resolveBrand('http://localhost:8080/?client=pizza'))
    expect(session.token).toBe('pizza-token')
  })

  it('generates the device uuid once', () => {
    const uuid = session.uuid
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    initSession(resolveBrand('http://pizza.localhost:8080/'))
    expect(session.uuid).toBe(uuid)
  })

  it('turns dev mode on with query parameters or the stored dev flag', () => {
    expect(session.devMode).toBe(false)
    initSession(resolveBrand('http://localhost:8080/?client=pizza'))
    expect(session.devMode).toBe(true)
  })

  it('logout clears the token and every per-domain token, then resets tabs after 500 ms', () => {
    vi.useFakeTimers()
    const reset = vi.fn()
    const stop = provideShell({ resetToDefaultTab: reset })
    const loggedOut = vi.fn()
    const off = on(appEvents.logout, loggedOut)
    login('user-token')
    switchDomain('pizza-msk', 'msk-token')
    logout()
    expect(session.token).toBeNull()
    expect(session.tokens).toEqual({})
    setStorageNamespace('pizza')
    expect(readJson(storageKeys.tokens, null)).toEqual({})
    expect(readJson(storageKeys.authToken, 'x')).toBe('x')
    expect(loggedOut).toHaveBeenCalled()
    vi.advanceTimersByTime(499)
    expect(reset).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reset).toHaveBeenCalledOnce()
    off()
    stop()
  })

  it('switching domain resets the device and uses the given, stored or no token', () => {
    setToken('main-token')
    session.idDevice = '9'
    switchDomain('pizza-spb', 'spb-token')
    expect(session.domain).toBe('pizza-spb')
    expect(session.idDevice).toBeNull()
    expect(session.token).toBe('spb-token')
    expect(sessionApiLocation().apiBase).toBe('http://pizza-spb.localhost:8080/rest/mobile/v53/')
    switchDomain('pizza')
    expect(session.token).toBe('main-token')
    switchDomain('pizza-ekb')
    expect(session.token).toBeNull()
  })
})

describe('first start: the browser’s language', () => {
  const setBrowser = (languages: string[]) =>
    Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
  afterEach(() => setBrowser(['ru-RU', 'ru']))

  it('takes an English browser’s language when the brand has English, and Russian otherwise', async () => {
    setBrowser(['en-GB', 'en'])
    localStorage.clear()
    initSession(resolveBrand('http://pizza.localhost:8080/'))
    expect(session.locale).toBe('en')
    await applyLocales(['ru', 'en'])
    expect(session.locale).toBe('en')
    await applyLocales(['ru'])
    expect(session.locale).toBe('ru')
  })

  it('a stored choice stands over the browser’s language', async () => {
    setBrowser(['en-GB', 'en'])
    localStorage.clear()
    initSession(resolveBrand('http://pizza.localhost:8080/'))
    await applyLocales(['ru', 'en'])
    await setLocale('ru')
    initSession(resolveBrand('http://pizza.localhost:8080/'))
    await applyLocales(['ru', 'en'])
    expect(session.locale).toBe('ru')
  })
})
