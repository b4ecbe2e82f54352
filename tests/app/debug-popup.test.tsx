/**
 * The hidden debug popup, rendered (spec shell-data §2 App shell: version, bundle id, host, API
 * path and version, push token, user agent, config and app data, a verbose toggle and a
 * session-recording toggle; §8: turning recording off says it stops after a restart).
 */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DebugPopup } from '../../src/app/debug-popup.tsx'
import { OverlayHost } from '../../src/app/overlay-host.tsx'
import { API_VERSION, APP_VERSION, resolveBrand } from '../../src/core/brand/brand.ts'
import { closeAllOverlays } from '../../src/core/overlay.ts'
import { resetAppData } from '../../src/core/state/app-data.ts'
import { setAppData } from '../../src/core/state/app-data-inject.ts'
import { session } from '../../src/core/state/session.ts'
import { readJson, storageKeys, writeJson } from '../../src/core/storage/storage.ts'
import { isRecordingEnabled } from '../../src/core/telemetry/recording.ts'
import { brandAppData } from '../helpers/app-data.ts'
import { renderI18n } from '../ui/i18n-render.tsx'

function renderPopup() {
  return renderI18n(
    <>
      <DebugPopup />
      <OverlayHost />
    </>,
  )
}

/** The value shown next to a field's name in the popup's list. */
function field(name: string): string | null {
  const term = screen.getAllByRole('term').find((t) => t.textContent === name)
  if (!term) throw new Error(`no field ${name}`)
  return term.nextElementSibling?.textContent ?? null
}

beforeEach(() => {
  localStorage.clear()
  resetAppData()
  Object.assign(session, {
    brand: resolveBrand('http://coffee.localhost:3000/'),
    domain: 'coffee',
    locale: 'ru',
    locales: ['ru', 'en'],
    devMode: false,
    verbose: false,
    idDevice: '42',
  })
})

afterEach(() => {
  act(() => closeAllOverlays())
  vi.unstubAllGlobals()
})

describe('debug popup', () => {
  it('shows every field the spec lists', async () => {
    writeJson(storageKeys.pushToken, 'push-token-1')
    await renderPopup()
    expect(field('Версия')).toBe(APP_VERSION)
    expect(field('Bundle id')).toBe(location.origin)
    expect(field('Хост')).toBe(session.brand.host)
    expect(field('Путь API')).toBe(session.brand.apiBase)
    expect(field('Версия API')).toBe(API_VERSION)
    expect(field('Клиент')).toBe('coffee')
    expect(field('Домен')).toBe('coffee')
    expect(field('Устройство')).toBe('42')
    expect(field('Режим разработчика')).toBe('выкл.')
    expect(await screen.findByText('push-token-1')).toBeVisible()
    expect(field('User agent')).toBe(navigator.userAgent)
    // Config and app data, each a copyable JSON block.
    expect(screen.getByRole('button', { name: 'Копировать: Конфигурация' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Копировать: Данные приложения' }),
    ).toBeInTheDocument()
  })

  it('says "none" without a push token', async () => {
    await renderPopup()
    expect(field('Push-токен')).toBe('нет')
  })

  it('copies the config and the app data as JSON', async () => {
    setAppData(brandAppData({ name: 'Кофейня' }))
    const writeText = vi.fn((_text: string) => Promise.resolve())
    const user = userEvent.setup({ delay: null })
    // user-event installs its own clipboard: replace it after setup.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderPopup()
    // Each block is folded (a <details>): open it, then copy.
    await user.click(screen.getByText('Конфигурация'))
    await user.click(screen.getByRole('button', { name: 'Копировать: Конфигурация' }))
    expect(await screen.findByText('Скопировано')).toBeVisible()
    const config = JSON.parse(writeText.mock.calls[0]?.[0] ?? '') as Record<string, unknown>
    expect(config).toMatchObject({
      version: APP_VERSION,
      apiVersion: API_VERSION,
      domain: 'coffee',
      locale: 'ru',
      devMode: false,
      api: { apiBase: session.brand.apiBase },
    })
    await user.click(screen.getByRole('button', { name: 'Копировать: Данные приложения' }))
    const data = JSON.parse(writeText.mock.calls[1]?.[0] ?? '') as { settings: { name: string } }
    expect(data.settings.name).toBe('Кофейня')
  })

  it('says so when the copy fails', async () => {
    const user = userEvent.setup({ delay: null })
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    await renderPopup()
    await user.click(screen.getByText('Конфигурация'))
    await user.click(screen.getByRole('button', { name: 'Копировать: Конфигурация' }))
    expect(await screen.findByText('Не удалось скопировать')).toBeVisible()
  })

  it('switches verbose logging and remembers it', async () => {
    const user = userEvent.setup({ delay: null })
    await renderPopup()
    const verbose = screen.getByRole('checkbox', { name: 'Подробный журнал' })
    expect(verbose).not.toBeChecked()
    await user.click(verbose)
    expect(verbose).toBeChecked()
    expect(session.verbose).toBe(true)
    expect(readJson('verbose', false)).toBe(true)
    await user.click(verbose)
    expect(session.verbose).toBe(false)
  })

  it('turning recording off says it stops after a restart; on again says nothing', async () => {
    const user = userEvent.setup({ delay: null })
    await renderPopup()
    const recording = screen.getByRole('checkbox', { name: 'Запись сессии' })
    expect(recording).toBeChecked()
    await user.click(recording)
    expect(recording).not.toBeChecked()
    expect(isRecordingEnabled()).toBe(false)
    const dialog = await screen.findByRole('alertdialog', { name: 'Запись сессии' })
    expect(
      within(dialog).getByText('Запись сессии остановится после перезапуска приложения.'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.click(recording)
    expect(isRecordingEnabled()).toBe(true)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
