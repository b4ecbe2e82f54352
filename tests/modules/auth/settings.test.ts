// @vitest-environment node
import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateModuleSettings } from '../../../registry/index.ts'

const schema = JSON.parse(readFileSync('schemas/modules/auth.json', 'utf8'))

/** The settings the auth module receives (src/shared/settings/auth.ts types them). */
async function received(raw: object) {
  const checked = await validateModuleSettings('auth', raw)
  if (!checked.ok) throw new Error(checked.detail)
  return checked.settings
}

describe('auth settings (schemas/modules/auth.json)', () => {
  it('takes its defaults from the schema, as the registry fills them', async () => {
    const filled: Record<string, unknown> = {}
    new Ajv({ useDefaults: true, strict: false }).compile(schema)(filled)
    const defaults = await received({})
    expect(defaults).toEqual(filled)
    // spec §3 and §9
    expect(defaults).toMatchObject({
      pincodeLength: 5,
      pinLength: 6,
      smsTimeout: 45,
      successTimeout: 1500,
    })
  })

  it('fills what a brand leaves out and keeps what it gives', async () => {
    expect(await received({ type: 'base', pinLength: 4 })).toMatchObject({
      type: 'base',
      pinLength: 4,
      pincodeLength: 5,
    })
    expect((await received({})).type).toBe('sms')
  })
})
