/**
 * Strips the annotations (`description`, `examples`, `$comment`) from the JSON Schemas the app
 * bundles as data: schemas/app-data.json (core/api/app.ts conforms app data to it) and
 * schemas/modules/*.json (module settings defaults). The app reads types, defaults and shapes,
 * never the prose, which cost ~0.6 kB of initial JS (issue 15). The files themselves keep their
 * descriptions for people, json-schema-to-typescript and the server; forms schemas
 * (schemas/forms, rendered by rjsf, which shows descriptions) are left alone.
 */
import type { Plugin } from 'vite'

/** The keywords dropped from every schema node. */
export const ANNOTATIONS = ['description', 'examples', '$comment'] as const

/** Keywords whose value maps names to schemas (a `description` key in them is a name). */
const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
])
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_VALUES = new Set([
  'items',
  'prefixItems',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A copy of a schema without annotations; values (`default`, `const`, `enum`) are kept as is. */
export function trimSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(trimSchema)
  if (!isRecord(schema)) return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if ((ANNOTATIONS as readonly string[]).includes(key)) continue
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimSchema(v)]))
    } else if (SCHEMA_VALUES.has(key)) {
      out[key] = trimSchema(value)
    } else {
      out[key] = value
    }
  }
  return out
}

/** The bundled settings schemas (not schemas/forms or schemas/api). */
export const TRIMMED_SCHEMA = /[\\/]schemas[\\/](app-data|modules[\\/][^\\/]+)\.json$/

export function trimSchemas(): Plugin {
  return {
    name: 'trim-schemas',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!TRIMMED_SCHEMA.test(file)) return null
      return { code: JSON.stringify(trimSchema(JSON.parse(code))), map: null }
    },
  }
}
