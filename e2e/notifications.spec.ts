/**
 * Notifications and web push end to end (issue 13; spec shell-data §2 Notifications page, §4
 * Push tags, §6): the bell for a signed-in user only, the received pushes grouped by date, a
 * tap that opens its entity through the push handling (a gift popup) or shows the alert, and
 * the subscription: with PushManager and the permission stubbed in the page (no push service
 * here), the app subscribes with the server's VAPID key and sends set-user-push-token with the
 * version 3 tag to the real server.
 */
import { createHash } from 'node:crypto'
import { expect, test, type Page } from './test.ts'
import { DEMO_USERNAME, signIn } from './auth-helpers.ts'
import { api } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'
import { stubPushManager } from './push-helpers.ts'

const ADMIN_SECRET = 'e2e-admin-secret'

async function sendPush(page: Page, client: string, body: Record<string, unknown>) {
  const r = await page.request.post(api(client, 'admin/push'), {
    headers: { 'X-Admin-Secret': ADMIN_SECRET },
    data: { phone: DEMO_USERNAME, ...body },
  })
  expect(r.status()).toBe(200)
  return (await r.json()) as { push: { id: number } }
}

test('the bell shows for a signed-in user; pushes are grouped by date and a tap opens the entity', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee', '/'))
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Уведомления' })).toHaveCount(0)

  await signIn(page, 'coffee')
  // A push sent just now (the demo admin route): it is today's, whatever the time of day.
  await sendPush(page, 'coffee', {
    // In both languages, as a brand writes it: the English screen walk reads this list too.
    title: { ru: 'Круассан для вас', en: 'A croissant for you' },
    text: { ru: 'Обменяйте 5 баллов на круассан', en: 'Swap 5 points for a croissant' },
    entity: 'gift',
    id: '2',
  })
  await page.goto(brandUrl('coffee', '/'))
  await page.getByRole('button', { name: 'Уведомления' }).click()
  await expect(page).toHaveURL(/\/notifications\/$/)
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible()

  const today = page.getByRole('region', { name: 'Сегодня' })
  await expect(today.getByRole('button', { name: /Круассан для вас/ })).toBeVisible()
  // The demo pushes of earlier days: a long date header (12 days ago) in the app's one date
  // style (core/format, as history and bonuses write it; no «г.»): «13 ноября» beside «Вчера,
  // 24 ноября», the year only on another year's day (issue 12, session 15: not «13 ноября 2026»).
  await expect(
    page.getByRole('heading', { level: 2, name: /^\d{1,2}\s[а-я]+(\s\d{4})?$/ }).first(),
  ).toBeVisible()
  // the brand's (coffee: Minsk) current year
  const thisYear = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Minsk',
    year: 'numeric',
  }).format(new Date())
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`\\s${thisYear}$`) }),
  ).toHaveCount(0)

  await today.getByRole('button', { name: /Круассан для вас/ }).click()
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Круассан с миндалём', level: 3 }) })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Закрыть' }).first().click()
  await expect(popup).toBeHidden()

  // A plain push: the alert with its title and body.
  await page.getByRole('button', { name: /Спасибо, что вы с нами/ }).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByText('Спасибо, что вы с нами')).toBeVisible()
  await expect(alert.getByText(/приветственные баллы/)).toBeVisible()
})

test.describe('web push subscription', () => {
  test.use({ serviceWorkers: 'allow' })

  test('turning notifications on subscribes and sends set-user-push-token to the server', async ({
    page,
  }) => {
    // No push service here: the page's Notification permission and PushManager are stubbed.
    await stubPushManager(page)
    await signIn(page, 'coffee')
    await page.goto(brandUrl('coffee', '/notifications/'))
    // Never asked on page load: only the button asks.
    expect(await page.evaluate(() => (window as { __asked?: number }).__asked ?? 0)).toBe(0)

    const sent = page.waitForResponse((r) => r.url().includes('/set-user-push-token'))
    await page.getByRole('button', { name: 'Включить уведомления' }).click()
    const response = await sent
    expect(response.status()).toBe(200)
    const body = response.request().postDataJSON() as {
      pushToken: string
      subscription: { endpoint: string }
      tags: Record<string, string>
    }
    expect(body.pushToken).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/)
    expect(body.subscription.endpoint).toBe(body.pushToken)
    // coffee is version 3: the md5 of the username.
    expect(body.tags).toEqual({ user: createHash('md5').update(DEMO_USERNAME).digest('hex') })
    expect(((await response.json()) as { pushToken: string }).pushToken).toBe(body.pushToken)
    await expect(page.getByRole('button', { name: 'Включить уведомления' })).toHaveCount(0)
  })
})
