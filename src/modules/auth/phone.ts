/**
 * Phone entry rules (accounts-loyalty §2 Phone screen, §5 Phone rules and Authentication): the
 * masks and display live in core/format/phone.ts; here what the auth screens need on top.
 */
import { applyPhoneMask, formatPhone, phoneDigits } from '../../core/format/phone.ts'
import { isValidPhone } from '../../shared/validation/rules.ts'

/** spec §9: phone minimum 11 digits. */
export const PHONE_MIN_DIGITS = 11

/** What the phone input starts with (spec: "a masked input that starts with +"). */
export const PHONE_START = '+'

/**
 * The phone input's first value: the plus and the brand's country code ('+7'), so a national
 * number typed after it fills the mask (9990000001 -> +7 (999) 000-00-01); a bare plus without one.
 */
export function phoneStart(countryCode: string | null | undefined): string {
  const code = phoneDigits(countryCode ?? '')
  return code ? applyPhoneMask('+' + code) : PHONE_START
}

/**
 * Masks typed or pasted text; the input never loses its leading plus. `start` is what the input
 * started with (phoneStart): a person who types the whole number after a prefilled '+7'
 * ('8 999 000-00-01' or '7 999…') overflows the mask, and that surplus shows the number was whole.
 */
export function maskPhoneInput(raw: string, start: string = PHONE_START): string {
  const masked = applyPhoneMask(raw) || PHONE_START
  const code = phoneDigits(start)
  const digits = phoneDigits(raw)
  if (!code || !digits.startsWith(code) || phoneDigits(masked).length >= digits.length) {
    return masked
  }
  const typed = digits.slice(code.length)
  const whole = typed.startsWith(code) || (code === '7' && typed.startsWith('8'))
  return whole ? applyPhoneMask(typed) : masked
}

/** spec §5: at least 11 digits, and the mask's format (+7, +375) when it has one. */
export function isPhoneComplete(masked: string): boolean {
  return phoneDigits(masked).length >= PHONE_MIN_DIGITS && isValidPhone(masked)
}

/** The username the server knows a phone by: its digits ('79990000001'). */
export function usernameOf(phone: string): string {
  return phoneDigits(applyPhoneMask(phone))
}

/** A username or masked phone for people: '+7 (999) 000-00-01'. */
export function displayPhone(phone: string | null | undefined): string {
  return formatPhone(phone)
}
