// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LoadedModule } from '../../registry/index.ts'
import {
  buildMenu,
  buildTabs,
  defaultTab,
  highlightedTab,
  moduleForPath,
  tabForPath,
} from '../../src/app/tabs.ts'
import type { AppSettings } from '../../src/core/state/types.ts'
import { fakeModule, normalisedAppData } from '../helpers/app-data.ts'

function loaded(names: string[], settings: Record<string, Record<string, unknown>> = {}) {
  const out: Record<string, LoadedModule> = {}
  for (const n of names) out[n] = { descriptor: fakeModule(n), settings: settings[n] ?? {} }
  return out
}

const settings = (s: Partial<AppSettings>): AppSettings =>
  normalisedAppData({ settings: { modules: {}, ...s } }).settings

describe('tab bar from settings', () => {
  it('lists only enabled modules with a tab, in the settings order', () => {
    const tabs = buildTabs(
      settings({ tabbar: ['news', 'unknown', 'home', 'bonus'] }),
      loaded(['home', 'news']),
    )
    expect(tabs.map((t) => t.name)).toEqual(['news', 'home'])
    expect(tabs[1]!.url).toBe('/')
  })

  it('hides a tab whose module settings say tab: false and uses custom titles', () => {
    const tabs = buildTabs(
      settings({ tabbar: ['home', 'news', 'gifts'] }),
      loaded(['home', 'news', 'gifts'], {
        news: { tab: false },
        gifts: { tabbarTitle: 'Presents' },
      }),
    )
    expect(tabs.map((t) => t.name)).toEqual(['home', 'gifts'])
    expect(tabs[1]!.title).toBe('Presents')
  })

  it('makes settings.defaultTab the default, else the first tab', () => {
    const modules = loaded(['home', 'news'])
    const tabs = buildTabs(settings({ tabbar: ['home', 'news'] }), modules)
    expect(defaultTab(settings({ defaultTab: 'news' }), tabs)?.name).toBe('news')
    expect(defaultTab(settings({ defaultTab: 'missing' }), tabs)?.name).toBe('home')
    expect(defaultTab(settings({}), [])).toBeNull()
  })

  it('finds the tab a path belongs to', () => {
    const tabs = buildTabs(settings({ tabbar: ['home', 'news'] }), loaded(['home', 'news']))
    expect(tabForPath('/', tabs)?.name).toBe('home')
    expect(tabForPath('/news/', tabs)?.name).toBe('news')
    expect(tabForPath('/news/12', tabs)?.name).toBe('news')
    expect(tabForPath('/settings/', tabs)).toBeNull()
  })
})

describe('side menu from settings', () => {
  it('skips the menu’s own entry, settings (the cog) and disabled modules; home is always allowed', () => {
    // settings is loaded but reached by the cog only
    const modules = loaded(['news', 'about', 'panelmenu', 'settings'])
    const tabs = buildTabs(settings({ tabbar: ['news'] }), modules)
    const menu = buildMenu(
      settings({ menu: ['home', 'panelmenu', 'news', 'gifts', 'settings', 'about'] }),
      modules,
      tabs,
    )
    expect(menu.map((e) => [e.name, e.isTab])).toEqual([
      ['home', false],
      ['news', true],
      ['about', false],
    ])
    expect(menu[0]!.url).toBe('/')
  })

  it('hides an entry whose visible rule rejects its settings (e.g. menuShowShare)', () => {
    const share = (on: boolean) => ({
      news: { descriptor: fakeModule('news'), settings: {} },
      referral: {
        descriptor: fakeModule('referral', {
          entry: { visible: (s) => s.menuShowShare === true },
        }),
        settings: { menuShowShare: on },
      },
    })
    const names = (on: boolean) =>
      buildMenu(settings({ menu: ['news', 'referral'] }), share(on), []).map((e) => e.name)
    expect(names(true)).toEqual(['news', 'referral'])
    expect(names(false)).toEqual(['news'])
  })

  it('takes the icon from the module settings when they name one (catalog: delivery)', () => {
    const tabs = buildTabs(
      settings({ tabbar: ['catalog', 'news'] }),
      loaded(['catalog', 'news'], { catalog: { icon: 'delivery' } }),
    )
    expect(tabs.map((t) => t.icon)).toEqual(['delivery', 'news'])
  })

  it('shows a guest the entry’s guest title (sign in) and a signed-in user its title (profile)', () => {
    const modules = {
      auth: {
        descriptor: fakeModule('auth', {
          entry: { guestTitle: { id: 'Sign in', message: 'Sign in' } },
        }),
        settings: {},
      },
    }
    const s = settings({ tabbar: ['auth'], menu: ['auth'] })
    const title = (t: { title: unknown }) => (t.title as { message: string }).message
    expect(buildTabs(s, modules, true).map(title)).toEqual(['Sign in'])
    expect(buildTabs(s, modules, false).map(title)).toEqual(['Auth'])
    expect(buildMenu(s, modules, [], true).map(title)).toEqual(['Sign in'])

    // A brand's own title ('Профиль') is the signed-in one: a guest still reads 'Sign in'.
    const branded = { auth: { ...modules.auth, settings: { tabbarTitle: 'Профиль' } } }
    expect(buildTabs(s, branded, true).map(title)).toEqual(['Sign in'])
    expect(buildTabs(s, branded, false).map((t) => t.title)).toEqual(['Профиль'])
  })
})

