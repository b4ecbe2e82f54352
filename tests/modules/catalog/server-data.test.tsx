/**
 * Characterisation of the catalog's server data at the level of behaviour (issue 11): what is
 * requested, how often, and what the screen shows, through the whole shell with the real catalog
 * module. spec catalog-and-ordering §4 (categories per receive branch, products cached per
 * category and reset on receive/address/pickup changes, domain change), §5 Search, §9 (page 10,
 * history page size), §7 (the calls and their bodies).
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { appEvents, emit } from '../../../src/core/events.ts'
import type { ModuleDescriptor, ScreenProps } from '../../../src/core/module.ts'
import { session } from '../../../src/core/state/session.ts'
import { navigate } from '../../../src/core/state/ui.ts'
import { addToBasket, clearBasket } from '../../../src/modules/catalog/basket/store.ts'
import CategoryScreen from '../../../src/modules/catalog/products/category-screen.tsx'
import {
  receive,
  setAddress,
  setPickup,
  setReceiveType,
} from '../../../src/modules/catalog/receive/store.ts'
import { resetCatalog } from '../../../src/modules/catalog/products/store.ts'
import { resetHistory } from '../../../src/modules/catalog/orders/history-store.ts'
import { brandAppData, fakeModule, testModuleTable } from '../../helpers/app-data.ts'
import { stubIntersectionObserver } from '../../helpers/intersection-observer.ts'
import type { NetworkCall, Route } from '../../helpers/network.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'
import { waitUntil } from '../../helpers/wait.ts'

/** Every IntersectionObserver the page makes: what it watches for and whether it still does. */
const { scrollWatchers, scrollToEnd } = stubIntersectionObserver()

// The catalog's first import transforms dozens of files: on a busy machine that alone outlasts
// renderApp's wait for the modules, so it happens once before the tests.
beforeAll(() => import('../../../src/modules/catalog/index.ts'), 60_000)

/** The catalog's caches outlive one render: each test starts from nothing. */
function resetCatalogData() {
  resetCatalog()
  resetHistory()
  clearBasket()
}
beforeEach(resetCatalogData)
afterEach(() => {
  resetCatalogData()
  vi.useRealTimers()
})

const branches = [
  { idBranch: 1, name: 'Арбат', address: 'Арбат, 1', lat: 55.75, lng: 37.59 },
  { idBranch: 2, name: 'Тверская', address: 'Тверская, 2', lat: 55.76, lng: 37.6 },
]

const catalogSettings = {
  showBasket: true,
  delivery: { deliveryPrice: 0 },
  pickup: { discount: 0 },
  historyItemsPerPage: 2,
}

const appData = brandAppData(
  {
    tabbar: ['home', 'catalog', 'panelmenu'],
    menu: ['home', 'catalog', 'panelmenu'],
    modules: { home: {}, catalog: catalogSettings, panelmenu: {}, twin: {} },
  },
  { branches, user: { idUser: 42, idDevice: 1, bonus: 0 } },
)

/** A page that shows the same category twice at once (two components asking for one thing). */
function TwinScreen(props: ScreenProps) {
  const own = {
    ...props,
    settings: moduleSettings('catalog', catalogSettings),
    params: { id: '5' },
  }
  return (
    <>
      <CategoryScreen {...own} />
      <CategoryScreen {...own} />
    </>
  )
}

const modules: Record<string, () => Promise<ModuleDescriptor>> = {
  ...testModuleTable(),
  catalog: () => import('../../../src/modules/catalog/index.ts').then((m) => m.catalogModule),
  twin: () =>
    Promise.resolve(
      fakeModule('twin', {
        routes: [{ path: '/twin/', screen: () => Promise.resolve({ default: TwinScreen }) }],
      }),
    ),
}

/** Categories by receive branch; `domain` names what another domain's server answers. */
const categoriesOf = (branch: unknown, domain = 'main') =>
  domain !== 'main'
    ? [{ id: 9, name: 'Суши', sub_categories: [] }]
    : branch === 2
      ? [
          { id: 5, name: 'Пицца', sub_categories: [] },
          { id: 7, name: 'Десерты', sub_categories: [] },
        ]
      : [
          { id: 5, name: 'Пицца', sub_categories: [] },
          { id: 6, name: 'Напитки', sub_categories: [] },
        ]

