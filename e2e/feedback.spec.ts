/**
 * Feedback end to end (issue 14; shell-data §2 Feedback screens, §4 Feedback form, §7, §9) against
 * the real server: leave feedback from the home «Отзыв» button (stars, branch, text, send, the
 * success dialog) and find it on the list page; the external share sheet for a 5-star review of
 * a branch with review URLs (Pizza Mario, Tverskaya: the wallet frontend's feedback page with
 * token, idFeedback and idBranch, caught as a popup and answered here: no real network); a 500 on
 * send shows the spec's text and keeps what was typed, as does a garbled 200 (the list's too); the
 * branch of the customer's last visit is preselected.
 */
import { expect, test, type Page } from './test.ts'
import { signIn } from './auth-helpers.ts'
import { faultTexts, injectFault } from './fault-helpers.ts'
import { brandUrl } from './helpers.ts'

const CLIENT = 'pizzeria-msk'

async function openFeedbackSheet(page: Page) {
  await page.goto(brandUrl(CLIENT))
  await page.getByRole('button', { name: 'Отзыв', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Оставить отзыв' })
  await expect(sheet.getByRole('heading', { name: 'Оцените нас' })).toBeVisible()
  return sheet
}

const send = (sheet: ReturnType<Page['getByRole']>) =>
  sheet.getByRole('button', { name: 'Отправить' })

test.beforeEach(async ({ page }) => {
  // Sign-in, a send and a reload each: slow on a busy shared machine.
  test.slow()
  await signIn(page, CLIENT)
})

test('leaves feedback from the home button and finds it in the list', async ({ page }) => {
  const comment = `Отличная пицца, спасибо! ${Date.now()}`
  const sheet = await openFeedbackSheet(page)
  // spec: send is disabled until a star is chosen
  await expect(send(sheet)).toBeDisabled()
  await sheet.getByRole('radio', { name: '4 из 5' }).check()
  await expect(send(sheet)).toBeEnabled()
  await sheet.getByRole('radio', { name: 'Пицца Марио на Арбате' }).check()
  await sheet.getByRole('textbox', { name: 'Комментарий' }).fill(comment)
  const request = page.waitForRequest((r) => /\/rest\/mobile\/v53\/feedback(\?|$)/.test(r.url()))
  await send(sheet).click()
  expect((await request).postDataJSON()).toMatchObject({
    idBranch: 2,
    quality: 8,
    content: comment,
  })
  const done = page.getByRole('alertdialog', { name: 'Спасибо за отзыв!' })
  await expect(done).toBeVisible()
  await expect(sheet).toBeHidden()
  await done.getByRole('button', { name: 'Закрыть' }).click()
  // Arbat has no review URLs: no share sheet.
  await expect(page.getByRole('dialog', { name: 'Поделитесь отзывом' })).toBeHidden()

  await page.goto(brandUrl(CLIENT, '/feedback/'))
  await expect(page.getByRole('heading', { name: 'Оцените нас', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Мои отзывы' }).click()
  const list = page.getByRole('list', { name: 'Список отзывов' })
  const first = list.getByRole('listitem').first()
  await expect(first).toContainText(comment)
  await expect(first.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeVisible()
  await expect(first).toContainText('Ответа пока нет')
  // The seeded feedback with the operator's answers follows (shown as halves: 7 = 3,5).
  await expect(list.getByText('Спасибо за тёплые слова! Ждём вас снова.')).toBeVisible()
  await expect(list.getByRole('img', { name: 'Оценка: 3,5 из 5' })).toBeVisible()
})

test('a 5-star review of a branch with review URLs offers the share sheet, which opens the review page', async ({
  page,
}) => {
  // The review page is somebody else's site: answered here, never fetched.
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Отзыв</title>' }),
    )
  const sheet = await openFeedbackSheet(page)
  await sheet.getByRole('radio', { name: '5 из 5' }).check()
  await sheet.getByRole('radio', { name: 'Пицца Марио на Тверской' }).check()
  const answer = page.waitForResponse((r) => /\/rest\/mobile\/v53\/feedback(\?|$)/.test(r.url()))
  await send(sheet).click()
  const saved = (await (await answer).json()).feedback as {
    idFeedback: number
    authToken: string
  }
  await page
    .getByRole('alertdialog', { name: 'Спасибо за отзыв!' })
    .getByRole('button', { name: 'Закрыть' })
    .click()
  const share = page.getByRole('dialog', { name: 'Поделитесь отзывом' })
  await expect(share).toContainText('Спасибо! Поделитесь отзывом на картах — это очень нам поможет')
  const popup = page.waitForEvent('popup')
  await share.getByRole('button', { name: 'Оставить отзыв' }).click()
  const opened = new URL((await popup).url())
  expect(opened.origin + opened.pathname).toBe('https://example.org/wallet/feedback')
  expect(Object.fromEntries(opened.searchParams)).toEqual({
    token: saved.authToken,
    idFeedback: String(saved.idFeedback),
    idBranch: '1',
  })
  await expect(share).toBeHidden()
})

test('a server error on send shows the spec’s text and keeps what was typed', async ({ page }) => {
  const sheet = await openFeedbackSheet(page)
  await sheet.getByRole('radio', { name: '2 из 5' }).check()
  await sheet.getByRole('radio', { name: 'Пицца Марио на Арбате' }).check()
  await sheet.getByRole('textbox', { name: 'Комментарий' }).fill('Пицца приехала холодной')
  const fault = await injectFault(page, 'feedback', '500')
  await send(sheet).click()
  await fault.sent
  const error = page.getByRole('alertdialog', { name: 'Ошибка' })
  await expect(error).toContainText(faultTexts.server)
  await error.getByRole('button', { name: 'Закрыть' }).click()
  await expect(sheet.getByRole('textbox', { name: 'Комментарий' })).toHaveValue(
    'Пицца приехала холодной',
  )
  await expect(sheet.getByRole('radio', { name: '2 из 5' })).toBeChecked()
  await fault.release()
  await send(sheet).click()
  await expect(page.getByRole('alertdialog', { name: 'Спасибо за отзыв!' })).toBeVisible()
})

test('the form preselects the branch of the customer’s last visit (app data lastVisitedBranchId)', async ({
  page,
}) => {
  // The server derives it from the newest purchase or order (other tests may place orders):
  // read it from the app data the page loads, then find that branch chosen in the form.
  const appAnswer = page.waitForResponse(
    (r) => /\/rest\/mobile\/v53\/app(\?|$)/.test(r.url()) && r.request().method() === 'POST',
  )
  const sheet = await openFeedbackSheet(page)
  const data = (await (await appAnswer).json()) as {
    user: { lastVisitedBranchId?: unknown }
    branches: { idBranch: number; name: string }[]
  }
  expect(data.branches.length).toBeGreaterThan(1)
  const last = data.branches.find((b) => b.idBranch === data.user.lastVisitedBranchId)
  expect(last, 'the demo customer has visited one of the branches').toBeDefined()
  await expect(sheet.getByRole('radio', { name: last!.name })).toBeChecked()
  for (const other of data.branches.filter((b) => b !== last)) {
    await expect(sheet.getByRole('radio', { name: other.name })).not.toBeChecked()
  }
})

test('a garbled 200 on send shows the spec’s text, keeps what was typed, and no success', async ({
  page,
}) => {
  const sheet = await openFeedbackSheet(page)
  await sheet.getByRole('radio', { name: '3 из 5' }).check()
  await sheet.getByRole('radio', { name: 'Пицца Марио на Арбате' }).check()
  await sheet.getByRole('textbox', { name: 'Комментарий' }).fill('Долго ждали заказ')
  // A 200 of the wrong shape: no saved record in it.
  const fault = await injectFault(page, 'feedback', 'malformed', {
    garbled: '{"status":"ok","feedback":"saved"}',
  })
  await send(sheet).click()
  await fault.sent
  const error = page.getByRole('alertdialog', { name: 'Ошибка' })
  await expect(error).toContainText(faultTexts.server)
  await expect(page.getByRole('alertdialog', { name: 'Спасибо за отзыв!' })).toHaveCount(0)
  await error.getByRole('button', { name: 'Закрыть' }).click()
  await expect(sheet.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Долго ждали заказ')
  await expect(sheet.getByRole('radio', { name: '3 из 5' })).toBeChecked()
  await expect(sheet.getByRole('radio', { name: 'Пицца Марио на Арбате' })).toBeChecked()
  await fault.release()
})

test('a garbled 200 for the list shows the spec’s text instead of the records', async ({
  page,
}) => {
  // A 200 whose feedback is not a list.
  const fault = await injectFault(page, 'get-feedback', 'malformed', {
    garbled: '{"status":"ok","feedback":{"items":[]}}',
  })
  await page.goto(brandUrl(CLIENT, '/feedback/list'))
  await fault.sent
  await expect(page.getByText(faultTexts.server)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Список отзывов' })).toHaveCount(0)
  await expect(page.getByText('Спасибо за тёплые слова! Ждём вас снова.')).toHaveCount(0)
  await fault.release()
})
