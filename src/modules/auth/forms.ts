/**
 * Registration and profile-edit forms, built from the brand's settings (ARCHITECTURE "Forms from
 * schemas": fields exist or not by settings, never hidden by hand). accounts-loyalty §2, §3, §5:
 *
 * - phone from the route (read only); first name (alpha, 1-30) required; last name (alpha, max 32);
 * - birthday only with an age limit, required then; typed dd.MM.yyyy, sent yyyy-MM-dd;
 * - e-mail when enabled, required with emailRequired; the receipts-by-e-mail choice with it when
 *   the receipt module is on;
 * - password (4-32) for the base type without PIN mode (a PIN brand sets a PIN instead);
 * - promo code (max 16) when the referral module lets a person enter one.
 *
 * Profile edit: the same name, birthday and e-mail rules; birthday always there (required with an
 * age limit); the password optional (empty means unchanged) for the base type.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { parseDisplayDate, toDisplayDate } from '../../core/format/dates.ts'
import type { AuthSettings } from './settings.ts'

/** spec §5 and §9: name max 30 and min 1; surname max 32; password 4-32; promo code max 16. */
export const NAME_MAX = 30
export const SURNAME_MAX = 32
export const PASSWORD_MIN = 4
export const PASSWORD_MAX = 32
export const PROMO_CODE_MAX = 16

export interface RegistrationValues {
  phone?: string
  fName?: string
  lName?: string
  bday?: string
  email?: string
  sendReceiptToEmail?: boolean
  password?: string
  promoCode?: string
}

export interface ProfileValues {
  fName?: string
  lName?: string
  bday?: string
  email?: string
  password?: string
}

/** Registration payload (spec §3), plus what other modules' registration fields added. */
export interface RegistrationPayload extends Record<string, unknown> {
  phone: string
  password?: string
  display_name: string
  bDate?: string
  email?: string
  sendReceiptToEmail?: boolean
  promoCode?: string
}

/** Profile update payload (spec §3). */
export interface ProfilePayload {
  display_name?: string
  bDate?: string
  password?: string
  email?: string
}

/** The English schema texts, given to Lingui (SchemaForm translates them by these keys). */
export const formFieldTexts: Record<string, MessageDescriptor> = {
  'Promo code': msg`Promo code`,
  'Digital receipts by e-mail': msg`Digital receipts by e-mail`,
  'Leave empty to keep the password': msg`Leave empty to keep the password`,
}

const name = { type: 'string', title: 'Name', minLength: 1, maxLength: NAME_MAX, alpha: true }
const surname = { type: 'string', title: 'Surname', maxLength: SURNAME_MAX, alpha: true }
const birthday = { type: 'string', title: 'Date of birth', date: true }
const email = { type: 'string', title: 'E-mail', maxLength: 254, email: true }
const password = {
  type: 'string',
  title: 'Password',
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
}

const nameUi: UiSchema = { 'ui:autocomplete': 'given-name' }
const surnameUi: UiSchema = { 'ui:autocomplete': 'family-name' }
const birthdayUi: UiSchema = { 'ui:widget': 'date' }

/** Whether the e-mail field exists (spec: when enabled). */
const hasEmail = (auth: AuthSettings) => auth.email
/** A password field: base type; PIN mode sets a PIN on its own screen instead. */
const hasPassword = (auth: AuthSettings) => auth.type === 'base' && !auth.usePincode

