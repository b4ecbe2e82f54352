/**
 * The sign-in flow's and the profile's calls as actions: the steps and screens call these and
 * keep only their own view state (pending, errors shown, timers); no component calls the API.
 */
import { ApiError } from '../../core/api/errors.ts'
import { authApi } from './api.ts'
import type { ProfilePayload } from './forms.ts'

/** spec: continue checks whether the user exists. */
export const checkUserExists = (phone: string) => authApi.userExists(phone)

/** spec: a one-time code by SMS or call (the answer tells nextAttemptSMS). */
export const requestCode = (username: string) => authApi.sendCode(username)

/** spec: reset of the password (the answer may carry debug.code in demo mode). */
export const requestPasswordReset = (username: string) => authApi.resetPassword(username)

/** Signs in with a password, a one-time code or the app PIN; resolves with the token's answer. */
export const signInWith = (username: string, secret: string) => authApi.signIn(username, secret)

/** spec: setting a PIN sends it as the password alone. */
export const savePin = (pin: string) => authApi.update({ password: pin })

/** spec: the profile update payload (display_name, bDate, password, email). */
export const saveProfile = (payload: ProfilePayload) => authApi.update(payload)

/** Seconds of a resend-delay refusal (the server's retryAfter), 0 for any other failure. */
export function retryAfterOf(error: unknown): number {
  if (!(error instanceof ApiError)) return 0
  const value = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter
  return typeof value === 'number' && value > 0 ? value : 0
}
