/**
 * Request bodies are validated with the JSON Schemas in `schemas/api/<route>.json` and the same
 * custom keywords the app's forms use (phone, alpha, date, digits, email — src/core/validation).
 * A bad body is answered 400 with a readable message naming the field(s) and `errors` per field.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addSpecKeywords, specKeywords } from '../src/core/validation/keywords.ts'
import { ApiFailure } from './http.ts'
import { t, typeName, type Locale, type MessageKey } from './i18n.ts'

export const API_SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../schemas/api')

const ajv = addSpecKeywords(
  new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: true }),
)
const compiled = new Map<string, ValidateFunction>()

export function apiValidator(route: string): ValidateFunction {
  let validate = compiled.get(route)
  if (!validate) {
    const schema = JSON.parse(readFileSync(join(API_SCHEMAS_DIR, `${route}.json`), 'utf8'))
    validate = ajv.compile(schema)
    compiled.set(route, validate)
  }
  return validate
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean)
  if (error.keyword === 'required') path.push(String(error.params.missingProperty))
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty))
  return path.join('.') || 'body'
}

export function errorMessage(error: ErrorObject, locale: Locale): string {
  const field = fieldOf(error)
  const k = error.keyword
  if (k in specKeywords) return t(locale, `v.${k}` as MessageKey, { field })
  switch (k) {
    case 'required':
    case 'pattern':
    case 'additionalProperties':
      return t(locale, `v.${k}`, { field })
    case 'type':
      return t(locale, 'v.type', { field, type: typeName(String(error.params.type), locale) })
    case 'maxLength':
    case 'minLength':
      return t(locale, `v.${k}`, { field, limit: Number(error.params.limit) })
    case 'enum':
      return t(locale, 'v.enum', {
        field,
        values: (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', '),
      })
    default:
      return t(locale, 'v.other', { field })
  }
}

/** Validates `body` against `schemas/api/<route>.json`; throws a 400 ApiFailure when bad. */
export function validateBody<T>(route: string, body: unknown, locale: Locale): T {
  const validate = apiValidator(route)
  if (validate(body)) return body as T
  const errors = (validate.errors ?? [])
    // `anyOf`/`oneOf` wrappers repeat their branches' errors: keep the concrete ones.
    .filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .map((e) => ({ field: fieldOf(e), message: errorMessage(e, locale) }))
  const unique = [...new Map(errors.map((e) => [e.message, e])).values()]
  throw new ApiFailure(
    400,
    'bad_request',
    'badRequest',
    { details: unique.map((e) => e.message).join('; ') },
    { errors: unique },
  )
}
