/**
 * Error reporting end to end (issue 15; spec shell-data §7 Other set-up, §6; ADR 010): the app's
 * own @sentry/browser posts to the reference server's Sentry-protocol ingest
 * (`/api/{project}/envelope/`, sushi's demo dsn names this server), read back through the admin
 * route. Nothing is mocked on the way: the only `page.route` is the fault that makes a module's
 * render throw (a 2xx of the wrong shape for its call: a category whose name is an object, which
 * React refuses to render, on the catalog screen), so it reaches the module's error boundary. The app opens
 * without query parameters: developer mode (which switches reporting off) stays off.
 */
import { expect, test, type Page } from './test.ts'
import { brandUrl, PORT } from './helpers.ts'

const APP_VERSION = '1.2.2'

interface StoredEvent {
  eventId: string
  level: string | null
  message: string | null
  tags: Record<string, string>
}

async function storedErrors(page: Page, client: string): Promise<StoredEvent[]> {
  const r = await page.request.get(
    `http://localhost:${PORT}/rest/mobile/v53/admin/error-events?client=${client}`,
    { headers: { 'X-Admin-Secret': 'e2e-admin-secret' } },
  )
  expect(r.ok()).toBe(true)
  return ((await r.json()) as { events: StoredEvent[] }).events
}

/** The catalog's categories answer with a name React cannot render. */
async function breakCategories(page: Page, marker: string): Promise<void> {
  await page.route(/\/rest\/mobile\/v53\/get-categories(\?|$)/, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fallback()
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'ok',
            category: [{ id: 1, name: { [marker]: true }, image: null, children: [] }],
          }),
        }),
  )
}

/** Every request the page sends to an ingest. */
function envelopesSent(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (r) => {
    if (/\/api\/\d+\/envelope\//.test(r.url())) sent.push(r.url())
  })
  return sent
}

test('an error thrown in a module screen arrives at the ingest with the brand, version, domain and locale tags', async ({
  page,
}) => {
  const before = (await storedErrors(page, 'sushi')).map((e) => e.eventId)
  await breakCategories(page, 'widgetFault')
  const posted = page.waitForResponse(
    (r) => /\/api\/3\/envelope\//.test(r.url()) && r.request().method() === 'POST',
  )
  await page.goto(brandUrl('sushi', '/catalog/'))
  // The module's boundary shows its fallback in place of what threw.
  await expect(page.getByText('Что-то пошло не так...')).toBeVisible()
  expect((await posted).status()).toBe(200)

  const arrived = async () =>
    (await storedErrors(page, 'sushi')).filter((e) => !before.includes(e.eventId))
  await expect.poll(async () => (await arrived()).length).toBeGreaterThan(0)
  const event = (await arrived()).find((e) => e.tags.source === 'boundary')
  if (!event) throw new Error('no report from the boundary')
  expect(event.level).toBe('error')
  expect(event.message).toMatch(/Objects are not valid as a React child|widgetFault/)
  expect(event.tags).toMatchObject({
    brand: 'sushi',
    version: APP_VERSION,
    // The current region (a related region would name its own).
    domain: 'sushi',
    locale: 'ru',
    source: 'boundary',
    // The settings' own tags (server/seed/telemetry.ts) ride along.
    platform: 'pwa',
  })
})

test('unhandled errors and rejections arrive at the ingest', async ({ page }) => {
  await page.goto(brandUrl('sushi'))
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  const before = (await storedErrors(page, 'sushi')).map((e) => e.eventId)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e unhandled error')
    })
    void Promise.reject(new Error('e2e unhandled rejection'))
  })
  const arrived = async () =>
    (await storedErrors(page, 'sushi'))
      .filter((e) => !before.includes(e.eventId))
      .map((e) => [e.tags.source, e.message, e.tags.brand, e.tags.version])
      .sort()
  await expect.poll(arrived).toEqual([
    ['rejection', expect.stringContaining('e2e unhandled rejection'), 'sushi', APP_VERSION],
    ['window', expect.stringContaining('e2e unhandled error'), 'sushi', APP_VERSION],
  ])
})

test('a brand without a dsn sends no envelope', async ({ page }) => {
  // pizzeria-msk's settings carry no errorReporting: the SDK never loads, nothing is posted.
  const sent = envelopesSent(page)
  await breakCategories(page, 'noDsnFault')
  await page.goto(brandUrl('pizzeria-msk', '/catalog/'))
  await expect(page.getByText('Что-то пошло не так...')).toBeVisible()
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e error without a dsn')
    })
    void Promise.reject(new Error('e2e rejection without a dsn'))
  })
  // The errors were seen (and dropped) by the time the network is idle again.
  await page.waitForLoadState('networkidle')
  expect(sent).toEqual([])
  expect(await storedErrors(page, 'pizzeria-msk')).toEqual([])
})
