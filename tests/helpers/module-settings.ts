/**
 * A module's settings as the registry hands them over: the given settings validated against
 * schemas/modules/<name>.json with its defaults filled in (for tests that render a screen or
 * widget directly).
 */
import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type {
  ModuleName,
  ModuleSettingsInputMap,
  ModuleSettingsMap,
} from '../../src/shared/settings/modules.ts'

const ajv = new Ajv({ useDefaults: true, allErrors: true, strict: false })

export function moduleSettings<N extends ModuleName>(
  name: N,
  input: ModuleSettingsInputMap[N],
): ModuleSettingsMap[N] {
  const path = resolve(process.cwd(), 'schemas', 'modules', `${name}.json`)
  // Without its $id, so compiling it again does not clash with the first compile.
  const { $id: _id, ...schema } = JSON.parse(readFileSync(path, 'utf8'))
  const validate = ajv.compile<ModuleSettingsMap[N]>(schema)
  const data: unknown = structuredClone(input)
  if (!validate(data)) throw new Error(`${name} settings: ${ajv.errorsText(validate.errors)}`)
  return data
}
