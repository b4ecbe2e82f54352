/**
 * Validators of app data and of the modules' settings (the registry's, registry/load.ts): the
 * interpreter (./engine.ts) with ajv's `useDefaults` over the schemas that
 * scripts/vite-plugin-settings-validators.ts puts in the chunk, annotations left out (issue 16:
 * 6.9 kB gzip of schemas and engine where ajv's generated code was 20 kB and 250 kB to parse,
 * on every start's path). tests/core/validation/settings-equivalence.test.ts holds them to ajv.
 */
import { validateSchema, type JsonSchema, type RawError } from './engine.ts'

/** A validator shaped as ajv's compiled one: a type guard, its errors after a call. */
export interface SchemaValidator<T = unknown> {
  (data: unknown): data is T
  errors?: RawError[] | null
}

/** A validator of `schema` that fills its defaults in place, as ajv's `useDefaults`. */
export function schemaValidator<T = unknown>(schema: JsonSchema): SchemaValidator<T> {
  const validate: SchemaValidator<T> = (data: unknown): data is T => {
    const errors = validateSchema(schema, data, { useDefaults: true })
    validate.errors = errors.length ? errors : null
    return errors.length === 0
  }
  return validate
}
