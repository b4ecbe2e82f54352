// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/modules/related.json'
import { demoBrands } from '../../../server/seed/index.ts'
import { relatedRegions, type RelatedSettings } from '../../../src/modules/related/settings.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'

const keys = { title: true, tab: true, listType: true, list: true } satisfies Record<
  keyof Pick<RelatedSettings, 'title' | 'tab' | 'listType' | 'list'>,
  true
>

describe('schemas/modules/related.json', () => {
  const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)

  it('has the fields of RelatedSettings, with the defaults the module receives', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(keys).sort())
    const settings = {}
    expect(validate(settings)).toBe(true)
    expect(settings).toEqual(moduleSettings('related', {}))
    expect(moduleSettings('related', {})).toEqual({
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
    expect(relatedRegions(undefined)).toEqual([])
    expect(
      relatedRegions(moduleSettings('related', { list: [{ domain: ' spb ', logo: 7 }] })),
    ).toEqual([{ domain: 'spb', name: '', logo: 7 }])
    expect(relatedRegions(moduleSettings('related', { list: [{ domain: '   ' }] }))).toEqual([])
  })
})
