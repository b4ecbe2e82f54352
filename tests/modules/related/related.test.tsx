import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appEvents, emit, on } from '../../../src/core/events.ts'
import { session, sessionApiLocation } from '../../../src/core/state/session.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { serverError, type NetworkCall } from '../../helpers/network.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'

const list = [
  { domain: 'pizzeria-msk', name: 'Москва', logo: '/rest/image/logo-pizzeria-msk/0/256/scale.png' },
  { domain: 'pizzeria-spb', name: 'Санкт-Петербург', logo: '' },
]

function data(
  related: Record<string, unknown> = {},
  user: AppData['user'] | undefined = undefined,
) {
  return brandAppData(
    {
      menu: ['home', 'related', 'panelmenu'],
      modules: { home: {}, panelmenu: {}, related: { title: 'Выбрать город', list, ...related } },
    },
    user ? { user } : {},
  )
}

const modules = {
  ...testModuleTable(),
  related: () => import('../../../src/modules/related/index.ts').then((m) => m.relatedModule),
}
const url = 'http://pizzeria-msk.localhost:3000/'

async function openPopup(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getAllByRole('button', { name: 'Меню' })[0]!)
  await user.click(await screen.findByRole('button', { name: 'Выбрать город' }))
  return screen.findByRole('dialog', { name: 'Выбрать город' })
}

describe('related regions popup', () => {
  it('opens from the menu and lists the regions, the current one marked', async () => {
    const { user } = await renderApp(data(), { url, locale: 'ru', modules })
    const popup = await openPopup(user)
    const items = within(popup).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Москва')
    expect(items[0]).toHaveTextContent('Текущий регион')
    expect(items[0]).toHaveAttribute('aria-current', 'true')
    expect(within(items[0]!).queryByRole('button')).toBeNull()
    // the logo comes from the platform host
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe(
      'http://pizzeria-msk.localhost:3000/rest/image/logo-pizzeria-msk/0/256/scale.png',
    )
    expect(
      within(items[1]!).getByRole('button', { name: 'Выбрать: Санкт-Петербург' }),
    ).toHaveTextContent('Выбрать')
  })

  it('shows image tiles when the settings ask for them, and a default title', async () => {
    const { user } = await renderApp(data({ listType: 'tiles', title: '' }), {
      url,
      locale: 'ru',
      modules,
    })
    await user.click(screen.getAllByRole('button', { name: 'Меню' })[0]!)
    await user.click(await screen.findByRole('button', { name: 'Выбрать регион' }))
    const popup = await screen.findByRole('dialog', { name: 'Выбрать регион' })
    expect(within(popup).getByRole('list')).toHaveClass('related--tiles')
    expect(within(popup).getByRole('button', { name: 'Выбрать: Санкт-Петербург' })).toBeEnabled()
  })

  it('switches a guest at once: no call, new domain, app data reloaded from it', async () => {
    const { user, net } = await renderApp(data(), { url, locale: 'ru', modules })
    const changed: unknown[] = []
    const off = on(appEvents.domainChanged, (d) => changed.push(d))
    const popup = await openPopup(user)
    const appCalls = net.calls('app').length
    await user.click(within(popup).getByRole('button', { name: 'Выбрать: Санкт-Петербург' }))
    await flush()
    off()
    expect(net.calls('send-client-to-related')).toHaveLength(0)
    expect(changed).toEqual(['pizzeria-spb'])
    expect(session.domain).toBe('pizzeria-spb')
    expect(sessionApiLocation().apiBase).toBe('http://pizzeria-spb.localhost:3000/rest/mobile/v53/')
    await waitFor(() => expect(net.calls('app').length).toBeGreaterThan(appCalls))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('gets a new token for a signed-in person and uses it on the new domain', async () => {
    const { user, net } = await renderApp(
      data({}, { idUser: 5, idDevice: 1, username: '79990000001' }),
      {
        url,
        locale: 'ru',
        modules,
        token: 'msk-token',
        network: {
          'device-register': ({ body }: NetworkCall) => ({
            status: 'ok',
            user: { idDevice: 7 },
            authToken: (body as { authToken?: string }).authToken ?? 'device-token',
          }),
          'send-client-to-related': { status: 'ok', authToken: 'spb-token' },
        },
      },
    )
    const popup = await openPopup(user)
    await user.click(within(popup).getByRole('button', { name: 'Выбрать: Санкт-Петербург' }))
    await flush()
    const [sent] = net.calls('send-client-to-related')
    expect(sent?.method).toBe('POST')
    expect(sent?.body).toEqual({ related: 'pizzeria-spb' })
    expect(sent?.headers.authorization).toBe('Bearer msk-token')
    expect(session.domain).toBe('pizzeria-spb')
    expect(session.token).toBe('spb-token')
    // the msk token is kept for switching back
    expect(session.tokens['pizzeria-msk']).toBe('msk-token')
    await waitFor(() =>
      expect(net.calls('app').at(-1)?.headers.authorization).toBe('Bearer spb-token'),
    )
  })

  it('shows the server’s message when the switch fails and stays', async () => {
    const { user } = await renderApp(data({}, { idUser: 5, idDevice: 1 }), {
      url,
      locale: 'ru',
      modules,
      token: 'msk-token',
      network: {
        'device-register': { status: 'ok', user: { idDevice: 7 }, authToken: 'msk-token' },
        'send-client-to-related': serverError('Переход в регион недоступен', 403),
      },
    })
    const popup = await openPopup(user)
    await user.click(within(popup).getByRole('button', { name: 'Выбрать: Санкт-Петербург' }))
    const alert = await screen.findByRole('alertdialog')
    expect(alert).toHaveTextContent('Переход в регион недоступен')
    expect(session.domain).toBe('pizzeria-msk')
    expect(session.token).toBe('msk-token')
  })

  it('opens on the related:open event too (a tab entry emits it)', async () => {
    await renderApp(data(), { url, locale: 'ru', modules })
    emit('related:open')
    expect(await screen.findByRole('dialog', { name: 'Выбрать город' })).toBeInTheDocument()
  })
})
