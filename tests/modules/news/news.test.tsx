import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emit, pushEvent } from '../../../src/core/events.ts'
import type { NewsSettingsInput } from '../../../src/shared/settings/news.ts'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { pending, serverError, type NetworkCall } from '../../helpers/network.ts'
import { renderApp } from '../../helpers/render-app.tsx'

type Callback = (entries: { isIntersecting: boolean }[]) => void

/** Every IntersectionObserver the page makes (jsdom has none): what it watches and whether it still does. */
const observers: { callback: Callback; options: IntersectionObserverInit; live: boolean }[] = []

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry
      constructor(callback: Callback, options: IntersectionObserverInit = {}) {
        this.entry = { callback, options, live: true }
        observers.push(this.entry)
      }
      observe() {}
      unobserve() {}
      disconnect() {
        this.entry.live = false
      }
      takeRecords() {
        return []
      }
    },
  )
})

/** Observers that load more: those whose area is grown at the bottom only. */
const scrollWatchers = () =>
  observers.filter((o) => o.live && /^0px 0px \d+px 0px$/.test(String(o.options.rootMargin)))

const thisYear = new Date().getFullYear()

/** News `from + 1` … `from + n`, newest first, this year. */
const news = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    idNews: from + i + 1,
    title: `News ${from + i + 1}`,
    date: `${thisYear}-03-05T09:00:00`,
    icon: '',
    content: `<p>Body ${from + i + 1}</p><script>window.hacked = true</script>`,
  }))

function appData(settings: NewsSettingsInput = {}, tabbar = ['home', 'news', 'panelmenu']) {
  return brandAppData({
    tabbar,
    menu: ['home', 'news', 'panelmenu'],
    modules: { home: {}, news: settings, panelmenu: {} },
  })
}

const modules = {
  ...testModuleTable(),
  news: () => import('../../../src/modules/news/index.ts').then((m) => m.newsModule),
}

/** GET news: pages of `total` news; by id from the same set (404 with the server's text else). */
function newsRoute(total: number) {
  const all = news(0, total)
  return (call: NetworkCall) => {
    if (call.query.id) {
      const item = all.find((n) => String(n.idNews) === call.query.id)
      if (!item) return serverError('Oops! The news you were looking for is not available', 404)()
      return { news: [item] }
    }
    const limit = Number(call.query.limit)
    const offset = Number(call.query.offset ?? 0)
    return { news: all.slice(offset, offset + limit) }
  }
}

/**
 * A brand whose home shows no news block: a start on the home asks for no news list (issue 16:
 * the home's blocks' data is asked for as the modules start), so a push's item is fetched by id.
 */
const withoutHomeBlock = () => {
  const data = appData()
  return { ...data, settings: { ...data.settings, slots: { home: [] } } }
}

async function openNewsTab(settings: NewsSettingsInput, route: unknown, tabbar?: string[]) {
  return renderApp(appData(settings, tabbar), {
    modules,
    url: 'http://localhost:3000/news/',
    network: { news: route as never },
  })
}

