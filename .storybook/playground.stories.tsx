/**
 * Brand playground: bring a brand's app data, edit its settings in forms from `schemas/`, see
 * the shell update live and every problem explained next to it (issue 17).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { demoBrands } from './brands.ts'
import { Playground } from './playground.tsx'

const meta: Meta<typeof Playground> = {
  title: 'Brand preview/Playground',
  component: Playground,
  // the playground brings its own app data: not the toolbar's brand
  parameters: { brand: false, layout: 'padded' },
}
export default meta

export const Default: StoryObj<typeof Playground> = { name: 'Playground' }

/** Either language of the toolbar (the studio's texts are in ru and en). */
const either = (en: string, ru: string) => new RegExp(`^(${en}|${ru})`)

/**
 * A brand manager's walk: paste coffee's app data, rename the news tab in the generated form
 * (labelled from the schema, not by property name) and see the preview's tab bar change; then
 * paste broken app data and read the brand check's findings.
 */
export const PasteEditAndCheck: StoryObj<typeof Playground> = {
  name: 'Paste, edit a setting, see the check',
  play: async ({ canvas, userEvent, step }) => {
    const appData = canvas.getByRole('textbox', {
      name: either('App data \\(JSON\\)', 'Данные приложения \\(JSON\\)'),
    })
    const paste = async (text: string) => {
      await userEvent.clear(appData)
      await userEvent.click(appData)
      await userEvent.paste(text)
    }
    const preview = within(canvas.getByRole('region', { name: either('Preview', 'Превью') }))

    await step('paste a brand’s app data: the preview shows its tab bar', async () => {
      await paste(JSON.stringify(demoBrands.coffee!.appData))
      const tabs = within(await preview.findByRole('navigation', {}, { timeout: 10_000 }))
      await waitFor(() => expect(tabs.getByRole('link', { name: /Новости|News/ })).toBeVisible(), {
        timeout: 10_000,
      })
    })

    await step('edit the news title in the form: the tab is renamed', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: either('Settings of', 'Настройки') }),
        'news',
      )
      // labelled in words ("Title"), not by the raw property name ("title")
      const title = await canvas.findByRole('textbox', { name: /^Title/ })
      await userEvent.type(title, 'Свежее')
      await waitFor(() => expect(preview.getByRole('link', { name: /Свежее/ })).toBeVisible(), {
        timeout: 10_000,
      })
    })

    await step('paste broken app data: the brand check names the setting', async () => {
      await paste('{"settings": {"colors": "red", "tabbar": ["home"], "modules": {"home": {}}}}')
      const check = within(
        canvas.getByRole('complementary', { name: either('Brand check', 'Проверка бренда') }),
      )
      const schemaErrors = await check.findByRole('region', {
        name: either(
          'Settings that do not match the schema',
          'Настройки, не соответствующие схеме',
        ),
      })
      await expect(within(schemaErrors).getByText('settings.colors')).toBeVisible()
    })

    await step('paste text that is not JSON: the check says so', async () => {
      await paste('{"settings": ')
      const check = within(
        canvas.getByRole('complementary', { name: either('Brand check', 'Проверка бренда') }),
      )
      await expect(await check.findByText(/^(Not JSON|Не JSON)/)).toBeVisible()
    })
  },
}
