/**
 * Dev tools (spec shell-data §2 App shell, §6 developer mode, §7 HTTP layer options): the hidden
 * debug popup (10 taps), its verbose and session-recording toggles; the dev control overlay in
 * developer mode (a query parameter) switching the locale, the host and forcing an error.
 */
import { expect, test, type Page } from './test.ts'
import { coffee } from '../server/seed/coffee.ts'
import { faultTexts } from './fault-helpers.ts'
import { brandUrl, PORT } from './helpers.ts'
import { PHONE_USER_AGENT } from './user-agents.ts'

const brandName = String(coffee.settings.name)

async function openDebugPopup(page: Page) {
  await page.getByRole('button', { name: 'Меню' }).first().click()
  const panel = page.getByRole('dialog', { name: 'Меню' })
  const logo = panel.getByRole('button', { name: brandName })
  // Ten quick taps, as a person does them: one action, so a busy machine cannot space them out
  // beyond the app's 1.5 s between taps.
  await logo.click({ clickCount: 10 })
  return page.getByRole('dialog', { name: 'Отладка' })
}

test('the debug popup shows the brand, version and user agent; verbose persists; recording off warns', async ({
  page,
}) => {
  await page.goto(brandUrl('coffee'))
  let popup = await openDebugPopup(page)
  await expect(popup.getByText('1.2.2', { exact: true })).toBeVisible()
  await expect(popup.getByText(PHONE_USER_AGENT, { exact: true })).toBeVisible()
  await expect(popup.getByText(`http://coffee.localhost:${PORT}`, { exact: true })).toBeVisible()
  const verbose = popup.getByRole('checkbox', { name: 'Подробный журнал' })
  await expect(verbose).not.toBeChecked()
  await verbose.check()

  await page.reload()
  popup = await openDebugPopup(page)
  await expect(popup.getByRole('checkbox', { name: 'Подробный журнал' })).toBeChecked()

  const recording = popup.getByRole('checkbox', { name: 'Запись сессии' })
  await recording.check()
  await recording.uncheck()
  const dialog = page.getByRole('alertdialog', { name: 'Запись сессии' })
  await expect(
    dialog.getByText('Запись сессии остановится после перезапуска приложения.'),
  ).toBeVisible()
})

async function openDevControl(page: Page, name = 'Панель разработчика') {
  await page.getByRole('button', { name }).click()
  return page.getByRole('dialog', { name })
}

test('the dev control switches the locale and the host, and forces an error', async ({ page }) => {
  await page.goto(brandUrl('coffee', '/?dev=1'))
  const tabs = page.getByRole('navigation', { name: 'Вкладки' })
  await expect(tabs.getByRole('link', { name: 'Новости' })).toBeVisible()

  // Locale: the app reloads its data in English.
  let control = await openDevControl(page)
  await control.getByRole('radio', { name: 'English' }).check()
  await control.getByRole('button', { name: 'Применить' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'News' }),
  ).toBeVisible()

  // Host: a custom host on the same test server; app data comes from there.
  const customHost = `dev.localhost:${PORT}`
  const fromCustom = page.waitForRequest((r) =>
    r.url().startsWith(`http://coffee.${customHost}/rest/mobile/v53/`),
  )
  control = await openDevControl(page, 'Developer controls')
  await control.getByRole('radio', { name: 'Custom' }).check()
  await control.getByLabel('Custom host').fill(customHost)
  await control.getByRole('button', { name: 'Apply' }).click()
  await fromCustom
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible()

  // Forced error: the next screen's call fails with the spec's network text.
  control = await openDevControl(page, 'Developer controls')
  await control.getByRole('radio', { name: 'Русский' }).check()
  await control.getByLabel('Forced error').selectOption('network')
  await control.getByRole('button', { name: 'Apply' }).click()
  await tabs.getByRole('link', { name: 'Новости' }).click()
  await expect(page.getByText(faultTexts.network).first()).toBeVisible()
})
