// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/modules/settings.json'
import type { SettingsPageSettings } from '../../../src/modules/settings/settings.ts'

const keys = { title: true } satisfies Record<keyof SettingsPageSettings, true>

describe('schemas/modules/settings.json', () => {
  it('has the fields of SettingsPageSettings, each with a default that validates', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(keys).sort())
    const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)
    const settings = {}
    expect(validate(settings)).toBe(true)
    expect(settings).toEqual({ title: '' } satisfies SettingsPageSettings)
    expect(validate({ title: 'Параметры', brandExtra: true })).toBe(true)
  })
})