describe('news list (accounts-loyalty §2 News, §4 News list)', () => {
  it('shows cards with date and title; the first page is asked without an offset', async () => {
    const { net } = await openNewsTab({}, newsRoute(3))
    const list = await screen.findByRole('list', { name: 'News list' })
    const cards = within(list).getAllByRole('button')
    // Named by what is seen, in its order (WCAG 2.5.3): the date, then the title.
    expect(cards).toHaveLength(3)
    cards.forEach((card, i) => expect(card).toHaveAccessibleName(`5 March, News ${i + 1}`))
    expect(within(cards[0]!).getByText('5 March')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('News 1')).toBeInTheDocument()
    expect(net.calls('news').map((c) => c.query)).toEqual([{ limit: '10' }])
    expect(screen.getByRole('heading', { name: 'News', level: 1 })).toBeInTheDocument()
    // Three of ten: all loaded, nothing watches the end of the list.
    expect(scrollWatchers()).toHaveLength(0)
  })

  it('follows the card settings: no date, no visible title, the title from settings', async () => {
    await openNewsTab(
      { cardShowDate: false, cardShowTitle: false, title: 'Our news' },
      newsRoute(2),
    )
    const list = await screen.findByRole('list', { name: 'News list' })
    const card = within(list).getAllByRole('button')[0]!
    // Still named by its title for a screen reader, but nothing is written on it.
    expect(card).toHaveAccessibleName('News 1')
    expect(within(card).getByText('News 1')).toHaveClass('visually-hidden')
    expect(within(card).queryByText('5 March')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our news', level: 1 })).toBeInTheDocument()
  })

  it('loads `limit` more at offset = the list length until a page is short', async () => {
    const { net } = await openNewsTab({ limit: 4 }, newsRoute(10))
    const list = await screen.findByRole('list', { name: 'News list' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)

    for (const shown of [8, 10]) {
      const [watcher, ...others] = scrollWatchers()
      expect(others).toHaveLength(0)
      await act(async () => watcher!.callback([{ isIntersecting: true }]))
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(shown))
    }
    expect(net.calls('news').map((c) => c.query)).toEqual([
      { limit: '4' },
      { limit: '4', offset: '4' },
      { limit: '4', offset: '8' },
    ])
    // The short page (2 of 4) was the last one.
    expect(scrollWatchers()).toHaveLength(0)
  })

  it('says so when there is no news', async () => {
    await openNewsTab({}, { news: [] })
    expect(await screen.findByText('Stay tuned! Exciting news coming soon')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'News list' })).not.toBeInTheDocument()
  })

  it('shows the failure with a retry that loads again', async () => {
    const { net } = await openNewsTab({}, serverError('The news service is resting', 503))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The news service is resting')).toBeInTheDocument()
    net.set('news', newsRoute(2))
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click())
    const list = await screen.findByRole('list', { name: 'News list' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
  })

  it('uses a fixed list from settings as it is, all loaded, without asking the server', async () => {
    const { net } = await openNewsTab(
      {
        list: [
          { idNews: 7, title: 'Fixed one', date: `${thisYear - 1}-12-31`, content: '<p>Fixed</p>' },
        ],
      },
      newsRoute(5),
    )
    const list = await screen.findByRole('list', { name: 'News list' })
    const [card] = within(list).getAllByRole('button')
    expect(card).toHaveAccessibleName(`31 December ${thisYear - 1}, Fixed one`)
    expect(scrollWatchers()).toHaveLength(0)
    expect(net.calls('news')).toHaveLength(0)
  })

  it('is a pushed page with a back link when it is not a tab', async () => {
    const { user } = await renderApp(appData({ tab: false }), {
      modules,
      network: { news: newsRoute(1) },
    })
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' })
    expect(within(tabs).queryByRole('link', { name: 'News' })).not.toBeInTheDocument()
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    await user.click(within(panel).getByRole('button', { name: 'News' }))
    expect(await screen.findByRole('list', { name: 'News list' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(location.pathname).toBe('/'))
  })

  it('opened directly as a page (not a tab), still has a back link, which leads home', async () => {
    const { user } = await openNewsTab({}, newsRoute(1), ['home', 'panelmenu'])
    expect(await screen.findByRole('list', { name: 'News list' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
  })

  it('as a tab has no back link', async () => {
    await openNewsTab({}, newsRoute(1))
    expect(await screen.findByRole('list', { name: 'News list' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })
})

describe('news popup (accounts-loyalty §4 News popup)', () => {
  it('opens from a card with date, title and sanitised content, without asking again', async () => {
    const { user, net } = await openNewsTab({}, newsRoute(2))
    const list = await screen.findByRole('list', { name: 'News list' })
    await user.click(within(list).getByRole('button', { name: '5 March, News 2' }))
    const popup = await screen.findByRole('dialog', { name: 'News 2' })
    expect(
      await within(popup).findByRole('heading', { name: 'News 2', level: 3 }),
    ).toBeInTheDocument()
    expect(within(popup).getByText('5 March')).toBeInTheDocument()
    expect(within(popup).getByText('Body 2')).toBeInTheDocument()
    expect(popup.querySelector('script')).toBeNull()
    expect(net.calls('news')).toHaveLength(1)
  })

  it('sets its title and body by the typograph: «с грушей и / мёдом» never (issue 12)', async () => {
    const item = {
      ...news(0, 1)[0]!,
      title: 'Пицца с грушей и мёдом',
      content: '<p>На 15 % дешевле в приложении.</p>',
    }
    const { user } = await openNewsTab({}, { news: [item] })
    const list = await screen.findByRole('list', { name: 'News list' })
    await user.click(within(list).getByRole('button', { name: /Пицца с\sгрушей/ }))
    const popup = await screen.findByRole('dialog', { name: /Пицца/ })
    const heading = await within(popup).findByRole('heading', { name: /^Пицца/, level: 3 })
    expect(heading.textContent).toBe('Пицца с\u00a0грушей и\u00a0мёдом')
    expect(within(popup).getByText(/^На/).textContent).toBe(
      'На\u00a015\u00a0% дешевле в\u00a0приложении.',
    )
  })

  it('opens by id from push:news, fetched by id; one popup and one request for two asks', async () => {
    const { net } = await renderApp(withoutHomeBlock(), {
      modules,
      network: { news: newsRoute(5) },
    })
    await act(async () => {
      emit(pushEvent('news'), { id: '4' })
      emit(pushEvent('news'), { id: '4' })
    })
    const popup = await screen.findByRole('dialog', { name: 'News' })
    expect(await within(popup).findByRole('heading', { name: 'News 4' })).toBeInTheDocument()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(net.calls('news').map((c) => c.query)).toEqual([{ id: '4' }])
  })

  it('shows the loading state while the news is asked for', async () => {
    const { net } = await renderApp(withoutHomeBlock(), { modules, network: { news: pending } })
    await act(async () => emit(pushEvent('news'), { id: '99' }))
    const popup = await screen.findByRole('dialog', { name: 'News' })
    expect(within(popup).getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(net.calls('news')).toHaveLength(1)
  })

  it('shows the not-found text when the server answers without the item, or its error', async () => {
    const { user, net } = await renderApp(appData(), { modules, network: { news: { news: [] } } })
    await act(async () => emit(pushEvent('news'), { id: '99' }))
    const popup = await screen.findByRole('dialog', { name: 'News' })
    expect(
      await within(popup).findByText('Oops! The news you were looking for is not available'),
    ).toBeInTheDocument()

    net.set('news', serverError('This news was withdrawn', 404))
    await user.click(within(popup).getByRole('button', { name: 'Try again' }))
    expect(await within(popup).findByText('This news was withdrawn')).toBeInTheDocument()
  })

  it('a push opens the popup through the push handling; news-list switches to the news tab', async () => {
    const push = (entity: string) =>
      `http://localhost:3000/?push=${encodeURIComponent(JSON.stringify({ title: 'News', additionalData: { connectedEntity: entity } }))}`
    const { net } = await renderApp(withoutHomeBlock(), {
      modules,
      url: push('news-3'),
      network: { news: newsRoute(5) },
    })
    const popup = await screen.findByRole('dialog', { name: 'News' })
    expect(await within(popup).findByRole('heading', { name: 'News 3' })).toBeInTheDocument()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(net.calls('news').map((c) => c.query)).toEqual([{ id: '3' }])

    await act(async () => emit('news:list'))
    expect(await screen.findByRole('list', { name: 'News list' })).toBeInTheDocument()
    expect(location.pathname).toBe('/news/')
  })
})
