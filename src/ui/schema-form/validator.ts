/**
 * The rjsf validator: the JSON-Schema interpreter of src/core/validation/interpret.ts (no code
 * generation, so the page's CSP needs no 'unsafe-eval': docs/adr/006-forms-without-eval.md) with
 * the spec's keywords, and the errors put into the spec's words.
 *
 * It does what @rjsf/validator-ajv8 does with ajv's errors (validator.js and
 * processRawValidationErrors.js there): the same RJSFValidationError list (titles from the
 * uiSchema or the schema, duplicate oneOf/anyOf messages filtered), transformErrors, the error
 * schema, and customValidate merged in. tests/core/validation/interpret-equivalence.test.ts holds
 * the two to the same answers over the app's forms.
 */
import type { I18n } from '@lingui/core'
import {
  ANY_OF_KEY,
  createErrorHandler,
  getByPath,
  getDefaultFormState,
  getUiOptions,
  ONE_OF_KEY,
  PROPERTIES_KEY,
  ROOT_SCHEMA_PREFIX,
  toErrorSchema,
  toPath,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
} from '@rjsf/utils'
import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  FormContextType,
  RJSFSchema,
  RJSFValidationError,
  StrictRJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils'
import { interpret, type JsonSchema, type RawError } from '../../core/validation/interpret.ts'
import { validationMessage } from '../../core/validation/messages.ts'

/** rjsf's error list from the raw errors (validator-ajv8's transformRJSFValidationErrors). */
function toRjsfErrors(
  errors: readonly RawError[],
  uiSchema: UiSchema | undefined,
  schema: RJSFSchema,
): RJSFValidationError[] {
  const list = errors.map((e): RJSFValidationError => {
    const { instancePath, keyword, params, schemaPath, parentSchema } = e
    let message = e.message
    let property = instancePath.replace(/\//g, '.')
    let stack = `${property} ${message}`.trim()
    let uiTitle = ''
    const p = params as { deps?: string; missingProperty?: string; property?: string }
    const names = [...(p.deps?.split(', ') ?? []), p.missingProperty, p.property].filter(
      (n): n is string => Boolean(n),
    )
    const propParts = property.replace(/^\./, '').split('.').filter(Boolean)
    if (names.length > 0) {
      for (const name of names) {
        const path = property ? `${property}.${name}` : name
        let title = getUiOptions(getByPath(uiSchema, toPath(path)) as UiSchema).title
        if (title === undefined) {
          const uiPath = schemaPath
            .replace(/\/properties\//g, '/')
            .split('/')
            .slice(1, -1)
            .concat([name])
          title = getUiOptions(getByPath(uiSchema, uiPath) as UiSchema).title
        }
        if (title === undefined) {
          title = getByPath(uiSchema, [...propParts, name, 'title']) as string | undefined
        }
        if (title) {
          message = message.replace(`'${name}'`, `'${title}'`)
          uiTitle = title
        } else {
          const parentTitle = getByPath(parentSchema, [PROPERTIES_KEY, name, 'title'])
          if (parentTitle) {
            message = message.replace(`'${name}'`, `'${String(parentTitle)}'`)
            uiTitle = String(parentTitle)
          } else {
            const rootPath: string[] = []
            for (const part of propParts) rootPath.push(PROPERTIES_KEY, part)
            rootPath.push(PROPERTIES_KEY, name, 'title')
            const rootTitle = getByPath(schema, rootPath)
            if (rootTitle) {
              message = message.replace(`'${name}'`, `'${String(rootTitle)}'`)
              uiTitle = String(rootTitle)
            }
          }
        }
      }
      stack = message
    } else {
      const title = getUiOptions(getByPath(uiSchema, toPath(property)) as UiSchema).title
      if (title) {
        stack = `'${title}' ${message}`.trim()
        uiTitle = title
      } else if (typeof parentSchema?.title === 'string' && parentSchema.title) {
        stack = `'${parentSchema.title}' ${message}`.trim()
        uiTitle = parentSchema.title
      }
    }
    if ('missingProperty' in params) {
      property = property ? `${property}.${p.missingProperty}` : String(p.missingProperty)
    }
    return { name: keyword, property, message, params, stack, schemaPath, title: uiTitle }
  })
  // the same message twice from the branches of one anyOf/oneOf is shown once
  return list.reduce<RJSFValidationError[]>((acc, err) => {
    const at = (key: string) => err.schemaPath?.indexOf(`/${key}/`) ?? -1
    const anyOf = at(ANY_OF_KEY)
    const oneOf = at(ONE_OF_KEY)
    // (validator-ajv8 treats an index of 0 as "not found"; the path starts with '#', so never 0)
    const prefix =
      anyOf > 0
        ? err.schemaPath?.substring(0, anyOf)
        : oneOf > 0
          ? err.schemaPath?.substring(0, oneOf)
          : undefined
    const dup = prefix
      ? acc.find((e) => e.message === err.message && e.schemaPath?.startsWith(prefix))
      : undefined
    if (!dup) acc.push(err)
    return acc
  }, [])
}

/** A ValidatorType that interprets the schema (rjsf's validator contract, without ajv). */
export class InterpretingValidator<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
> implements ValidatorType<T, S, F> {
  rawValidation<Result = RawError>(
    schema: S,
    formData?: T,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = interpret(schema as unknown as JsonSchema, formData)
      return { errors: errors.length ? (errors as Result[]) : undefined }
    } catch (error) {
      return { validationError: error as Error }
    }
  }

  validateFormData(
    formData: T | undefined,
    schema: S,
    customValidate?: CustomValidator<T, S, F>,
    transformErrors?: ErrorTransformer<T, S, F>,
    uiSchema?: UiSchema<T, S, F>,
  ): ValidationData<T> {
    const raw = this.rawValidation<RawError>(schema, formData)
    const invalidSchema = raw.validationError
    let errors = toRjsfErrors(raw.errors ?? [], uiSchema as UiSchema, schema as RJSFSchema)
    if (invalidSchema) errors = [...errors, { stack: invalidSchema.message }]
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema)
    let errorSchema = toErrorSchema<T>(errors)
    if (invalidSchema) {
      errorSchema = {
        ...errorSchema,
        $schema: { __errors: [invalidSchema.message] },
      } as ErrorSchema<T>
    }
    if (typeof customValidate !== 'function') return { errors, errorSchema }
    // the form data with undefined values, which custom validation needs
    const data = getDefaultFormState<T, S, F>(this, schema, formData, schema, true) as T
    const handler = customValidate(data, createErrorHandler<T>(data), uiSchema, errorSchema)
    return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(handler))
  }

  /**
   * What rjsf asks to pick oneOf/anyOf options and resolve if/then/else: `$ref`s point into
   * `rootSchema` (withIdRefPrefix names it `__rjsf_rootSchema`). A broken schema is not valid.
   */
  isValid(schema: S, formData: T | undefined, rootSchema: S): boolean {
    try {
      const prefixed = withIdRefPrefix<S>(schema) as unknown as JsonSchema
      const documents = { [ROOT_SCHEMA_PREFIX]: rootSchema as unknown as JsonSchema }
      return interpret(prefixed, formData, { documents }).length === 0
    } catch (error) {
      console.warn('Error encountered validating schema:', error)
      return false
    }
  }

  /** Nothing is cached: nothing to reset. */
  reset(): void {}
}

// One validator for every form's data type, as customizeValidator gave (rjsf types it with any).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const specValidator = new InterpretingValidator<any>()

/** rjsf `transformErrors`: every error gets the spec's message in the current language. */
export function localiseErrors(i18n: I18n) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = validationMessage(error, i18n)
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() }
    })
}