/** How many products each category holds on the server. */
const sizes: Record<number, number> = { 5: 13, 6: 10, 7: 0 }

const product = (id: number, branch: unknown, price = 100) => ({
  id,
  name: `Товар ${id}${branch === 2 ? ' (Тверская)' : ''}`,
  price,
  active: true,
})

function productsPage(call: NetworkCall) {
  const { branch, category, limit, offset } = call.body as {
    branch: number
    category: number
    limit: number
    offset: number
  }
  const total = sizes[category] ?? 0
  const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => {
    return category * 100 + offset + i + 1
  })
  return { products: ids.map((id) => product(id, branch)), total }
}

let domain = 'main'

function catalogNetwork(extra: Record<string, Route> = {}): Record<string, Route> {
  domain = 'main'
  return {
    'get-categories': (call) => ({
      category: categoriesOf((call.body as { branch: unknown }).branch, domain),
    }),
    'get-products': productsPage,
    'get-products-by-ids': (call) => ({
      products: (call.body as { products: number[] }).products.map((id) => product(id, 1)),
    }),
    ...extra,
  }
}

const bodies = (net: { calls: (p: string) => NetworkCall[] }, path: string) =>
  net.calls(path).map((c) => c.body)

async function open(url: string) {
  await act(async () => navigate(url))
  await flush()
}

const productList = () => screen.getByRole('list', { name: 'Пицца' })

describe('categories (spec §4: per receive branch)', () => {
  it('the catalog asks once for the categories of the receive branch and a category reuses them', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/',
      network: catalogNetwork(),
    })
    expect(await screen.findByRole('link', { name: /Пицца/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Напитки/ })).toBeTruthy()
    expect(bodies(net, 'get-categories')).toEqual([{ branch: 1 }])

    await open('/catalog/category/5')
    expect(within(productList()).getAllByRole('listitem')).toHaveLength(10)
    expect(bodies(net, 'get-categories')).toEqual([{ branch: 1 }])
  })

  it('two components asking for the same category at once make one request for each thing', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/twin/',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(screen.getAllByRole('list', { name: 'Пицца' })).toHaveLength(2))
    for (const list of screen.getAllByRole('list', { name: 'Пицца' })) {
      expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    }
    expect(net.calls('get-categories')).toHaveLength(1)
    expect(bodies(net, 'get-products')).toEqual([{ branch: 1, category: 5, limit: 10, offset: 0 }])
  })

  it('a receive-branch change reloads the categories; a change that keeps the branch does not', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/',
      network: catalogNetwork(),
    })
    expect(await screen.findByRole('link', { name: /Напитки/ })).toBeTruthy()
    await act(async () => {
      setReceiveType('pickup')
      setPickup(branches[1]!)
    })
    expect(await screen.findByRole('link', { name: /Десерты/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Напитки/ })).toBeNull()
    expect(bodies(net, 'get-categories')).toEqual([{ branch: 1 }, { branch: 2 }])

    // an address change while picking up keeps the branch: the categories stay
    await act(async () =>
      setAddress({
        suggestion: { value: 'Москва, Тверская 12', data: {} },
        text: 'Москва, Тверская 12',
        lat: 55.76,
        lng: 37.6,
        idBranch: 1,
      }),
    )
    await flush()
    expect(net.calls('get-categories')).toHaveLength(2)
    expect(screen.getByRole('link', { name: /Десерты/ })).toBeTruthy()
  })

  it('a domain change clears the categories; the catalog then asks that domain', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/',
      network: catalogNetwork(),
    })
    expect(await screen.findByRole('link', { name: /Пицца/ })).toBeTruthy()
    const before = session.domain
    domain = 'other'
    await act(async () => {
      session.domain = 'pizzeria-spb'
      emit(appEvents.domainChanged, 'pizzeria-spb')
    })
    await flush()
    expect(screen.queryByRole('link', { name: /Пицца/ })).toBeNull()
    await open('/catalog/search')
    await open('/catalog/')
    expect(await screen.findByRole('link', { name: /Суши/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Пицца/ })).toBeNull()
    expect(net.calls('get-categories')).toHaveLength(2)
    session.domain = before
  })
})

