// @vitest-environment node
import Ajv from 'ajv'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { schemaDefaults } from '../../../src/shared/schema/defaults.ts'

const dir = resolve(process.cwd(), 'schemas', 'modules')
const names = readdirSync(dir).filter((f) => f.endsWith('.json'))

describe('schemaDefaults', () => {
  it.each(names)('fills %s as ajv useDefaults fills empty settings', (file) => {
    const { $id: _id, ...schema } = JSON.parse(readFileSync(resolve(dir, file), 'utf8'))
    const validate = new Ajv({ useDefaults: true, strict: false }).compile(schema)
    const filled = {}
    validate(filled)
    expect(schemaDefaults(schema)).toEqual(filled)
  })

  it('fills nested objects that have a default, and never shares the schema’s objects', () => {
    const schema = {
      properties: {
        a: { default: 1 },
        b: { default: {}, properties: { c: { default: 'x' }, d: { properties: {} } } },
        e: { properties: { f: { default: 2 } } },
      },
    }
    const one = schemaDefaults<Record<string, unknown>>(schema)
    expect(one).toEqual({ a: 1, b: { c: 'x' } })
    ;(one.b as Record<string, unknown>).c = 'changed'
    expect(schemaDefaults(schema)).toEqual({ a: 1, b: { c: 'x' } })
  })
})
