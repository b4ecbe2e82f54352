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
