import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../src/core/i18n/i18n.ts'
import { SlotProvider, type SlotResolver } from '../../../src/core/slot.tsx'
import { session } from '../../../src/core/state/session.ts'
import SettingsScreen from '../../../src/modules/settings/settings-screen.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'

function PushSettings() {
  return <p>Настройки уведомлений</p>
}
const settingsSlot = {
  entries: [
    {
      module: 'notifications',
      loader: () => Promise.resolve({ default: PushSettings }),
      settings: {},
    },
  ],
  missing: [],
}
const resolver: SlotResolver = {
  resolve: (name) => (name === 'settings' ? settingsSlot : { entries: [], missing: [] }),
  report: () => {},
}

beforeEach(() => {
  session.locales = ['ru', 'en']
  session.locale = 'ru'
})
afterEach(() => localStorage.clear())

describe('Settings page', () => {
  it('lists each language in its own name and switches the locale at once', async () => {
    await renderI18n(
      <SlotProvider value={resolver}>
        <SettingsScreen params={{}} settings={moduleSettings('settings', {})} />
      </SlotProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/')
    const group = screen.getByRole('group', { name: 'Язык' })
    expect(group).toBeInTheDocument()
    const ru = screen.getByRole('radio', { name: 'Русский' })
    const en = screen.getByRole('radio', { name: 'English' })
    expect(ru).toBeChecked()
    expect(en).not.toBeChecked()

    await userEvent.click(en)
    expect(en).toBeChecked()
    expect(ru).not.toBeChecked()
    expect(session.locale).toBe('en')
    await waitFor(() => expect(i18n.locale).toBe('en'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    // the language names stay in their own language
    expect(screen.getByRole('radio', { name: 'Русский' })).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument()
    // other modules' settings follow
    expect(await screen.findByText('Настройки уведомлений')).toBeInTheDocument()
  })

  it('offers no language choice with one language, and takes its title from settings (issue 12, session 17)', async () => {
    session.locales = ['ru']
    await renderI18n(
      <SlotProvider value={resolver}>
        <SettingsScreen params={{}} settings={moduleSettings('settings', { title: 'Параметры' })} />
      </SlotProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Параметры' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Язык' })).toBeNull()
    expect(screen.queryAllByRole('radio')).toHaveLength(0)
    // the language is said, not offered
    expect(screen.getByText('Русский')).toBeInTheDocument()
    // the other modules' settings are still there
    expect(await screen.findByText('Настройки уведомлений')).toBeInTheDocument()
  })
})
