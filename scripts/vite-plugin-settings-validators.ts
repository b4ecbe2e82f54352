/**
 * Compiles the JSON Schemas of app data and of every module's settings into standalone
 * validator functions at build time (ajv "standalone" code). The shell validates settings and
 * fills their defaults at start without shipping ajv itself in the initial chunk.
 *
 *   import { validateAppData, moduleSettingsValidators } from 'virtual:settings-validators'
 */
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Unicode code-point length, as ajv's runtime ucs2length. */
const ucs2length = '(s) => [...s].length'

const VIRTUAL_ID = 'virtual:settings-validators'
const RESOLVED_ID = '\0' + VIRTUAL_ID

export function buildSettingsValidatorsSource(root = process.cwd()): string {
  const schemasDir = resolve(root, 'schemas')
  const ajv = new Ajv({
    code: { source: true, esm: true },
    useDefaults: true,
    allErrors: true,
    strict: false,
  })
  const exportsMap: Record<string, string> = {}
  const modules: string[] = []
  const appData = JSON.parse(readFileSync(join(schemasDir, 'app-data.json'), 'utf8'))
  ajv.addSchema(appData, 'app-data')
  exportsMap.validateAppData = 'app-data'
  for (const file of readdirSync(join(schemasDir, 'modules')).sort()) {
    if (!file.endsWith('.json')) continue
    const name = file.slice(0, -'.json'.length)
    const schema = JSON.parse(readFileSync(join(schemasDir, 'modules', file), 'utf8'))
    const id = `modules/${name}`
    ajv.addSchema(schema, id)
    const exportName = 'validate_' + name.replace(/[^a-zA-Z0-9]/g, '_')
    exportsMap[exportName] = id
    modules.push(`${JSON.stringify(name)}: ${exportName}`)
  }
  // ajv's ESM output still require()s its small runtime helpers: turn them into imports. The
  // helpers are CommonJS (`exports.default = fn`, `__esModule`): a build's CommonJS interop hands
  // the default import the function, Vite's dev server (Storybook, the vitest story projects) the
  // whole `module.exports` — unwrapped here, so both get the function.
  const imports: string[] = []
  const code = standaloneCode(ajv, exportsMap).replace(
    /const (\w+) = require\("(ajv\/dist\/runtime\/[\w]+)"\)\.default;/g,
    (_m, local: string, path: string) => {
      // Inline the tiny string-length helper so no ajv code lands in the shell's chunk.
      if (path.endsWith('/ucs2length')) return `const ${local} = ${ucs2length};`
      imports.push(
        `import ${local}__cjs from '${path}.js';`,
        `const ${local} = ${local}__cjs && ${local}__cjs.__esModule ? ${local}__cjs.default : ${local}__cjs;`,
      )
      return ''
    },
  )
  return `${imports.join('\n')}\n${code}\nexport const moduleSettingsValidators = {${modules.join(', ')}};\n`
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