describe('products per category (spec §4, §9: pages of 10, cached per category)', () => {
  it('pages of 10 with the offset growing by 10; a short page ends the list', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/5',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    expect(scrollWatchers()[0]!.options.rootMargin).toBe('0px 0px 600px 0px')
    await scrollToEnd()
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(13))
    expect(bodies(net, 'get-products')).toEqual([
      { branch: 1, category: 5, limit: 10, offset: 0 },
      { branch: 1, category: 5, limit: 10, offset: 10 },
    ])
    // 3 < 10: all loaded, nothing watches the end of the list any more
    expect(scrollWatchers()).toHaveLength(0)
  })

  it('a full page keeps the list open; an empty page then ends it', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/6',
      network: catalogNetwork(),
    })
    const list = await screen.findByRole('list', { name: 'Напитки' })
    await waitUntil(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10))
    expect(scrollWatchers()).toHaveLength(1)
    await scrollToEnd()
    await waitUntil(() => expect(net.calls('get-products')).toHaveLength(2))
    await flush()
    expect(scrollWatchers()).toHaveLength(0)
    expect(
      within(screen.getByRole('list', { name: 'Напитки' })).getAllByRole('listitem'),
    ).toHaveLength(10)
  })

  it('asking for more again while a page loads makes one request', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/5',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    await scrollToEnd(3)
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(13))
    expect(net.calls('get-products')).toHaveLength(2)
  })

  it('a category seen before is shown from the cache', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/5',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    await open('/catalog/')
    await open('/catalog/category/5')
    expect(within(productList()).getAllByRole('listitem')).toHaveLength(10)
    expect(net.calls('get-products')).toHaveLength(1)
  })

  it.each([
    ['receive type', () => setReceiveType('pickup')],
    [
      'address',
      () =>
        setAddress({
          suggestion: { value: 'Москва, Тверская 12', data: {} },
          text: 'Москва, Тверская 12',
          lat: 55.76,
          lng: 37.6,
          idBranch: null,
        }),
    ],
    [
      'pickup',
      () => {
        receive.type = 'pickup'
        setPickup(branches[0]!)
      },
    ],
  ])('a %s change drops the cached products', async (_, change) => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/5',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    await open('/catalog/')
    await act(async () => change())
    await flush()
    await open('/catalog/category/5')
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    expect(bodies(net, 'get-products')).toEqual([
      { branch: 1, category: 5, limit: 10, offset: 0 },
      { branch: 1, category: 5, limit: 10, offset: 0 },
    ])
  })

  it('a pickup change on an open category shows that branch’s products from the first page', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/category/5',
      network: catalogNetwork(),
    })
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(10))
    await scrollToEnd()
    await waitUntil(() => expect(within(productList()).getAllByRole('listitem')).toHaveLength(13))
    await act(async () => {
      setReceiveType('pickup')
      setPickup(branches[1]!)
    })
    await waitUntil(() =>
      expect(within(productList()).getAllByRole('button', { name: /Тверская/ })).toHaveLength(10),
    )
    expect(within(productList()).getAllByRole('listitem')).toHaveLength(10)
    expect(bodies(net, 'get-products').slice(2)).toEqual([
      { branch: 2, category: 5, limit: 10, offset: 0 },
    ])
  })
})

describe('basket refresh (spec §4: on opening, and after a receive change)', () => {
  it('opening the basket asks for its products; a changed price alerts', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/',
      network: catalogNetwork({
        'get-products-by-ids': { products: [product(501, 1, 150)] },
      }),
    })
    await screen.findByRole('link', { name: /Пицца/ })
    act(() => addToBasket(product(501, 1, 100), 2))
    await open('/catalog/basket')
    expect(await screen.findByRole('alertdialog', { name: 'The basket has changed' })).toBeTruthy()
    expect(bodies(net, 'get-products-by-ids')).toEqual([
      { branch: 1, products: [501], variations: [] },
    ])
  })

  it('a receive change refreshes the basket against the new branch', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/',
      network: catalogNetwork(),
    })
    await screen.findByRole('link', { name: /Пицца/ })
    act(() => addToBasket(product(501, 1, 100), 1))
    await act(async () => {
      setReceiveType('pickup')
      setPickup(branches[1]!)
    })
    await waitUntil(() => expect(net.calls('get-products-by-ids').length).toBeGreaterThan(0))
    expect(net.calls('get-products-by-ids').at(-1)!.body).toEqual({
      branch: 2,
      products: [501],
      variations: [],
    })
  })
})

