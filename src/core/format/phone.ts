/**
 * Phone input masks and display (accounts-loyalty §5 "Phone rules", shell-data §5, §9).
 * The masked value is what the phone validator (shared/validation/rules.ts) checks.
 */
import { fillMask, maskDigits } from './mask.ts'

/** spec: +7 (xxx) xxx-xx-xx */
export const PHONE_MASK_RU = '+7 (###) ###-##-##'
/** spec: +375 xx xxx-xx-xx */
export const PHONE_MASK_BY = '+375 ## ###-##-##'
/** Any other country: a plus and up to 14 digits. */
export const PHONE_MASK_GENERIC = '+##############'

/** The digits of a phone, nothing else ('+7 (916) 123-45-67' -> '79161234567'). */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '')
}

/** The mask for these digits: +375 for numbers starting 375, +7 for 7 (and 8), else generic. */
export function phoneMaskFor(digits: string): string {
  if (digits.startsWith('375')) return PHONE_MASK_BY
  if (digits.startsWith('7') || digits.startsWith('8')) return PHONE_MASK_RU
  return PHONE_MASK_GENERIC
}

/**
 * Masks what a person typed or pasted. A leading 8 (or +8) becomes +7, as Russian numbers are
 * often written 8 (xxx)…; surplus digits are dropped.
 */
export function applyPhoneMask(raw: string | null | undefined): string {
  const text = (raw ?? '').trim()
  let digits = phoneDigits(text)
  if (digits === '') return text.startsWith('+') ? '+' : ''
  if (digits.startsWith('8')) digits = '7' + digits.slice(1)
  const mask = phoneMaskFor(digits)
  // the country code is part of the mask's literal text, the '#' slots take what follows it
  const prefix = mask.slice(1, mask.search(/[ #]/)) // '7', '375' or ''
  return fillMaskWithPrefix(mask, prefix, digits)
}

function fillMaskWithPrefix(mask: string, prefix: string, digits: string): string {
  const rest = digits.slice(prefix.length, prefix.length + maskDigits(mask))
  const head = '+' + prefix
  if (rest === '') return head
  return head + fillMask(mask.slice(head.length), rest)
}

/**
 * spec: 11-digit numbers are shown as +7 (xxx) xxx-xx-xx, or with a leading 8 and no plus when
 * they start with 8; any other number is shown as a plus and its digits.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value)
  if (digits === '') return ''
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) {
    const national = fillMask('(###) ###-##-##', digits.slice(1))
    return digits[0] === '8' ? `8 ${national}` : `+7 ${national}`
  }
  return '+' + digits
}
