// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { addSpecKeywords } from '../../../src/shared/validation/keywords.ts'
import {
  oldEnough,
  profileChanged,
  profileForm,
  profilePayload,
  profileValues,
  registrationForm,
  registrationPayload,
} from '../../../src/modules/auth/forms.ts'
import { authTexts } from '../../../src/modules/auth/texts.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'

const ajv = addSpecKeywords(new Ajv({ allErrors: true, strict: false }))
const keys = (schema: { properties?: object }) => Object.keys(schema.properties ?? {})

describe('registration form built from the auth settings (accounts-loyalty §2, §5)', () => {
  it('sms brand: phone, first and last name only', () => {
    const { schema, uiSchema } = registrationForm(moduleSettings('auth', { type: 'sms' }))
    expect(keys(schema)).toEqual(['phone', 'fName', 'lName'])
    expect(schema.required).toEqual(['phone', 'fName'])
    expect(uiSchema.phone).toMatchObject({ 'ui:widget': 'phone', 'ui:readonly': true })
  })

  it('birthday only with an age limit, then required', () => {
    const { schema } = registrationForm(moduleSettings('auth', { ageLimit: 18 }))
    expect(keys(schema)).toContain('bday')
    expect(schema.required).toContain('bday')
    expect(keys(registrationForm(moduleSettings('auth', { ageLimit: 0 })).schema)).not.toContain(
      'bday',
    )
  })

  it('e-mail when enabled, required with emailRequired; receipts with the receipt module', () => {
    expect(keys(registrationForm(moduleSettings('auth', { email: false })).schema)).not.toContain(
      'email',
    )
    const optional = registrationForm(moduleSettings('auth', { email: true })).schema
    expect(keys(optional)).toContain('email')
    expect(optional.required).not.toContain('email')
    const required = registrationForm(
      moduleSettings('auth', {
        email: true,
        emailRequired: true,
        receiptToEmailModuleEnabled: true,
      }),
    ).schema
    expect(required.required).toContain('email')
    expect(keys(required)).toContain('sendReceiptToEmail')
    // one name for one setting: registration calls it what the profile's switch says
    expect(required.properties?.sendReceiptToEmail).toMatchObject({
      title: authTexts.receipts.message,
    })
  })

  it('a password (4-32, required) for the base type, none in PIN mode', () => {
    const base = registrationForm(moduleSettings('auth', { type: 'base' })).schema
    expect(base.properties?.password).toMatchObject({ minLength: 4, maxLength: 32 })
    expect(base.required).toContain('password')
    expect(keys(registrationForm(moduleSettings('auth', { type: 'sms' })).schema)).not.toContain(
      'password',
    )
    expect(
      keys(registrationForm(moduleSettings('auth', { type: 'base', usePincode: true })).schema),
    ).not.toContain('password')
  })

  it('a promo code (max 16) when the referral module lets people enter one', () => {
    const auth = moduleSettings('auth', {})
    expect(keys(registrationForm(auth).schema)).not.toContain('promoCode')
    const { schema } = registrationForm(auth, { canEnterCode: true })
    expect(schema.properties?.promoCode).toMatchObject({ maxLength: 16 })
  })

  it('validates with the spec’s rules', () => {
    const { schema } = registrationForm(
      moduleSettings('auth', { type: 'base', ageLimit: 18, email: true, emailRequired: true }),
      { canEnterCode: true },
    )
    const { $id: _id, ...plain } = schema
    const validate = ajv.compile(plain)
    const good = {
      phone: '+7 (999) 000-00-01',
      fName: 'Анна-Мария',
      lName: 'Smith',
      bday: '05.03.1990',
      email: 'a@example.org',
      password: 'abcd',
      promoCode: 'FRIEND',
    }
    expect(validate(good)).toBe(true)
    const bad = {
      ...good,
      fName: 'Анна1',
      lName: 'x'.repeat(33),
      bday: '31.02.1990',
      email: 'nope',
      password: 'abc',
      promoCode: 'X'.repeat(17),
    }
    expect(validate(bad)).toBe(false)
    const failed = new Set(validate.errors!.map((e) => `${e.instancePath}:${e.keyword}`))
    expect([...failed].sort()).toEqual([
      '/bday:date',
      '/email:email',
      '/fName:alpha',
      '/lName:maxLength',
      '/password:minLength',
      '/promoCode:maxLength',
    ])
    expect(validate({ ...good, fName: 'x'.repeat(31) })).toBe(false)
    expect(validate({ phone: good.phone })).toBe(false)
  })

  it('builds the payload: display_name joined, birthday as yyyy-MM-dd, extra fields', () => {
    const payload = registrationPayload(
      {
        phone: '+7 (999) 000-00-01',
        fName: 'Анна ',
        lName: 'Петрова',
        bday: '05.03.1990',
        email: 'a@example.org',
        sendReceiptToEmail: true,
        password: 'abcd',
        promoCode: 'FRIEND',
      },
      '79990000001',
      { favouriteBranch: 2 },
    )
    expect(payload).toEqual({
      favouriteBranch: 2,
      phone: '79990000001',
      display_name: 'Анна Петрова',
      bDate: '1990-03-05',
      email: 'a@example.org',
      sendReceiptToEmail: true,
      password: 'abcd',
      promoCode: 'FRIEND',
    })
    expect(registrationPayload({ fName: 'Анна' }, '79990000001')).toEqual({
      phone: '79990000001',
      display_name: 'Анна',
    })
  })

  it('checks the age limit against the typed birthday', () => {
    const now = new Date(2026, 5, 15)
    expect(oldEnough('15.06.2008', 18, now)).toBe(true)
    expect(oldEnough('16.06.2008', 18, now)).toBe(false)
    expect(oldEnough(undefined, 18, now)).toBe(false)
    expect(oldEnough(undefined, 0, now)).toBe(true)
  })
})

