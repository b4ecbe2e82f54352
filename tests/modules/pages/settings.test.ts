// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/modules/pages.json'
import type { PagesSettings } from '../../../src/modules/pages/settings.ts'

const keys = { title: true } satisfies Record<keyof PagesSettings, true>

describe('schemas/modules/pages.json', () => {
  it('has the fields of PagesSettings, each with a default that validates', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(keys).sort())
    const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)
    const settings = {}
    expect(validate(settings)).toBe(true)
    expect(settings).toEqual({ title: '' } satisfies PagesSettings)
    expect(validate({ title: 'Полезное', brandExtra: [1] })).toBe(true)
  })
})