describe('a tab named as the screen it opens (issue 12, session 17: sushi’s «Каталог» tab on «Меню»)', () => {
  it('reads an empty tabbarTitle (the settings’ default) as the title, in the tab and the menu', () => {
    const modules = loaded(['catalog'], { catalog: { title: 'Меню', tabbarTitle: '' } })
    const s = settings({ tabbar: ['catalog'], menu: ['catalog'] })
    const tabs = buildTabs(s, modules)
    expect(tabs.map((t) => t.title)).toEqual(['Меню'])
    expect(buildMenu(s, modules, []).map((t) => t.title)).toEqual(['Меню'])
  })
})

describe('entries for signed-in users only (spec shell-data §6: the notifications entry)', () => {
  it('leaves a signedInOnly entry out of a guest’s menu and tab bar', () => {
    const modules = loaded(['home', 'news'])
    const bell = {
      icon: 'home' as const,
      title: { id: 'n', message: 'Notifications' },
      signedInOnly: true,
    }
    modules.notifications = {
      descriptor: { ...fakeModule('notifications'), menu: bell, tab: bell },
      settings: {},
    }
    const s = settings({ tabbar: ['home', 'notifications'], menu: ['home', 'notifications'] })
    expect(buildMenu(s, modules, [], true).map((e) => e.name)).toEqual(['home'])
    expect(buildTabs(s, modules, true).map((t) => t.name)).toEqual(['home'])
    expect(buildMenu(s, modules, [], false).map((e) => e.name)).toEqual(['home', 'notifications'])
    expect(buildTabs(s, modules, false).map((t) => t.name)).toEqual(['home', 'notifications'])
  })
})

