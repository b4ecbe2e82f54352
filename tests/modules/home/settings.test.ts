// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/modules/home.json'
import type {
  HomeButtonType,
  HomeSettings,
  SocialType,
} from '../../../src/modules/home/settings.ts'

const ajv = new Ajv({ useDefaults: true, strict: false })
const validate = ajv.compile<HomeSettings>(schema)

// Every key of the TS type, and nothing else (the compiler checks this list against the type).
const keys = {
  title: true,
  tab: true,
  buttons: true,
  social: true,
  contactsTitle: true,
} satisfies Record<keyof HomeSettings, true>
const buttonTypes = {
  phone: true,
  feedback: true,
  site: true,
  telegram: true,
  whatsapp: true,
  viber: true,
} satisfies Record<HomeButtonType, true>
const socialTypes = {
  tg: true,
  insta: true,
  vk: true,
  fb: true,
  ok: true,
  tt: true,
} satisfies Record<SocialType, true>

describe('schemas/modules/home.json', () => {
  it('has the same fields as HomeSettings, each with a default', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(keys).sort())
    for (const [name, prop] of Object.entries(schema.properties)) {
      expect(prop, name).toHaveProperty('default')
    }
    expect(schema.properties.buttons.items.properties.type.enum.sort()).toEqual(
      Object.keys(buttonTypes).sort(),
    )
    expect(schema.properties.social.items.properties.type.enum.sort()).toEqual(
      Object.keys(socialTypes).sort(),
    )
  })

  it('fills its defaults into empty settings, and they validate', () => {
    const settings = {}
    expect(validate(settings)).toBe(true)
    const expected: HomeSettings = {
      title: '',
      tab: true,
      buttons: [],
      social: [],
      contactsTitle: '',
    }
    expect(settings).toEqual(expected)
  })

  it('accepts brand extras and rejects unknown button types', () => {
    expect(validate({ buttons: [{ type: 'phone', value: '+7' }], extra: 1 })).toBe(true)
    expect(validate({ buttons: [{ type: 'fax' }] })).toBe(false)
    expect(validate({ social: [{ type: 'vk' }] })).toBe(false)
  })
})
