/**
 * The brand's auth settings with the defaults of schemas/modules/auth.json filled in (the
 * defaults live in the schema only, as on the client).
 */
import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AuthSettings } from '../../src/shared/settings/auth.ts'

export type { AuthSettings }

const schema = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../schemas/modules/auth.json'),
    'utf8',
  ),
)
const fillDefaults = new Ajv({ useDefaults: true, strict: false }).compile(schema)

export function authSettings(brandSettings: Record<string, unknown>): AuthSettings {
  const modules = (brandSettings.modules ?? {}) as Record<string, unknown>
  const settings = structuredClone((modules.auth ?? {}) as Record<string, unknown>)
  // Invalid values stay as they are (the app reports them); the defaults fill what is missing.
  fillDefaults(settings)
  return settings as unknown as AuthSettings
}

/** A PIN brand stores the PIN as the user's password (spec: "password alone when setting a PIN"). */
export const usesPassword = (s: AuthSettings) => s.type === 'base' || s.usePincode
