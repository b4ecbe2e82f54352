/**
 * The spec's validator messages (accounts-loyalty §5, "Shared validators and messages") as Lingui
 * descriptors, and the mapping from ajv errors to them. Client only: the server imports
 * keywords.ts and rules.ts, never this file (it needs the Lingui macro transform).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'

type Values = Record<string, unknown>
import { msg } from '@lingui/core/macro'

export const validationTexts = {
  phone: msg`Invalid number format`,
  alpha: msg`Only letters are allowed`,
  date: msg`Invalid date format`,
  digits: msg`Only numbers are allowed`,
  email: msg`Invalid e-mail`,
  /** values: { 0: the limit } */
  maxLength: msg({ message: 'Max. num. of chars: {0}' }),
  /** values: { 0: the limit } */
  minLength: msg({ message: 'Min. num. of chars: {0}' }),
  required: msg`This field is required`,
  /** The form-level summary after a failed submit. */
  fillRequired: msg`Please fill in all required fields.`,
  /** Any other schema rule (enum, pattern, minimum…): the spec has no words for them. */
  invalid: msg`Invalid value`,
} satisfies Record<string, MessageDescriptor>

/** The part of an ajv ErrorObject (or an rjsf RJSFValidationError) that decides the message. */
export interface ValidationErrorLike {
  /** ajv's `keyword` */
  keyword?: string
  /** rjsf's name for the keyword */
  name?: string
  params?: Record<string, unknown> | unknown
}

const formatTexts: Record<string, MessageDescriptor> = {
  email: validationTexts.email,
  'idn-email': validationTexts.email,
  date: validationTexts.date,
}

/** See core/format/translate.ts: never a spread object literal inside i18n._(). */
const translate = (i18n: I18n, d: MessageDescriptor, values: Values) =>
  i18n._(d.id, values, { message: d.message })

/** The spec's message for one validation error, translated with `i18n`. */
export function validationMessage(error: ValidationErrorLike, i18n: I18n): string {
  const keyword = error.keyword ?? error.name ?? ''
  const params = (error.params ?? {}) as Record<string, unknown>
  switch (keyword) {
    case 'phone':
    case 'alpha':
    case 'date':
    case 'digits':
    case 'email':
    case 'required':
      return i18n._(validationTexts[keyword])
    case 'maxLength':
    case 'minLength':
      return translate(i18n, validationTexts[keyword], { 0: params.limit })
    case 'format': {
      const text = formatTexts[String(params.format)]
      return i18n._(text ?? validationTexts.invalid)
    }
    case 'minItems':
      // a multiple choice left empty (minItems 1: "choose at least one") is a required field
      return Number(params.limit) <= 1
        ? i18n._(validationTexts.required)
        : i18n._(validationTexts.invalid)
    case 'const':
      // a consent checkbox ({ "const": true }) left unticked
      return (params as { allowedValue?: unknown }).allowedValue === true
        ? i18n._(validationTexts.required)
        : i18n._(validationTexts.invalid)
    case 'type':
      // spec "decimal / digits": a number field holding something else
      return params.type === 'number' || params.type === 'integer'
        ? i18n._(validationTexts.digits)
        : i18n._(validationTexts.invalid)
    default:
      return i18n._(validationTexts.invalid)
  }
}
