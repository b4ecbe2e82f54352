/**
 * Push clicks end to end (spec shell-data §6 Push handling; issue 4: a gift opened from a push).
 * No push service runs here, so the notification is raised inside the app's real service worker
 * (a PushEvent and a NotificationEvent dispatched in the worker); the rest — the worker's post,
 * the shell's routing to the gifts module, the popup fetched by id from the server — is the app
 * itself. The `?push=` address is what the worker opens when no window is open.
 */
import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { api } from './checkout-helpers.ts'
import { brandUrl, underServiceWorker } from './helpers.ts'

async function giftId(page: Page, client: string, title: string): Promise<string> {
  const r = await page.request.get(api(client, 'get-coupons'))
  const body = (await r.json()) as { gift: { id: number; title: string }[] }
  const gift = body.gift.find((g) => g.title === title)
  expect(gift, `gift ${title}`).toBeTruthy()
  return `gift-${gift!.id}`
}

/** The gift popup showing `title` (titled by the gift, or by the section while it loads). */
const giftPopup = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, level: 3 }) })

const pushAddress = (client: string, message: unknown) =>
  brandUrl(client, `/?push=${encodeURIComponent(JSON.stringify(message))}`)

test('opening the app from a gift push shows that gift’s popup', async ({ page }) => {
  await signIn(page, 'coffee')
  const entity = await giftId(page, 'coffee', 'Круассан с миндалём')
  await page.goto(
    pushAddress('coffee', {
      title: 'Подарок ждёт',
      body: 'Круассан за 5 баллов',
      additionalData: { connectedEntity: entity },
    }),
  )
  // Fetched by id from the server (the list has not been opened).
  const popup = giftPopup(page, 'Круассан с миндалём')
  await expect(popup).toBeVisible()
  // The gift itself, whatever the balance left by other tests says on its button.
  await expect(popup.getByText('Только в кофейне на Независимости', { exact: false })).toBeVisible()
  // The push parameter is gone from the address (a reload does not open it again).
  expect(new URL(page.url()).searchParams.has('push')).toBe(false)
})

test('a push without an entity shows its title and body; one for another region switches first', async ({
  page,
}) => {
  await page.goto(pushAddress('pizzeria-msk', { title: 'Новое меню', body: 'Загляните!' }))
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByText('Новое меню')).toBeVisible()
  await expect(alert.getByText('Загляните!')).toBeVisible()
  await alert.getByRole('button').click()
  await expect(alert).toBeHidden()
  await expect(page).toHaveTitle('Пицца Марио')

  const switched = page.waitForResponse(
    (r) => r.url().includes('pizzeria-spb.localhost') && r.url().includes('/rest/mobile/v53/app'),
  )
  await page.goto(
    pushAddress('pizzeria-msk', {
      title: 'Открылись в Петербурге',
      additionalData: { connectedDomain: 'pizzeria-spb' },
    }),
  )
  await switched
  await expect(page.getByRole('alertdialog').getByText('Открылись в Петербурге')).toBeVisible()
  await expect(page).not.toHaveTitle('Пицца Марио')

  // Meant only for Moscow and now in St Petersburg: ignored. The page's clock is driven past
  // the splash and the 500 ms the shell waits before it shows a push (src/app/push-handler.ts).
  await page.clock.install()
  await page.goto(
    pushAddress('pizzeria-msk', {
      title: 'Только для Москвы',
      additionalData: { connectedDomain: 'pizzeria-msk', ignoreIfNotInDomain: 'true' },
    }),
  )
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  await page.clock.runFor(1500)
  await expect(page.getByRole('alertdialog')).toBeHidden()
})

test.describe('through the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a notification click in the worker opens the gift in the open window', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin: brandUrl('coffee', '') })
    await signIn(page, 'coffee')
    const entity = await giftId(page, 'coffee', 'Круассан с миндалём')
    await page.goto(brandUrl('coffee', '/'))
    await underServiceWorker(page)
    const worker = context.serviceWorkers().find((w) => w.url().includes('coffee.localhost'))
    expect(worker).toBeTruthy()

    const message = {
      title: 'Подарок ждёт',
      body: 'Круассан за 5 баллов',
      additionalData: { connectedEntity: entity },
    }
    // The push arrives: the worker shows a notification; then the customer clicks it.
    const shown = await worker!.evaluate(async (m) => {
      const sw = self as unknown as ServiceWorkerGlobalScope
      const push = new PushEvent('push', { data: JSON.stringify(m) })
      sw.dispatchEvent(push)
      for (let i = 0; i < 50; i++) {
        const list = await sw.registration.getNotifications()
        if (list.length) {
          sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: list[0]! }))
          return list[0]!.title
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      return null
    }, message)
    expect(shown).toBe('Подарок ждёт')
    await expect(giftPopup(page, 'Круассан с миндалём')).toBeVisible()
  })
})