describe('order history (spec §9: historyItemsPerPage, else 10)', () => {
  const order = (id: number) => ({
    id,
    orderNum: String(1000 + id),
    orderDate: '2026-01-01 10:00:00',
    status: 'done',
    toPay: 100,
    receiveType: 'pickup',
    paymentStatus: 'paid',
    products: [],
    costDelivery: 0,
    payedBonuses: 0,
    discount: 0,
  })
  const userOrders = (call: NetworkCall) => {
    const { limit, page } = call.body as { limit: number; page: number }
    const all = [order(1), order(2), order(3)]
    return { total: all.length, items: all.slice((page - 1) * limit, page * limit) }
  }

  it('pages of the setting’s size; the list ends once the total is reached', async () => {
    const { net } = await renderApp(appData, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/catalog/history',
      network: catalogNetwork({ 'user-orders': userOrders }),
    })
    const list = await screen.findByRole('list', { name: 'Order history' })
    await waitUntil(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    await scrollToEnd(2)
    await waitUntil(() =>
      expect(
        within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    )
    expect(bodies(net, 'user-orders').filter((b) => (b as { limit: number }).limit !== 1)).toEqual([
      { limit: 2, page: 1 },
      { limit: 2, page: 2 },
    ])
    expect(scrollWatchers()).toHaveLength(0)
    expect(screen.getByRole('button', { name: /Order #1003/ })).toBeTruthy()
  })

  it('without the setting the page size is 10', async () => {
    const data = brandAppData(
      {
        tabbar: ['home', 'catalog', 'panelmenu'],
        modules: { home: {}, catalog: { ...catalogSettings, historyItemsPerPage: undefined } },
      },
      { branches, user: { idUser: 42, idDevice: 1, bonus: 0 } },
    )
    const { net } = await renderApp(data, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/catalog/history',
      network: catalogNetwork({ 'user-orders': userOrders }),
    })
    const list = await screen.findByRole('list', { name: 'Order history' })
    await waitUntil(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(bodies(net, 'user-orders')).toContainEqual({ limit: 10, page: 1 })
    expect(scrollWatchers()).toHaveLength(0)
  })
})

describe('search (spec §5: from 3 characters, debounced 300 ms)', () => {
  it('asks only from 3 characters, once typing pauses for 300 ms; an empty answer says so', async () => {
    const { net } = await renderApp(appData, {
      modules,
      url: 'http://localhost:3000/catalog/search',
      network: catalogNetwork({
        'catalog-search': (call) =>
          call.query.query === 'нет'
            ? { catalogSearch: { categories: [], products: [] } }
            : {
                catalogSearch: {
                  categories: [{ id: 5, name: 'Пицца', sub_categories: [] }],
                  products: [product(501, 1)],
                },
              },
      }),
    })
    const field = await screen.findByLabelText('Search the catalog')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.change(field, { target: { value: 'пи' } })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(net.calls('catalog-search')).toHaveLength(0)
    expect(screen.getByText('Enter at least 3 characters to search')).toBeTruthy()

    fireEvent.change(field, { target: { value: 'пиц' } })
    await act(() => vi.advanceTimersByTimeAsync(299))
    fireEvent.change(field, { target: { value: 'пицц' } })
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(net.calls('catalog-search')).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await flush()
    expect(net.calls('catalog-search').map((c) => c.query.query)).toEqual(['пицц'])
    expect(screen.getByRole('link', { name: /Пицца/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Товар 501' })).toBeTruthy()

    fireEvent.change(field, { target: { value: 'нет' } })
    await act(() => vi.advanceTimersByTimeAsync(300))
    await flush()
    expect(screen.getByText('Nothing found')).toHaveAttribute('role', 'status')
    expect(net.calls('catalog-search')).toHaveLength(2)

    // fewer than 3 characters clears the results
    fireEvent.change(field, { target: { value: 'пи' } })
    await flush()
    expect(screen.queryByRole('link', { name: /Пицца/ })).toBeNull()
    expect(net.calls('catalog-search')).toHaveLength(2)
  })
})
