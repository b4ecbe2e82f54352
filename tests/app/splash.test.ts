import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSplash,
  SPLASH_FADE,
  splashHideTimeout,
  splashMaxWait,
} from '../../src/app/splash.ts'

let element: HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  element = document.createElement('div')
  element.id = 'splash'
  document.body.append(element)
})
afterEach(() => {
  element.remove()
  vi.useRealTimers()
})

describe('splash timings', () => {
  it('waits 2 s with cached data (0 in a mini-app), 10 s otherwise', () => {
    expect(splashMaxWait({ cached: true, miniApp: false })).toBe(2_000)
    expect(splashMaxWait({ cached: true, miniApp: true })).toBe(0)
    expect(splashMaxWait({ cached: false, miniApp: false })).toBe(10_000)
    expect(splashMaxWait({ cached: false, miniApp: true })).toBe(10_000)
  })

  it('hides after splashHideTimeout, default 100 ms', () => {
    expect(splashHideTimeout(undefined)).toBe(100)
    expect(splashHideTimeout({})).toBe(100)
    expect(splashHideTimeout({ splashHideTimeout: 300 })).toBe(300)
    expect(splashHideTimeout({ splashHideTimeout: 0 })).toBe(0)
    expect(splashHideTimeout({ splashHideTimeout: -5 })).toBe(100)
    expect(splashHideTimeout({ splashHideTimeout: '300' })).toBe(100)
  })
})

describe('createSplash', () => {
  it('waits the hide timeout, fades, and is gone 500 ms later', () => {
    const applyStatusBar = vi.fn()
    const splash = createSplash({ element, hideTimeout: () => 100, applyStatusBar })
    expect(splash.state).toBe('visible')
    splash.hide()
    expect(splash.state).toBe('hiding')
    vi.advanceTimersByTime(99)
    expect(element.dataset.state).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(splash.state).toBe('fading')
    expect(element.dataset.state).toBe('fading')
    expect(element).toHaveAttribute('aria-hidden', 'true')
    vi.advanceTimersByTime(SPLASH_FADE - 1)
    expect(element.isConnected).toBe(true)
    vi.advanceTimersByTime(1)
    expect(splash.state).toBe('hidden')
    expect(element.isConnected).toBe(false)
    splash.dispose()
  })

  it('sets the status bar colour for about 1 s at 200 ms intervals', () => {
    const applyStatusBar = vi.fn()
    const splash = createSplash({ element, hideTimeout: () => 100, applyStatusBar })
    splash.hide()
    vi.advanceTimersByTime(100)
    expect(applyStatusBar).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(applyStatusBar).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(800)
    expect(applyStatusBar).toHaveBeenCalledTimes(6)
    vi.advanceTimersByTime(5_000)
    expect(applyStatusBar).toHaveBeenCalledTimes(6)
    splash.dispose()
  })

  it('hides once: later calls change nothing', () => {
    const hideTimeout = vi.fn(() => 100)
    const splash = createSplash({ element, hideTimeout, applyStatusBar: () => {} })
    splash.hide()
    splash.hide()
    vi.runAllTimers()
    splash.hide()
    vi.runAllTimers()
    expect(hideTimeout).toHaveBeenCalledTimes(1)
    expect(splash.state).toBe('hidden')
  })

  it('without a splash element still sets the colours', () => {
    const applyStatusBar = vi.fn()
    const splash = createSplash({ element: null, hideTimeout: () => 0, applyStatusBar })
    expect(splash.state).toBe('hidden')
    splash.hide()
    vi.runAllTimers()
    expect(applyStatusBar).toHaveBeenCalled()
  })

  it('dispose stops what is pending', () => {
    const splash = createSplash({ element, hideTimeout: () => 100, applyStatusBar: () => {} })
    splash.hide()
    splash.dispose()
    vi.runAllTimers()
    expect(element.isConnected).toBe(true)
  })
})
