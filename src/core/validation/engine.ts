/**
 * The JSON-Schema (draft-07) interpreter's engine: validates data by walking the schema, with no
 * code generation (no `new Function`, no eval), so the app's page can run under a CSP without
 * 'unsafe-eval' (docs/adr/006-forms-without-eval.md). It answers like ajv with
 * `{ allErrors: true, verbose: true, strict: false, multipleOfPrecision: 8 }`: the same errors,
 * in ajv's shape (`instancePath`, `schemaPath`, `keyword`, `params` with ajv's names, `message`),
 * in ajv's order. It imports nothing: the formats and custom string keywords come with the call
 * (./interpret.ts gives the forms ajv-formats' and the spec's), so the settings' validators
 * (./settings.ts) ship without them. With `useDefaults` it fills the defaults of `properties`
 * in place, as ajv's `useDefaults` (not inside anyOf, oneOf, not, if or contains, as ajv).
 *
 * Keywords: type, enum, const, not, anyOf, oneOf, allOf, if/then/else, $ref ($defs, definitions,
 * other documents by name), the number, string, array and object keywords, format, dependencies,
 * dependentRequired, dependentSchemas (draft 2019: ajv's draft-07 class ignores those two) and
 * the given string keywords. Annotations and unknown keywords are ignored.
 */

export type JsonSchema = boolean | { [keyword: string]: unknown }

/** One error, shaped like ajv's ErrorObject (verbose). */
export interface RawError {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message: string
  /** Left out for the spec's keywords, as ajv does for custom keywords. */
  parentSchema?: Record<string, unknown>
  schema?: unknown
  data?: unknown
}

export interface InterpretOptions {
  /**
   * Other documents a `$ref` may name before its `#`, e.g. rjsf's `__rjsf_rootSchema`.
   * A `$ref` that starts with `#` points into the document being validated.
   */
  documents?: Record<string, JsonSchema>
}

/** A string format, in ajv-formats' shapes. */
export type Format =
  | true
  | string
  | RegExp
  | ((s: string) => boolean)
  | { type?: string; validate: RegExp | string | ((s: string) => boolean) }

/** A custom keyword on strings (`"<name>": true`), as the spec's: the string passes or not. */
export type StringKeyword = (s: string) => boolean

export interface EngineOptions extends InterpretOptions {
  /** Known formats by name; an unknown format passes (ajv with strict off only warns). */
  formats?: Record<string, Format>
  /** Custom string keywords by name (checked after `format`, errors shaped as ajv's). */
  keywords?: Record<string, StringKeyword>
  /** Fill missing properties from their schema's `default`, in place (ajv's `useDefaults`). */
  useDefaults?: boolean
}

/** A `$ref` that leads nowhere; ajv refuses such a schema too ("can't resolve reference"). */
export class SchemaRefError extends Error {}

type Schema = Record<string, unknown>

// The keyword groups in ajv's order (ajv's RULES): untyped, then by the data's type.
const NUMBER_KEYWORDS = [
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'format',
]
const STRING_KEYWORDS = ['maxLength', 'minLength', 'pattern', 'format']
const ARRAY_KEYWORDS = [
  'maxItems',
  'minItems',
  'additionalItems',
  'items',
  'contains',
  'uniqueItems',
]
const OBJECT_KEYWORDS = [
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'propertyNames',
  'additionalProperties',
  'dependencies',
  'dependentSchemas',
  'properties',
  'patternProperties',
]
const groupKeywords = (keywords: Record<string, StringKeyword>): Record<string, string[]> => ({
  number: NUMBER_KEYWORDS,
  string: [...STRING_KEYWORDS, ...Object.keys(keywords)],
  array: ARRAY_KEYWORDS,
  object: OBJECT_KEYWORDS,
})

const LIMITS = {
  maximum: '<=',
  minimum: '>=',
  exclusiveMaximum: '<',
  exclusiveMinimum: '>',
} as const

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** ajv's type checks (strictNumbers off, as rjsf's ajv has it). */
export function hasType(data: unknown, type: string): boolean {
  switch (type) {
    case 'number':
      return typeof data === 'number'
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data)
    case 'string':
      return typeof data === 'string'
    case 'boolean':
      return typeof data === 'boolean'
    case 'null':
      return data === null
    case 'array':
      return Array.isArray(data)
    case 'object':
      return isObject(data)
    default:
      return false
  }
}

