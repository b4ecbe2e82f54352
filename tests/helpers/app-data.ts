/**
 * App data fixtures and tiny test modules for shell tests.
 *
 *   renderApp(brandAppData({ tabbar: ['home', 'news'] }), { modules: testModuleTable() })
 */
import { createElement } from 'react'
import type { ModuleDescriptor, ModuleEntry } from '../../src/core/module.ts'
import { normaliseAppData } from '../../src/core/api/app-normalise.ts'
import type { AppData, AppDataInput, AppSettings } from '../../src/core/state/types.ts'
import { iconFromData } from '../../src/ui/icon/icon.tsx'

/** App data as the app holds it after normalising (for tests that set the store directly). */
export function normalisedAppData(input: AppDataInput): AppData {
  return normaliseAppData(input, { width: 390, now: input.timestamp ?? Date.now() }).data
}

/** A plausible brand's app data; override any settings. */
export function brandAppData(
  settings: Partial<AppSettings> = {},
  rest: Partial<AppData> = {},
): AppDataInput {
  return {
    settings: {
      name: 'Test Brand',
      languages: ['ru', 'en'],
      defaultTab: 'home',
      tabbar: ['home', 'news', 'panelmenu'],
      menu: ['home', 'news', 'about', 'panelmenu'],
      modules: { home: {}, news: {}, about: {}, panelmenu: {} },
      colors: { primary: '#d81b60' },
      ...settings,
    },
    user: { idUser: null, idDevice: 1 },
    branches: [],
    timestamp: Date.now(),
    ...rest,
  }
}

/** A screen that shows its name as a heading. */
export function fakeScreen(title: string) {
  return () =>
    Promise.resolve({
      default: () => createElement('h1', null, title),
    })
}

/** A module descriptor for tests: a main screen at `/{name}/` (home at `/`), tab and menu. */
export function fakeModule(
  name: string,
  extra: Partial<ModuleDescriptor> & { entry?: Partial<ModuleEntry> } = {},
): ModuleDescriptor {
  const url = name === 'home' ? '/' : `/${name}/`
  const title = { id: name, message: name[0]!.toUpperCase() + name.slice(1) }
  const { entry, ...rest } = extra
  // The module's name as its icon (a test module registers no drawing: it draws nothing).
  const icon = iconFromData(name) ?? 'home'
  return {
    name,
    url,
    routes: [{ path: url, screen: fakeScreen(`${title.message} screen`) }],
    tab: { icon, title, ...entry },
    menu: { icon, title, ...entry },
    ...rest,
  }
}

/** A module table with home, news, about (menu only) and the real panelmenu descriptor. */
export function testModuleTable(
  extra: Record<string, ModuleDescriptor> = {},
): Record<string, () => Promise<ModuleDescriptor>> {
  const about = fakeModule('about')
  delete about.tab
  const table: Record<string, ModuleDescriptor | (() => Promise<ModuleDescriptor>)> = {
    home: fakeModule('home'),
    news: fakeModule('news', {
      routes: [
        { path: '/news/', screen: fakeScreen('News screen') },
        { path: '/news/:id', screen: fakeScreen('News item screen') },
      ],
    }),
    about,
    panelmenu: () => import('../../src/modules/panelmenu/index.ts').then((m) => m.panelmenuModule),
    ...extra,
  }
  return Object.fromEntries(
    Object.entries(table).map(([k, v]) => [
      k,
      typeof v === 'function' ? v : () => Promise.resolve(v),
    ]),
  )
}