export function registrationForm(
  auth: AuthSettings,
  opts: { canEnterCode?: boolean } = {},
): { schema: RJSFSchema; uiSchema: UiSchema<RegistrationValues> } {
  const properties: Record<string, unknown> = {
    phone: { type: 'string', title: 'Phone', phone: true },
    fName: name,
    lName: surname,
  }
  const uiSchema: UiSchema<RegistrationValues> = {
    phone: { 'ui:widget': 'phone', 'ui:readonly': true },
    fName: nameUi,
    lName: surnameUi,
  }
  const required = ['phone', 'fName']
  if (auth.ageLimit > 0) {
    properties.bday = birthday
    uiSchema.bday = birthdayUi
    required.push('bday')
  }
  if (hasEmail(auth)) {
    properties.email = email
    uiSchema.email = { 'ui:widget': 'email' }
    if (auth.emailRequired) required.push('email')
    if (auth.receiptToEmailModuleEnabled) {
      properties.sendReceiptToEmail = { type: 'boolean', title: 'Digital receipts by e-mail' }
      uiSchema.sendReceiptToEmail = { 'ui:widget': 'checkbox' }
    }
  }
  if (hasPassword(auth)) {
    properties.password = password
    uiSchema.password = { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' }
    required.push('password')
  }
  if (opts.canEnterCode) {
    properties.promoCode = { type: 'string', title: 'Promo code', maxLength: PROMO_CODE_MAX }
    uiSchema.promoCode = { 'ui:autocomplete': 'off' }
  }
  return {
    schema: { $id: 'forms/registration', type: 'object', required, properties } as RJSFSchema,
    uiSchema,
  }
}

/** The registration payload from the form (and other modules' extra fields). */
export function registrationPayload(
  values: RegistrationValues,
  username: string,
  extra: Record<string, unknown> = {},
): RegistrationPayload {
  const payload: RegistrationPayload = {
    ...extra,
    phone: username,
    display_name: [values.fName, values.lName]
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(' '),
  }
  const bDate = parseDisplayDate(values.bday)
  if (bDate) payload.bDate = bDate
  if (values.email) {
    payload.email = values.email
    payload.sendReceiptToEmail = Boolean(values.sendReceiptToEmail)
  }
  if (values.password) payload.password = values.password
  if (values.promoCode) payload.promoCode = values.promoCode
  return payload
}

export function profileForm(auth: AuthSettings): {
  schema: RJSFSchema
  uiSchema: UiSchema<ProfileValues>
} {
  const properties: Record<string, unknown> = { fName: name, lName: surname, bday: birthday }
  const uiSchema: UiSchema<ProfileValues> = { fName: nameUi, lName: surnameUi, bday: birthdayUi }
  const required = ['fName']
  if (auth.ageLimit > 0) required.push('bday')
  if (hasEmail(auth)) {
    properties.email = email
    uiSchema.email = { 'ui:widget': 'email' }
    if (auth.emailRequired) required.push('email')
  }
  if (hasPassword(auth)) {
    properties.password = password
    uiSchema.password = {
      'ui:widget': 'password',
      'ui:autocomplete': 'new-password',
      'ui:help': 'Leave empty to keep the password',
    }
  }
  return {
    schema: { $id: 'forms/profile', type: 'object', required, properties } as RJSFSchema,
    uiSchema,
  }
}

/** The form's starting values from the signed-in user. */
export function profileValues(
  user: { fName?: unknown; lName?: unknown; bday?: unknown; email?: unknown },
  auth: AuthSettings,
): ProfileValues {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
  const values: ProfileValues = {
    fName: text(user.fName),
    lName: text(user.lName),
    bday: text(toDisplayDate(text(user.bday))),
  }
  if (hasEmail(auth)) values.email = text(user.email)
  return values
}

/**
 * Whether a birthday (as typed, dd.MM.yyyy) is at least `ageLimit` years ago. The server holds
 * the limit too; checking here spares a PIN brand setting a PIN for a refused registration.
 */
export function oldEnough(bday: string | undefined, ageLimit: number, now = new Date()): boolean {
  if (!ageLimit) return true
  const iso = parseDisplayDate(bday)
  if (!iso) return false
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  let age = now.getFullYear() - y
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age--
  return age >= ageLimit
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '')

/** spec §5: profile save is disabled until something changed. */
export function profileChanged(initial: ProfileValues, current: ProfileValues): boolean {
  return (
    !same(initial.fName, current.fName) ||
    !same(initial.lName, current.lName) ||
    !same(initial.bday, current.bday) ||
    !same(initial.email, current.email) ||
    Boolean(current.password)
  )
}

/** Profile update payload: an empty password is left out (unchanged). */
export function profilePayload(values: ProfileValues, auth: AuthSettings): ProfilePayload {
  const payload: ProfilePayload = {
    display_name: [values.fName, values.lName]
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(' '),
    bDate: parseDisplayDate(values.bday) ?? '',
  }
  if (hasEmail(auth)) payload.email = values.email ?? ''
  if (values.password) payload.password = values.password
  return payload
}
