/**
 * A brand's module settings as the app's registry reads them (docs/adr/008-typed-module-contract.md):
 * settings.modules.<name> checked against schemas/modules/<name>.json with ajv's `useDefaults`,
 * so the defaults live in the schema only, and typed by the generated src/shared/settings types.
 * The server reads what the app reads: a module the brand does not enable, or whose settings
 * its schema refuses (the app then does not load it and reports a settings problem), is null.
 */
import Ajv, { type ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import type { ModuleName, ModuleSettingsMap } from '../src/shared/settings/modules.ts'

// No node:path/url call at import: Storybook bundles the demo seed (which reads module settings)
// for the browser, where those are empty stubs.
export const MODULE_SCHEMAS_DIR = decodeURIComponent(
  new URL('../schemas/modules', import.meta.url).pathname,
)

/** What the registry's validators answer as (tests/core/validation/settings-equivalence.test.ts). */
const ajv = new Ajv({ useDefaults: true, allErrors: true, strict: false })

const schemas = new Map<ModuleName, object>()

/** `schemas/modules/<name>.json` as read from disk (once; not to be changed). */
export function moduleSchema(name: ModuleName): object {
  const known = schemas.get(name)
  if (known) return known
  const schema: object = JSON.parse(readFileSync(`${MODULE_SCHEMAS_DIR}/${name}.json`, 'utf8'))
  schemas.set(name, schema)
  return schema
}

/**
 * Module N's validator, a type guard for its resolved settings type (ajv compiles a schema
 * object once and answers the same validator after).
 */
const validatorOf = <N extends ModuleName>(name: N): ValidateFunction<ModuleSettingsMap[N]> =>
  ajv.compile<ModuleSettingsMap[N]>(moduleSchema(name))

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Module N's settings from what the brand stores: a copy validated by its schema, the schema's
 * defaults filled in; null when the schema refuses them.
 */
export function parseModuleSettings<N extends ModuleName>(
  name: N,
  raw: unknown,
): ModuleSettingsMap[N] | null {
  if (!isPlainObject(raw)) return null
  const copy: unknown = structuredClone(raw)
  return validatorOf(name)(copy) ? copy : null
}

/** settings.modules as stored: module name -> its raw settings ({} when there is no map). */
export function brandModules(brandSettings: Record<string, unknown>): Record<string, unknown> {
  const modules = brandSettings.modules
  return isPlainObject(modules) ? modules : {}
}

/** The brand's settings of module N; null when the module is off or its settings are invalid. */
export function brandModuleSettings<N extends ModuleName>(
  brandSettings: Record<string, unknown>,
  name: N,
): ModuleSettingsMap[N] | null {
  const modules = brandModules(brandSettings)
  return Object.hasOwn(modules, name) ? parseModuleSettings(name, modules[name]) : null
}
