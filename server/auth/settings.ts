/**
 * The brand's auth settings as the app's auth module receives them: schemas/modules/auth.json
 * with its defaults filled in (server/module-settings.ts), typed by src/shared/settings.
 */
import type { AuthSettings } from '../../src/shared/settings/auth.ts'
import { schemaDefaults } from '../../src/shared/schema/defaults.ts'
import { brandModuleSettings, moduleSchema } from '../module-settings.ts'

export type { AuthSettings }

/** What the schema's defaults make of none. */
const noAuthSettings = schemaDefaults<AuthSettings>(moduleSchema('auth'))

/**
 * A brand without auth settings, or with ones the schema refuses (the app then does not load the
 * auth module and reports the problem), signs in by the schema's defaults.
 */
export function authSettings(brandSettings: Record<string, unknown>): AuthSettings {
  return brandModuleSettings(brandSettings, 'auth') ?? noAuthSettings
}

/** A PIN brand stores the PIN as the user's password (spec: "password alone when setting a PIN"). */
export const usesPassword = (s: AuthSettings) => s.type === 'base' || s.usePincode
