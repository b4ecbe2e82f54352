/**
 * The brand checker: app data (what `POST app` answers, or a brand's settings file) in, findings
 * out. Pure and synchronous, so the CLI (`npm run check-brand`) and Storybook's panel run the
 * same checks; the schemas come from the caller (Node reads `schemas/`, Storybook globs them).
 * Images are checked apart (`images.ts`): that needs the network. The findings' texts are
 * messages.ts's, and the schemas' descriptions schema-texts.ts's, in the language of the `i18n`
 * given (English without one).
 */
import type { I18n } from '@lingui/core'
import Ajv, { type ErrorObject } from 'ajv'
import { addSpecKeywords } from '../../src/shared/validation/keywords.ts'
import { alwaysEnabledModules, moduleTable, plannedModules } from '../modules.ts'
import { colorFindings } from './colors.ts'
import { MODULES, SCHEMA, sayIn, type Say } from './messages.ts'
import { formatPath, pointerSegments, type Segment } from './path.ts'
import { SCHEMA_TEXTS } from './schema-texts.ts'
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
  /**
   * The language of the findings' texts: a Lingui instance with the `studio` catalog loaded
   * (Storybook's, or the CLI's). Without one, English.
   */
  i18n?: I18n
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

/**
 * A schema's description or title in the caller's language: the studio catalog's text when
 * `schemas/` has it (schema-texts.ts, generated), else as written (a schema the caller brings).
 * `{z}` in such a text is literal, so each is rendered as itself.
 */
export function schemaText(text: string, say: Say): string {
  const descriptor = SCHEMA_TEXTS[text]
  if (!descriptor) return text
  const values = Object.fromEntries(
    [...text.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name, whole]),
  )
  return say(descriptor, values)
}

/** The setting's description as written in the schema (English for ours). */
function describe(node: JsonSchema | undefined, root: JsonSchema): string | undefined {
  if (!node) return undefined
  if (typeof node.description === 'string') return node.description
  const target = deref(node, root)
  return typeof target?.description === 'string' ? target.description : undefined
}

