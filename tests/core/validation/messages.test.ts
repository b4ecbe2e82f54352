// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import { validationMessage } from '../../../src/core/validation/messages.ts'

const cases = [
  [{ keyword: 'phone' }, 'Invalid number format', 'Неверный формат номера'],
  [{ keyword: 'alpha' }, 'Only letters are allowed', 'Разрешены только буквы'],
  [{ keyword: 'date' }, 'Invalid date format', 'Неверный формат даты'],
  [{ keyword: 'digits' }, 'Only numbers are allowed', 'Разрешены только цифры'],
  [{ keyword: 'email' }, 'Invalid e-mail', 'Неверный e-mail'],
  [{ keyword: 'format', params: { format: 'email' } }, 'Invalid e-mail', 'Неверный e-mail'],
  [
    { name: 'maxLength', params: { limit: 30 } },
    'Max. num. of chars: 30',
    'Макс. кол-во символов: 30',
  ],
  [{ name: 'minLength', params: { limit: 1 } }, 'Min. num. of chars: 1', 'Мин. кол-во символов: 1'],
  [{ name: 'required' }, 'This field is required', 'Поле обязательно для заполнения'],
  [
    { name: 'type', params: { type: 'integer' } },
    'Only numbers are allowed',
    'Разрешены только цифры',
  ],
  [{ name: 'enum' }, 'Invalid value', 'Неверное значение'],
  // a multiple choice with nothing chosen is a required field left empty
  [
    { keyword: 'minItems', params: { limit: 1 } },
    'This field is required',
    'Поле обязательно для заполнения',
  ],
  [{ keyword: 'minItems', params: { limit: 2 } }, 'Invalid value', 'Неверное значение'],
] as const

describe('validationMessage', () => {
  describe('en', () => {
    beforeAll(() => activateLocale('en'))
    it.each(cases)('%j', (error, en) => expect(validationMessage(error, i18n)).toBe(en))
  })
  describe('ru', () => {
    beforeAll(() => activateLocale('ru'))
    it.each(cases)('%j', (error, _en, ru) => expect(validationMessage(error, i18n)).toBe(ru))
  })
})
