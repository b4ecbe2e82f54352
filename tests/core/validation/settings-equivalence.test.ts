// @vitest-environment node
/**
 * The registry's validators (virtual:settings-validators: the schema interpreter with ajv's
 * `useDefaults`, src/core/validation/settings.ts) answer as ajv compiled from the same schemas
 * with the options they replace (`useDefaults`, `allErrors`, strict off): the same validity, the
 * same defaults filled in, the same errors in the same order, over the demo brands' app data, the
 * fuzz's named shapes and a few hundred of its mutated configs (tests/core/state/app-data-fuzz.ts),
 * and every module's settings in them.
 */
import Ajv, { type ValidateFunction } from 'ajv'
import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateAppData, moduleSettingsValidators } from 'virtual:settings-validators'
import { stripAnnotations } from '../../../scripts/vite-plugin-settings-validators.ts'
import { brands, config, namedCases, type Json } from '../state/app-data-fuzz.ts'

const ajv = new Ajv({ useDefaults: true, allErrors: true, strict: false })
const read = (path: string): object => JSON.parse(readFileSync(path, 'utf8')) as object
const ajvAppData = ajv.compile(read('schemas/app-data.json'))
const ajvModules = new Map<string, ValidateFunction>(
  readdirSync('schemas/modules')
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), ajv.compile(read(`schemas/modules/${f}`))]),
)

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; message?: string }[] | null
}

/** Both validators on copies of `data`: validity, the data after (defaults filled) and errors. */
function both(ours: Validator, reference: ValidateFunction, data: unknown) {
  const run = (validate: Validator) => {
    const copy: unknown = structuredClone(data)
    const valid = validate(copy)
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${e.message}`)
    return { valid, data: copy, errors: valid ? [] : errors }
  }
  return { ours: run(ours), ajv: run(reference) }
}

const samples: Json[] = [
  ...brands,
  ...namedCases(),
  ...fc.sample(config, { numRuns: 400, seed: 20261208 }),
]

const moduleCases = samples.flatMap((data) => {
  const modules = (data as { settings?: { modules?: unknown } } | null)?.settings?.modules
  if (typeof modules !== 'object' || modules === null || Array.isArray(modules)) return []
  return Object.entries(modules).filter(([name]) => ajvModules.has(name))
})

describe('settings validators', () => {
  it('have a validator for every module schema', () => {
    expect(Object.keys(moduleSettingsValidators).sort()).toEqual([...ajvModules.keys()].sort())
  })

  it(`answer app data as ajv does (${samples.length} configs)`, () => {
    let invalid = 0
    for (const data of samples) {
      const { ours, ajv: reference } = both(validateAppData, ajvAppData, data)
      expect(ours).toEqual(reference)
      if (!ours.valid) invalid++
    }
    // the samples hold both kinds
    expect(invalid).toBeGreaterThan(20)
    expect(invalid).toBeLessThan(samples.length - 20)
  })

  it(`answer every module's settings as ajv does`, () => {
    const validators: Record<string, Validator> = moduleSettingsValidators
    let filled = 0
    let invalid = 0
    for (const [name, settings] of moduleCases) {
      const { ours, ajv: reference } = both(validators[name]!, ajvModules.get(name)!, settings)
      expect(ours, name).toEqual(reference)
      if (!ours.valid) invalid++
      if (JSON.stringify(ours.data) !== JSON.stringify(settings)) filled++
    }
    expect(moduleCases.length).toBeGreaterThan(1000)
    expect(invalid).toBeGreaterThan(10)
    expect(filled).toBeGreaterThan(100)
  })

  it('fill no defaults inside anyOf, as ajv', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'object', properties: { x: { type: 'number', default: 1 } } }] },
        b: { type: 'object', properties: { y: { type: 'number', default: 2 } } },
      },
    }
    const compiled = ajv.compile(schema)
    const data = { a: {}, b: {} }
    compiled(data)
    expect(data).toEqual({ a: {}, b: { y: 2 } })
  })

  it('leave only what validates in the chunk (no descriptions, titles or $schema)', () => {
    const schema = {
      $schema: 'x',
      title: 'T',
      description: 'D',
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', description: 'a property named title stays', default: 'x' },
        description: { enum: [{ title: 'data stays' }] },
      },
      definitions: { $comment: { type: 'number', examples: [1] } },
    }
    expect(stripAnnotations(schema)).toEqual({
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string', default: 'x' },
        description: { enum: [{ title: 'data stays' }] },
      },
      definitions: { $comment: { type: 'number' } },
    })
  })
})
