/**
 * The spec's validators as ajv custom keywords, shared by the client forms and the server's
 * request validation. In a schema: `{ "type": "string", "phone": true }`, `"alpha": true`,
 * `"date": true`, `"digits": true`, `"email": true`; length limits use maxLength/minLength and
 * required fields `required` (their messages come from src/core/validation/messages.ts).
 */
import type Ajv from 'ajv'
import { isAlpha, isDigits, isEmail, isValidDate, isValidPhone } from './rules.ts'

export const specKeywords = {
  phone: isValidPhone,
  alpha: isAlpha,
  date: isValidDate,
  digits: isDigits,
  email: isEmail,
} as const

export type SpecKeyword = keyof typeof specKeywords

export function addSpecKeywords<A extends Ajv>(ajv: A): A {
  for (const [keyword, rule] of Object.entries(specKeywords)) {
    if (ajv.getKeyword(keyword)) continue
    ajv.addKeyword({
      keyword,
      type: 'string',
      schemaType: 'boolean',
      errors: true,
      validate: function validate(enabled: boolean, data: string) {
        if (!enabled || rule(data)) return true
        ;(validate as unknown as { errors: unknown[] }).errors = [
          { keyword, message: keyword, params: { keyword } },
        ]
        return false
      },
    })
  }
  return ajv
}
