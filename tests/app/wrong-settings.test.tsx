/**
 * Settings of the wrong shape never blank the app (issue 10): wrong-shaped parts fall back to
 * their defaults and are listed in the debug popup; an answer without usable settings is a load
 * failure («ошибка соединения», «Повторить»), or keeps the cached app data.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appData } from '../../src/core/state/app-data.ts'
import type { AppDataInput } from '../../src/core/state/types.ts'
import { brandAppData, testModuleTable } from '../helpers/app-data.ts'
import { flush, renderApp } from '../helpers/render-app.tsx'

/** Brand data with parts replaced by values of any shape (as a broken server sends them). */
function broken(settings: Record<string, unknown>, rest: Record<string, unknown> = {}) {
  const data = brandAppData()
  return { ...data, ...rest, settings: { ...data.settings, ...settings } } as AppDataInput
}

async function openDebugPopup(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' }))
  const panel = await screen.findByRole('dialog', { name: 'Menu' })
  const brand = within(panel).getByRole('button', { name: 'Test Brand' })
  for (let i = 0; i < 10; i++) await user.click(brand)
  const popup = await screen.findByRole('dialog', { name: 'Debug' })
  // The popup's content loads on demand.
  await within(popup).findByText('Module problems')
  return popup
}

describe('settings of the wrong shape', () => {
  it('tabbar {} and branches null: the app runs with defaults and the debug popup says why', async () => {
    const { user } = await renderApp(broken({ tabbar: {} }, { branches: null }), {
      modules: testModuleTable(),
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(appData.data?.branches).toEqual([])
    // No tab bar: the menu stays reachable.
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument()
    const popup = await openDebugPopup(user)
    expect(within(popup).getByText(/\/settings\/tabbar: should be array/)).toBeInTheDocument()
    expect(within(popup).getByText(/\/branches: should be array/)).toBeInTheDocument()
  })

  it('modules whose settings are null, [] or a string are skipped and reported', async () => {
    const { user } = await renderApp(
      broken({ modules: { home: {}, news: null, about: [], panelmenu: 'x' } }),
      { modules: testModuleTable() },
    )
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument()
    const popup = await openDebugPopup(user)
    expect(within(popup).getByText(/\/settings\/modules\/news: should be object/)).toBeVisible()
    expect(within(popup).getByText(/\/settings\/modules\/about: should be object/)).toBeVisible()
  })

  it('nothing the app can show is no dead end: a retry and the menu remain', async () => {
    await renderApp(broken({ modules: { teleport: {} }, tabbar: ['teleport'] }), {
      modules: testModuleTable(),
    })
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' })).toBeVisible()
  })

  it.each([
    ['settings null', { settings: null }],
    ['settings []', { settings: [] }],
    ['settings "x"', { settings: 'x' }],
    ['modules null', { settings: { name: 'x', modules: null } }],
    ['modules []', { settings: { name: 'x', modules: [] } }],
    ['modules "x"', { settings: { name: 'x', modules: 'x' } }],
    ['no settings', { status: 'ok' }],
  ])('%s without a cache: connection error and Retry, which loads the app', async (_, answer) => {
    const { net } = await renderApp(null, {
      locale: 'ru',
      network: { app: answer },
      modules: testModuleTable(),
    })
    expect(await screen.findByText('ошибка соединения')).toBeInTheDocument()
    expect(screen.queryByText('Здесь пока ничего нет')).not.toBeInTheDocument()
    net.set('app', brandAppData())
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    await flush()
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
  })

  it('an answer without usable settings keeps the cached app data', async () => {
    await renderApp(brandAppData(), {
      modules: testModuleTable(),
      network: { app: { status: 'ok', settings: { modules: null } } },
    })
    await flush()
    expect(appData.status).toBe('failed')
    expect(appData.data?.settings.name).toBe('Test Brand')
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'News' })).toBeInTheDocument()
  })
})
