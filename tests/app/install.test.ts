// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  brandAddress,
  fitInstalledWindow,
  installHintKind,
  INSTALLED_WINDOW,
  isIos,
  manifestHref,
} from '../../src/app/install.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

const traits = (userAgent: string, more: Partial<Parameters<typeof installHintKind>[0]> = {}) => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: false,
  canPrompt: false,
  ...more,
})

describe('installHintKind', () => {
  it('iPhone Safari gets the share → «На экран Домой» steps', () => {
    expect(installHintKind(traits(IPHONE, { maxTouchPoints: 5 }))).toBe('ios')
  })

  it('an iPad that says it is a Mac is told apart by its touch points', () => {
    expect(isIos(traits(MAC, { maxTouchPoints: 5 }))).toBe(true)
    expect(installHintKind(traits(MAC))).toBe('desktop')
  })

  it("the browser's own prompt wins where it exists; a desktop gets the QR code", () => {
    expect(installHintKind(traits(ANDROID, { canPrompt: true }))).toBe('prompt')
    expect(installHintKind(traits(ANDROID))).toBe('manual')
    expect(installHintKind(traits(DESKTOP))).toBe('desktop')
  })

  it('nothing to install when running installed', () => {
    expect(installHintKind(traits(IPHONE, { standalone: true, canPrompt: true }))).toBe('installed')
  })
})

describe('brandAddress', () => {
  it("is the brand's client subdomain", () => {
    expect(brandAddress({ client: 'coffee', host: 'example.app', protocol: 'https:' })).toBe(
      'https://coffee.example.app/',
    )
    expect(brandAddress({ client: 'sushi', host: 'localhost:8080', protocol: 'http:' })).toBe(
      'http://sushi.localhost:8080/',
    )
  })

  it('rides in the query on an IP address, and is the host without a brand', () => {
    expect(brandAddress({ client: 'sushi', host: '10.0.0.5:8080', protocol: 'http:' })).toBe(
      'http://10.0.0.5:8080/?client=sushi',
    )
    expect(brandAddress({ client: null, host: 'example.app', protocol: 'https:' })).toBe(
      'https://example.app/',
    )
  })
})

describe('manifestHref', () => {
  it('passes a ?client= brand on to the manifest', () => {
    expect(manifestHref('http://localhost:8080/news/?client=coffee', 'coffee')).toBe(
      '/manifest.webmanifest?client=coffee',
    )
    expect(manifestHref('http://coffee.localhost:8080/', 'coffee')).toBe('/manifest.webmanifest')
  })
})

describe('fitInstalledWindow', () => {
  const fakeWindow = (userAgent: string, standalone: boolean) => ({
    navigator: { userAgent, maxTouchPoints: 0 },
    matchMedia: (query: string) => ({ matches: standalone && query.includes('standalone') }),
    outerWidth: 1280,
    outerHeight: 800,
    resizeTo: vi.fn(),
  })

  it('gives the installed app on a desktop its 500 x 950 window', () => {
    const win = fakeWindow(DESKTOP, true)
    expect(fitInstalledWindow(win as unknown as Window)).toBe(true)
    expect(win.resizeTo).toHaveBeenCalledWith(INSTALLED_WINDOW.width, INSTALLED_WINDOW.height)
    expect(INSTALLED_WINDOW).toEqual({ width: 500, height: 950 })
  })

  it('leaves a browser tab and a phone alone', () => {
    const tab = fakeWindow(DESKTOP, false)
    expect(fitInstalledWindow(tab as unknown as Window)).toBe(false)
    const phone = fakeWindow(ANDROID, true)
    expect(fitInstalledWindow(phone as unknown as Window)).toBe(false)
    expect(tab.resizeTo).not.toHaveBeenCalled()
    expect(phone.resizeTo).not.toHaveBeenCalled()
  })
})
