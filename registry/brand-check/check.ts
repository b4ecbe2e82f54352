/**
 * The brand checker: app data (what `POST app` answers, or a brand's settings file) in, findings
 * out. Pure and synchronous, so the CLI (`npm run check-brand`) and Storybook's panel run the
 * same checks; the schemas come from the caller (Node reads `schemas/`, Storybook globs them).
 * Images are checked apart (`images.ts`): that needs the network.
 */
import Ajv, { type ErrorObject } from 'ajv'
import { addSpecKeywords } from '../../src/shared/validation/keywords.ts'
import { alwaysEnabledModules, moduleTable, plannedModules } from '../modules.ts'
import { colorFindings } from './colors.ts'
import { formatPath, pointerSegments, type Segment } from './path.ts'
import { moduleSlots } from './slots.ts'
import { textFindings, resolveTexts } from './texts.ts'
import type { BrandSchemas, Finding, JsonSchema } from './types.ts'

export type { BrandSchemas, Finding } from './types.ts'

export interface CheckOptions {
  schemas: BrandSchemas
  /** Module names the app knows (default: the registry's table and planned modules). */
  knownModules?: readonly string[]
  /** Module -> the slots it fills (default: `slots.ts`). */
  slots?: Record<string, readonly string[]>
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A local `$ref` (`#/definitions/x`) resolved against `root`. */
function deref(node: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  let current = node
  for (let i = 0; i < 8 && current && typeof current.$ref === 'string'; i++) {
    const ref: string = current.$ref
    if (!ref.startsWith('#')) return current
    let target: unknown = root
    for (const key of pointerSegments(ref.slice(1)))
      target = isObject(target) ? target[key] : undefined
    if (!isObject(target)) return current
    current = target
  }
  return current
}

/** The schema node that describes the value at `segments` (its own node, before `$ref`). */
function schemaAt(root: JsonSchema, segments: readonly Segment[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = root
  for (const seg of segments) {
    const here = deref(node, root)
    if (!here) return undefined
    const props = isObject(here.properties) ? here.properties : {}
    if (typeof seg === 'string' && isObject(props[seg])) node = props[seg]
    else if (typeof seg === 'number' && isObject(here.items)) node = here.items
    else if (isObject(here.additionalProperties)) node = here.additionalProperties
    else return undefined
  }
  return node
}

function describe(node: JsonSchema | undefined, root: JsonSchema): string | undefined {
  if (!node) return undefined
  if (typeof node.description === 'string') return node.description
  const target = deref(node, root)
  return typeof target?.description === 'string' ? target.description : undefined
}

/** What a schema node expects, in a line: the enum's values, else its type(s). */
export function expectedOf(node: JsonSchema | undefined, root: JsonSchema): string | undefined {
  const target = deref(node, root)
  if (!target) return undefined
  if (Array.isArray(target.enum)) return target.enum.map((v) => JSON.stringify(v)).join(' | ')
  if ('const' in target) return JSON.stringify(target.const)
  if (isObject(target.items) && Array.isArray(deref(target.items, root)?.enum)) {
    return `array of ${expectedOf(target.items, root)}`
  }
  if (typeof target.pattern === 'string' && typeof target.description === 'string') {
    return target.description
  }
  const type = target.type
  if (Array.isArray(type)) return type.join(' | ')
  if (typeof type === 'string') {
    if (type === 'array' && isObject(target.items)) {
      const inner = expectedOf(target.items, root)
      return inner ? `array of ${inner}` : 'array'
    }
    return type
  }
  if (Array.isArray(target.anyOf)) {
    return target.anyOf
      .map((n) => expectedOf(n as JsonSchema, root))
      .filter(Boolean)
      .join(' | ')
  }
  return undefined
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

function valueAt(data: unknown, segments: readonly Segment[]): unknown {
  let v = data
  for (const s of segments) v = isObject(v) || Array.isArray(v) ? (v as never)[s] : undefined
  return v
}

/** One ajv error as a finding: message, the setting's description, what it expects, a hint. */
function schemaFinding(
  error: ErrorObject,
  data: unknown,
  root: JsonSchema,
  prefix: readonly Segment[],
): Finding {
  const at = pointerSegments(error.instancePath)
  const params = error.params as Record<string, unknown>
  let segments: Segment[] = [...at]
  let message = error.message ?? error.keyword
  let hint = 'Fix the value so it matches the schema.'
  const node = () => schemaAt(root, segments)
  const value = valueAt(data, at)
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty)
      segments = [...at, missing]
      message = `Required setting "${missing}" is missing`
      const expected = expectedOf(node(), root)
      hint = `Add "${missing}"${expected ? ` (${expected})` : ''}.`
      break
    }
    case 'type':
      message = `Must be ${String(params.type)}, got ${kindOf(value)}`
      hint =
        params.type === 'object'
          ? 'Use an object ({ … }): leave it as {} to take every default.'
          : `Change it to a ${String(params.type)}${typeof value === 'string' && params.type !== 'string' ? ' (no quotes)' : ''}.`
      break
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v))
      message = `${JSON.stringify(value)} is not one of the allowed values`
      hint = `Use one of: ${allowed.join(', ')}.`
      break
    }
    case 'pattern': {
      const target = deref(node(), root)
      const isColor = (describe(node(), root) ?? '').includes('CSS colour')
      message = `${JSON.stringify(value)} has the wrong format`
      hint = isColor
        ? 'Write the colour as #rrggbb (e.g. #D62828) or rgb(214, 40, 40).'
        : target?.pattern === '^[a-z][a-z0-9-]*$'
          ? 'Module names are lower case: letters, digits and dashes.'
          : `Make it match ${String(params.pattern)}.`
      break
    }
    case 'additionalProperties':
      segments = [...at, String(params.additionalProperty)]
      message = `Unknown setting "${String(params.additionalProperty)}"`
      hint = 'Remove it or check its spelling.'
      break
    case 'propertyNames':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      hint = `Use a value that ${message}.`
      break
    case 'minItems':
      hint = `List at least ${String(params.limit)}.`
      break
    case 'uniqueItems':
      hint = `Remove the repeated item (items ${String(params.j)} and ${String(params.i)} are equal).`
      break
    case 'minLength':
    case 'maxLength':
      hint = `Make it ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters.`
      break
    case 'phone':
    case 'email':
    case 'date':
    case 'digits':
    case 'alpha':
      message = `Not a valid ${error.keyword}`
      hint = `Enter a valid ${error.keyword}.`
      break
  }
  const finding: Finding = {
    kind: 'schema',
    severity: 'error',
    path: formatPath([...prefix, ...segments]),
    message,
    hint,
  }
  const description = describe(node(), root) ?? (error.parentSchema?.description as string)
  if (description) finding.description = description
  const expected =
    error.keyword === 'enum'
      ? (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(' | ')
      : expectedOf(node(), root)
  if (expected) finding.expected = expected
  return finding
}

