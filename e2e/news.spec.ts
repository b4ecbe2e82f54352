/**
 * News end to end (issue 13; accounts-loyalty §2 News, §4, §7) against the real server and its
 * demo news: the coffee brand's news tab with infinite scroll and the popup, a push that opens a
 * news popup by id, Pizza Mario's news as a pushed page with a back link, and the empty and
 * error states through fault injection (page.route only).
 */
import { expect, test, type Page } from './test.ts'
import { injectFault, faultTexts } from './fault-helpers.ts'
import { api, ADMIN_SECRET } from './checkout-helpers.ts'
import { brandUrl } from './helpers.ts'

const newsList = (page: Page) => page.getByRole('list', { name: 'Список новостей' })

const pushAddress = (client: string, message: unknown) =>
  brandUrl(client, `/?push=${encodeURIComponent(JSON.stringify(message))}`)

test('the news tab loads more on scroll and opens a news popup from the list', async ({ page }) => {
  const pages: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.endsWith('/rest/mobile/v53/news') && r.method() === 'GET') {
      pages.push(url.search.replace(/[?&]client=[^&]*/, ''))
    }
  })
  await page.goto(brandUrl('coffee'))
  await page
    .getByRole('navigation', { name: 'Вкладки' })
    .getByRole('link', { name: 'Новости' })
    .click()
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible()
  const list = newsList(page)
  // spec: limit 10, then offset = the list's length; the demo brand has 14.
  await expect(list.getByRole('listitem')).toHaveCount(10)
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(14)
  expect(pages).toEqual(['?limit=10', '?limit=10&offset=10'])
  // A short page was the last: scrolling to the end asks nothing more.
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(14)
  expect(pages).toHaveLength(2)

  const card = list.getByRole('button', { name: /Открылись на Немиге/ })
  await card.scrollIntoViewIfNeeded()
  await card.click()
  const popup = page.getByRole('dialog', { name: 'Открылись на Немиге' })
  await expect(popup.getByRole('heading', { name: 'Открылись на Немиге', level: 3 })).toBeVisible()
  await expect(popup.getByText('ул. Немига, 5', { exact: false })).toBeVisible()
  await popup.getByRole('button', { name: 'Закрыть' }).click()
  await expect(popup).toBeHidden()
})

test('a news push opens its popup by id, fetched from the server', async ({ page }) => {
  await page.goto(
    pushAddress('pizzeria-msk', {
      title: 'Новости',
      body: 'Мы открылись на Арбате',
      additionalData: { connectedEntity: 'news-2' },
    }),
  )
  const popup = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Открыли ресторан на Арбате', level: 3 }) })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('80 мест', { exact: false })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  expect(new URL(page.url()).searchParams.has('push')).toBe(false)

  // A news id the brand does not have: the server's not-found text.
  await page.goto(
    pushAddress('pizzeria-msk', {
      title: 'Новости',
      additionalData: { connectedEntity: 'news-9999' },
    }),
  )
  await expect(
    page.getByRole('dialog').getByText('Упс! Новость, которую вы ищете, недоступна'),
  ).toBeVisible()
})

test('Pizza Mario’s news is a pushed page with a back link; hostile HTML stays inert', async ({
  page,
}) => {
  // The hostile-HTML news is not demo data: the test adds it on its worker's server (the demo
  // admin route) and takes it away after.
  const fixture = async (active: boolean) => {
    const r = await page.request.post(api('pizzeria-msk', 'admin/news/fixture'), {
      headers: { 'X-Admin-Secret': ADMIN_SECRET },
      data: { active },
    })
    expect(r.status()).toBe(200)
  }
  await fixture(true)
  try {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(brandUrl('pizzeria-msk'))
    await expect(
      page.getByRole('navigation', { name: 'Вкладки' }).getByRole('link', { name: 'Новости' }),
    ).toHaveCount(0)
    await page.getByRole('button', { name: 'Меню' }).first().click()
    await page
      .getByRole('dialog', { name: 'Меню' })
      .getByRole('button', { name: 'Новости' })
      .click()
    const list = newsList(page)
    await expect(list.getByRole('listitem')).toHaveCount(10)
    const hostile = list.getByRole('button', { name: /Проверка безопасности/ })
    await hostile.scrollIntoViewIfNeeded()
    await hostile.click()
    const popup = page.getByRole('dialog', { name: 'Проверка безопасности: картинки в новостях' })
    await expect(popup.getByText('Эта новость содержит HTML', { exact: false })).toBeVisible()
    expect(await popup.locator('script, [onerror]').count()).toBe(0)
    await popup.getByRole('button', { name: 'Закрыть' }).click()
    await page.getByRole('button', { name: 'Назад' }).click()
    await expect(newsList(page)).toBeHidden()
    expect(dialogs).toEqual([])
  } finally {
    await fixture(false)
  }
})

test('empty and failing news lists show the spec’s texts; a retry loads the list', async ({
  page,
}) => {
  const empty = await injectFault(page, 'news', 'malformed', {
    garbled: '{"status":"ok","news":[]}',
  })
  await page.goto(brandUrl('coffee', '/news/'))
  await expect(
    page.getByText('Следите за обновлениями! Скоро здесь появятся интересные новости'),
  ).toBeVisible()
  await empty.release()

  const failing = await injectFault(page, 'news', '500')
  await page.reload()
  const alert = page.getByRole('alert')
  await expect(alert.getByText(faultTexts.server)).toBeVisible()
  await failing.release()
  await alert.getByRole('button', { name: 'Попробовать снова' }).click()
  await expect(newsList(page).getByRole('listitem')).toHaveCount(10)
})
