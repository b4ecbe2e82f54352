import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authDefaults, authSettingsOf } from '../../../src/modules/auth/settings.ts'

const schema = JSON.parse(readFileSync('schemas/modules/auth.json', 'utf8'))

describe('auth settings (schemas/modules/auth.json)', () => {
  it('takes its defaults from the schema, as the registry fills them', () => {
    const filled: Record<string, unknown> = {}
    new Ajv({ useDefaults: true, strict: false }).compile(schema)(filled)
    expect(authDefaults).toEqual(filled)
    // spec §3 and §9
    expect(authDefaults).toMatchObject({
      pincodeLength: 5,
      pinLength: 6,
      smsTimeout: 45,
      successTimeout: 1500,
    })
  })

  it('fills what a brand leaves out and keeps what it gives', () => {
    expect(authSettingsOf({ type: 'base', pinLength: 4 })).toMatchObject({
      type: 'base',
      pinLength: 4,
      pincodeLength: 5,
    })
    expect(authSettingsOf(undefined).type).toBe('sms')
  })
})
