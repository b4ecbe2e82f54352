// @vitest-environment node
/**
 * The JSON-Schema interpreter, keyword by keyword: valid and invalid data, and the error in
 * ajv's shape (keyword, instancePath, params with ajv's names).
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import {
  interpret,
  SchemaRefError,
  type JsonSchema,
} from '../../../src/core/validation/interpret.ts'
import { addSpecKeywords } from '../../../src/shared/validation/keywords.ts'

const errorsOf = (schema: JsonSchema, data: unknown, documents?: Record<string, JsonSchema>) =>
  interpret(schema, data, { documents }).map((e) => ({
    keyword: e.keyword,
    instancePath: e.instancePath,
    params: e.params,
  }))

const valid = (schema: JsonSchema, data: unknown) => expect(errorsOf(schema, data)).toEqual([])

/** One case: a schema, data it accepts, data it refuses and the (first) error it gives. */
const cases: [string, JsonSchema, unknown, unknown, Record<string, unknown>][] = [
  ['type string', { type: 'string' }, 'a', 1, { keyword: 'type', params: { type: 'string' } }],
  ['type integer', { type: 'integer' }, 2, 2.5, { keyword: 'type', params: { type: 'integer' } }],
  ['type number', { type: 'number' }, 2.5, '2', { keyword: 'type', params: { type: 'number' } }],
  ['type null', { type: 'null' }, null, 0, { keyword: 'type', params: { type: 'null' } }],
  ['type boolean', { type: 'boolean' }, false, 'false', { keyword: 'type' }],
  ['type array', { type: 'array' }, [], {}, { keyword: 'type', params: { type: 'array' } }],
  ['type object', { type: 'object' }, {}, [], { keyword: 'type', params: { type: 'object' } }],
  [
    'type list',
    { type: ['string', 'null'] },
    null,
    3,
    { keyword: 'type', params: { type: ['string', 'null'] } },
  ],
  ['minLength', { minLength: 2 }, 'ab', 'a', { keyword: 'minLength', params: { limit: 2 } }],
  ['maxLength', { maxLength: 2 }, 'ab', 'abc', { keyword: 'maxLength', params: { limit: 2 } }],
  // code points, not UTF-16 units: two emoji are two characters
  ['maxLength code points', { maxLength: 2 }, '😀😀', '😀😀😀', { keyword: 'maxLength' }],
  [
    'pattern (unicode)',
    { pattern: '^\\p{L}+$' },
    'Ёж',
    'Ёж1',
    { keyword: 'pattern', params: { pattern: '^\\p{L}+$' } },
  ],
  [
    'format email',
    { format: 'email' },
    'a@b.ru',
    'a@',
    { keyword: 'format', params: { format: 'email' } },
  ],
  ['format date', { format: 'date' }, '2024-02-29', '2023-02-29', { keyword: 'format' }],
  [
    'format date-time',
    { format: 'date-time' },
    '2024-01-01T10:00:00Z',
    '2024-01-01 10:00',
    { keyword: 'format' },
  ],
  ['format uri', { format: 'uri' }, 'https://a.example/x', 'a.example', { keyword: 'format' }],
  [
    'enum',
    { enum: [1, 'a', { b: 1 }] },
    { b: 1 },
    2,
    { keyword: 'enum', params: { allowedValues: [1, 'a', { b: 1 }] } },
  ],
  [
    'const deep',
    { const: { a: [1, 2] } },
    { a: [1, 2] },
    { a: [2, 1] },
    { keyword: 'const', params: { allowedValue: { a: [1, 2] } } },
  ],
  ['minimum', { minimum: 1 }, 1, 0, { keyword: 'minimum', params: { comparison: '>=', limit: 1 } }],
  ['maximum', { maximum: 1 }, 1, 2, { keyword: 'maximum', params: { comparison: '<=', limit: 1 } }],
  [
    'exclusiveMinimum',
    { exclusiveMinimum: 1 },
    1.5,
    1,
    { keyword: 'exclusiveMinimum', params: { comparison: '>', limit: 1 } },
  ],
  [
    'exclusiveMaximum',
    { exclusiveMaximum: 1 },
    0.5,
    1,
    { keyword: 'exclusiveMaximum', params: { comparison: '<', limit: 1 } },
  ],
  [
    'multipleOf (float)',
    { multipleOf: 0.1 },
    0.3,
    0.35,
    { keyword: 'multipleOf', params: { multipleOf: 0.1 } },
  ],
  [
    'items',
    { items: { type: 'number' } },
    [1, 2],
    [1, 'x'],
    { keyword: 'type', instancePath: '/1' },
  ],
  [
    'items tuple',
    { items: [{ type: 'string' }, { type: 'number' }] },
    ['a', 1, null],
    ['a', 'b'],
    { keyword: 'type', instancePath: '/1' },
  ],
  [
    'additionalItems',
    { items: [{}], additionalItems: false },
    [1],
    [1, 2],
    { keyword: 'additionalItems', params: { limit: 1 } },
  ],
  ['minItems', { minItems: 1 }, [1], [], { keyword: 'minItems', params: { limit: 1 } }],
  ['maxItems', { maxItems: 1 }, [1], [1, 2], { keyword: 'maxItems', params: { limit: 1 } }],
  [
    'uniqueItems',
    { uniqueItems: true },
    [{ a: 1 }, { a: 2 }],
    [{ a: 1 }, 2, { a: 1 }],
    { keyword: 'uniqueItems', params: { i: 2, j: 0 } },
  ],
  // ajv's other loop: scalar item types by a map, the later index as j, other types skipped
  [
    'uniqueItems of strings',
    { uniqueItems: true, items: { type: 'string' } },
    ['a', 'b'],
    ['a', 'b', 'a', 'b'],
    { keyword: 'uniqueItems', params: { i: 1, j: 3 } },
  ],
  [
    'uniqueItems of two scalar types',
    { uniqueItems: true, items: { type: ['string', 'integer'] } },
    ['1', 1],
    ['x', 2, '2', 2, 'x'],
    { keyword: 'uniqueItems', params: { i: 1, j: 3 } },
  ],
  ['contains', { contains: { const: 1 } }, [0, 1], [0], { keyword: 'const', instancePath: '/0' }],
  [
    'required',
    { required: ['a'] },
    { a: 0 },
    { b: 1 },
    { keyword: 'required', params: { missingProperty: 'a' } },
  ],
  [
    'properties',
    { properties: { 'a/b': { type: 'string' } } },
    { 'a/b': 'x' },
    { 'a/b': 1 },
    { keyword: 'type', instancePath: '/a~1b' },
  ],
  [
    'additionalProperties false',
    { properties: { a: {} }, additionalProperties: false },
    { a: 1 },
    { a: 1, b: 2 },
    { keyword: 'additionalProperties', params: { additionalProperty: 'b' } },
  ],
  [
    'additionalProperties schema',
    { additionalProperties: { type: 'number' } },
    { x: 1 },
    { x: 'a' },
    { keyword: 'type', instancePath: '/x' },
  ],
  [
    'patternProperties',
    { patternProperties: { '^n_': { type: 'number' } }, additionalProperties: false },
    { n_a: 1 },
    { n_a: 'x' },
    { keyword: 'type', instancePath: '/n_a' },
  ],
  [
    'minProperties',
    { minProperties: 1 },
    { a: 1 },
    {},
    { keyword: 'minProperties', params: { limit: 1 } },
  ],
  [
    'maxProperties',
    { maxProperties: 1 },
    { a: 1 },
    { a: 1, b: 2 },
    { keyword: 'maxProperties', params: { limit: 1 } },
  ],
  [
    'propertyNames',
    { propertyNames: { maxLength: 2 } },
    { ab: 1 },
    { abc: 1 },
    { keyword: 'maxLength' },
  ],
  ['allOf', { allOf: [{ minimum: 1 }, { maximum: 3 }] }, 2, 4, { keyword: 'maximum' }],
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }, 1, null, { keyword: 'type' }],
  ['oneOf none', { oneOf: [{ const: 'a' }, { const: 'b' }] }, 'a', 'c', { keyword: 'const' }],
  ['not', { not: { type: 'string' } }, 1, 'a', { keyword: 'not', params: {} }],
  [
    'dependencies (properties)',
    { dependencies: { a: ['b'] } },
    { a: 1, b: 1 },
    { a: 1 },
    {
      keyword: 'dependencies',
      params: { property: 'a', missingProperty: 'b', depsCount: 1, deps: 'b' },
    },
  ],
  [
    'dependencies (schema)',
    { dependencies: { a: { required: ['c'] } } },
    { a: 1, c: 1 },
    { a: 1 },
    { keyword: 'required', params: { missingProperty: 'c' } },
  ],
  [
    'dependentRequired',
    { dependentRequired: { a: ['b'] } },
    { b: 1 },
    { a: 1 },
    {
      keyword: 'dependentRequired',
      params: { property: 'a', missingProperty: 'b', depsCount: 1, deps: 'b' },
    },
  ],
  [
    'dependentSchemas',
    { dependentSchemas: { a: { required: ['c'] } } },
    { c: 1 },
    { a: 1 },
    { keyword: 'required' },
  ],
  [
    '$ref definitions',
    { definitions: { n: { type: 'number' } }, $ref: '#/definitions/n' },
    1,
    'x',
    { keyword: 'type' },
  ],
  [
    '$ref $defs',
    { $defs: { n: { minimum: 2 } }, properties: { a: { $ref: '#/$defs/n' } } },
    { a: 2 },
    { a: 1 },
    { keyword: 'minimum', instancePath: '/a' },
  ],
  [
    'false schema',
    { properties: { a: false } },
    {},
    { a: 1 },
    { keyword: 'false schema', instancePath: '/a' },
  ],
  // the spec's keywords (src/shared/validation/rules.ts)
  [
    'phone',
    { type: 'string', phone: true },
    '+7 (999) 123-45-67',
    '+7 999',
    { keyword: 'phone', params: { keyword: 'phone' } },
  ],
  [
    'alpha',
    { type: 'string', alpha: true },
    'Анна-Мария',
    'R2D2',
    { keyword: 'alpha', params: { keyword: 'alpha' } },
  ],
  ['date', { type: 'string', date: true }, '29.02.2024', '30.02.2024', { keyword: 'date' }],
  ['digits', { type: 'string', digits: true }, '123', '12a', { keyword: 'digits' }],
  ['email', { type: 'string', email: true }, 'a@b.ru', 'a@b', { keyword: 'email' }],
]

