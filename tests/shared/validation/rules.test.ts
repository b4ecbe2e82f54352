// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { addSpecKeywords } from '../../../src/shared/validation/keywords.ts'
import {
  isAlpha,
  isDigits,
  isEmail,
  isValidDate,
  isValidPhone,
} from '../../../src/shared/validation/rules.ts'

describe('phone (spec: accounts-loyalty §5 Phone rules)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['+7 (916) 123-45-67', true],
    ['+7 (916) 123-45-6', false],
    ['+7 916 123-45-67', false],
    ['+79161234567', false],
    ['+375 29 123-45-67', true],
    ['+375 29 123-45-6', false],
    ['+375291234567', false],
    ['+44 20 7946 0958', true], // generic: 12 digits
    ['+1 202 555 0143', true], // generic: exactly 11 digits
    ['+1 202 555 014', false], // generic: 10 digits
    ['+49', false],
  ])('%j -> %s', (value, ok) => expect(isValidPhone(value)).toBe(ok))
})

describe('alpha (Latin or Cyrillic letters, hyphen, space)', () => {
  it.each([
    ['Анна', true],
    ['Anna', true],
    ['Анна-Мария', true],
    ['Jean Luc', true],
    ['Ёжик ёлкин', true],
    ['', true],
    ['Anna2', false],
    ['123', false],
    ['Anna_', false],
    ['Anna!', false],
  ])('%j -> %s', (value, ok) => expect(isAlpha(value)).toBe(ok))
})

describe('date (dd mm yyyy, separators - / . space, 19xx or 20xx)', () => {
  it.each([
    ['', true],
    ['05.03.1990', true],
    ['05-03-1990', true],
    ['05/03/2005', true],
    ['05 03 2005', true],
    ['29.02.2024', true],
    ['29.02.2023', false],
    ['31.02.2000', false],
    ['31.04.2000', false],
    ['32.01.2000', false],
    ['05.13.2000', false],
    ['05.03.1899', false],
    ['05.03.2100', false],
    ['5.3.2000', false],
    ['05.03.90', false],
    ['05_03_1990', false],
    ['2000-03-05', false],
  ])('%j -> %s', (value, ok) => expect(isValidDate(value)).toBe(ok))
})

describe('digits (numbers only)', () => {
  it.each([
    ['', true],
    ['0123', true],
    ['12a', false],
    ['1.5', false],
    ['-1', false],
    [' 1', false],
  ])('%j -> %s', (value, ok) => expect(isDigits(value)).toBe(ok))
})

describe('email (standard pattern, empty allowed)', () => {
  it.each([
    ['', true],
    ['anna@example.com', true],
    ['anna.petrova+promo@mail.co.uk', true],
    ['anna@example', false],
    ['anna@example.c', false],
    ['anna example@mail.ru', false],
    ['@mail.ru', false],
    ['anna@', false],
  ])('%j -> %s', (value, ok) => expect(isEmail(value)).toBe(ok))
})

describe('addSpecKeywords', () => {
  const ajv = addSpecKeywords(new Ajv({ allErrors: true }))
  const validate = ajv.compile({
    type: 'object',
    properties: {
      phone: { type: 'string', phone: true },
      name: { type: 'string', alpha: true },
      birthday: { type: 'string', date: true },
      guests: { type: 'string', digits: true },
      email: { type: 'string', email: true },
    },
  })

  it('passes good data and reports each keyword by name', () => {
    expect(
      validate({
        phone: '+7 (916) 123-45-67',
        name: 'Анна',
        birthday: '05.03.1990',
        guests: '4',
        email: 'a@b.ru',
      }),
    ).toBe(true)
    expect(
      validate({ phone: '+7 (916', name: 'A1', birthday: '31.02.2000', guests: 'x', email: 'a@' }),
    ).toBe(false)
    expect(validate.errors?.map((e) => e.keyword).sort()).toEqual([
      'alpha',
      'date',
      'digits',
      'email',
      'phone',
    ])
  })

  it('is idempotent on one ajv instance', () => {
    expect(() => addSpecKeywords(ajv)).not.toThrow()
  })
})
