/**
 * The shell's start and installing (issue 15; shell-data §2 App shell, §4 Splash and Update
 * screen, §9): the splash goes and home shows; the update screen of a brand a version ahead;
 * the per-brand manifest; the install hint on an iPhone, on a desktop and with the browser's
 * own install prompt.
 */
import { expect, test, type Page } from './test.ts'
import { coffee } from '../server/seed/coffee.ts'
import { ADMIN_SECRET, api } from './checkout-helpers.ts'
import { brandUrl, PORT } from './helpers.ts'
import { phoneBrowsers } from './user-agents.ts'

const menuButton = (page: Page) => page.getByRole('button', { name: 'Меню', exact: true })

async function openInstallHint(page: Page) {
  await menuButton(page).click()
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('button', { name: 'Установить приложение' })
    .click()
  const hint = page.getByRole('dialog', { name: 'Установить приложение' })
  await expect(hint).toBeVisible()
  return hint
}

test('the splash goes, home shows and the status bar takes the brand colour', async ({ page }) => {
  await page.goto(brandUrl('coffee'))
  await expect(
    page.getByRole('status', { name: /Запуск приложения|Starting the app/ }),
  ).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: String(coffee.settings.name) }),
  ).toBeVisible()
  const colors = coffee.settings.colors as Record<string, string>
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    new RegExp(`^${colors.statusBar ?? colors.header ?? colors.primary}$`, 'i'),
  )
})

test.describe('update screen', () => {
  const client = 'pizzeria-spb'
  const key = `${client}:updateShownAt`
  const update = (page: Page) =>
    page.getByRole('dialog', { name: 'Доступна новая версия приложения!' })

  /** The server offers the platform a version above the app's (server/routes/admin.ts). */
  async function offerUpdate(page: Page, version: string | null, required = false) {
    const r = await page.request.post(api(client, 'admin/update'), {
      headers: { 'X-Admin-Secret': ADMIN_SECRET },
      data: { version: version && { pwa: version, ios: version, android: version }, required },
    })
    expect(r.ok()).toBe(true)
  }

  test.afterEach(async ({ page }) => {
    await offerUpdate(page, null)
  })

  test('no update offered: a new customer goes straight home', async ({ page }) => {
    await page.goto(brandUrl(client))
    await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Главная' }).first()).toBeVisible()
    await expect(update(page)).toHaveCount(0)
  })

  test('a version ahead shows on the first check, «home» dismisses it, then once a day', async ({
    page,
  }) => {
    await offerUpdate(page, '99.0.0')
    await page.goto(brandUrl(client))
    await expect(update(page)).toBeVisible()
    await expect(update(page)).toContainText('Обновите приложение в App Store или Google Play')
    await expect(update(page).getByRole('link', { name: 'Обновить в App Store' })).toHaveAttribute(
      'href',
      'https://example.org/app/pizzeria-spb/ios',
    )
    await expect(
      update(page).getByRole('link', { name: 'Обновить в Google Play' }),
    ).toHaveAttribute('href', 'https://example.org/app/pizzeria-spb/android')
    // the shell under it is out of reach
    await expect(
      page.getByRole('navigation', { name: 'Вкладки' }).locator('xpath=ancestor::*[@inert]'),
    ).toHaveCount(1)
    await update(page).getByRole('button', { name: 'На главный экран' }).click()
    await expect(update(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Главная' }).first()).toBeVisible()
    const shownAt = Number(await page.evaluate((k) => localStorage.getItem(k), key))
    expect(Date.now() - shownAt).toBeLessThan(60_000)

    // a reload the same day: not shown
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
    await expect(update(page)).toHaveCount(0)

    // 24 h later: shown again
    await page.evaluate(([k, at]) => localStorage.setItem(k, String(at)), [
      key,
      shownAt - 86_400_000,
    ] as const)
    await page.reload()
    await expect(update(page)).toBeVisible()
  })

  test('a required update shows on every start and has no «home» button', async ({ page }) => {
    await offerUpdate(page, '99.0.0', true)
    await page.goto(brandUrl(client))
    await expect(update(page)).toBeVisible()
    await expect(update(page).getByRole('link', { name: 'Обновить в App Store' })).toBeVisible()
    await expect(update(page).getByRole('button', { name: 'На главный экран' })).toHaveCount(0)
    await page.reload()
    await expect(update(page)).toBeVisible()
  })
})

test('each brand has its own manifest, linked from its page', async ({ page, request }) => {
  const origin = `http://localhost:${PORT}`
  await page.goto(`${origin}/?client=coffee`)
  // the app links the brand's manifest as it starts
  const manifestLink = () =>
    page.evaluate(
      () => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
    )
  await expect.poll(manifestLink).toBe('/manifest.webmanifest?client=coffee')
  const href = await manifestLink()
  expect(href).toBe('/manifest.webmanifest?client=coffee')
  const coffeeManifest = await (await request.get(`${origin}${href}`)).json()
  const sushiManifest = await (
    await request.get(`${origin}/manifest.webmanifest?client=sushi`)
  ).json()
  expect(coffeeManifest).toMatchObject({
    id: '/?client=coffee',
    start_url: '/?client=coffee',
    short_name: String(coffee.settings.name),
    display: 'standalone',
  })
  expect(sushiManifest.id).toBe('/?client=sushi')
  expect(sushiManifest.name).not.toBe(coffeeManifest.name)
  expect(sushiManifest.theme_color).not.toBe(coffeeManifest.theme_color)
  expect(sushiManifest.icons[0].src).toContain('icon-sushi')
  // on its own subdomain a brand's manifest comes from the host
  await page.goto(brandUrl('coffee'))
  const own = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
  expect(own).toMatchObject({ id: '/', start_url: '/', name: coffeeManifest.name })
})

test("the browser's install prompt: the hint's Install button shows it", async ({ page }) => {
  await page.goto(brandUrl('coffee'))
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>
      userChoice: Promise<{ outcome: string }>
    }
    event.prompt = async () => {
      ;(window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
    }
    event.userChoice = Promise.resolve({ outcome: 'dismissed' })
    window.dispatchEvent(event)
  })
  const hint = await openInstallHint(page)
  await hint.getByRole('button', { name: 'Установить', exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
    .toBe(1)
})

test.describe('on an iPhone', () => {
  const iphone = phoneBrowsers.find((b) => b.label.startsWith('iPhone Safari'))!
  test.use({ userAgent: iphone.userAgent })

  test("the install hint gives Safari's steps", async ({ page }) => {
    await page.goto(brandUrl('coffee'))
    const hint = await openInstallHint(page)
    const steps = hint.getByRole('listitem')
    await expect(steps).toHaveText([
      'Нажмите «Поделиться» внизу экрана',
      'Выберите «На экран Домой»',
      'Нажмите «Добавить»',
    ])
    await expect(hint.getByRole('img', { name: 'QR-код адреса приложения' })).toHaveCount(0)
  })
})

test.describe('on a desktop', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    isMobile: false,
    hasTouch: false,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })

  test("the install hint shows a QR code (level Q) of the brand's address", async ({ page }) => {
    await page.goto(brandUrl('coffee'))
    const hint = await openInstallHint(page)
    const qr = hint.getByRole('img', { name: 'QR-код адреса приложения' })
    await expect(qr).toHaveAttribute('data-value', brandUrl('coffee'))
    await expect(qr).toHaveAttribute('data-error-level', 'Q')
    await expect(hint.getByRole('link', { name: brandUrl('coffee') })).toBeVisible()
    await expect(hint.getByRole('listitem')).toHaveCount(0)
  })
})
