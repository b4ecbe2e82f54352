// @vitest-environment node
/**
 * normaliseAppData brings any answer into the shape of schemas/app-data.json: wrong-shaped
 * parts fall back to the schema's defaults (or are left out) and are reported; an answer
 * without usable settings is a load failure.
 */
import { describe, expect, it } from 'vitest'
import { AppDataShapeError, normaliseAppData } from '../../../src/core/api/app-normalise.ts'

const env = { width: 390, now: 1000 }

function good(settings: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return {
    status: 'ok',
    settings: {
      name: 'Brand',
      tabbar: ['home', 'news'],
      menu: ['home', 'news'],
      slots: { home: ['news'] },
      modules: { home: {}, news: { limit: 5 } },
      ...settings,
    },
    user: { idUser: 5, fName: 'Ann' },
    branches: [{ idBranch: 1, name: 'Main' }],
    custom: { x: 1 },
    ...rest,
  }
}

const paths = (problems: { path: string }[]) => problems.map((p) => p.path)

describe('normaliseAppData: parts of the wrong shape fall back to their defaults', () => {
  it('leaves good data as it is and reports nothing', () => {
    const { data, problems } = normaliseAppData(good(), env)
    expect(problems).toEqual([])
    expect(data.settings.tabbar).toEqual(['home', 'news'])
    expect(data.settings.modules.news).toEqual({ limit: 5 })
    expect(data.branches).toEqual([{ idBranch: 1, name: 'Main' }])
    expect(data.user).toEqual({ idUser: 5, fName: 'Ann' })
    expect(data.custom).toEqual({ x: 1 })
    expect(data.timestamp).toBe(1000)
  })

  it('fills the schema defaults of missing parts without reporting them', () => {
    const { data, problems } = normaliseAppData({ settings: { modules: { home: {} } } }, env)
    expect(problems).toEqual([])
    expect(data.settings).toMatchObject({
      tabbar: [],
      menu: [],
      slots: {},
      colors: {},
      languages: ['ru'],
      decimal: 0,
      codeType: 'qr',
    })
    expect(data.branches).toEqual([])
    expect(data.custom).toEqual({})
    expect(data.user).toBeNull()
  })

  it.each([
    ['tabbar {}', { tabbar: {} }, '/settings/tabbar', 'tabbar', []],
    ['tabbar "home"', { tabbar: 'home' }, '/settings/tabbar', 'tabbar', []],
    ['tabbar null', { tabbar: null }, '/settings/tabbar', 'tabbar', []],
    ['menu 5', { menu: 5 }, '/settings/menu', 'menu', []],
    ['menu {}', { menu: {} }, '/settings/menu', 'menu', []],
    ['slots []', { slots: [] }, '/settings/slots', 'slots', {}],
    ['slots "x"', { slots: 'x' }, '/settings/slots', 'slots', {}],
    ['languages []', { languages: [] }, '/settings/languages', 'languages', ['ru']],
    ['languages "en"', { languages: 'en' }, '/settings/languages', 'languages', ['ru']],
    ['colors null', { colors: null }, '/settings/colors', 'colors', {}],
    ['decimal -3', { decimal: -3 }, '/settings/decimal', 'decimal', 0],
    ['decimal 1e308', { decimal: 1e308 }, '/settings/decimal', 'decimal', 0],
    ['codeType "barcode"', { codeType: 'barcode' }, '/settings/codeType', 'codeType', 'qr'],
  ])('settings %s → the default, reported', (_, patch, path, key, expected) => {
    const { data, problems } = normaliseAppData(good(patch), env)
    expect((data.settings as Record<string, unknown>)[key]).toEqual(expected)
    expect(paths(problems)).toContain(path)
  })

  it('drops settings fields of the wrong type that have no default', () => {
    const { data, problems } = normaliseAppData(
      good({ name: { ru: 'x' }, hideMenu: 'yes', defaultTab: 42 }),
      env,
    )
    expect(data.settings.name).toBeUndefined()
    expect(data.settings.hideMenu).toBeUndefined()
    expect(data.settings.defaultTab).toBeUndefined()
    expect(paths(problems)).toEqual(
      expect.arrayContaining(['/settings/name', '/settings/hideMenu', '/settings/defaultTab']),
    )
  })

  it('drops tab, menu and slot entries that are not module names', () => {
    const { data, problems } = normaliseAppData(
      good({
        tabbar: ['home', null, 5, {}, [], 'news', 'Not A Name', ''],
        menu: [null, 'home'],
        slots: { home: ['news', null], side: null, top: 'x' },
      }),
      env,
    )
    expect(data.settings.tabbar).toEqual(['home', 'news'])
    expect(data.settings.menu).toEqual(['home'])
    expect(data.settings.slots).toEqual({ home: ['news'] })
    expect(paths(problems)).toEqual(
      expect.arrayContaining([
        '/settings/tabbar/1',
        '/settings/tabbar/2',
        '/settings/menu/0',
        '/settings/slots/home/1',
        '/settings/slots/side',
        '/settings/slots/top',
      ]),
    )
  })

  it.each([
    ['null', null],
    ['[]', []],
    ['"x"', 'x'],
    ['0', 0],
  ])('a module whose settings are %s is left out and reported', (_, value) => {
    const { data, problems } = normaliseAppData(good({ modules: { home: {}, news: value } }), env)
    expect(Object.keys(data.settings.modules)).toEqual(['home'])
    expect(paths(problems)).toContain('/settings/modules/news')
  })

  it('leaves out module names that are not names', () => {
    const { data, problems } = normaliseAppData(
      good({ modules: { home: {}, 'Bad Name': {}, '': {} } }),
      env,
    )
    expect(Object.keys(data.settings.modules)).toEqual(['home'])
    expect(problems).toHaveLength(2)
  })

  it.each([
    ['null', null],
    ['{}', {}],
    ['"x"', 'x'],
    ['-1', -1],
  ])('branches %s → [] and reported', (_, value) => {
    const { data, problems } = normaliseAppData(good({}, { branches: value }), env)
    expect(data.branches).toEqual([])
    expect(paths(problems)).toContain('/branches')
  })

  it('keeps the usable branches and leaves out the rest', () => {
    const { data, problems } = normaliseAppData(
      good(
        {},
        {
          branches: [
            null,
            'x',
            [],
            { idBranch: 'one', name: 'A' },
            { idBranch: 2 },
            { idBranch: 3, name: 'Ok', lat: 'north', workingTime: [null, { day: 1 }] },
          ],
        },
      ),
      env,
    )
    expect(data.branches).toEqual([{ idBranch: 3, name: 'Ok', workingTime: [] }])
    expect(problems.length).toBeGreaterThanOrEqual(7)
  })

  it.each([
    ['"x"', 'x'],
    ['[]', []],
    ['5', 5],
  ])('user %s → null (a guest) and reported', (_, value) => {
    const { data, problems } = normaliseAppData(good({}, { user: value }), env)
    expect(data.user).toBeNull()
    expect(paths(problems)).toContain('/user')
  })

  it('drops user fields of the wrong type', () => {
    const { data } = normaliseAppData(
      good({}, { user: { idUser: '5', bonus: 'lots', fName: null, email: 'a@b.c' } }),
      env,
    )
    expect(data.user).toEqual({ email: 'a@b.c' })
  })

  it.each([
    ['null', null],
    ['[]', []],
    ['"x"', 'x'],
  ])('custom %s → {} and reported', (_, value) => {
    const { data, problems } = normaliseAppData(good({}, { custom: value }), env)
    expect(data.custom).toEqual({})
    expect(paths(problems)).toContain('/custom')
  })

  it('strips the app. prefix before checking shapes', () => {
    const { data, problems } = normaliseAppData(
      good({ 'app.tabbar': {}, 'app.name': 'Prefixed' }),
      env,
    )
    expect(data.settings.name).toBe('Prefixed')
    expect(data.settings.tabbar).toEqual([])
    expect(paths(problems)).toContain('/settings/tabbar')
  })
})

describe('normaliseAppData: an answer without usable settings is a load failure', () => {
  it.each([
    ['the answer null', null],
    ['the answer a string', '<html>Bad gateway</html>'],
    ['the answer an array', []],
    ['no settings', { status: 'ok' }],
    ['settings null', { settings: null }],
    ['settings []', { settings: [] }],
    ['settings "x"', { settings: 'x' }],
    ['settings 0', { settings: 0 }],
    ['no modules', { settings: { name: 'x', tabbar: ['home'] } }],
    ['modules null', { settings: { modules: null } }],
    ['modules []', { settings: { modules: [] } }],
    ['modules "x"', { settings: { modules: 'x' } }],
    ['modules 1', { settings: { modules: 1 } }],
    ['every module unusable', { settings: { modules: { home: null, news: 'x', Bad: {} } } }],
  ])('%s', (_, raw) => {
    expect(() => normaliseAppData(raw, env)).toThrow(AppDataShapeError)
  })
})
