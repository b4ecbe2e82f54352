/**
 * Request bodies are validated with the JSON Schemas in `schemas/api/<route>.json` and the same
 * custom keywords the app's forms use (phone, alpha, date, digits, email — src/core/validation).
 * A bad body is answered 400 with a readable message naming the field(s) and `errors` per field.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addSpecKeywords, specKeywords } from '../src/shared/validation/keywords.ts'
import { INT32_MAX, INT32_MIN } from './guard.ts'
import { ApiFailure } from './http.ts'
import { t, typeName, type Locale, type MessageKey } from './i18n.ts'

export const API_SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../schemas/api')

const ajv = addSpecKeywords(
  new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: true }),
)
const compiled = new Map<string, ValidateFunction>()

/** At most this many errors are answered (a big garbage body must not make a big answer). */
export const MAX_REPORTED_ERRORS = 10
/** A string or array without its own limit gets these (the body limit bounds the rest). */
export const DEFAULT_MAX_LENGTH = 10_000
export const DEFAULT_MAX_ITEMS = 1_000

type SchemaNode = Record<string, unknown>

const typesOf = (node: SchemaNode): unknown[] =>
  Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]

/**
 * The database's limits, one rule for every schema: an `integer` gets the int4 range unless it
 * names its own bounds (ms timestamps do), a string a `maxLength` and an array a `maxItems`
 * unless it has one. Walks every sub-schema (properties, items, anyOf…).
 */
export function withStorageLimits<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => withStorageLimits(s)) as T
  if (!schema || typeof schema !== 'object') return schema
  const node: SchemaNode = {}
  for (const [k, v] of Object.entries(schema as SchemaNode)) {
    node[k] =
      k === 'properties' || k === 'patternProperties' || k === 'definitions' || k === '$defs'
        ? Object.fromEntries(
            Object.entries(v as SchemaNode).map(([name, s]) => [name, withStorageLimits(s)]),
          )
        : k === 'enum' || k === 'const' || k === 'default' || k === 'examples' || k === 'required'
          ? v
          : withStorageLimits(v)
  }
  const types = typesOf(node)
  if (types.includes('integer')) {
    node.minimum ??= INT32_MIN
    node.maximum ??= INT32_MAX
  }
  if (types.includes('string')) node.maxLength ??= DEFAULT_MAX_LENGTH
  if (types.includes('array')) node.maxItems ??= DEFAULT_MAX_ITEMS
  return node as T
}

const schemas = new Map<string, Record<string, unknown>>()

/** `schemas/api/<route>.json` as read from disk (without the storage limits added). */
export function apiSchema(route: string): Record<string, unknown> {
  let schema = schemas.get(route)
  if (!schema) {
    schema = JSON.parse(readFileSync(join(API_SCHEMAS_DIR, `${route}.json`), 'utf8')) as Record<
      string,
      unknown
    >
    schemas.set(route, schema)
  }
  return schema
}

export function apiValidator(route: string): ValidateFunction {
  let validate = compiled.get(route)
  if (!validate) {
    validate = ajv.compile(withStorageLimits(apiSchema(route)))
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
    case 'minimum':
    case 'maximum':
    case 'maxItems':
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
  const unique = new Map<string, { field: string; message: string }>()
  // `anyOf`/`oneOf` wrappers repeat their branches' errors: keep the concrete ones. Only the
  // first few are answered, however many a garbage body has.
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue
    const message = errorMessage(e, locale)
    if (!unique.has(message)) unique.set(message, { field: fieldOf(e), message })
    if (unique.size >= MAX_REPORTED_ERRORS) break
  }
  const errors = [...unique.values()]
  throw new ApiFailure(
    400,
    'bad_request',
    'badRequest',
    { details: errors.map((e) => e.message).join('; ') },
    { errors },
  )
}
