/**
 * Phones as usernames: digits only, a leading 8 of an 11-digit number read as 7
 * (spec accounts-loyalty §2: "+8 is rewritten to +7"; §5: at least 11 digits).
 */
export const PHONE_MIN_DIGITS = 11
export const PHONE_MAX_DIGITS = 15

/** '+7 (999) 000-00-01' -> '79990000001'; null when it cannot be a phone. */
export function usernameOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  let digits = String(value).replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('8')) digits = '7' + digits.slice(1)
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null
}

/**
 * Demo mode's test numbers +7 (999) 000-00-01 … -09: their SMS code is always 11111 (ones, as
 * many as the brand's pincodeLength) and their call code 1111.
 */
export function isTestPhone(username: string): boolean {
  return /^7999000000[1-9]$/.test(username)
}
