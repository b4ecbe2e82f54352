import { expect, test } from './test.ts'
import { pizzeriaMsk, pizzeriaSpb } from '../server/seed/pizzeria.ts'
import { sushi } from '../server/seed/sushi.ts'
import { brandUrl, cssVar, entryScript } from './helpers.ts'

test('two brands from one build show their own name, colours and tab bar', async ({ page }) => {
  await page.goto(brandUrl('pizzeria-msk'))
  await expect(page.getByRole('heading', { level: 1, name: 'Пицца Марио' })).toBeVisible()
  expect((await cssVar(page, '--color-primary')).toUpperCase()).toBe(
    String(
      pizzeriaMsk.settings.colors &&
        (pizzeriaMsk.settings.colors as Record<string, string>).primary,
    ),
  )
  const mskTabs = page.getByRole('navigation', { name: 'Вкладки' })
  await expect(mskTabs.getByRole('link', { name: 'Главная' })).toBeVisible()
  await expect(mskTabs.getByText('Главная')).toBeVisible()
  const mskScript = await entryScript(page)
  await expect(page).toHaveTitle(String(pizzeriaMsk.settings.name))

  await page.goto(brandUrl('pizzeria-spb'))
  await expect(page).toHaveTitle(String(pizzeriaSpb.settings.name))
  expect((await cssVar(page, '--color-primary')).toUpperCase()).toBe(
    (pizzeriaSpb.settings.colors as Record<string, string>).primary,
  )
  // This brand hides the tab labels: the tabs keep their names for assistive technology.
  const spbTabs = page.getByRole('navigation', { name: 'Вкладки' })
  await expect(spbTabs.getByRole('link', { name: 'Главная' })).toBeVisible()
  await expect(spbTabs.getByText('Главная', { exact: true })).toHaveClass(/visually-hidden/)
  expect(await entryScript(page)).toBe(mskScript)
})

test('the brand can come from the query instead of the subdomain', async ({ page }) => {
  await page.goto(`${brandUrl('x').replace('x.localhost', 'localhost')}?client=sushi`)
  await expect(page).toHaveTitle(String(sushi.settings.name))
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
})

test('a brand with a broken module still renders the rest and reports it', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(brandUrl('sushi'))
  // sushi lists an unknown `legacy-widget` module, also in its home slot.
  await expect(
    page.getByRole('heading', { level: 1, name: String(sushi.settings.name) }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Позвонить' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()

  // The hidden debug popup (10 taps on the logo in the side panel) lists the problem.
  await page.getByRole('button', { name: 'Меню', exact: true }).first().click()
  const panel = page.getByRole('dialog', { name: 'Меню' })
  const logo = panel.getByRole('button', { name: String(sushi.settings.name) })
  // Ten quick taps, as a person does them: one action, so a busy machine cannot space them out
  // beyond the app's 1.5 s between taps.
  await logo.click({ clickCount: 10 })
  await expect(page.getByText(/legacy-widget/).first()).toBeVisible()
  expect(errors).toEqual([])
})
