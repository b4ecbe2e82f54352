// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  displayPhone,
  isPhoneComplete,
  maskPhoneInput,
  phoneStart,
  usernameOf,
} from '../../../src/modules/auth/phone.ts'

describe('phone entry (accounts-loyalty §2 Phone screen, §5 Phone rules)', () => {
  it('masks as +7 (###) ###-##-##, +375 ## ###-##-## or +##############', () => {
    expect(maskPhoneInput('79161234567')).toBe('+7 (916) 123-45-67')
    expect(maskPhoneInput('+375291234567')).toBe('+375 29 123-45-67')
    expect(maskPhoneInput('+4915112345678')).toBe('+4915112345678')
    expect(maskPhoneInput('+7 916')).toBe('+7 (916')
  })

  it('rewrites a leading +8 (or 8) to +7', () => {
    expect(maskPhoneInput('+8 916 123 45 67')).toBe('+7 (916) 123-45-67')
    expect(maskPhoneInput('89161234567')).toBe('+7 (916) 123-45-67')
  })

  it('always starts with a plus, also when everything is deleted', () => {
    expect(maskPhoneInput('')).toBe('+')
    expect(maskPhoneInput('+')).toBe('+')
    expect(maskPhoneInput('abc')).toBe('+')
  })

  it('drops surplus digits and letters, keeps pasted text', () => {
    expect(maskPhoneInput('+7 (916) 123-45-6789')).toBe('+7 (916) 123-45-67')
    expect(maskPhoneInput('тел: 8 (916) 123-45-67')).toBe('+7 (916) 123-45-67')
  })

  it('needs at least 11 digits in the mask’s format', () => {
    expect(isPhoneComplete('+7 (916) 123-45-67')).toBe(true)
    expect(isPhoneComplete('+7 (916) 123-45-6')).toBe(false)
    expect(isPhoneComplete('+375 29 123-45-67')).toBe(true)
    expect(isPhoneComplete('+375 29 123-45')).toBe(false)
    expect(isPhoneComplete('+4915112345678')).toBe(true)
    expect(isPhoneComplete('+4915112')).toBe(false)
    expect(isPhoneComplete('+')).toBe(false)
  })

  it('knows a phone by its digits and shows usernames masked', () => {
    expect(usernameOf('+7 (999) 000-00-01')).toBe('79990000001')
    expect(usernameOf('8 999 000 00 01')).toBe('79990000001')
    expect(displayPhone('79990000001')).toBe('+7 (999) 000-00-01')
    expect(displayPhone('375291234567')).toBe('+375291234567')
  })
})

describe('a brand country code (issue 12 #12: typing 9990000001 gives +7 (999) 000-00-01)', () => {
  const type = (start: string, keys: string) =>
    [...keys].reduce((value, key) => maskPhoneInput(value + key, start), start)

  it('starts the input with the code, or a bare plus without one', () => {
    expect(phoneStart('7')).toBe('+7')
    expect(phoneStart('375')).toBe('+375')
    expect(phoneStart('')).toBe('+')
    expect(phoneStart(undefined)).toBe('+')
  })

  it('fills the mask with the national number typed after it', () => {
    expect(type('+7', '9990000001')).toBe('+7 (999) 000-00-01')
    expect(type('+375', '291234567')).toBe('+375 29 123-45-67')
  })

  it('takes a whole number typed after the code (8… or 7…) as the whole number', () => {
    expect(type('+7', '89990000001')).toBe('+7 (999) 000-00-01')
    expect(type('+7', '79990000001')).toBe('+7 (999) 000-00-01')
    // a national number beginning with 7 (Kazakhstan) stays as typed
    expect(type('+7', '7011234567')).toBe('+7 (701) 123-45-67')
  })
})