describe('the JSON-Schema interpreter, keyword by keyword', () => {
  it.each(cases)('%s', (_name, schema, good, bad, error) => {
    valid(schema, good)
    const errors = errorsOf(schema, bad)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors[0]).toMatchObject({ instancePath: '', ...error })
  })

  // ajv as rjsf sets it up; its draft-07 class ignores the draft-2019 dependentRequired/Schemas
  const ajv = addSpecKeywords(
    new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true }),
  )
  addFormats(ajv)
  it.each(cases.filter(([name]) => !name.startsWith('dependent')))(
    '%s: the same errors as ajv',
    (_name, schema, good, bad) => {
      const check = ajv.compile(schema)
      for (const data of [good, bad]) {
        check(data)
        const theirs = (check.errors ?? []).map((e) => [e.keyword, e.instancePath, e.params])
        const mine = interpret(schema, data).map((e) => [e.keyword, e.instancePath, e.params])
        expect(mine).toEqual(theirs)
      }
    },
  )

  it('keywords of one type leave other types alone (a string rule on a number)', () => {
    valid({ minLength: 3, phone: true, minimum: 0, required: ['a'], items: false }, 1)
    valid({ minLength: 3, minimum: 5 }, 'abc')
  })

  it('reports every error at once (allErrors), with the nested paths', () => {
    const schema = {
      type: 'object',
      required: ['a', 'b'],
      properties: { c: { type: 'array', items: { type: 'string', maxLength: 1 } } },
    }
    expect(errorsOf(schema, { c: ['x', 'yy', 3] })).toEqual([
      { keyword: 'required', instancePath: '', params: { missingProperty: 'a' } },
      { keyword: 'required', instancePath: '', params: { missingProperty: 'b' } },
      { keyword: 'maxLength', instancePath: '/c/1', params: { limit: 1 } },
      { keyword: 'type', instancePath: '/c/2', params: { type: 'string' } },
    ])
  })

  it('oneOf: exactly one branch; two passing branches are an error naming them', () => {
    const schema = { oneOf: [{ type: 'number' }, { minimum: 0 }] }
    valid(schema, -1)
    valid(schema, 'x')
    expect(errorsOf(schema, 1)).toEqual([
      { keyword: 'oneOf', instancePath: '', params: { passingSchemas: [0, 1] } },
    ])
    expect(errorsOf({ oneOf: [{ const: 1 }, { const: 2 }] }, 3).at(-1)).toEqual({
      keyword: 'oneOf',
      instancePath: '',
      params: { passingSchemas: null },
    })
  })

  it('if/then/else: the branch that applies, and an "if" error naming it', () => {
    const schema = {
      if: { properties: { kind: { const: 'friend' } } },
      then: { required: ['phone'] },
      else: { required: ['self'] },
    }
    valid(schema, { kind: 'friend', phone: '1' })
    valid(schema, { kind: 'me', self: true })
    expect(errorsOf(schema, { kind: 'friend' })).toEqual([
      { keyword: 'required', instancePath: '', params: { missingProperty: 'phone' } },
      { keyword: 'if', instancePath: '', params: { failingKeyword: 'then' } },
    ])
    expect(errorsOf(schema, { kind: 'me' }).at(-1)?.params).toEqual({ failingKeyword: 'else' })
  })

  it('the error carries ajv`s schemaPath and message and (but for spec keywords) parentSchema', () => {
    const schema = {
      properties: { n: { type: 'string', title: 'Name', maxLength: 1, alpha: true } },
    }
    const [length, alpha] = interpret(schema, { n: '12' })
    expect(length).toMatchObject({
      schemaPath: '#/properties/n/maxLength',
      message: 'must NOT have more than 1 characters',
      parentSchema: schema.properties.n,
    })
    expect(alpha).toMatchObject({ schemaPath: '#/properties/n/alpha', message: 'alpha' })
    expect(alpha).not.toHaveProperty('parentSchema')
  })

  it('resolves $ref into other named documents (rjsf`s root schema prefix), recursively', () => {
    const root = {
      definitions: {
        node: {
          type: 'object',
          properties: { value: { type: 'number' }, next: { $ref: '#/definitions/node' } },
        },
      },
    }
    const schema = { $ref: '__rjsf_rootSchema#/definitions/node' }
    const documents = { __rjsf_rootSchema: root }
    expect(errorsOf(schema, { value: 1, next: { value: 2 } }, documents)).toEqual([])
    expect(errorsOf(schema, { value: 1, next: { value: 'x' } }, documents)).toEqual([
      { keyword: 'type', instancePath: '/next/value', params: { type: 'number' } },
    ])
  })

  it('a $ref that leads nowhere is a schema error, not a pass', () => {
    expect(() => interpret({ $ref: '#/definitions/none' }, 1)).toThrow(SchemaRefError)
    expect(() => interpret({ $ref: 'other#/x' }, 1)).toThrow(SchemaRefError)
    expect(() => interpret({ $ref: '#' }, 1)).toThrow(SchemaRefError)
  })

  it('ignores annotations, unknown keywords and unknown formats', () => {
    valid(
      {
        $id: 'x',
        $schema: 'http://json-schema.org/draft-07/schema#',
        title: 't',
        description: 'd',
        default: 1,
        examples: [1],
        readOnly: true,
        'ui:widget': 'x',
        whatever: 5,
        format: 'no-such-format',
      },
      'anything',
    )
    valid(true, 1)
    expect(errorsOf(false, 1)).toEqual([{ keyword: 'false schema', instancePath: '', params: {} }])
  })
})
