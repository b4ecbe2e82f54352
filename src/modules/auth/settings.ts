/**
 * settings.modules.auth, as schemas/modules/auth.json describes it; the defaults come from the
 * schema itself (tests/modules/auth/settings.test.ts checks the two against each other).
 */
import schema from '../../../schemas/modules/auth.json'

export type AuthType = 'base' | 'sms' | 'call'

export interface AuthSettings {
  /** Shown as a tab when settings.tabbar lists auth. @default true */
  tab: boolean
  /** How an existing user signs in. @default 'sms' */
  type: AuthType
  /** App PIN mode. @default false */
  usePincode: boolean
  /** Digits of a one-time SMS code. @default 5 */
  pincodeLength: number
  /** Digits of the app PIN. @default 6 */
  pinLength: number
  /** Full-screen age check for guests. @default false */
  useAgeDisclaimer: boolean
  /** Minimum age; 0 for none (with a limit the registration asks for the birthday). @default 0 */
  ageLimit: number
  /** The profile has an e-mail. @default false */
  email: boolean
  /** The e-mail must be given. @default false */
  emailRequired: boolean
  /** The profile shows the digital-receipt toggle. @default false */
  receiptToEmailModuleEnabled: boolean
  /** Seconds before a code, password or PIN reset may be requested again. @default 45 */
  smsTimeout: number
  /** Ms the success screen shows. @default 1500 */
  successTimeout: number
  /** Profile title; empty: the translated default. @default '' */
  title: string
  tabbarTitle?: string
}

type Property = { default?: unknown }

/** The schema's defaults, read from the schema (never written twice). */
export const authDefaults = Object.fromEntries(
  Object.entries(schema.properties as Record<string, Property>)
    .filter(([, p]) => 'default' in p)
    .map(([k, p]) => [k, p.default]),
) as unknown as AuthSettings

/**
 * Auth settings with defaults, from what the registry validated (screens get it as a prop) or
 * straight from app data (popups and startup screens opened outside the routes).
 */
export function authSettingsOf(raw: unknown): AuthSettings {
  const given = raw && typeof raw === 'object' ? (raw as Partial<AuthSettings>) : {}
  const merged = { ...authDefaults } as AuthSettings & Record<string, unknown>
  for (const [key, value] of Object.entries(given)) if (value !== undefined) merged[key] = value
  return merged
}

export function authSettingsFromApp(
  settings: { readonly modules?: Readonly<Record<string, unknown>> } | undefined | null,
): AuthSettings {
  return authSettingsOf(settings?.modules?.auth)
}

/** spec §4: a one-time code has pincodeLength digits; a call code the last 4 of the number. */
export const CALL_CODE_LENGTH = 4

/** spec §2: the phone screen's network retry is disabled for 15 s. */
export const NETWORK_RETRY_SECONDS = 15

/** spec §9: after registration, messages are requested 60 times; after a code sign-in that
 * followed registration, every 1500 ms for 15 tries. */
export const MESSAGES_AFTER_REGISTER = { tries: 60 }
export const MESSAGES_AFTER_CODE_REGISTER = { tries: 15, interval: 1500 }

/** The bonus module's event that asks for the bonus messages. */
export const GET_MESSAGES_EVENT = 'bonus:get-messages'
