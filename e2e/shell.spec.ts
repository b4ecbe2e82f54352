import { expect, test } from './test.ts'
import { brandUrl, chooseLanguage } from './helpers.ts'

test('side menu opens an info page with its HTML sanitised', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto(brandUrl('pizzeria-msk'))
  await page.getByRole('button', { name: 'Меню', exact: true }).first().click()
  const panel = page.getByRole('dialog', { name: 'Меню' })
  await panel.getByRole('button', { name: 'Правила программы лояльности' }).click()
  const popup = page.getByRole('dialog', { name: 'Правила программы лояльности' })
  await expect(popup.getByText('1 балл = 1 рубль', { exact: false })).toBeVisible()
  await expect(popup.locator('script')).toHaveCount(0)
  await expect(popup.locator('[onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => document.cookie)).not.toContain('stolen')
  // Back (Escape) closes the popup first, and the app stays.
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Вкладки' })).toBeVisible()
  expect(dialogs).toEqual([])
})

test('the language chosen in settings applies at once and survives a reload', async ({ page }) => {
  await page.goto(brandUrl('pizzeria-msk'))
  await chooseLanguage(page, 'English')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  // A pushed page opened directly shows its back link, not the menu button over it.
  await expect(page.getByRole('main').getByRole('button', { name: 'Menu' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(
    page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible()
})

test('back goes page, then tab root, then asks to press again to exit', async ({ page }) => {
  await page.goto(brandUrl('pizzeria-msk'))
  await page.getByRole('link', { name: 'Позвонить' }).waitFor()
  await page.getByRole('button', { name: 'Меню', exact: true }).first().click()
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('button', { name: 'Настройки' })
    .click()
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Нажмите «Назад» ещё раз для выхода')).toBeVisible()
})
