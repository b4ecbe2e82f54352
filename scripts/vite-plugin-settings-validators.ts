/**
 * The validators of app data and of every module's settings, for the registry
 * (registry/load.ts): the JSON Schemas of schemas/app-data.json and schemas/modules/*.json,
 * their annotations (description, title, $comment, examples, $schema) left out, each with the
 * schema interpreter of src/core/validation/settings.ts, which fills the schema's defaults as
 * ajv's `useDefaults` does. No generated code: ajv's standalone validators were 20 kB gzip and
 * 250 kB to parse on every start (issue 16, session 21); these are a few kB.
 *
 *   import { validateAppData, moduleSettingsValidators } from 'virtual:settings-validators'
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

const VIRTUAL_ID = 'virtual:settings-validators'
const RESOLVED_ID = '\0' + VIRTUAL_ID

/** Keywords that only describe a schema: no validator reads them. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', '$schema'])

/** Keywords whose value maps names (of properties, patterns, definitions) to schemas. */
const NAMED = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
])

/**
 * A schema without its annotations. Inside `properties`, `definitions` and the like the keys
 * are names, not keywords, and stay; `default`, `enum` and `const` hold data.
 */
export function stripAnnotations(schema: unknown, names = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => stripAnnotations(s))
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (names) out[key] = stripAnnotations(value)
    else if (ANNOTATIONS.has(key)) continue
    else if (key === 'default' || key === 'enum' || key === 'const') out[key] = value
    else out[key] = stripAnnotations(value, NAMED.has(key))
  }
  return out
}

export function buildSettingsValidatorsSource(root = process.cwd()): string {
  const schemasDir = resolve(root, 'schemas')
  const read = (file: string) => stripAnnotations(JSON.parse(readFileSync(file, 'utf8')))
  const modules: string[] = []
  for (const file of readdirSync(join(schemasDir, 'modules')).sort()) {
    if (!file.endsWith('.json')) continue
    const name = file.slice(0, -'.json'.length)
    const schema = JSON.stringify(read(join(schemasDir, 'modules', file)))
    modules.push(`${JSON.stringify(name)}: schemaValidator(${schema})`)
  }
  const engine = JSON.stringify(resolve(root, 'src/core/validation/settings.ts'))
  return [
    `import { schemaValidator } from ${engine};`,
    `export const validateAppData = schemaValidator(${JSON.stringify(read(join(schemasDir, 'app-data.json')))});`,
    `export const moduleSettingsValidators = {${modules.join(', ')}};`,
    '',
  ].join('\n')
}

export function settingsValidators(): Plugin {
  return {
    name: 'settings-validators',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const dir = resolve(process.cwd(), 'schemas')
      this.addWatchFile(join(dir, 'app-data.json'))
      for (const f of readdirSync(join(dir, 'modules'))) this.addWatchFile(join(dir, 'modules', f))
      return buildSettingsValidatorsSource()
    },
  }
}
