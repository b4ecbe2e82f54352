// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../../schemas/modules/catalog.json'
import { config } from '../../../../src/modules/catalog/common/config.ts'

describe('schemas/modules/catalog.json', () => {
  it('holds every default of the catalog settings, and the store starts from them', () => {
    const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)
    const settings = {}
    expect(validate(settings)).toBe(true)
    // every property of the settings has its default in the schema
    expect(Object.keys(settings).sort()).toEqual(Object.keys(schema.properties).sort())
    // before init hands over the validated settings, the catalog reads exactly these
    expect(config.settings).toEqual(settings)
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
