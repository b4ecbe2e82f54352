/**
 * The home widgets' data at start (issue 16, session 18): the shell calls every home widget's
 * `prefetchHome` at once as the start's first app data has loaded the modules, in the slot's
 * order, only when the start is on the home; one that fails changes nothing.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../registry/index.ts'
import type { ModuleDescriptor, PrefetchContext } from '../../src/core/module.ts'
import { loadAppData } from '../../src/core/state/app-data.ts'
import { brandAppData, fakeModule, testModuleTable } from '../helpers/app-data.ts'
import { pending } from '../helpers/network.ts'
import { flush, renderApp } from '../helpers/render-app.tsx'
import { waitUntil } from '../helpers/wait.ts'

const widget = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> })

/** What the modules' hooks were called with, in the order they were called. */
let asked: { module: string; ctx: PrefetchContext }[] = []

/** A module with a home widget whose `prefetchHome` never settles unless `hook` says otherwise. */
function withHomeData(
  name: string,
  hook: (ctx: PrefetchContext) => Promise<void> | void = () => pending(),
): ModuleDescriptor {
  return fakeModule(name, {
    slots: { home: widget(`${name} widget`) },
    prefetchHome: (ctx) => {
      asked.push({ module: name, ctx })
      return hook(ctx)
    },
  })
}

function homeData(settings: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return brandAppData(
    {
      modules: { home: {}, news: {}, panelmenu: {}, gifts: { title: 'Gifts' }, catalog: {} },
      slots: { home: ['gifts', 'news', 'catalog'] },
      ...settings,
    },
    rest,
  )
}

const modules = (extra: Record<string, ModuleDescriptor> = {}) =>
  testModuleTable({
    news: withHomeData('news'),
    gifts: withHomeData('gifts'),
    catalog: withHomeData('catalog'),
    ...extra,
  })

beforeEach(() => {
  asked = []
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe("the home widgets' data at start (issue 16)", () => {
  it('asks for every home widget’s data at once, in the slot’s order, none waiting for another', async () => {
    await renderApp(homeData(), { modules: modules() })
    // None of the three has answered (their hooks never settle): still every one was asked.
    expect(asked.map((a) => a.module)).toEqual(['gifts', 'news', 'catalog'])
    // The settings its widget gets (validated, the schema's defaults filled in).
    expect(asked[0]!.ctx).toEqual({
      settings: registry.modules.gifts!.settings,
      signedIn: false,
      locale: 'en',
    })
    expect(asked[0]!.ctx.settings).toMatchObject({ title: 'Gifts', itemsPerPage: 20 })
    // Once per start: the fresh app data after the cached one does not ask again.
    await loadAppData()
    await flush()
    expect(asked).toHaveLength(3)
  })

  it('asks only for the widgets the home shows (settings.slots.home), not every enabled module', async () => {
    const data = homeData({ slots: { home: ['news'] } })
    await renderApp(data, { modules: modules() })
    expect(asked.map((a) => a.module)).toEqual(['news'])
  })

  it('a guest’s first start asks as app data’s answer arrives, not before', async () => {
    let answer: (data: unknown) => void = () => {}
    const data = homeData()
    await renderApp(data, {
      cache: false,
      waitForModules: false,
      modules: modules(),
      network: { app: () => new Promise((resolve) => (answer = resolve)) },
    })
    expect(asked).toEqual([])
    answer(data)
    await waitUntil(() => {
      if (asked.length < 3) throw new Error('not asked yet')
    })
    expect(asked.map((a) => a.module)).toEqual(['gifts', 'news', 'catalog'])
  })

  it('a signed-in start says so', async () => {
    await renderApp(homeData({}, { user: { idUser: 5, idDevice: 1 } }), {
      modules: modules(),
      token: 'token',
    })
    expect(asked.map((a) => a.ctx.signedIn)).toEqual([true, true, true])
  })

  it('a deep link does not ask for the home’s data', async () => {
    await renderApp(homeData(), { modules: modules(), url: 'http://localhost:3000/news/' })
    expect(await screen.findByRole('heading', { name: 'News screen' })).toBeInTheDocument()
    expect(registry.ready).toBe(true)
    expect(asked).toEqual([])
  })

  it('a hook that fails or throws changes nothing: the others are asked, the home shows', async () => {
    const failing = modules({
      gifts: withHomeData('gifts', () => {
        throw new Error('gifts hook broke')
      }),
      news: withHomeData('news', () => Promise.reject(new Error('news failed'))),
    })
    await renderApp(homeData(), { modules: failing })
    expect(asked.map((a) => a.module)).toEqual(['gifts', 'news', 'catalog'])
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(registry.problems).toContainEqual({
      module: 'gifts',
      kind: 'load',
      detail: 'prefetchHome failed: Error: gifts hook broke',
    })
  })
})

describe('the real home widgets and their prefetchHome (issue 16)', () => {
  const realModules = {
    ...testModuleTable(),
    home: () => import('../../src/modules/home/index.ts').then((m) => m.homeModule),
    catalog: () => import('../../src/modules/catalog/index.ts').then((m) => m.catalogModule),
    gifts: () => import('../../src/modules/gifts/index.ts').then((m) => m.giftsModule),
    news: () => import('../../src/modules/news/index.ts').then((m) => m.newsModule),
    actions: () => import('../../src/modules/actions/index.ts').then((m) => m.actionsModule),
  }
  const data = brandAppData(
    {
      tabbar: ['home', 'gifts', 'news', 'panelmenu'],
      modules: {
        home: {},
        panelmenu: {},
        catalog: { homeSlotTitle: 'Наше меню' },
        gifts: { title: 'Подарки' },
        news: { limit: 4 },
        actions: { limit: 3 },
      },
      slots: { home: ['catalog', 'gifts', 'news', 'actions'] },
    },
    { branches: [{ idBranch: 1, name: 'Арбат', address: 'Арбат, 1', lat: 55.75, lng: 37.59 }] },
  )

  it('ask with the widgets’ own keys: one call each, and each widget shows its answer', async () => {
    // Cached app data, then the fresh answer: each widget's data once, under the widget's key.
    const { net } = await renderApp(data, {
      locale: 'ru',
      modules: realModules,
      network: {
        'get-categories': { category: [{ id: 5, name: 'Пицца', sub_categories: [] }] },
        'get-coupons': { gift: [{ id: 1, title: 'Капучино', price: 8 }], coupon: [] },
        news: {
          news: [{ idNews: 1, title: 'Открылись', date: '2026-03-05T09:00:00', content: '' }],
        },
        actions: { actions: [{ idAction: 3, title: 'Две пиццы', description: '' }] },
      },
    })
    await waitUntil(() => {
      for (const path of ['get-categories', 'get-coupons', 'news', 'actions'])
        if (!net.calls(path).length) throw new Error(`${path} not asked yet`)
    })
    expect(net.calls('get-categories').map((c) => c.body)).toEqual([{ branch: 1 }])
    expect(net.calls('news').map((c) => c.query)).toEqual([{ limit: '4' }])
    expect(net.calls('actions').map((c) => c.query)).toEqual([{ limit: '3', offset: '0' }])
    // The widgets mount and show the answers without asking again.
    const menu = await screen.findByRole('region', { name: 'Наше меню' })
    expect(await within(menu).findByRole('link', { name: /Пицца/ })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Капучино/ })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Открылись/ })).toBeInTheDocument()
    expect(await screen.findByText('Две пиццы')).toBeInTheDocument()
    await flush()
    for (const path of ['get-categories', 'get-coupons', 'news', 'actions'])
      expect(net.calls(path)).toHaveLength(1)
  })
})
