/**
 * One app-data call at first start (issue 16): app data and device registration go at once; the
 * device's app data is the guest's with the device's id, so the app does not ask again once the
 * registration answers. The app keeps the id in its cached app data instead.
 */
import { expect, test } from './test.ts'
import { brandUrl } from './helpers.ts'

const APP_CALL = /\/rest\/mobile\/v\d+\/app(\?|$)/
const DEVICE_CALL = /\/rest\/mobile\/v\d+\/device-register(\?|$)/

for (const client of ['coffee', 'pizzeria-msk']) {
  test(`${client}: a first start calls app data once and registers the device once`, async ({
    page,
  }) => {
    const calls = { app: 0, device: 0 }
    page.on('request', (request) => {
      if (APP_CALL.test(request.url())) calls.app++
      if (DEVICE_CALL.test(request.url())) calls.device++
    })
    await page.goto(brandUrl(client))
    // The registration's id reaches the cached app data when the device's data would have
    // loaded again (before issue 16 it came with a second call).
    await expect
      .poll(() =>
        page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.user?.idDevice ?? null,
          `${client}:appData`,
        ),
      )
      .not.toBeNull()
    expect(calls).toEqual({ app: 1, device: 1 })
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `${client}:authToken`))
      .not.toBeNull()
  })
}

/** The chunks every home loads once app data names its modules (vite-plugin-start-preloads.ts). */
const HOME_CHUNKS = ['module-descriptors', 'data', 'ui', 'start-slots', 'home-blocks']
const chunkName = (path: string) => /^\/assets\/(.+)-[\w-]{8}\.(?:js|css)$/.exec(path)?.[1]

test("a first start asks for the home's chunks while the app-data call is on its way, each once", async ({
  page,
}) => {
  // issue 16 (session 17): they came in four steps after app data's answer, the app-data call
  // itself after the HTTP client's chunk had been asked for by the entry.
  const files: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/')) files.push(pathname)
  })
  const names = () => new Set(files.map(chunkName))
  let beforeAnswer: Set<string | undefined> = new Set()
  await page.route(APP_CALL, async (route) => {
    // The answer waits until the home's chunks are asked for (they never were, before it, until
    // this change): a start that waits for app data to ask for them fails here.
    await expect
      .poll(() => HOME_CHUNKS.filter((name) => !names().has(name)), { timeout: 15_000 })
      .toEqual([])
    beforeAnswer = names()
    await route.continue()
  })
  await page.goto(brandUrl('pizzeria-msk'))
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pizzeria-msk:appData')), {
      timeout: 30_000,
    })
    .not.toBeNull()
  expect([...beforeAnswer]).toEqual(expect.arrayContaining(['after-start', ...HOME_CHUNKS]))
  await page.waitForLoadState('networkidle')
  // A preloaded file is not asked for again when the code imports it.
  expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([])
})

/** The data calls each brand's home widgets make on a guest's first start. */
const HOME_DATA: Record<string, readonly string[]> = {
  'pizzeria-msk': ['get-categories', 'get-coupons', 'news'],
  coffee: ['get-coupons', 'news'],
}
const API_CALL = /\/rest\/mobile\/v\d+\/([\w-]+)/
const callName = (url: string) => API_CALL.exec(new URL(url).pathname)?.[1]

for (const [client, names] of Object.entries(HOME_DATA)) {
  test(`${client}: a first start asks for the home's data at once, before its widgets' code and before any answer, each once`, async ({
    page,
  }) => {
    // issue 16 (session 18): each widget asked for its data as it mounted, below the widgets
    // above it (src/core/slot.tsx): get-categories, then get-coupons, then news, a round trip
    // apart after the home had rendered. The descriptors' `prefetchHome` asks for them all as
    // app data arrives.
    const calls: string[] = []
    page.on('request', (request) => {
      if (API_CALL.test(new URL(request.url()).pathname))
        calls.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`)
    })
    const asked = new Set<string>()
    const missing = () => names.filter((name) => !asked.has(name))
    /** What was let through before every one of the home's calls had been asked for. */
    const tooEarly: string[] = []
    const holdUntilAllAsked = async (what: string) => {
      try {
        await expect.poll(missing, { timeout: 15_000 }).toEqual([])
      } catch {
        tooEarly.push(what)
      }
    }
    // The home's widgets (home-blocks) wait: their data does not (it waited for them before).
    await page.route(
      (url) => chunkName(url.pathname) === 'home-blocks',
      async (route) => {
        await holdUntilAllAsked('home-blocks')
        await route.continue()
      },
    )
    // No answer comes before every call has left: none waits for another's answer.
    await page.route(
      (url) => names.includes(callName(url.href) ?? ''),
      async (route) => {
        const name = callName(route.request().url())!
        asked.add(name)
        await holdUntilAllAsked(name)
        await route.continue()
      },
    )
    await page.goto(brandUrl(client))
    await expect.poll(missing, { timeout: 30_000 }).toEqual([])
    expect(tooEarly).toEqual([])
    // The widgets show what was asked for before they mounted.
    await expect(
      page.getByRole('region', { name: 'Новости' }).getByRole('button', { name: 'Все новости' }),
    ).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    // No call twice (the same address and body), one app-data call.
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([])
    expect(calls.filter((call) => APP_CALL.test(call.split(' ')[1]!))).toHaveLength(1)
  })
}
