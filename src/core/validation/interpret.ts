/**
 * The forms' JSON-Schema interpreter (./engine.ts) with what @rjsf/validator-ajv8 set ajv up
 * with: ajv-formats' formats and the spec's keywords. It answers like ajv with
 * `{ allErrors: true, verbose: true, strict: false, multipleOfPrecision: 8 }`;
 * tests/core/validation/interpret-equivalence.test.ts holds it to ajv over the app's forms.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { specKeywords } from '../../shared/validation/keywords.ts'
import {
  validateSchema,
  type Format,
  type InterpretOptions,
  type JsonSchema,
  type RawError,
} from './engine.ts'

export {
  codePointLength,
  deepEqual,
  hasType,
  SchemaRefError,
  type InterpretOptions,
  type JsonSchema,
  type RawError,
} from './engine.ts'

const formats = fullFormats as unknown as Record<string, Format>

/**
 * Validates `data` against `schema`: every error (ajv's allErrors), [] when valid. Throws
 * SchemaRefError for a `$ref` that leads nowhere.
 */
export function interpret(
  schema: JsonSchema,
  data: unknown,
  options: InterpretOptions = {},
): RawError[] {
  return validateSchema(schema, data, { ...options, formats, keywords: specKeywords })
}
