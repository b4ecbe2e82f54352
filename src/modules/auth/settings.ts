/** settings.modules.auth: the type is generated from schemas/modules/auth.json. */
import type { AuthSettings } from '../../shared/settings/auth.ts'

export type { AuthSettings }
export type AuthType = AuthSettings['type']

/** spec §4: a one-time code has pincodeLength digits; a call code the last 4 of the number. */
export const CALL_CODE_LENGTH = 4

/** spec §2: the phone screen's network retry is disabled for 15 s. */
export const NETWORK_RETRY_SECONDS = 15

/** spec §9: after registration, messages are requested 60 times; after a code sign-in that
 * followed registration, every 1500 ms for 15 tries. */
export const MESSAGES_AFTER_REGISTER = { tries: 60 }
export const MESSAGES_AFTER_CODE_REGISTER = { tries: 15, interval: 1500 }
