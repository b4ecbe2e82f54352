// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/modules/related.json'
import { demoBrands } from '../../../server/seed/index.ts'
import { relatedSettings, type RelatedSettings } from '../../../src/modules/related/settings.ts'

const keys = { title: true, tab: true, listType: true, list: true } satisfies Record<
  keyof RelatedSettings,
  true
>

describe('schemas/modules/related.json', () => {
  const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)

  it('has the fields of RelatedSettings, with the same defaults as relatedSettings()', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(keys).sort())
    const settings = {}
    expect(validate(settings)).toBe(true)
    expect(settings).toEqual(relatedSettings({}))
    expect(relatedSettings(undefined)).toEqual({
      title: '',
      tab: true,
      listType: 'list',
      list: [],
    } satisfies RelatedSettings)
  })

  it('accepts the demo brands’ lists and drops entries without a domain', () => {
    for (const brand of demoBrands) {
      const related = brand.settings.modules.related
      if (related) expect(validate(structuredClone(related)), brand.client).toBe(true)
    }
    expect(validate({ list: [{ name: 'x' }] })).toBe(false)
    expect(
      relatedSettings({ list: [{ name: 'x' }, { domain: ' spb ', logo: 7 }, null] }).list,
    ).toEqual([{ domain: 'spb', name: '', logo: 7 }])
  })
})
