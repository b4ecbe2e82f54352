/**
 * What a schema's defaults make of empty input, as ajv's `useDefaults` fills them on the server
 * and in the registry: a property with a `default` gets a copy of it, and an object so filled
 * (or given) gets its own properties' defaults in turn. For a store's starting value before the
 * registry hands a module its validated settings: the defaults stay in the schema alone.
 */
interface SchemaNode {
  default?: unknown
  properties?: Record<string, SchemaNode>
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function fill(value: Record<string, unknown>, node: SchemaNode): Record<string, unknown> {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (!(key in value) && 'default' in child) value[key] = structuredClone(child.default)
    const inner = value[key]
    if (isObject(inner) && child.properties) fill(inner, child)
  }
  return value
}

/** `schema` is any JSON Schema object (a JSON import's inferred type varies by schema). */
export function schemaDefaults<T>(schema: object): T {
  return fill({}, schema as SchemaNode) as T
}
