/**
 * Brings a value into the shape a JSON Schema describes, without ajv (this runs in the first
 * chunk, on every app data answer): a wrong-shaped part falls back to the schema's default, or
 * is left out when the schema has none (an array item, a map entry, an optional field); each
 * such repair is recorded as a problem. Only when a required part cannot be repaired does the
 * whole value fail.
 *
 * It understands the subset of JSON Schema that schemas/app-data.json uses: type, enum,
 * pattern, minimum, maximum, exclusiveMinimum, minItems, uniqueItems, properties, required,
 * additionalProperties, propertyNames, items, anyOf, $ref to #/definitions, default.
 */

export interface ShapeSchema {
  type?: string | string[]
  enum?: readonly unknown[]
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  uniqueItems?: boolean
  properties?: Record<string, ShapeSchema>
  required?: readonly string[]
  additionalProperties?: ShapeSchema | boolean
  propertyNames?: ShapeSchema
  items?: ShapeSchema
  anyOf?: readonly ShapeSchema[]
  $ref?: string
  default?: unknown
  definitions?: Record<string, ShapeSchema>
  [key: string]: unknown
}

export interface ShapeProblem {
  /** JSON pointer of the part, e.g. /settings/tabbar */
  path: string
  detail: string
}

type Result = { ok: true; value: unknown } | { ok: false; why: string }

const ok = (value: unknown): Result => ({ ok: true, value })
const fail = (why: string): Result => ({ ok: false, why })

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A short description of a value for a problem text (never the whole of a huge value). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `an array (${value.length})`
  if (typeof value === 'string') {
    return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value)
  }
  if (typeof value === 'object') return 'an object'
  return String(value)
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null
    case 'array':
      return Array.isArray(value)
    case 'object':
      return isPlainObject(value)
    case 'string':
      return typeof value === 'string'
    case 'boolean':
      return typeof value === 'boolean'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return Number.isSafeInteger(value)
    default:
      return true
  }
}

const patterns = new Map<string, RegExp>()
function regex(pattern: string): RegExp {
  let re = patterns.get(pattern)
  if (!re) patterns.set(pattern, (re = new RegExp(pattern, 'u')))
  return re
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`

export class ShapeConformer {
  readonly problems: ShapeProblem[] = []

  constructor(private readonly root: ShapeSchema) {}

  private resolve(schema: ShapeSchema): ShapeSchema {
    let s = schema
    for (let i = 0; s.$ref && i < 10; i++) {
      const name = /^#\/definitions\/(.+)$/.exec(s.$ref)?.[1]
      const defs = this.root.definitions ?? {}
      const target = name && Object.hasOwn(defs, name) ? defs[name] : undefined
      if (!target) return {}
      s = target
    }
    return s
  }

  /** The default a schema gives, resolved through $ref (undefined when none). */
  defaultOf(schema: ShapeSchema): unknown {
    // A default beside a $ref wins over the referenced schema's own.
    const s = 'default' in schema ? schema : this.resolve(schema)
    return 'default' in s ? clone(s.default) : undefined
  }

  /** Conforms `value`; a repair that keeps the part is recorded in `problems`. */
  conform(value: unknown, schema: ShapeSchema, path = ''): Result {
    const s = this.resolve(schema)
    if (s.anyOf) {
      const reasons: string[] = []
      for (const alternative of s.anyOf) {
        const before = this.problems.length
        const r = this.conform(value, alternative, path)
        if (r.ok) return r
        this.problems.length = before
        reasons.push(r.why)
      }
      return fail(reasons.join(' / '))
    }
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type]
      if (!types.some((t) => matchesType(value, t))) {
        return fail(`should be ${types.join(' or ')}, got ${describeValue(value)}`)
      }
    }
    if (s.enum && !s.enum.includes(value)) {
      return fail(`should be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`)
    }
    if (typeof value === 'string' && s.pattern && !regex(s.pattern).test(value)) {
      return fail(`${describeValue(value)} does not match ${s.pattern}`)
    }
    if (typeof value === 'number') {
      if (s.minimum !== undefined && value < s.minimum) return fail(`should be >= ${s.minimum}`)
      if (s.maximum !== undefined && value > s.maximum) return fail(`should be <= ${s.maximum}`)
      if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) {
        return fail(`should be > ${s.exclusiveMinimum}`)
      }
    }
    if (Array.isArray(value)) return this.conformArray(value, s, path)
    if (isPlainObject(value) && (s.properties || s.additionalProperties || s.propertyNames)) {
      return this.conformObject(value, s, path)
    }
    return ok(value)
  }

  private conformArray(value: unknown[], s: ShapeSchema, path: string): Result {
    const out: unknown[] = []
    const seen = new Set<string>()
    value.forEach((item, i) => {
      let next = item
      if (s.items) {
        const r = this.conform(item, s.items, pointer(path, i))
        if (!r.ok) {
          this.problems.push({ path: pointer(path, i), detail: `${r.why}; left out` })
          return
        }
        next = r.value
      }
      if (s.uniqueItems) {
        const key = JSON.stringify(next)
        if (seen.has(key)) {
          this.problems.push({ path: pointer(path, i), detail: 'a duplicate; left out' })
          return
        }
        seen.add(key)
      }
      out.push(next)
    })
    if (s.minItems !== undefined && out.length < s.minItems) {
      return fail(`should have at least ${s.minItems} usable items`)
    }
    return ok(out)
  }

  private conformObject(value: Record<string, unknown>, s: ShapeSchema, path: string): Result {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const at = pointer(path, key)
      // Own keys only: a key such as 'constructor' is no schema of Object.prototype's.
      const own = s.properties && Object.hasOwn(s.properties, key) ? s.properties[key] : undefined
      if (!own && s.propertyNames) {
        const name = this.conform(key, s.propertyNames, at)
        if (!name.ok) {
          this.problems.push({ path: at, detail: `the name ${name.why}; left out` })
          continue
        }
      }
      const schema = own ?? (isPlainObject(s.additionalProperties) ? s.additionalProperties : null)
      if (!schema) {
        out[key] = item
        continue
      }
      const r = this.conform(item, schema, at)
      if (r.ok) {
        out[key] = r.value
        continue
      }
      const fallback = this.defaultOf(schema)
      if (fallback !== undefined) {
        out[key] = fallback
        this.problems.push({ path: at, detail: `${r.why}; the default is used` })
      } else {
        this.problems.push({ path: at, detail: `${r.why}; left out` })
      }
    }
    for (const [key, schema] of Object.entries(s.properties ?? {})) {
      if (key in out) continue
      const fallback = this.defaultOf(schema)
      if (fallback !== undefined) out[key] = fallback
    }
    for (const key of s.required ?? []) {
      if (!(key in out)) return fail(`has no usable ${key}`)
    }
    return ok(out)
  }
}
