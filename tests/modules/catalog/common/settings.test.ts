// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../../schemas/modules/catalog.json'
import { catalogDefaults } from '../../../../src/modules/catalog/common/settings.ts'

describe('schemas/modules/catalog.json', () => {
  it('holds every default of CatalogSettings', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(catalogDefaults).sort())
    const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)
    const settings = {}
    expect(validate(settings)).toBe(true)
    expect(settings).toEqual(catalogDefaults)
    const withDelivery: Record<string, unknown> = { delivery: { deliveryPrice: 199 } }
    expect(validate(withDelivery)).toBe(true)
    expect(withDelivery.delivery).toMatchObject({
      deliveryPrice: 199,
      forFreeDelivery: 0,
      timeStep: 900,
    })
    expect(validate({ payByBonusType: 'points' })).toBe(false)
  })
})