describe('profile edit form (accounts-loyalty §3 Profile update payload, §5)', () => {
  const auth = moduleSettings('auth', { type: 'base', email: true })
  const user = {
    fName: 'Анна',
    lName: 'Петрова',
    bday: '1990-03-05',
    email: 'a@example.org',
  }

  it('has the birthday always, the e-mail when enabled, an optional password for base', () => {
    const { schema, uiSchema } = profileForm(auth)
    expect(keys(schema)).toEqual(['fName', 'lName', 'bday', 'email', 'password'])
    expect(schema.required).toEqual(['fName'])
    expect(uiSchema.password).toMatchObject({ 'ui:widget': 'password' })
    expect(keys(profileForm(moduleSettings('auth', { type: 'sms' })).schema)).toEqual([
      'fName',
      'lName',
      'bday',
    ])
    expect(profileForm(moduleSettings('auth', { ageLimit: 18 })).schema.required).toContain('bday')
  })

  it('starts from the user, is unchanged until something changes', () => {
    const initial = profileValues(user, auth)
    expect(initial).toEqual({
      fName: 'Анна',
      lName: 'Петрова',
      bday: '05.03.1990',
      email: 'a@example.org',
    })
    expect(profileChanged(initial, { ...initial })).toBe(false)
    expect(profileChanged(initial, { ...initial, lName: 'Сидорова' })).toBe(true)
    expect(profileChanged(initial, { ...initial, password: 'new-pass' })).toBe(true)
    expect(profileChanged({ ...initial, lName: undefined }, { ...initial, lName: '' })).toBe(false)
  })

  it('sends no password when it is left empty (unchanged)', () => {
    const initial = profileValues(user, auth)
    expect(profilePayload(initial, auth)).toEqual({
      display_name: 'Анна Петрова',
      bDate: '1990-03-05',
      email: 'a@example.org',
    })
    expect(profilePayload({ ...initial, password: 'secret' }, auth).password).toBe('secret')
    expect(profilePayload({ fName: 'Анна' }, moduleSettings('auth', {})).bDate).toBe('')
  })
})
