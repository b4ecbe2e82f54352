/**
 * The app starts on real phones (issue 10): a matrix of real browsers' user agents and screens
 * (e2e/user-agents.ts) against every demo brand. Each browser reaches the home screen of every
 * brand, and device-register carried the device's facts (never the whole user agent) within the
 * schema's limits and was accepted.
 *
 * Sign-in and the basket: every brand for the first iPhone and for Chrome on Android (client
 * hints); one brand, in rotation, for each other browser, so every browser signs in once and
 * every brand is signed in from several browsers (measured on a shared 2-core machine: about
 * 4 min this way; the full product, 12 browsers x 4 brands x sign-in, would take about 8).
 * Coffee has no catalog, hence no basket: there the signed-in profile is opened instead.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page, type Request } from './test.ts'
import { demoBrands } from '../server/seed/index.ts'
import { signIn } from './auth-helpers.ts'
import { brandUrl } from './helpers.ts'
import { phoneBrowsers, type PhoneBrowser } from './user-agents.ts'

const schema = JSON.parse(
  readFileSync(new URL('../schemas/api/device-register.json', import.meta.url), 'utf8'),
) as { properties: Record<string, { maxLength?: number }> }

export const brands = demoBrands.map((b) => ({
  client: b.client,
  name: String(b.settings.name),
  hasBasket: Boolean((b.settings.modules as Record<string, unknown>).catalog),
}))
export type Brand = (typeof brands)[number]

/** Browsers that sign in on every brand (by label); the rest sign in on one brand each. */
const SIGN_IN_EVERYWHERE = new Set([phoneBrowsers[0]!.label, phoneBrowsers[3]!.label])

/** What Chromium cannot emulate by options: iPadOS's touch points, Chrome's client hints. */
async function emulate(page: Page, browser: PhoneBrowser): Promise<void> {
  if (browser.maxTouchPoints) {
    await page.addInitScript((points) => {
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => points })
    }, browser.maxTouchPoints)
  }
  if (browser.hints) {
    const cdp = await page.context().newCDPSession(page)
    const major = /Chrome\/(\d+)/.exec(browser.userAgent)?.[1] ?? '131'
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: browser.userAgent,
      acceptLanguage: 'ru-RU',
      userAgentMetadata: {
        brands: [
          { brand: 'Google Chrome', version: major },
          { brand: 'Chromium', version: major },
        ],
        fullVersion: `${major}.0.0.0`,
        platform: browser.hints.platform,
        platformVersion: browser.hints.platformVersion,
        architecture: '',
        model: browser.hints.model,
        mobile: true,
      },
    })
  }
}

export const isDeviceRegister = (request: Request) => /\/device-register(\?|$)/.test(request.url())

/** The body must describe the device within the limits, and the server must take it. */
async function expectRegistered(request: Request, browser: PhoneBrowser): Promise<void> {
  const body = request.postDataJSON() as Record<string, unknown>
  for (const field of ['os', 'name', 'model', 'version'] as const) {
    const value = body[field]
    expect(typeof value, `${field} of ${browser.label}`).toBe('string')
    expect((value as string).length, field).toBeLessThanOrEqual(
      schema.properties[field]!.maxLength!,
    )
  }
  expect(body).toMatchObject(browser.device)
  expect(body.model).not.toBe(browser.userAgent)
  const response = await request.response()
  expect(response?.status(), `device-register for ${browser.label}`).toBe(200)
}

export async function expectHome(page: Page, brand: Brand): Promise<void> {
  await expect(page).toHaveTitle(brand.name)
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await expect(page.getByText('ошибка соединения')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0)
}

async function signInAndOpenBasket(page: Page, brand: Brand): Promise<void> {
  await signIn(page, brand.client)
  if (brand.hasBasket) {
    await page.goto(brandUrl(brand.client, '/catalog/basket'))
    await expect(page.getByText('Корзина пуста')).toBeVisible()
  } else {
    await page.goto(brandUrl(brand.client, '/profile/'))
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible()
  }
  await expect(page.getByText('ошибка соединения')).toHaveCount(0)
}

/**
 * The matrix's tests for one half of the browsers (every other one): two spec files (e2e/phones.spec.ts and
 * e2e/phones-more.spec.ts), so Playwright's two workers share them (in one file they took ten
 * minutes of one worker).
 */
export function definePhoneBrowsers(half: 0 | 1) {
  phoneBrowsers.forEach((browser, index) => {
    // Alternate browsers: each half has one of the two that sign in on every brand.
    if (index % 2 !== half) return
    defineBrowser(browser, index)
  })
}

function defineBrowser(browser: PhoneBrowser, index: number) {
  test.describe(browser.label, () => {
    test.use({
      userAgent: browser.userAgent,
      viewport: browser.viewport,
      screen: browser.viewport,
      deviceScaleFactor: browser.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    })

    test('reaches the home screen of every demo brand; device-register takes its facts', async ({
      page,
    }) => {
      await emulate(page, browser)
      for (const brand of brands) {
        const registered = page.waitForRequest(isDeviceRegister)
        await page.goto(brandUrl(brand.client))
        await expectHome(page, brand)
        await expectRegistered(await registered, browser)
      }
    })

    const signInOn = SIGN_IN_EVERYWHERE.has(browser.label)
      ? brands
      : [brands[index % brands.length]!]
    test(`signs in and opens the basket: ${signInOn.map((b) => b.client).join(', ')}`, async ({
      page,
    }) => {
      // Up to four sign-ins in one test: each brand's share of the usual 45 s, not all in 45 s
      // (CI's two cores took 50 s for the four).
      test.setTimeout(45_000 * Math.max(1, signInOn.length / 2))
      await emulate(page, browser)
      for (const brand of signInOn) await signInAndOpenBasket(page, brand)
    })
  })
}
