// @vitest-environment node
/**
 * The catalog's own base url (spec catalog-and-ordering §2: default /catalog/; the `url`
 * setting): its routes, entries and links follow it.
 */
import { describe, expect, it } from 'vitest'
import { rebaseDescriptor, rebasePath, type ModuleDescriptor } from '../../../../src/core/module.ts'
import { moduleUrl, setModuleUrls } from '../../../../src/core/module-urls.ts'
import { catalogBase, catalogPath } from '../../../../src/modules/catalog/common/urls.ts'
import { validateModuleSettings } from '../../../../registry/index.ts'

describe('the catalog base', () => {
  it('is the url setting when it is a /…/ path, else /catalog/', () => {
    expect(catalogBase(undefined)).toBe('/catalog/')
    expect(catalogBase('/menu-online/')).toBe('/menu-online/')
    expect(catalogBase('/shop/food/')).toBe('/shop/food/')
    for (const bad of ['', '/', 'menu', '/menu', 'https://evil.example/', '/../x/', '/Меню/']) {
      expect(catalogBase(bad)).toBe('/catalog/')
    }
  })

  it('makes every catalog path under it', () => {
    expect(catalogPath('/catalog/')).toBe('/catalog/')
    expect(catalogPath('/menu-online/', 'basket')).toBe('/menu-online/basket')
    expect(catalogPath('/menu-online/', '/category/4')).toBe('/menu-online/category/4')
  })

  it('is a setting the schema knows, with its default', async () => {
    const ok = await validateModuleSettings('catalog', { url: '/menu-online/' })
    expect(ok.ok && (ok.settings as { url: string }).url).toBe('/menu-online/')
    const none = await validateModuleSettings('catalog', {})
    expect(none.ok && (none.settings as { url: string }).url).toBe('/catalog/')
    expect((await validateModuleSettings('catalog', { url: 'menu' })).ok).toBe(false)
  })
})

describe('routes under another base', () => {
  const screen = () => Promise.resolve({ default: () => null })
  const catalog: ModuleDescriptor = {
    name: 'catalog',
    url: '/catalog/',
    routes: [
      { path: '/catalog/', screen },
      { path: '/catalog', screen },
      { path: '/catalog/category/:id', screen },
      { path: '/catalog/category/0/:productId', screen },
      { path: '/catalog/basket', screen },
    ],
    tab: { icon: 'catalog', title: { id: 'Catalog' } },
    menu: { icon: 'catalog', title: { id: 'Catalog' }, url: '/catalog/' },
  }

  it('moves the routes, the url and the entries', () => {
    const moved = rebaseDescriptor(catalog, '/menu-online/')
    expect(moved.url).toBe('/menu-online/')
    expect(moved.routes!.map((r) => r.path)).toEqual([
      '/menu-online/',
      '/menu-online',
      '/menu-online/category/:id',
      '/menu-online/category/0/:productId',
      '/menu-online/basket',
    ])
    expect(moved.menu!.url).toBe('/menu-online/')
    expect(moved.tab!.url).toBeUndefined()
    // the screens stay the same
    expect(moved.routes![2]!.screen).toBe(catalog.routes![2]!.screen)
  })

  it('is the same descriptor under its own base', () => {
    expect(rebaseDescriptor(catalog, '/catalog/')).toBe(catalog)
  })

  it('leaves other paths alone', () => {
    expect(rebasePath('/catalogue/x', '/catalog/', '/menu/')).toBe('/catalogue/x')
    expect(rebasePath('/news/', '/catalog/', '/menu/')).toBe('/news/')
  })

  it('links from other modules follow the loaded base', () => {
    setModuleUrls({ catalog: '/menu-online/' })
    expect(moduleUrl('catalog', 'search')).toBe('/menu-online/search')
    expect(moduleUrl('catalog', 'category/0/7')).toBe('/menu-online/category/0/7')
    setModuleUrls({})
    expect(moduleUrl('catalog', 'search')).toBe('/catalog/search')
  })
})
