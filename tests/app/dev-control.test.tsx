/**
 * The dev control overlay, rendered (spec shell-data §2 App shell: host client/production/stage/
 * custom, locale, card view; §7 HTTP layer options): what it offers and what Apply changes.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DevControl, DevControlForm } from '../../src/app/dev-control.tsx'
import { configureApi } from '../../src/core/api/context.ts'
import { httpDevOptions, resetHttpDevOptions } from '../../src/core/api/dev-options.ts'
import { APP_VERSION, resolveBrand } from '../../src/core/brand/brand.ts'
import { activateLocale } from '../../src/core/i18n/i18n.ts'
import { resetQueryClient } from '../../src/core/query/client.ts'
import { appData, resetAppData } from '../../src/core/state/app-data.ts'
import { platformHosts, readCardView, readHostChoice } from '../../src/core/state/dev.ts'
import { session, sessionApiLocation } from '../../src/core/state/session.ts'
import { brandAppData } from '../helpers/app-data.ts'
import { stubNetwork, type StubbedNetwork } from '../helpers/network.ts'
import { renderI18n } from '../ui/i18n-render.tsx'

const saved = { ...platformHosts }
let net: StubbedNetwork

beforeEach(() => {
  localStorage.clear()
  resetQueryClient()
  resetAppData()
  resetHttpDevOptions()
  Object.assign(session, {
    brand: resolveBrand('http://coffee.localhost:3000/?dev=1'),
    domain: 'coffee',
    locale: 'ru',
    locales: ['ru', 'en'],
    devMode: true,
    token: 't',
    idDevice: '1',
  })
  configureApi(() => ({
    ...sessionApiLocation(),
    locale: session.locale,
    appVersion: APP_VERSION,
    token: session.token,
    miniApp: false,
    devMode: session.devMode,
  }))
  net = stubNetwork({
    app: () => brandAppData(),
    'device-register': { authToken: 'd', idDevice: 2 },
  })
})

afterEach(async () => {
  Object.assign(platformHosts, saved)
  resetHttpDevOptions()
  net.restore()
  await activateLocale('ru')
})

describe('dev control', () => {
  it('is a button in developer mode only', async () => {
    session.devMode = false
    const { rerender } = await renderI18n(<DevControl />)
    expect(screen.queryByRole('button', { name: 'Панель разработчика' })).toBeNull()
    session.devMode = true
    rerender(<DevControl />)
    expect(await screen.findByRole('button', { name: 'Панель разработчика' })).toBeVisible()
  })

  it('offers the four hosts; a platform host the build does not name is disabled', async () => {
    Object.assign(platformHosts, { production: 'api.example.com', stage: null })
    await renderI18n(<DevControlForm close={vi.fn()} />)
    const host = screen.getByRole('group', { name: 'Хост' })
    expect(
      within(host)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['client', 'production', 'stage', 'custom'])
    expect(within(host).getByRole('radio', { name: /Клиент/ })).toBeChecked()
    expect(within(host).getByRole('radio', { name: /Клиент/ })).toHaveAccessibleName(
      /^Клиент\s*coffee$/,
    )
    expect(within(host).getByRole('radio', { name: /Продакшн/ })).toBeEnabled()
    expect(within(host).getByRole('radio', { name: /Продакшн/ })).toHaveAccessibleName(
      /^Продакшн\s*api\.example\.com$/,
    )
    expect(within(host).getByRole('radio', { name: /Стейдж/ })).toBeDisabled()
    expect(within(host).getByRole('radio', { name: /Стейдж/ })).toHaveAccessibleName(
      /^Стейдж\s*\(не задан в этой сборке\)$/,
    )
    const locale = screen.getByRole('group', { name: 'Язык' })
    expect(within(locale).getByRole('radio', { name: 'Русский' })).toBeChecked()
    expect(within(locale).getByRole('radio', { name: 'English' })).not.toBeChecked()
    const view = screen.getByRole('group', { name: 'Вид карты' })
    expect(
      within(view)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['settings', 'button', 'card'])
    expect(within(view).getByRole('radio', { name: 'Как в настройках' })).toBeChecked()
  })

  it('asks for a valid custom host, then applies host, locale and card view', async () => {
    const close = vi.fn()
    const user = userEvent.setup({ delay: null })
    await renderI18n(<DevControlForm close={close} />)
    await user.click(screen.getByRole('radio', { name: 'Свой' }))
    const field = screen.getByLabelText('Свой хост')
    await user.type(field, 'not a host/path')
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Введите хост, например stage.example.com:8080.',
    )
    expect(close).not.toHaveBeenCalled()

    await user.clear(field)
    await user.type(field, 'dev.example.com:8080')
    await user.click(screen.getByRole('radio', { name: 'English' }))
    await user.click(screen.getByRole('radio', { name: 'Карта' }))
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(readHostChoice()).toEqual({ kind: 'custom', custom: 'dev.example.com:8080' })
    expect(session.brand.apiBase).toContain('dev.example.com:8080')
    expect(session.locale).toBe('en')
    expect(readCardView()).toBe('card')
    // A new host is another platform: the device registers there and app data reloads.
    expect(net.calls('device-register')).toHaveLength(1)
    expect(net.calls('app').length).toBeGreaterThan(0)
    expect(appData.data).not.toBeNull()
  })

  it('sets the HTTP options: delay, forced error and the authorized-mode fallback', async () => {
    const close = vi.fn()
    const user = userEvent.setup({ delay: null })
    await renderI18n(<DevControlForm close={close} />)
    const delay = screen.getByLabelText('Искусственная задержка, мс')
    await user.clear(delay)
    await user.type(delay, '300')
    await user.selectOptions(screen.getByLabelText('Принудительная ошибка'), 'Ошибка сервера')
    await user.click(
      screen.getByRole('checkbox', { name: 'Запасной ответ в авторизованном режиме' }),
    )
    const fallback = screen.getByLabelText('Запасной ответ (JSON)')
    await user.clear(fallback)
    await user.type(fallback, '[[1]')
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Запасной ответ должен быть объектом JSON.')

    await user.clear(fallback)
    await user.type(fallback, '{{"user":{{"idUser":7}}')
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(httpDevOptions()).toMatchObject({
      delay: 300,
      forcedError: 'server',
      authorizedFallback: { user: { idUser: 7 } },
    })
    // Nothing but the HTTP options changed: no reload.
    expect(net.calls()).toEqual([])
  })
})
