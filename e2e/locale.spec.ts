import { expect, test } from './test.ts'
import { brandUrl, chooseLanguage } from './helpers.ts'

const CYRILLIC = /[А-Яа-яЁё]/

test('English brand texts: tabs, menu, categories and products follow the chosen language, and back', async ({
  page,
}) => {
  await page.goto(brandUrl('pizzeria-msk'))
  const tabs = page.getByRole('navigation', { name: 'Вкладки' })
  await expect(tabs.getByRole('link', { name: 'Меню' })).toBeVisible()

  await chooseLanguage(page, 'English')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  const enTabs = page.getByRole('navigation', { name: 'Tabs' })
  // The brand's tab label comes from app data, reloaded in English.
  await expect(enTabs.getByRole('link', { name: 'Menu' })).toBeVisible()
  await expect(enTabs).not.toContainText(CYRILLIC)

  // The side menu's entries are the brand's, in English.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Menu' }).first().click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  await expect(panel.getByRole('button', { name: 'Loyalty programme rules' })).toBeVisible()
  await expect(panel).not.toContainText(CYRILLIC)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // Catalog: categories and products in English, nothing Russian on the screen.
  await enTabs.getByRole('link', { name: 'Menu' }).click()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /Pizza/ }).first()).toBeVisible()
  await expect(main).not.toContainText(CYRILLIC)
  await main.getByRole('link', { name: /Pizza/ }).first().click()
  await expect(main.getByRole('heading', { name: 'Pizza', level: 1 })).toBeVisible()
  await main.getByRole('link', { name: 'Classic' }).click()
  await expect(main.getByText('Margherita', { exact: true }).first()).toBeVisible()
  await expect(main).not.toContainText(CYRILLIC)

  // Home: no Russian left either.
  await enTabs.getByRole('link', { name: 'Home' }).click()
  await expect(main.getByRole('link', { name: 'Call' }).first()).toBeVisible()
  await expect(main).not.toContainText(CYRILLIC)

  // Back to Russian: the brand's texts return.
  await chooseLanguage(page, 'Русский', { menu: 'Menu', settings: 'Settings' })
  await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Меню' })).toBeVisible()
})