/** Deep equality of JSON values (fast-deep-equal, which ajv uses for const, enum, uniqueItems). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]))
    }
    const ka = Object.keys(a)
    const bo = b as Record<string, unknown>
    if (ka.length !== Object.keys(bo).length) return false
    return ka.every(
      (k) => Object.hasOwn(bo, k) && deepEqual((a as Record<string, unknown>)[k], bo[k]),
    )
  }
  // NaN equals NaN, as in fast-deep-equal
  return a !== a && b !== b
}

/** String length in code points, as ajv's ucs2length counts it. */
export function codePointLength(s: string): number {
  let n = 0
  for (const _ of s) n++
  return n
}

const regexps = new Map<string, RegExp>()
function regexp(source: string): RegExp {
  let re = regexps.get(source)
  if (!re) {
    re = new RegExp(source, 'u')
    regexps.set(source, re)
  }
  return re
}

function checkFormat(formats: Record<string, Format>, name: string, data: string): boolean {
  const format = Object.hasOwn(formats, name) ? formats[name] : undefined
  // an unknown format is ignored (ajv with strict off only warns)
  if (format === undefined || format === true) return true
  if (typeof format === 'string') return regexp(format).test(data)
  if (format instanceof RegExp) return format.test(data)
  if (typeof format === 'function') return format(data)
  if (format.type && format.type !== 'string') return true
  const v = format.validate
  if (typeof v === 'string') return regexp(v).test(data)
  return v instanceof RegExp ? v.test(data) : v(data)
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')
const unescapePointer = (s: string) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')

interface Context {
  /** The document a `#...` reference points into. */
  doc: JsonSchema
  documents: Record<string, JsonSchema>
  /** $refs being followed for this data position, against endless recursion. */
  depth: number
  formats: Record<string, Format>
  keywords: Record<string, StringKeyword>
  /** The keyword groups by type, the string group with the custom keywords. */
  groups: Record<string, string[]>
  useDefaults: boolean
  /** Inside anyOf, oneOf, not, if or contains: no defaults filled (ajv's compositeRule). */
  composite: boolean
}

function resolveRef(ref: string, ctx: Context): { schema: JsonSchema; doc: JsonSchema } {
  const hash = ref.indexOf('#')
  const base = hash < 0 ? ref : ref.slice(0, hash)
  const fragment = hash < 0 ? '' : ref.slice(hash + 1)
  const doc = base === '' ? ctx.doc : ctx.documents[base]
  if (doc === undefined) throw new SchemaRefError(`can't resolve reference ${ref}`)
  let node: unknown = doc
  if (fragment !== '') {
    if (!fragment.startsWith('/')) throw new SchemaRefError(`can't resolve reference ${ref}`)
    for (const part of fragment.slice(1).split('/')) {
      const key = unescapePointer(part)
      node = isObject(node) || Array.isArray(node) ? (node as Schema)[key] : undefined
      if (node === undefined) throw new SchemaRefError(`can't resolve reference ${ref}`)
    }
  }
  if (typeof node !== 'boolean' && !isObject(node)) {
    throw new SchemaRefError(`can't resolve reference ${ref}`)
  }
  return { schema: node, doc }
}

function validateNode(
  schema: JsonSchema,
  data: unknown,
  instancePath: string,
  schemaPath: string,
  ctx: Context,
): RawError[] {
  if (schema === true) return []
  if (schema === false) {
    return [
      {
        instancePath,
        schemaPath,
        keyword: 'false schema',
        params: {},
        message: 'boolean schema is false',
        parentSchema: undefined,
        schema: false,
        data,
      },
    ]
  }
  const s = schema
  const errors: RawError[] = []
  const fail = (keyword: string, params: Record<string, unknown>, message: string) => {
    errors.push({
      instancePath,
      schemaPath: `${schemaPath}/${keyword}`,
      keyword,
      params,
      message,
      parentSchema: s,
      schema: s[keyword],
      data,
    })
  }
  const sub = (
    child: JsonSchema,
    value: unknown,
    path: string,
    childSchemaPath: string,
    context = ctx,
  ) => validateNode(child, value, path, childSchemaPath, context)
  const composite = ctx.composite ? ctx : { ...ctx, composite: true }

  // $ref first (ajv's core keyword), its siblings still apply (draft-07 in ajv 8)
  if (typeof s.$ref === 'string') {
    if (ctx.depth > 100) throw new SchemaRefError(`too deep a $ref: ${s.$ref}`)
    const target = resolveRef(s.$ref, ctx)
    errors.push(
      ...sub(target.schema, data, instancePath, s.$ref, {
        ...ctx,
        doc: target.doc,
        depth: ctx.depth + 1,
      }),
    )
  }

  const types = typesOf(s)
  const typeOk = types.length === 0 || types.some((t) => hasType(data, t))
  const typeError = () => fail('type', { type: s.type }, `must be ${types.join(',')}`)
  // ajv reports a wrong type inside the type's keyword group when the schema has keywords of
  // that group and only that type; otherwise before everything else.
  const only = types.length === 1 ? types[0]! : null
  const deferTypeError =
    only !== null && only in ctx.groups && ctx.groups[only]!.some((k) => k in s)
  if (!typeOk && !deferTypeError) typeError()

  // untyped keywords
  if ('const' in s && !deepEqual(data, s.const)) {
    fail('const', { allowedValue: s.const }, 'must be equal to constant')
  }
  if (Array.isArray(s.enum) && !s.enum.some((v) => deepEqual(data, v))) {
    fail('enum', { allowedValues: s.enum }, 'must be equal to one of the allowed values')
  }
  if (s.not !== undefined && isSchema(s.not)) {
    if (sub(s.not, data, instancePath, `${schemaPath}/not`, composite).length === 0) {
      fail('not', {}, 'must NOT be valid')
    }
  }
  if (Array.isArray(s.anyOf)) {
    const branchErrors: RawError[] = []
    let valid = false
    for (const [i, branch] of s.anyOf.entries()) {
      const e = sub(branch as JsonSchema, data, instancePath, `${schemaPath}/anyOf/${i}`, composite)
      if (e.length === 0) {
        valid = true
        break
      }
      branchErrors.push(...e)
    }
    if (!valid) {
      errors.push(...branchErrors)
      fail('anyOf', {}, 'must match a schema in anyOf')
    }
  }
  if (Array.isArray(s.oneOf)) {
    const branchErrors: RawError[] = []
    let valid = false
    let passing: number | number[] | null = null
    for (const [i, branch] of s.oneOf.entries()) {
      const e = sub(branch as JsonSchema, data, instancePath, `${schemaPath}/oneOf/${i}`, composite)
      branchErrors.push(...e)
      const branchValid = e.length === 0
      // ajv's own bookkeeping (a third passing branch makes it valid again: kept as ajv has it)
      if (i > 0 && branchValid && valid) {
        valid = false
        passing = [passing as number, i]
      } else if (branchValid) {
        valid = true
        passing = i
      }
    }
    if (!valid) {
      errors.push(...branchErrors)
      fail('oneOf', { passingSchemas: passing }, 'must match exactly one schema in oneOf')
    }
  }
  if (Array.isArray(s.allOf)) {
    for (const [i, branch] of s.allOf.entries()) {
      errors.push(...sub(branch as JsonSchema, data, instancePath, `${schemaPath}/allOf/${i}`))
    }
  }
  if (s.if !== undefined && isSchema(s.if) && (s.then !== undefined || s.else !== undefined)) {
    const ifValid = sub(s.if, data, instancePath, `${schemaPath}/if`, composite).length === 0
    const branch = ifValid ? 'then' : 'else'
    const target = s[branch]
    if (target !== undefined && isSchema(target)) {
      const e = sub(target, data, instancePath, `${schemaPath}/${branch}`)
      if (e.length) {
        errors.push(...e)
        errors.push({
          instancePath,
          schemaPath: `${schemaPath}/if`,
          keyword: 'if',
          params: { failingKeyword: branch },
          message: `must match "${branch}" schema`,
          parentSchema: s,
          schema: s.if,
          data,
        })
      }
    }
  }

  const group = (type: 'number' | 'string' | 'array' | 'object', check: () => void) => {
    if (!ctx.groups[type]!.some((k) => k in s)) return
    if (hasType(data, type)) check()
    else if (deferTypeError && only === type && !typeOk) typeError()
  }

  group('number', () => {
    const n = data as number
    for (const keyword of ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum'] as const) {
      const limit = s[keyword]
      if (typeof limit !== 'number') continue
      const comparison = LIMITS[keyword]
      const ok =
        comparison === '<='
          ? n <= limit
          : comparison === '>='
            ? n >= limit
            : comparison === '<'
              ? n < limit
              : n > limit
      if (!ok) fail(keyword, { comparison, limit }, `must be ${comparison} ${limit}`)
    }
    if (typeof s.multipleOf === 'number') {
      const m = s.multipleOf
      const d = n / m
      // multipleOfPrecision 8, as rjsf sets it
      if (m === 0 || Math.abs(Math.round(d) - d) > 1e-8) {
        fail('multipleOf', { multipleOf: m }, `must be multiple of ${m}`)
      }
    }
  })

  group('string', () => {
    const str = data as string
    if (typeof s.maxLength === 'number' && codePointLength(str) > s.maxLength) {
      fail('maxLength', { limit: s.maxLength }, `must NOT have more than ${s.maxLength} characters`)
    }
    if (typeof s.minLength === 'number' && codePointLength(str) < s.minLength) {
      fail(
        'minLength',
        { limit: s.minLength },
        `must NOT have fewer than ${s.minLength} characters`,
      )
    }
    if (typeof s.pattern === 'string' && !regexp(s.pattern).test(str)) {
      fail('pattern', { pattern: s.pattern }, `must match pattern "${s.pattern}"`)
    }
    if (typeof s.format === 'string' && !checkFormat(ctx.formats, s.format, str)) {
      fail('format', { format: s.format }, `must match format "${s.format}"`)
    }
    // the spec's keywords: shaped as ajv shapes a custom keyword's error (no parentSchema)
    for (const [keyword, rule] of Object.entries(ctx.keywords)) {
      if (s[keyword] === true && !rule(str)) {
        errors.push({
          instancePath,
          schemaPath: `${schemaPath}/${keyword}`,
          keyword,
          params: { keyword },
          message: keyword,
          schema: true,
          data,
        })
      }
    }
  })

  group('array', () => {
    const arr = data as unknown[]
    if (typeof s.maxItems === 'number' && arr.length > s.maxItems) {
      fail('maxItems', { limit: s.maxItems }, `must NOT have more than ${s.maxItems} items`)
    }
    if (typeof s.minItems === 'number' && arr.length < s.minItems) {
      fail('minItems', { limit: s.minItems }, `must NOT have fewer than ${s.minItems} items`)
    }
    if (Array.isArray(s.items)) {
      const tuple = s.items as JsonSchema[]
      const add = s.additionalItems
      if (add !== undefined && isSchema(add) && arr.length > tuple.length) {
        if (add === false) {
          const len = tuple.length
          fail('additionalItems', { limit: len }, `must NOT have more than ${len} items`)
        } else {
          for (let i = tuple.length; i < arr.length; i++) {
            errors.push(
              ...sub(add, arr[i], `${instancePath}/${i}`, `${schemaPath}/additionalItems`),
            )
          }
        }
      }
      for (let i = 0; i < Math.min(tuple.length, arr.length); i++) {
        errors.push(...sub(tuple[i]!, arr[i], `${instancePath}/${i}`, `${schemaPath}/items/${i}`))
      }
    } else if (s.items !== undefined && isSchema(s.items)) {
      for (const [i, item] of arr.entries()) {
        errors.push(...sub(s.items, item, `${instancePath}/${i}`, `${schemaPath}/items`))
      }
    }
    if (s.contains !== undefined && isSchema(s.contains)) {
      // ajv keeps the items' errors when none passes
      const itemErrors: RawError[] = []
      let found = false
      for (const [i, item] of arr.entries()) {
        const e = sub(s.contains, item, `${instancePath}/${i}`, `${schemaPath}/contains`, composite)
        if (e.length === 0) {
          found = true
          break
        }
        itemErrors.push(...e)
      }
      if (!found) {
        errors.push(...itemErrors)
        fail('contains', { minContains: 1 }, 'must contain at least 1 valid item(s)')
      }
    }
    // ajv's two loops: items of scalar types by a map (the later index first in the message,
    // items of another type skipped), any other by deep equality
    const itemTypes = isObject(s.items) ? typesOf(s.items) : []
    const scalarItems =
      itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array')
    if (s.uniqueItems === true && scalarItems) {
      const indices = new Map<unknown, number>()
      for (let i = arr.length - 1; i >= 0; i--) {
        const item = arr[i]
        if (!itemTypes.some((t) => hasType(item, t))) continue
        const j = indices.get(item)
        if (j !== undefined) {
          const message = `must NOT have duplicate items (items ## ${j} and ${i} are identical)`
          fail('uniqueItems', { i, j }, message)
          break
        }
        indices.set(item, i)
      }
    } else if (s.uniqueItems === true) {
      outer: for (let i = arr.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (deepEqual(arr[i], arr[j])) {
            fail(
              'uniqueItems',
              { i, j },
              `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
            )
            break outer
          }
        }
      }
    }
  })

  group('object', () => {
    const obj = data as Record<string, unknown>
    // ajv's useDefaults: before the object's keywords (so a default meets `required`)
    if (ctx.useDefaults && !ctx.composite && isObject(s.properties)) {
      for (const [key, child] of Object.entries(s.properties)) {
        if (isObject(child) && 'default' in child && obj[key] === undefined) {
          obj[key] = JSON.parse(JSON.stringify(child.default)) as unknown
        }
      }
    }
    const keys = Object.keys(obj)
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) {
      const limit = s.maxProperties
      fail('maxProperties', { limit }, `must NOT have more than ${limit} properties`)
    }
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) {
      const limit = s.minProperties
      fail('minProperties', { limit }, `must NOT have fewer than ${limit} properties`)
    }
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name === 'string' && obj[name] === undefined) {
          fail('required', { missingProperty: name }, `must have required property '${name}'`)
        }
      }
    }
    const propertyDeps = (keyword: string, deps: Record<string, unknown>) => {
      for (const [property, list] of Object.entries(deps)) {
        if (!Array.isArray(list) || obj[property] === undefined) continue
        const names = list.filter((n): n is string => typeof n === 'string')
        for (const missing of names) {
          if (obj[missing] !== undefined) continue
          const noun = names.length === 1 ? 'property' : 'properties'
          const message = `must have ${noun} ${names.join(', ')} when property ${property} is present`
          const params = { property, missingProperty: missing, depsCount: names.length }
          fail(keyword, { ...params, deps: names.join(', ') }, message)
        }
      }
    }
    const schemaDeps = (keyword: string, deps: Record<string, unknown>) => {
      for (const [property, dep] of Object.entries(deps)) {
        if (Array.isArray(dep) || !isSchema(dep) || obj[property] === undefined) continue
        errors.push(
          ...sub(dep, obj, instancePath, `${schemaPath}/${keyword}/${escapePointer(property)}`),
        )
      }
    }
    if (isObject(s.dependentRequired)) propertyDeps('dependentRequired', s.dependentRequired)
    if (s.propertyNames !== undefined && isSchema(s.propertyNames)) {
      for (const key of keys) {
        const e = sub(s.propertyNames, key, instancePath, `${schemaPath}/propertyNames`)
        if (e.length) {
          errors.push(...e.map((err) => ({ ...err, propertyName: key })))
          fail('propertyNames', { propertyName: key }, 'property name must be valid')
        }
      }
    }
    const properties = isObject(s.properties) ? s.properties : {}
    const patterns = isObject(s.patternProperties) ? Object.keys(s.patternProperties) : []
    if (s.additionalProperties !== undefined && isSchema(s.additionalProperties)) {
      const additional = s.additionalProperties
      for (const key of keys) {
        if (Object.hasOwn(properties, key) || patterns.some((p) => regexp(p).test(key))) continue
        if (additional === false) {
          fail(
            'additionalProperties',
            { additionalProperty: key },
            'must NOT have additional properties',
          )
        } else {
          errors.push(
            ...sub(
              additional,
              obj[key],
              `${instancePath}/${escapePointer(key)}`,
              `${schemaPath}/additionalProperties`,
            ),
          )
        }
      }
    }
    if (isObject(s.dependencies)) {
      propertyDeps('dependencies', s.dependencies)
      schemaDeps('dependencies', s.dependencies)
    }
    if (isObject(s.dependentSchemas)) schemaDeps('dependentSchemas', s.dependentSchemas)
    for (const [key, child] of Object.entries(properties)) {
      if (obj[key] === undefined || !isSchema(child)) continue
      const path = `${instancePath}/${escapePointer(key)}`
      errors.push(...sub(child, obj[key], path, `${schemaPath}/properties/${escapePointer(key)}`))
    }
    for (const pattern of patterns) {
      const child = (s.patternProperties as Schema)[pattern]
      if (!isSchema(child)) continue
      for (const key of keys) {
        if (!regexp(pattern).test(key)) continue
        const path = `${instancePath}/${escapePointer(key)}`
        const childPath = `${schemaPath}/patternProperties/${escapePointer(pattern)}`
        errors.push(...sub(child, obj[key], path, childPath))
      }
    }
  })

  return errors
}

/** A schema's `type`, as a list. */
function typesOf(s: Schema): string[] {
  if (typeof s.type === 'string') return [s.type]
  return Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : []
}

function isSchema(v: unknown): v is JsonSchema {
  return typeof v === 'boolean' || isObject(v)
}

/**
 * Validates `data` against `schema`: every error (ajv's allErrors), [] when valid. Throws
 * SchemaRefError for a `$ref` that leads nowhere.
 */
export function validateSchema(
  schema: JsonSchema,
  data: unknown,
  options: EngineOptions = {},
): RawError[] {
  const keywords = options.keywords ?? {}
  return validateNode(schema, data, '', '#', {
    doc: schema,
    documents: options.documents ?? {},
    depth: 0,
    formats: options.formats ?? {},
    keywords,
    groups: groupKeywords(keywords),
    useDefaults: options.useDefaults === true,
    composite: false,
  })
}
