/**
 * The statistics queue end to end (issue 15; spec shell-data §4): events recorded while the
 * statistics call fails survive a reload and an offline spell, and all arrive, in order, once
 * the device is back online. Counted through the demo admin route.
 */
import { expect, test } from './test.ts'
import { brandUrl, PORT } from './helpers.ts'

const pushAddress = (message: unknown) =>
  brandUrl('sushi', `/?push=${encodeURIComponent(JSON.stringify(message))}`)

test('no statistics event is lost across a reload and an offline spell', async ({
  page,
  context,
}) => {
  const stored = async () => {
    const r = await page.request.get(
      `http://localhost:${PORT}/rest/mobile/v53/admin/statistics?client=sushi`,
      {
        headers: { 'X-Admin-Secret': 'e2e-admin-secret' },
      },
    )
    const body = (await r.json()) as { events: { action: string; id: string | null }[] }
    return body.events.filter((e) => e.action === 'push-open').map((e) => e.id)
  }
  const before = await stored()
  // The statistics call fails (fault injection): the events stay queued.
  await page.route('**/rest/mobile/v53/statistics*', (route) => route.abort())
  await page.goto(pushAddress({ title: 'Первое', additionalData: { pushId: 9101 } }))
  await expect(page.getByRole('alertdialog').getByText('Первое')).toBeVisible()
  // A reload (another push opens the app): the first event is still in the queue.
  await page.goto(pushAddress({ title: 'Второе', additionalData: { pushId: 9102 } }))
  await expect(page.getByRole('alertdialog').getByText('Второе')).toBeVisible()
  expect(await stored()).toEqual(before)
  await page.unroute('**/rest/mobile/v53/statistics*')
  await context.setOffline(true)
  await context.setOffline(false)
  await expect.poll(stored, { timeout: 20_000 }).toEqual([...before, '9101', '9102'])
})