describe('the tab the tab bar marks (issue 12 #4)', () => {
  const screen = fakeModule('auth').routes![0]!.screen
  const withAuth = () => ({
    ...loaded(['catalog', 'home']),
    auth: {
      descriptor: fakeModule('auth', {
        url: '/profile/',
        routes: [
          { path: '/auth', screen },
          { path: '/auth/password', screen },
          { path: '/profile/', screen },
          { path: '/catalog/x/:id', screen },
        ],
      }),
      settings: {},
    },
  })

  it('finds the module a path is a page of, the longest route first', () => {
    const modules = withAuth()
    expect(moduleForPath('/auth/password', modules)).toBe('auth')
    expect(moduleForPath('/profile', modules)).toBe('auth')
    expect(moduleForPath('/catalog/x/5', modules)).toBe('auth')
    expect(moduleForPath('/catalog/', modules)).toBe('catalog')
    expect(moduleForPath('/nowhere', modules)).toBeNull()
  })

  /** The tab marked on `path` for these tab bar and side menu lists. */
  function marked(
    path: string,
    tabbar: string[],
    menuList: string[],
    activeTab: string | null,
    modules: Record<string, LoadedModule> = withAuth(),
  ) {
    const s = settings({ tabbar, menu: menuList })
    const tabs = buildTabs(s, modules)
    return highlightedTab(path, { tabs, menu: buildMenu(s, modules, tabs), modules, activeTab })
  }

  it('marks a tab on its root and on the pages under its address or of its module', () => {
    const tabbar = ['catalog', 'home', 'auth']
    expect(marked('/catalog/', tabbar, [], 'home')).toBe('catalog')
    expect(marked('/', tabbar, [], 'catalog')).toBe('home')
    // the basket and the checkout live under the catalog's address
    expect(marked('/catalog/basket', tabbar, [], 'home')).toBe('catalog')
    expect(marked('/catalog/form', tabbar, [], 'home')).toBe('catalog')
    // the sign-in steps are the auth tab's pages
    expect(marked('/auth', tabbar, [], 'home')).toBe('auth')
    expect(marked('/auth/password', tabbar, [], 'home')).toBe('auth')
  })

  it('marks the menu tab («Ещё») on a side-menu page, when the brand has one', () => {
    const modules = { ...withAuth(), ...loaded(['history', 'panelmenu']) }
    const tabbar = ['catalog', 'home', 'panelmenu']
    const menuList = ['home', 'auth', 'catalog', 'history']
    expect(marked('/profile/', tabbar, menuList, 'catalog', modules)).toBe('panelmenu')
    expect(marked('/auth/password', tabbar, menuList, 'catalog', modules)).toBe('panelmenu')
    expect(marked('/history/', tabbar, menuList, 'catalog', modules)).toBe('panelmenu')
    expect(marked('/history/7', tabbar, menuList, 'catalog', modules)).toBe('panelmenu')
    // a tab listed in the menu too is still a tab
    expect(marked('/catalog/', tabbar, menuList, 'home', modules)).toBe('catalog')
  })

  it('marks the menu tab on a page a side-menu slot opens, though it is under a tab (orders)', () => {
    const catalog = fakeModule('catalog', { menuPages: ['/catalog/history'] })
    const modules = {
      ...loaded(['home', 'panelmenu']),
      catalog: { descriptor: catalog, settings: {} },
    }
    const tabbar = ['catalog', 'home', 'panelmenu']
    expect(marked('/catalog/history', tabbar, [], 'catalog', modules)).toBe('panelmenu')
    expect(marked('/catalog/history/body', tabbar, [], 'catalog', modules)).toBe('panelmenu')
    expect(marked('/catalog/basket', tabbar, [], 'home', modules)).toBe('catalog')
    // no menu tab: no tab (the tab it was opened from read as that tab's page)
    expect(marked('/catalog/history', ['catalog', 'home'], [], 'home', modules)).toBeNull()
  })

  it('marks no tab on a side-menu page when there is no menu tab', () => {
    const modules = { ...withAuth(), ...loaded(['history', 'settings']) }
    const menuList = ['home', 'auth', 'history', 'settings']
    expect(marked('/profile/', ['catalog', 'home'], menuList, 'catalog', modules)).toBeNull()
    expect(marked('/history/', ['catalog', 'home'], menuList, 'home', modules)).toBeNull()
    expect(marked('/settings/', ['catalog', 'home'], menuList, 'home', modules)).toBeNull()
    // a path no module claims keeps the tab it was opened from
    expect(marked('/nowhere', ['catalog', 'home'], menuList, 'home', modules)).toBe('home')
  })

  it('marks the menu tab on the settings page (the panel’s cog), whichever tab it came from', () => {
    // session 15: pizzeria-msk marked «Главная», pizzeria-spb «Меню» (the tab it came from)
    const modules = { ...withAuth(), ...loaded(['history', 'panelmenu', 'settings']) }
    const menuList = ['home', 'catalog', 'history', 'settings']
    for (const from of ['home', 'catalog', null]) {
      expect(marked('/settings/', ['catalog', 'home', 'panelmenu'], menuList, from, modules)).toBe(
        'panelmenu',
      )
    }
  })
})
