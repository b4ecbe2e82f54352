/**
 * The last start's largest picture, preloaded by the next (app/lcp-hint.ts;
 * issue 16, LCP): recorded from the browser's largest-contentful-paint entries, asked for at high
 * priority when the next start is on the same screen at the same width, never anything else.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadLcpHint, recordLcpHint } from '../../src/app/lcp-hint.ts'
import { readJson, storageKeys, writeJson } from '../../src/core/storage/storage.ts'

const picture = 'http://coffee.localhost/rest/image/logo-coffee/0/400/scale.png'
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the largest picture’s preload', () => {
  it('asks for the stored picture at high priority on the same screen and width', () => {
    writeJson(storageKeys.lcpImage, { url: picture, width: 390, path: location.pathname })
    expect(preloadLcpHint()).toBe(true)
    const [link] = preloads()
    expect(link).toHaveAttribute('href', picture)
    expect(link).toHaveAttribute('fetchpriority', 'high')
  })

  it.each([
    ['another width', { url: picture, width: 768, path: location.pathname }],
    ['another screen', { url: picture, width: 390, path: '/catalog' }],
    ['a script address', { url: 'javascript:alert(1)', width: 390, path: location.pathname }],
    ['a wrong shape', { url: 5, width: '390', path: null }],
    ['nothing stored', null],
  ])('asks for nothing with %s', (_name, stored) => {
    writeJson(storageKeys.lcpImage, stored)
    expect(preloadLcpHint()).toBe(false)
    expect(preloads()).toHaveLength(0)
  })
})

describe('recording the largest picture', () => {
  type Entries = { getEntries: () => { url?: string }[] }
  let report: (list: Entries) => void = () => undefined
  beforeEach(() => {
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: (list: Entries) => void) {
            report = callback
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['largest-contentful-paint'] },
      ),
    )
  })

  it('keeps the last picture the browser reported, with the width and the screen', () => {
    const stop = recordLcpHint('/')
    report({ getEntries: () => [{ url: '' }, { url: picture }] })
    expect(readJson(storageKeys.lcpImage, null)).toEqual({ url: picture, width: 390, path: '/' })
    stop()
  })

  it('forgets the picture when the largest paint is text', () => {
    writeJson(storageKeys.lcpImage, { url: picture, width: 390, path: '/' })
    recordLcpHint('/')
    report({ getEntries: () => [{ url: '' }] })
    expect(readJson(storageKeys.lcpImage, null)).toBeNull()
  })
})
