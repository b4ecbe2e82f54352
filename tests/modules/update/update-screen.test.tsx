import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_VERSION } from '../../../src/core/brand/brand.ts'
import UpdateScreen from '../../../src/modules/update/update-screen.tsx'
import { UPDATE_RECHECK } from '../../../src/modules/update/rules.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'

const ahead = moduleSettings('update', {
  version: { ios: '9.0.0', android: '9.0.0', pwa: '9.0.0' },
  versionUpdateLinkAppStore: 'https://example.org/ios',
  versionUpdateLinkGogglePlay: 'https://example.org/android',
})

const start = new Date('2026-11-23T09:00:00Z')

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
})
afterEach(() => vi.useRealTimers())

describe('update screen', () => {
  it('shows the default texts, both store links and the home button on the first check', async () => {
    const user = userEvent.setup()
    await renderI18n(<UpdateScreen settings={ahead} />, 'ru')
    const dialog = screen.getByRole('dialog', { name: 'Доступна новая версия приложения!' })
    expect(dialog).toHaveTextContent('Обновите приложение в App Store или Google Play')
    expect(screen.getByRole('link', { name: 'Обновить в App Store' })).toHaveAttribute(
      'href',
      'https://example.org/ios',
    )
    expect(screen.getByRole('link', { name: 'Обновить в Google Play' })).toHaveAttribute(
      'href',
      'https://example.org/android',
    )
    // the time of the show is kept (per brand storage)
    expect(localStorage.getItem('updateShownAt')).toBe(String(start.getTime()))
    await user.click(screen.getByRole('button', { name: 'На главный экран' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('takes the title and text from settings (en)', async () => {
    await renderI18n(
      <UpdateScreen
        settings={{ ...ahead, versionUpdateTitle: 'Time to update', versionUpdateText: 'Get 9.0' }}
      />,
      'en',
    )
    expect(screen.getByRole('dialog', { name: 'Time to update' })).toHaveTextContent('Get 9.0')
    expect(screen.getByRole('button', { name: 'Go to the home screen' })).toBeInTheDocument()
  })

  it('stays hidden for 24 h after a show, then shows again', async () => {
    localStorage.setItem('updateShownAt', String(start.getTime()))
    vi.setSystemTime(start.getTime() + UPDATE_RECHECK - 1)
    const first = await renderI18n(<UpdateScreen settings={ahead} />, 'en')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    first.unmount()
    act(() => vi.setSystemTime(start.getTime() + UPDATE_RECHECK))
    await renderI18n(<UpdateScreen settings={ahead} />, 'en')
    expect(
      screen.getByRole('dialog', { name: 'A new version of the app is available!' }),
    ).toBeVisible()
  })

  it('a required update shows every start and has no home button', async () => {
    localStorage.setItem('updateShownAt', String(start.getTime()))
    await renderI18n(<UpdateScreen settings={{ ...ahead, versionUpdateRequired: true }} />, 'en')
    expect(screen.getByRole('dialog')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Go to the home screen' })).not.toBeInTheDocument()
  })

  it('never shows when this build is the platform version, required or not', async () => {
    await renderI18n(
      <UpdateScreen
        settings={{ ...ahead, version: { pwa: APP_VERSION }, versionUpdateRequired: true }}
      />,
      'en',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('updateShownAt')).toBeNull()
  })
})
