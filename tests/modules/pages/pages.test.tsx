import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, errorTexts } from '../../../src/core/api/errors.ts'
import { on } from '../../../src/core/events.ts'
import { i18n } from '../../../src/core/i18n/i18n.ts'
import { overlay, type ContentRequest } from '../../../src/core/overlay.ts'
import { ui } from '../../../src/core/state/ui.ts'
import PagePopup from '../../../src/modules/pages/page-popup.tsx'
import PagePopupById from '../../../src/modules/pages/page-popup-by-id.tsx'
import PagesMenu from '../../../src/modules/pages/pages-menu.tsx'
import { iconMarkup } from '../../../src/ui/icon/icon.tsx'
import { pagesQuery } from '../../../src/modules/pages/queries.ts'
import { queryClient } from '../../../src/core/query/client.ts'
import { currentScope } from '../../../src/core/query/keys.ts'
import { freshQueryClient } from '../../helpers/query.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'

const { request } = vi.hoisted(() => ({ request: vi.fn() }))
vi.mock('../../../src/core/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  request,
}))

const pages = [
  {
    idContent: 7,
    title: 'О нас',
    content:
      '<p>Мы печём пиццу</p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true" alt="Печь"><a href="https://pizza.example">Сайт</a>',
  },
  { idContent: 8, title: 'Правила программы лояльности', content: '<p>Правила</p>' },
]

beforeEach(() => {
  freshQueryClient()
  request.mockReset()
})
afterEach(() => {
  overlay.stack.splice(0)
})

describe('pages: side menu and popup', () => {
  it('loads pages once through GET pages, shared while in flight', async () => {
    request.mockResolvedValue({ pages })
    await renderI18n(
      <>
        <PagesMenu settings={moduleSettings('pages', {})} />
        <PagesMenu settings={moduleSettings('pages', {})} />
      </>,
    )
    expect(screen.getAllByRole('status', { name: 'Информация' })).toHaveLength(2)
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Информация' })).toHaveLength(2))
    expect(request).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith('pages', { expect: expect.any(Function) })
  })

  it('shows one item per page; a tap closes the panel and opens the popup with safe HTML', async () => {
    request.mockResolvedValue({ pages })
    ui.panelOpen = true
    const panelClose = vi.fn()
    const off = on('panel:close', panelClose)
    await renderI18n(<PagesMenu settings={moduleSettings('pages', {})} />)
    const list = await screen.findByRole('list', { name: 'Информация' })
    const items = within(list).getAllByRole('button')
    expect(items.map((b) => b.textContent)).toEqual(['О нас', 'Правила программы лояльности'])
    expect(items[0]!.querySelector('svg')).not.toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'О нас' }))
    expect(ui.panelOpen).toBe(false)
    expect(panelClose).toHaveBeenCalled()
    off()
    expect(overlay.stack).toHaveLength(1)
    const popup = overlay.stack[0]!.request as ContentRequest
    expect(popup.kind).toBe('popup')
    expect(popup.label).toBe('О нас')

    const close = vi.fn()
    const Popup = popup.component as ComponentType<Record<string, unknown>>
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Popup {...popup.props} close={close} />
      </I18nProvider>,
    )
    const view = within(container)
    expect(view.getByRole('article', { name: 'О нас' })).toBeInTheDocument()
    expect(view.getByText('Мы печём пиццу')).toBeInTheDocument()
    expect(view.getByRole('img', { name: 'Печь' })).not.toHaveAttribute('onerror')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.innerHTML).not.toContain('hacked')
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
    expect(view.getByRole('link', { name: 'Сайт' })).toHaveAttribute('target', '_blank')
  })

  it('gives each kind of page its own icon (issue 12: the pages shared one), the file icon else', async () => {
    const titles = [
      'О кофейне',
      'Доставка и оплата',
      'Как работают баллы',
      'Пользовательское соглашение',
      'Контакты',
      'Delivery terms',
      'About us',
    ]
    request.mockResolvedValue({
      pages: titles.map((title, i) => ({ idContent: i + 1, title, content: '<p>…</p>' })),
    })
    await renderI18n(<PagesMenu settings={moduleSettings('pages', {})} />)
    await screen.findByRole('list', { name: 'Информация' })
    const drawing = (name: string) =>
      [...screen.getByRole('button', { name }).querySelectorAll('svg path')]
        .map((p) => p.getAttribute('d'))
        .join(' ')
    const own = titles.slice(0, 5).map(drawing)
    for (const d of own) expect(d).not.toBe('')
    expect(new Set(own).size).toBe(5)
    // en titles are told apart too; the terms keep the spec's file icon
    expect(drawing('Delivery terms')).toBe(drawing('Доставка и оплата'))
    expect(drawing('About us')).toBe(drawing('О кофейне'))
    const file = document.createElement('div')
    file.innerHTML = iconMarkup('file')
    expect(drawing('Пользовательское соглашение')).toBe(
      file.querySelector('path')!.getAttribute('d'),
    )
  })

  it('shows the error text with a retry when loading fails', async () => {
    request.mockRejectedValueOnce(new ApiError('network'))
    await renderI18n(<PagesMenu settings={moduleSettings('pages', { title: 'Полезное' })} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(i18n._(errorTexts.network))
    request.mockResolvedValue({ pages })
    await userEvent.click(within(alert).getByRole('button', { name: i18n._(errorTexts.tryAgain) }))
    expect(await screen.findByRole('list', { name: 'Полезное' })).toBeInTheDocument()
  })

  it('opens a page popup by id (push or deep link), loading the pages first', async () => {
    request.mockResolvedValue({ pages })
    await renderI18n(
      <PagePopupById id="8" close={() => {}} settings={moduleSettings('pages', {})} />,
    )
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Правила программы лояльности' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Правила')).toBeInTheDocument()
  })

  it('says when the page does not exist', async () => {
    request.mockResolvedValue({ pages: [] })
    await renderI18n(<PagePopup id="99" close={() => {}} />)
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument()
    await act(async () => {})
    expect(queryClient().getQueryState(pagesQuery(currentScope()).queryKey)?.status).toBe('success')
  })
})