const ajvCache = new WeakMap<BrandSchemas, { ajv: Ajv; compiled: Map<JsonSchema, Validate> }>()
type Validate = ReturnType<Ajv['compile']>

function validatorFor(schemas: BrandSchemas, schema: JsonSchema): Validate {
  let entry = ajvCache.get(schemas)
  if (!entry) {
    const ajv = addSpecKeywords(new Ajv({ allErrors: true, strict: false, verbose: true }))
    entry = { ajv, compiled: new Map() }
    ajvCache.set(schemas, entry)
  }
  let validate = entry.compiled.get(schema)
  if (!validate) {
    // $id is left out: the same schema may be compiled into another checker's ajv.
    const { $id: _id, ...rest } = schema
    validate = entry.ajv.compile(rest)
    entry.compiled.set(schema, validate)
  }
  return validate
}

function validate(
  schemas: BrandSchemas,
  schema: JsonSchema,
  data: unknown,
  prefix: readonly Segment[],
): Finding[] {
  const run = validatorFor(schemas, schema)
  if (run(data)) return []
  const seen = new Set<string>()
  const findings: Finding[] = []
  const errors = run.errors ?? []
  // anyOf/oneOf repeat what their branches said: keep them only when nothing else is reported
  const plain = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
  for (const error of plain.length ? plain : errors) {
    const finding = schemaFinding(error, data, schema, prefix)
    const key = `${finding.path}|${finding.message}`
    if (seen.has(key)) continue
    seen.add(key)
    findings.push(finding)
  }
  return findings
}

/** Settings as the app reads them: `app.`-prefixed keys stripped (spec). */
function unprefixed(settings: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith('app.')) out[key] = value
  }
  for (const [key, value] of Object.entries(settings)) {
    if (key.startsWith('app.') && !(key.slice(4) in out)) out[key.slice(4)] = value
  }
  return out
}

const defaultKnown = [...Object.keys(moduleTable), ...plannedModules]

