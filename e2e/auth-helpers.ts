/**
 * Sign-in through the UI for e2e tests of any module (auth module, accounts-loyalty §2, §4).
 *
 *   import { signIn, DEMO_PHONE } from './auth-helpers.ts'
 *   await signIn(page, 'coffee')                                  // the demo user, password demo1234
 *   await signIn(page, 'pizzeria-msk', { phone: '+7 (999) 000-00-02' })   // code 11111
 *
 * It opens /auth, types the phone, and then follows whatever the brand's auth settings ask for:
 * the password (type base), the one-time code (sms or call; the code is read from the demo
 * server's `debug.code` unless given), or the app PIN (PIN mode: with `pin` it is typed,
 * otherwise "forgot PIN" signs in by code and sets `pin`, default the first pinLength digits of
 * 1234567890). It resolves once the success screen has come and gone (app data reloaded).
 *
 * The demo server (DEMO=1, as the e2e web server runs) has +7 (999) 000-00-01 on every brand
 * with password demo1234; +7 (999) 000-00-01 … -09 always get the SMS code 11111 and the call
 * code 1111. Tests that change the user (PIN, profile, delete) should use their own number.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { authSettings, type AuthSettings } from '../server/auth/settings.ts'
import { demoBrands } from '../server/seed/index.ts'
import { brandUrl } from './helpers.ts'

export const DEMO_PHONE = '+7 (999) 000-00-01'
export const DEMO_USERNAME = '79990000001'
export const DEMO_PASSWORD = 'demo1234'
export const TEST_SMS_CODE = '11111'
export const TEST_CALL_CODE = '1111'

/** The keys the app stores once the welcome screen and the age check were passed. */
export const STARTUP_KEYS = ['secondRun', 'ageCheck'] as const

/** The demo brands whose startup screens e2e/test.ts marks as passed. */
export const STARTUP_CLIENTS = demoBrands.map((b) => b.client)

/** The demo brand's auth settings as the app and the server read them (schema defaults filled). */
export function brandAuth(client: string): AuthSettings {
  const brand = demoBrands.find((b) => b.client === client)
  if (!brand) throw new Error(`unknown demo brand ${client}`)
  return authSettings(brand.settings)
}

/** Marks the startup screens as passed for a brand in this context (before the page loads). */
export async function skipStartupScreens(context: BrowserContext, client: string): Promise<void> {
  await context.addInitScript(
    ([c, keys]) => {
      for (const key of keys) localStorage.setItem(`${c}:${key}`, 'true')
    },
    [client, STARTUP_KEYS] as const,
  )
}

/** The last one-time code the demo server returned (`debug.code`) on this page. */
export function watchDebugCodes(page: Page): { last: () => string | null } {
  let last: string | null = null
  page.on('response', (response) => {
    if (!/\/(user-send-sms|reset-password)(\?|$)/.test(response.url())) return
    void response
      .json()
      .then((body: { debug?: { code?: string } }) => {
        if (body?.debug?.code) last = body.debug.code
      })
      .catch(() => undefined)
  })
  return { last: () => last }
}

export interface SignInOptions {
  /** Default: the demo user +7 (999) 000-00-01. */
  phone?: string
  /** Type base. Default demo1234. */
  password?: string
  /** A one-time code; default: the server's debug.code. */
  code?: string
  /** PIN mode: the user's PIN; without it, "forgot PIN" sets this one (or the default). */
  pin?: string
}

export const pinPad = (page: Page) => page.getByRole('group', { name: 'Цифровая клавиатура' })

export async function typePin(page: Page, pin: string): Promise<void> {
  const pad = pinPad(page)
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click()
}

async function enterCode(page: Page, codes: { last: () => string | null }, code?: string) {
  const input = page.locator('input[autocomplete="one-time-code"]')
  await expect(input).toBeVisible()
  let value = code
  if (!value) {
    await expect.poll(codes.last, { message: 'the demo server sent no debug.code' }).not.toBeNull()
    value = codes.last()!
  }
  // The code screen submits by itself at full length.
  await input.fill(value)
}

/** Signs in through the UI (ru texts) and waits until the app shows the signed-in user. */
export async function signIn(page: Page, client: string, opts: SignInOptions = {}) {
  const auth = brandAuth(client)
  const phone = opts.phone ?? DEMO_PHONE
  const codes = watchDebugCodes(page)
  await skipStartupScreens(page.context(), client)
  await page.goto(brandUrl(client, '/auth'))
  await page.getByLabel('Номер телефона').fill(phone)
  await page.getByRole('button', { name: 'Продолжить' }).click()

  if (auth.usePincode) {
    await expect(pinPad(page)).toBeVisible()
    const pin = opts.pin ?? '1234567890'.slice(0, auth.pinLength)
    if (opts.pin) {
      await typePin(page, pin)
    } else {
      await page.getByRole('button', { name: 'Забыли PIN-код?' }).click()
      await enterCode(page, codes, opts.code)
      await expect(page.getByRole('heading', { name: 'Придумайте PIN-код' })).toBeVisible()
      await typePin(page, pin)
      await expect(page.getByRole('heading', { name: 'Повторите PIN-код' })).toBeVisible()
      await typePin(page, pin)
    }
  } else if (auth.type === 'base') {
    await page.getByLabel('Пароль', { exact: true }).fill(opts.password ?? DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
  } else {
    await enterCode(page, codes, opts.code)
  }

  const success = page.getByRole('status').filter({ hasText: 'Вход выполнен' })
  await expect(success).toBeVisible()
  await expect(success).toBeHidden()
}
