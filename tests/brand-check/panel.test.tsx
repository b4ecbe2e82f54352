import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { BrandCheckPanel } from '../../.storybook/brand-check-panel.tsx'
import { activateLocale, i18n, type Locale } from '../../src/core/i18n/i18n.ts'
import { renderI18n } from '../ui/i18n-render.tsx'
import { guestAppData } from '../../server/seed/helpers.ts'
import { pizzeriaMsk } from '../../server/seed/pizzeria.ts'

/** The studio's own catalog, loaded beside the app's as Storybook's preview does. */
const studioTexts = {
  ru: () => import('../../src/locales/ru/studio.po'),
  en: () => import('../../src/locales/en/studio.po'),
}

async function renderPanel(ui: ReactElement, locale: Locale) {
  await activateLocale(locale)
  i18n.load(locale, (await studioTexts[locale]()).messages)
  return renderI18n(ui, locale)
}

describe('the brand check panel in Storybook', () => {
  it('shows each finding with its path, the setting’s description, what it expects and a fix', async () => {
    const data = guestAppData(pizzeriaMsk) as { settings: Record<string, unknown> }
    data.settings.codeType = 'barcode'
    await renderPanel(
      <BrandCheckPanel appData={data} notes={['catalog: load: chunk failed']} />,
      'en',
    )
    const panel = screen.getByRole('complementary', { name: 'Brand check' })
    expect(
      within(panel).getByRole('heading', { name: 'Brand check: 1 error, 0 warnings' }),
    ).toBeVisible()
    const group = within(panel).getByRole('region', {
      name: 'Settings that do not match the schema',
    })
    expect(within(group).getByText('settings.codeType')).toBeVisible()
    expect(within(group).getByText('"qr" | "text"')).toBeVisible()
    expect(within(group).getByText('Use one of: "qr", "text".')).toBeVisible()
    expect(within(panel).getByText('catalog: load: chunk failed')).toBeVisible()
  })

  it('speaks Russian in a Russian Storybook', async () => {
    const data = guestAppData(pizzeriaMsk) as { settings: Record<string, unknown> }
    data.settings.codeType = 'barcode'
    await renderPanel(<BrandCheckPanel appData={data} />, 'ru')
    const panel = screen.getByRole('complementary', { name: 'Проверка бренда' })
    expect(
      within(panel).getByRole('heading', { name: 'Проверка бренда: 1 ошибка, 0 предупреждений' }),
    ).toBeVisible()
  })

  /** pizzeria-msk with a finding of each of three kinds. */
  const broken = () => {
    const data = guestAppData(pizzeriaMsk) as { settings: Record<string, unknown> }
    data.settings.codeType = 'barcode'
    data.settings.menu = ['nosuch']
    ;(data.settings.modules as Record<string, unknown>).bonuss = {}
    return data
  }

  it('shows the findings themselves in Russian in a Russian Storybook', async () => {
    await renderPanel(<BrandCheckPanel appData={broken()} />, 'ru')
    const panel = screen.getByRole('complementary', { name: 'Проверка бренда' })
    const schema = within(panel).getByRole('region', {
      name: 'Настройки, не соответствующие схеме',
    })
    expect(within(schema).getByText('"barcode" — не одно из допустимых значений')).toBeVisible()
    expect(within(schema).getByText('Используйте одно из: "qr", "text".')).toBeVisible()
    const unknown = within(panel).getByRole('region', { name: 'Неизвестные модули' })
    expect(
      within(unknown).getByText('Неизвестный модуль «bonuss»: приложение его пропускает'),
    ).toBeVisible()
    expect(within(unknown).getByText('Возможно, имелось в виду «bonus»?')).toBeVisible()
    const off = within(panel).getByRole('region', {
      name: 'Панель вкладок, меню и слоты с выключенными модулями',
    })
    expect(
      within(off).getByText('«nosuch» есть в боковом меню, но модуля с таким именем нет'),
    ).toBeVisible()
    expect(within(off).getByText('Уберите «nosuch» из бокового меню.')).toBeVisible()
  })

  it('shows the same findings in English in an English Storybook', async () => {
    await renderPanel(<BrandCheckPanel appData={broken()} />, 'en')
    const panel = screen.getByRole('complementary', { name: 'Brand check' })
    const schema = within(panel).getByRole('region', {
      name: 'Settings that do not match the schema',
    })
    expect(within(schema).getByText('"barcode" is not one of the allowed values')).toBeVisible()
    const unknown = within(panel).getByRole('region', { name: 'Unknown modules' })
    expect(within(unknown).getByText('Unknown module "bonuss": the app skips it')).toBeVisible()
    const off = within(panel).getByRole('region', {
      name: 'Tab bar, menu and slots naming modules that are off',
    })
    expect(
      within(off).getByText('"nosuch" is in the side menu, but no module has that name'),
    ).toBeVisible()
  })

  it('says nothing next to a clean brand when asked to stay quiet', async () => {
    const { container } = await renderPanel(
      <BrandCheckPanel appData={guestAppData(pizzeriaMsk)} hideWhenClean />,
      'ru',
    )
    expect(container).toBeEmptyDOMElement()
  })
})