/** Every finding about `appData` but images (see `images.ts`). */
export function checkBrand(appData: unknown, options: CheckOptions): Finding[] {
  const { schemas } = options
  const known = new Set([...(options.knownModules ?? defaultKnown)])
  const slots = options.slots ?? moduleSlots
  if (!isObject(appData)) {
    return [
      {
        kind: 'schema',
        severity: 'error',
        path: '(app data)',
        message: `App data must be an object, got ${kindOf(appData)}`,
        expected: 'object',
        hint: 'Give the whole answer of POST app ({ "settings": { … } }), not a part of it.',
      },
    ]
  }
  // Checked as the server would answer: texts in Russian, `app.` prefixes stripped.
  const data = resolveTexts(structuredClone(appData)) as Record<string, unknown>
  if (isObject(data.settings)) data.settings = unprefixed(data.settings)
  const findings = validate(schemas, schemas.appData, data, [])
  const settings = isObject(data.settings) ? data.settings : {}
  const modules = isObject(settings.modules) ? settings.modules : {}

  for (const [name, raw] of Object.entries(modules)) {
    if (!known.has(name)) {
      findings.push({
        kind: 'unknown-module',
        severity: 'error',
        path: formatPath(['settings', 'modules', name]),
        message: `Unknown module "${name}": the app skips it`,
        expected: [...known].sort().join(' | '),
        hint: nearest(name, known)
          ? `Did you mean "${nearest(name, known)}"?`
          : 'Remove it, or use one of the module names the app knows.',
      })
      continue
    }
    const schema = schemas.modules[name]
    if (schema && isObject(raw)) {
      findings.push(...validate(schemas, schema, raw, ['settings', 'modules', name]))
    }
  }

  const enabled = new Set([...Object.keys(modules), ...alwaysEnabledModules])
  const listed = (key: 'tabbar' | 'menu', where: string) => {
    const list = settings[key]
    if (!Array.isArray(list)) return
    list.forEach((name, i) => {
      if (typeof name !== 'string' || enabled.has(name)) return
      findings.push(notOn(name, ['settings', key, i], where, known))
    })
  }
  listed('tabbar', 'the tab bar')
  listed('menu', 'the side menu')
  if (typeof settings.defaultTab === 'string' && !enabled.has(settings.defaultTab)) {
    findings.push(notOn(settings.defaultTab, ['settings', 'defaultTab'], 'the first tab', known))
  }

  const slotNames = new Set(Object.values(slots).flat())
  if (isObject(settings.slots)) {
    for (const [slot, names] of Object.entries(settings.slots)) {
      if (!slotNames.has(slot)) {
        findings.push({
          kind: 'slot-unfilled',
          severity: 'error',
          path: formatPath(['settings', 'slots', slot]),
          message: `No module fills the slot "${slot}"`,
          expected: [...slotNames].sort().join(' | '),
          hint: nearest(slot, slotNames)
            ? `Did you mean "${nearest(slot, slotNames)}"?`
            : 'Remove it: nothing is shown there.',
        })
        continue
      }
      if (!Array.isArray(names)) continue
      names.forEach((name, i) => {
        if (typeof name !== 'string') return
        const path = ['settings', 'slots', slot, i]
        if (!enabled.has(name)) {
          findings.push(notOn(name, path, `the slot "${slot}"`, known))
        } else if (!(slots[name] ?? []).includes(slot)) {
          const fillers = Object.keys(slots).filter((m) => slots[m]!.includes(slot))
          findings.push({
            kind: 'slot-unfilled',
            severity: 'warning',
            path: formatPath(path),
            message: `Module "${name}" has nothing to show in the slot "${slot}"`,
            expected: fillers.join(' | '),
            hint: `Remove "${name}" from settings.slots.${slot}; these modules fill it: ${fillers.join(', ')}.`,
          })
        }
      })
    }
  }

  findings.push(...textFindings(appData), ...colorFindings(settings))
  return findings
}

function notOn(name: string, path: Segment[], where: string, known: Set<string>): Finding {
  const isKnown = known.has(name)
  return {
    kind: 'tab-disabled',
    severity: 'error',
    path: formatPath(path),
    message: isKnown
      ? `"${name}" is in ${where}, but the module is not switched on`
      : `"${name}" is in ${where}, but no module has that name`,
    hint: isKnown
      ? `Add settings.modules.${name} ({} takes its defaults) or remove "${name}" from ${where}.`
      : `Remove "${name}" from ${where}${nearest(name, known) ? ` (did you mean "${nearest(name, known)}"?)` : ''}.`,
  }
}

/** The closest known name within two edits, if any (a typo's likely intent). */
function nearest(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = 3
  for (const candidate of names) {
    const d = editDistance(name, candidate)
    if (d < bestDistance) [best, bestDistance] = [candidate, d]
  }
  return best
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = here
    }
  }
  return row[b.length]!
}
