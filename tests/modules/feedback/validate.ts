/**
 * Validates form data as the SchemaForm does (the interpreter of ADR 006) and as ajv with the
 * spec's keywords does; both must agree. Errors as 'keyword:field' ('required:idBranch').
 */
import Ajv from 'ajv'
import { expect } from 'vitest'
import { interpret, type JsonSchema } from '../../../src/core/validation/interpret.ts'
import { addSpecKeywords } from '../../../src/shared/validation/keywords.ts'

const ajv = addSpecKeywords(new Ajv({ allErrors: true, strict: false }))

type ErrorLike = { keyword: string; instancePath: string; params: Record<string, unknown> }

const names = (errors: readonly ErrorLike[]) =>
  errors
    .filter((e) => e.keyword !== 'if')
    .map((e) =>
      e.keyword === 'required'
        ? `required:${String(e.params.missingProperty)}`
        : `${e.keyword}:${e.instancePath.slice(1)}`,
    )

export function validateWithSpecKeywords(schema: JsonSchema, data: unknown): string[] {
  const fromInterpreter = names(interpret(schema, data))
  const validate = ajv.compile(schema as object)
  validate(data)
  expect(names((validate.errors ?? []) as ErrorLike[])).toEqual(fromInterpreter)
  return fromInterpreter
}
