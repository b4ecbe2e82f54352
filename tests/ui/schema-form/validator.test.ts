// @vitest-environment node
/**
 * The forms' validator path (issue 16, ADR 006/011): rjsf's ValidatorType over the interpreter,
 * with the spec's keywords and their texts in en and ru, `if`/`then`, and rjsf's own schema
 * resolution asking the validator (no ajv, no compiled code).
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n, type Locale } from '../../../src/core/i18n/i18n.ts'
import { localiseErrors, specValidator } from '../../../src/ui/schema-form/validator.ts'

const schema: RJSFSchema = {
  type: 'object',
  required: ['phone'],
  properties: {
    phone: { type: 'string', phone: true },
    name: { type: 'string', alpha: true, maxLength: 30 },
    birthday: { type: 'string', date: true },
    code: { type: 'string', digits: true },
    email: { type: 'string', email: true },
    password: { type: 'string', minLength: 4 },
    guests: { type: 'integer' },
  } as RJSFSchema['properties'],
}
const valid = {
  phone: '+7 (912) 345-67-89',
  name: 'Анна',
  birthday: '01.02.1990',
  code: '1234',
  email: 'anna@example.com',
  password: 'secret',
  guests: 2,
}

/** The localised errors of one form, as rjsf's Form gets them. */
function validate(data: Record<string, unknown>, s: RJSFSchema = schema) {
  return specValidator.validateFormData(data, s, undefined, localiseErrors(i18n))
}

// [field, bad value, keyword, en text, ru text]
const cases = [
  ['phone', '12345', 'phone', 'Invalid number format', 'Неверный формат номера'],
  ['name', 'Anna1', 'alpha', 'Only letters are allowed', 'Разрешены только буквы'],
  ['birthday', '31.02.1990', 'date', 'Invalid date format', 'Неверный формат даты'],
  ['code', '12a4', 'digits', 'Only numbers are allowed', 'Разрешены только цифры'],
  ['email', 'anna@', 'email', 'Invalid e-mail', 'Неверный e-mail'],
  ['name', 'А'.repeat(31), 'maxLength', 'Max. num. of chars: 30', 'Макс. кол-во символов: 30'],
  ['password', 'abc', 'minLength', 'Min. num. of chars: 4', 'Мин. кол-во символов: 4'],
  ['guests', 'two', 'type', 'Only numbers are allowed', 'Разрешены только цифры'],
] as const

describe.each([
  ['en', 3],
  ['ru', 4],
] as const)('the spec validator in %s', (locale: Locale, textAt) => {
  beforeAll(() => activateLocale(locale))

  it('passes good data', () => {
    const { errors, errorSchema } = validate(valid)
    expect(errors).toEqual([])
    expect(errorSchema).toEqual({})
  })

  it.each(cases)('%s = %j fails %s with the spec text', (field, value, keyword, ...texts) => {
    const { errors, errorSchema } = validate({ ...valid, [field]: value })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ name: keyword, property: `.${field}` })
    expect(errors[0]!.message).toBe(texts[textAt - 3])
    expect(errorSchema).toEqual({ [field]: { __errors: [texts[textAt - 3]] } })
  })

  it('reports a missing required field at that field', () => {
    const { phone: _phone, ...rest } = valid
    const { errors, errorSchema } = validate(rest)
    const text = locale === 'en' ? 'This field is required' : 'Поле обязательно для заполнения'
    expect(errors).toMatchObject([{ name: 'required', property: 'phone', message: text }])
    expect(errorSchema).toEqual({ phone: { __errors: [text] } })
  })

  it('reports every bad field at once, in schema order', () => {
    const { errors } = validate({ ...valid, phone: '1', code: 'x', email: 'y' })
    expect(errors.map((e) => e.name)).toEqual(['phone', 'digits', 'email'])
  })
})

describe('if/then (the feedback form: a comment is required only without a rating)', () => {
  const feedback: RJSFSchema = {
    type: 'object',
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      content: { type: 'string', maxLength: 2000 },
    },
    if: { not: { required: ['rating'] } },
    then: { required: ['content'] },
  }
  beforeAll(() => activateLocale('ru'))

  it('requires the comment when there is no rating', () => {
    const { errors, errorSchema } = validate({}, feedback)
    // as ajv: the `then` branch's error, then the `if` that failed through it (on the form)
    expect(errors).toMatchObject([
      { name: 'required', property: 'content', message: 'Поле обязательно для заполнения' },
      { name: 'if', property: '', params: { failingKeyword: 'then' } },
    ])
    expect(errorSchema.content).toEqual({ __errors: ['Поле обязательно для заполнения'] })
  })

  it('needs no comment with a rating', () => {
    expect(validate({ rating: 4 }, feedback).errors).toEqual([])
  })

  it('takes a comment without a rating', () => {
    expect(validate({ content: 'Вкусно' }, feedback).errors).toEqual([])
  })

  it('still checks the rating when there is one', () => {
    expect(validate({ rating: 9 }, feedback).errors).toMatchObject([
      { name: 'maximum', property: '.rating', message: 'Неверное значение' },
    ])
  })

  it('answers rjsf’s isValid for the condition', () => {
    const condition = feedback.if as RJSFSchema
    expect(specValidator.isValid(condition, {}, feedback)).toBe(true)
    expect(specValidator.isValid(condition, { rating: 3 }, feedback)).toBe(false)
  })

  it('lets rjsf resolve if/then/else into the fields to show', () => {
    const withElse: RJSFSchema = {
      type: 'object',
      properties: { recipient: { type: 'string', enum: ['self', 'friend'] } },
      if: { properties: { recipient: { const: 'friend' } } },
      then: { properties: { friendPhone: { type: 'string', phone: true } as RJSFSchema } },
      else: { properties: { note: { type: 'string' } } },
    }
    const utils = createSchemaUtils(specValidator, withElse)
    const friend = utils.retrieveSchema(withElse, { recipient: 'friend' })
    expect(Object.keys(friend.properties ?? {})).toEqual(['recipient', 'friendPhone'])
    const self = utils.retrieveSchema(withElse, { recipient: 'self' })
    expect(Object.keys(self.properties ?? {})).toEqual(['recipient', 'note'])
  })
})

describe('oneOf options (checkout time slots, payment types)', () => {
  it('picks the option the data matches', () => {
    const s: RJSFSchema = {
      type: 'string',
      oneOf: [
        { const: 'cash', title: 'Cash' },
        { const: 'card', title: 'Card' },
      ],
    }
    const utils = createSchemaUtils(specValidator, s)
    expect(utils.getFirstMatchingOption('card', s.oneOf as RJSFSchema[])).toBe(1)
    // ajv's errors: each option's `const`, then `oneOf`; the second `const` (the same message in
    // the same oneOf) is dropped, as validator-ajv8 does
    expect(specValidator.validateFormData('cheque', s).errors.map((e) => e.name)).toEqual([
      'const',
      'oneOf',
    ])
  })
})
