// @vitest-environment node
/**
 * The server reads a brand's module settings as the app's registry does
 * (server/module-settings.ts): checked by schemas/modules/<name>.json, the schema's defaults
 * filled in, typed by src/shared/settings; a module that is off or refused is null.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authSettings, type AuthSettings } from '../../server/auth/settings.ts'
import {
  brandModuleSettings,
  MODULE_SCHEMAS_DIR,
  moduleSchema,
  parseModuleSettings,
} from '../../server/module-settings.ts'
import { catalogSettingsOf } from '../../server/orders/place.ts'
import { relatedDomains } from '../../server/routes/related.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { schemaDefaults } from '../../src/shared/schema/defaults.ts'
import type { ModuleName } from '../../src/shared/settings/modules.ts'

const hasSchema = (name: string): name is ModuleName =>
  existsSync(join(MODULE_SCHEMAS_DIR, `${name}.json`))

const brand = (modules: Record<string, unknown>) => ({
  client: 'x',
  name: 'X',
  settings: { modules },
  custom: {},
  config: {},
})

describe('module settings on the server', () => {
  it('fills the schema defaults into a copy and leaves the stored settings as they are', () => {
    const stored = { pickup: { discount: 10 } }
    const catalog = brandModuleSettings({ modules: { catalog: stored } }, 'catalog')
    expect(catalog).not.toBeNull()
    expect(catalog!.showBasket).toBe(true)
    expect(catalog!.payByBonusType).toBe('product')
    expect(catalog!.delivery).toBeNull()
    expect(catalog!.pickup).toMatchObject({ discount: 10, minOrder: 0, timeStep: 900 })
    expect(catalog!.paymentTypeList).toEqual([])
    expect(stored).toEqual({ pickup: { discount: 10 } })
  })

  it('is null for a module the brand does not enable and for settings the schema refuses', () => {
    expect(brandModuleSettings({ modules: {} }, 'catalog')).toBeNull()
    expect(brandModuleSettings({}, 'catalog')).toBeNull()
    expect(brandModuleSettings({ modules: { catalog: 'on' } }, 'catalog')).toBeNull()
    expect(parseModuleSettings('catalog', { showBasket: 'yes' })).toBeNull()
    // paymentTypeList items as catalog §3 gives them: dependDelivery is all, pickup or delivery
    expect(
      parseModuleSettings('catalog', { paymentTypeList: [{ id: 1, dependDelivery: 'nowhere' }] }),
    ).toBeNull()
    expect(parseModuleSettings('catalog', { paymentTypeList: [{ name: 'no id' }] })).toBeNull()
    expect(
      parseModuleSettings('catalog', {
        paymentTypeList: [{ id: 1, name: 'Cash', dependDelivery: 'pickup', needEmail: false }],
      })?.paymentTypeList,
    ).toEqual([{ id: 1, name: 'Cash', dependDelivery: 'pickup', needEmail: false }])
  })

  it('place-order sees no catalog (ordering off) where the app loads none', () => {
    expect(catalogSettingsOf(brand({}))).toBeNull()
    expect(catalogSettingsOf(brand({ catalog: { list: 'grid' } }))).toBeNull()
    expect(catalogSettingsOf(brand({ catalog: {} }))?.showBasket).toBe(true)
  })

  it('auth: the schema defaults for a brand without (usable) auth settings', () => {
    const defaults = schemaDefaults<AuthSettings>(moduleSchema('auth'))
    expect(authSettings({ modules: {} })).toEqual(defaults)
    expect(authSettings({ modules: { auth: { type: 'pigeon' } } })).toEqual(defaults)
    expect(authSettings({ modules: { auth: { type: 'base' } } })).toEqual({
      ...defaults,
      type: 'base',
    })
  })

  it('related: the listed domains of valid settings only', () => {
    const list = [{ domain: ' Pizzeria-SPB ' }, { domain: 'sushi', name: 'Sushi' }]
    expect(relatedDomains({ modules: { related: { list } } })).toEqual(['pizzeria-spb', 'sushi'])
    expect(relatedDomains({ modules: { related: { list: [{ name: 'no domain' }] } } })).toEqual([])
    expect(relatedDomains({ modules: {} })).toEqual([])
  })

  it("reads every demo brand's module settings (each passes its schema)", () => {
    for (const b of demoBrands) {
      for (const name of Object.keys(b.settings.modules)) {
        if (!hasSchema(name)) continue
        expect(brandModuleSettings(b.settings, name), `${b.client}: ${name}`).not.toBeNull()
      }
    }
  })
})
