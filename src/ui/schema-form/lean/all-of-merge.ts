/**
 * Stands in for rjsf's `shallowAllOfMerge` (@x0k/json-schema-merge, ~6 kB gzip) in the forms
 * chunk (scripts/vite-plugin-lean-rjsf.ts). No app form uses `allOf`; rjsf merges it only when a
 * schema has one. This merge covers the plain cases — properties merged (recursively), `required`
 * united, other keywords from the later branch — and throws on conflicting `type`s, on which
 * rjsf's retrieveSchema drops the `allOf` with a warning (as it does when the full merge fails).
 */
type Schema = Record<string, unknown>

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key]
    if (key === 'required' && Array.isArray(prev) && Array.isArray(value)) {
      out[key] = [...new Set([...prev, ...value])]
    } else if (key === 'properties' && isSchema(prev) && isSchema(value)) {
      const props: Schema = { ...prev }
      for (const [name, sub] of Object.entries(value)) {
        props[name] = isSchema(props[name]) && isSchema(sub) ? merge(props[name], sub) : sub
      }
      out[key] = props
    } else if (
      key === 'type' &&
      prev !== undefined &&
      JSON.stringify(prev) !== JSON.stringify(value)
    ) {
      throw new Error(
        `allOf: conflicting types ${JSON.stringify(prev)} and ${JSON.stringify(value)}`,
      )
    } else {
      out[key] = value
    }
  }
  return out
}

export default function shallowAllOfMerge(schema: Schema): Schema {
  const { allOf, ...rest } = schema
  if (!Array.isArray(allOf)) return schema
  return allOf.filter(isSchema).reduce<Schema>((acc, branch) => merge(acc, branch), rest)
}
