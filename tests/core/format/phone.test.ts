// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applyDateMask } from '../../../src/core/format/date-mask.ts'
import { applyPhoneMask, formatPhone, phoneDigits } from '../../../src/core/format/phone.ts'
import { isValidPhone } from '../../../src/shared/validation/rules.ts'

describe('applyPhoneMask', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['7', '+7'],
    ['79', '+7 (9'],
    ['7916', '+7 (916'],
    ['79161', '+7 (916) 1'],
    ['79161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67', '+7 (916) 123-45-67'],
    ['791612345678999', '+7 (916) 123-45-67'], // surplus digits dropped
  ])('+7: %j -> %j', (raw, masked) => expect(applyPhoneMask(raw)).toBe(masked))

  it.each([
    ['8', '+7'],
    ['89161234567', '+7 (916) 123-45-67'],
    ['+89161234567', '+7 (916) 123-45-67'],
    ['8 (916) 123-45-67', '+7 (916) 123-45-67'],
  ])('a leading 8 or +8 becomes +7: %j -> %j', (raw, masked) =>
    expect(applyPhoneMask(raw)).toBe(masked),
  )

  it.each([
    ['3', '+3'],
    ['37', '+37'],
    ['375', '+375'],
    ['3752', '+375 2'],
    ['375291', '+375 29 1'],
    ['375291234567', '+375 29 123-45-67'],
    ['+375 (29) 123 45 67', '+375 29 123-45-67'],
  ])('+375: %j -> %j', (raw, masked) => expect(applyPhoneMask(raw)).toBe(masked))

  it.each([
    ['442079460958', '+442079460958'],
    ['+1 (202) 555-01-43', '+12025550143'],
    ['1234567890123456789', '+12345678901234'], // at most 14 digits
  ])('generic: %j -> %j', (raw, masked) => expect(applyPhoneMask(raw)).toBe(masked))

  it('gives values the phone validator accepts once complete', () => {
    for (const raw of ['89161234567', '375291234567', '442079460958'])
      expect(isValidPhone(applyPhoneMask(raw))).toBe(true)
    expect(isValidPhone(applyPhoneMask('8916123'))).toBe(false)
  })
})

describe('phoneDigits', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567')
    expect(phoneDigits(undefined)).toBe('')
  })
})

describe('formatPhone (display)', () => {
  it.each([
    ['79161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67', '+7 (916) 123-45-67'],
    ['89161234567', '8 (916) 123-45-67'],
    ['375291234567', '+375291234567'],
    ['12025550143', '+12025550143'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (raw, shown) => expect(formatPhone(raw)).toBe(shown))
})

describe('applyDateMask', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['05', '05'],
    ['050', '05.0'],
    ['0503', '05.03'],
    ['05032', '05.03.2'],
    ['05032026', '05.03.2026'],
    ['05.03.2026', '05.03.2026'],
    ['05-03-2026', '05.03.2026'],
    ['0503202699', '05.03.2026'],
    ['ab', ''],
  ])('%j -> %j', (raw, masked) => expect(applyDateMask(raw)).toBe(masked))
})