/** What a schema node expects, in a line: the enum's values, else its type(s). */
export function expectedOf(
  node: JsonSchema | undefined,
  root: JsonSchema,
  say: Say = sayIn(undefined),
): string | undefined {
  const target = deref(node, root)
  if (!target) return undefined
  if (Array.isArray(target.enum)) return target.enum.map((v) => JSON.stringify(v)).join(' | ')
  if ('const' in target) return JSON.stringify(target.const)
  if (isObject(target.items) && Array.isArray(deref(target.items, root)?.enum)) {
    return say(SCHEMA.arrayOf, { inner: expectedOf(target.items, root, say) })
  }
  if (typeof target.pattern === 'string' && typeof target.description === 'string') {
    return schemaText(target.description, say)
  }
  const type = target.type
  if (Array.isArray(type)) return type.join(' | ')
  if (typeof type === 'string') {
    if (type === 'array' && isObject(target.items)) {
      const inner = expectedOf(target.items, root, say)
      return inner ? say(SCHEMA.arrayOf, { inner }) : 'array'
    }
    return type
  }
  const forms: unknown = target.anyOf ?? target.oneOf
  if (Array.isArray(forms)) {
    return forms
      .map((n) => expectedOf(n as JsonSchema, root, say))
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
  say: Say,
): Finding {
  const at = pointerSegments(error.instancePath)
  const params = error.params as Record<string, unknown>
  let segments: Segment[] = [...at]
  let code = `schema.${error.keyword}`
  let message = say(SCHEMA.other, { detail: error.message ?? error.keyword })
  let hint = say(SCHEMA.hint)
  const node = () => schemaAt(root, segments)
  const value = valueAt(data, at)
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty)
      segments = [...at, name]
      message = say(SCHEMA.required, { name })
      const expected = expectedOf(node(), root, say)
      hint = expected
        ? say(SCHEMA.requiredHintExpected, { name, expected })
        : say(SCHEMA.requiredHint, { name })
      break
    }
    case 'type': {
      const type = String(params.type)
      message = say(SCHEMA.type, { type, actual: kindOf(value) })
      hint =
        type === 'object'
          ? say(SCHEMA.typeObjectHint, { example: '{ … }', empty: '{}' })
          : say(
              typeof value === 'string' && type !== 'string'
                ? SCHEMA.typeHintUnquote
                : SCHEMA.typeHint,
              {
                type,
              },
            )
      break
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v))
      message = say(SCHEMA.enum, { value: JSON.stringify(value) })
      hint = say(SCHEMA.enumHint, { values: allowed.join(', ') })
      break
    }
    case 'pattern': {
      const target = deref(node(), root)
      const isColor = (describe(node(), root) ?? '').includes('CSS colour')
      message = say(SCHEMA.pattern, { value: JSON.stringify(value) })
      hint = isColor
        ? say(SCHEMA.patternColorHint)
        : target?.pattern === '^[a-z][a-z0-9-]*$'
          ? say(SCHEMA.patternModuleHint)
          : say(SCHEMA.patternHint, { pattern: String(params.pattern) })
      break
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty)
      segments = [...at, name]
      message = say(SCHEMA.additional, { name })
      hint = say(SCHEMA.additionalHint)
      break
    }
    case 'propertyNames':
      message = say(SCHEMA.propertyNames, { name: String(params.propertyName) })
      hint = say(SCHEMA.propertyNamesHint)
      break
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const limit = { comparison: String(params.comparison), limit: String(params.limit) }
      code = 'schema.limit'
      message = say(SCHEMA.limit, limit)
      hint = say(SCHEMA.limitHint, limit)
      break
    }
    case 'maxItems':
      message = say(SCHEMA.maxItems, { limit: Number(params.limit) })
      hint = say(SCHEMA.maxItemsHint, { limit: String(params.limit) })
      break
    case 'anyOf':
    case 'oneOf': {
      message = say(error.keyword === 'anyOf' ? SCHEMA.anyOf : SCHEMA.oneOf)
      const expected = expectedOf(node(), root, say)
      if (expected) hint = say(SCHEMA.formsHint, { expected })
      break
    }
    case 'const': {
      const allowed = JSON.stringify(params.allowedValue)
      message = say(SCHEMA.const, { value: allowed })
      hint = say(SCHEMA.constHint, { value: allowed })
      break
    }
    case 'minProperties':
      message = say(SCHEMA.minProperties, { limit: Number(params.limit) })
      hint = say(SCHEMA.minPropertiesHint)
      break
    case 'not':
      message = say(SCHEMA.not)
      hint = say(SCHEMA.notHint)
      break
    case 'minItems':
      message = say(SCHEMA.minItems, { limit: Number(params.limit) })
      hint = say(SCHEMA.minItemsHint, { limit: String(params.limit) })
      break
    case 'uniqueItems':
      message = say(SCHEMA.uniqueItems)
      hint = say(SCHEMA.uniqueItemsHint, { i: String(params.i), j: String(params.j) })
      break
    case 'minLength':
      message = say(SCHEMA.minLength)
      hint = say(SCHEMA.minLengthHint, { limit: Number(params.limit) })
      break
    case 'maxLength':
      message = say(SCHEMA.maxLength)
      hint = say(SCHEMA.maxLengthHint, { limit: Number(params.limit) })
      break
    case 'phone':
    case 'email':
    case 'date':
    case 'digits':
    case 'alpha':
      code = 'schema.format'
      message = say(SCHEMA.format, { keyword: error.keyword })
      hint = say(SCHEMA.formatHint, { keyword: error.keyword })
      break
  }
  const finding: Finding = {
    code,
    kind: 'schema',
    severity: 'error',
    path: formatPath([...prefix, ...segments]),
    message,
    hint,
  }
  const description = describe(node(), root) ?? (error.parentSchema?.description as string)
  if (description) finding.description = schemaText(description, say)
  const expected =
    error.keyword === 'enum'
      ? (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(' | ')
      : expectedOf(node(), root, say)
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
  say: Say,
): Finding[] {
  const run = validatorFor(schemas, schema)
  if (run(data)) return []
  const seen = new Set<string>()
  const findings: Finding[] = []
  const errors = run.errors ?? []
  // anyOf/oneOf repeat what their branches said: keep them only when nothing else is reported
  const plain = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
  for (const error of plain.length ? plain : errors) {
    const finding = schemaFinding(error, data, schema, prefix, say)
    const key = `${finding.path}|${finding.code}|${finding.message}`
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
  const say = sayIn(options.i18n)
  const known = new Set([...(options.knownModules ?? defaultKnown)])
  const slots = options.slots ?? moduleSlots
  if (!isObject(appData)) {
    return [
      {
        code: 'app-data.not-object',
        kind: 'schema',
        severity: 'error',
        path: '(app data)',
        message: say(SCHEMA.notObject, { actual: kindOf(appData) }),
        expected: 'object',
        hint: say(SCHEMA.notObjectHint, { shape: '{ "settings": { … } }' }),
      },
    ]
  }
  // Checked as the server would answer: texts in Russian, `app.` prefixes stripped.
  const data = resolveTexts(structuredClone(appData)) as Record<string, unknown>
  if (isObject(data.settings)) data.settings = unprefixed(data.settings)
  const findings = validate(schemas, schemas.appData, data, [], say)
  const settings = isObject(data.settings) ? data.settings : {}
  const modules = isObject(settings.modules) ? settings.modules : {}

  for (const [name, raw] of Object.entries(modules)) {
    if (!known.has(name)) {
      const near = nearest(name, known)
      findings.push({
        code: 'module.unknown',
        kind: 'unknown-module',
        severity: 'error',
        path: formatPath(['settings', 'modules', name]),
        message: say(MODULES.unknown, { name }),
        expected: [...known].sort().join(' | '),
        hint: near ? say(MODULES.didYouMean, { name: near }) : say(MODULES.unknownHint),
      })
      continue
    }
    const schema = schemas.modules[name]
    if (schema && isObject(raw)) {
      findings.push(...validate(schemas, schema, raw, ['settings', 'modules', name], say))
    }
  }

  const enabled = new Set([...Object.keys(modules), ...alwaysEnabledModules])
  const listed = (key: 'tabbar' | 'menu') => {
    const list = settings[key]
    if (!Array.isArray(list)) return
    list.forEach((name, i) => {
      if (typeof name !== 'string' || enabled.has(name)) return
      findings.push(notOn(name, ['settings', key, i], { place: key }, known, say))
    })
  }
  listed('tabbar')
  listed('menu')
  if (typeof settings.defaultTab === 'string' && !enabled.has(settings.defaultTab)) {
    const path = ['settings', 'defaultTab']
    findings.push(notOn(settings.defaultTab, path, { place: 'defaultTab' }, known, say))
  }

  const slotNames = new Set(Object.values(slots).flat())
  if (isObject(settings.slots)) {
    for (const [slot, names] of Object.entries(settings.slots)) {
      if (!slotNames.has(slot)) {
        const near = nearest(slot, slotNames)
        findings.push({
          code: 'slot.unknown',
          kind: 'slot-unfilled',
          severity: 'error',
          path: formatPath(['settings', 'slots', slot]),
          message: say(MODULES.slotUnknown, { slot }),
          expected: [...slotNames].sort().join(' | '),
          hint: near ? say(MODULES.didYouMean, { name: near }) : say(MODULES.slotUnknownHint),
        })
        continue
      }
      if (!Array.isArray(names)) continue
      names.forEach((name, i) => {
        if (typeof name !== 'string') return
        const path = ['settings', 'slots', slot, i]
        if (!enabled.has(name)) {
          findings.push(notOn(name, path, { place: 'slot', slot }, known, say))
        } else if (!(slots[name] ?? []).includes(slot)) {
          const fillers = Object.keys(slots).filter((m) => slots[m]!.includes(slot))
          findings.push({
            code: 'slot.nothing-to-show',
            kind: 'slot-unfilled',
            severity: 'warning',
            path: formatPath(path),
            message: say(MODULES.slotNothing, { name, slot }),
            expected: fillers.join(' | '),
            hint: say(MODULES.slotNothingHint, { name, slot, fillers: fillers.join(', ') }),
          })
        }
      })
    }
  }

  const palette = describe(schemaAt(schemas.appData, ['settings', 'colors']), schemas.appData)
  findings.push(
    ...textFindings(appData, say),
    ...colorFindings(settings, say, palette && schemaText(palette, say)),
  )
  return findings
}

/** Where a module is named: the tab bar, the side menu, the first tab or a slot. */
interface Place {
  place: 'tabbar' | 'menu' | 'defaultTab' | 'slot'
  slot?: string
}

function notOn(name: string, path: Segment[], where: Place, known: Set<string>, say: Say): Finding {
  const isKnown = known.has(name)
  const near = nearest(name, known)
  const values = { name, place: where.place, slot: where.slot ?? '', empty: '{}', near }
  return {
    code: isKnown ? 'module.off' : 'module.no-such',
    kind: 'tab-disabled',
    severity: 'error',
    path: formatPath(path),
    message: say(isKnown ? MODULES.off : MODULES.noSuch, values),
    hint: isKnown
      ? say(MODULES.offHint, values)
      : say(near ? MODULES.noSuchHintNear : MODULES.noSuchHint, values),
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
