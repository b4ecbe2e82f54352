/**
 * Push calls that fail fail quietly (issue 13; spec shell-data §6 Push handling: the notification
 * is marked opened; §7: set-user-push-token's answer is not shown). A 500 or a lost connection on
 * `push-opened` or `set-user-push-token` shows the customer nothing and the app keeps working;
 * a subscription the server did not get is sent again on the next app data load (the stored
 * token is written only after the server took it). Faults through page.route only.
 */
import { expect, test, type Page } from './test.ts'
import { DEMO_USERNAME, signIn } from './auth-helpers.ts'
import { api } from './checkout-helpers.ts'
import { injectFault } from './fault-helpers.ts'
import { brandUrl } from './helpers.ts'
import { stubPushManager } from './push-helpers.ts'

const CLIENT = 'coffee'
const ADMIN_SECRET = 'e2e-admin-secret'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/e2e-faults'

/** No error of any kind is on screen. */
async function expectNoError(page: Page) {
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
}

test('a push-opened that fails (500, offline) shows nothing: the push’s gift still opens', async ({
  page,
}) => {
  await signIn(page, CLIENT)
  const r = await page.request.post(api(CLIENT, 'admin/push'), {
    headers: { 'X-Admin-Secret': ADMIN_SECRET },
    data: {
      phone: DEMO_USERNAME,
      // In both languages, as a brand writes it: the English screen walk reads this list too.
      title: { ru: 'Круассан ждёт', en: 'Your croissant is waiting' },
      text: { ru: 'Обменяйте 5 баллов на круассан', en: 'Swap 5 points for a croissant' },
      entity: 'gift',
      id: '2',
    },
  })
  expect(r.status()).toBe(200)
  await page.goto(brandUrl(CLIENT, '/notifications/'))
  const today = page.getByRole('region', { name: 'Сегодня' })
  const push = today.getByRole('button', { name: /Круассан ждёт/ }).first()
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Круассан с миндалём', level: 3 }) })

  for (const kind of ['500', 'offline'] as const) {
    const fault = await injectFault(page, 'push-opened', kind)
    await push.click()
    await fault.sent
    await expect(popup).toBeVisible()
    // The gift itself, whatever the balance left by other tests says on its button.
    await expect(
      popup.getByText('Только в кофейне на Независимости', { exact: false }),
    ).toBeVisible()
    await expectNoError(page)
    await popup.getByRole('button', { name: 'Закрыть' }).first().click()
    await expect(popup).toBeHidden()
    await fault.release()
  }
  // The app keeps working: the list is still there, and with the server back the push opens.
  await expect(push).toBeVisible()
  const opened = page.waitForResponse((r) => r.url().includes('/push-opened'))
  await push.click()
  expect((await opened).status()).toBe(200)
  await expect(popup).toBeVisible()
  await expectNoError(page)
})

test.describe('web push subscription', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a set-user-push-token that fails (500, offline) shows nothing and is sent again on the next load', async ({
    page,
  }) => {
    // No push service here: permission and PushManager are stubbed (e2e/push-helpers.ts).
    await stubPushManager(page, ENDPOINT)
    await signIn(page, CLIENT)
    await page.goto(brandUrl(CLIENT, '/notifications/'))
    const turnOn = page.getByRole('button', { name: 'Включить уведомления' })

    // 500: nothing shown, the page goes on (permission granted: the offer is gone).
    let fault = await injectFault(page, 'set-user-push-token', '500')
    await turnOn.click()
    await fault.sent
    await expect(turnOn).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible()
    await expectNoError(page)
    await fault.release()

    // The next app data load (a reload) sends it again; offline this time: still nothing shown.
    fault = await injectFault(page, 'set-user-push-token', 'offline')
    await page.reload()
    await fault.sent
    await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible()
    await expectNoError(page)
    await fault.release()

    // And once the server answers, it has the subscription.
    const sent = page.waitForResponse((r) => r.url().includes('/set-user-push-token'))
    await page.reload()
    const response = await sent
    expect(response.status()).toBe(200)
    expect((response.request().postDataJSON() as { pushToken: string }).pushToken).toBe(ENDPOINT)
    await expectNoError(page)
  })
})
