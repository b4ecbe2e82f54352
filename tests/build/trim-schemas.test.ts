// @vitest-environment node
/**
 * The bundled settings schemas lose their prose (scripts/vite-plugin-trim-schemas.ts; issue 15:
 * app-data.json's descriptions cost ~0.6 kB of initial JS) and keep everything the app reads.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import appDataSchema from '../../schemas/app-data.json'
import catalogSchema from '../../schemas/modules/catalog.json'
import { TRIMMED_SCHEMA, trimSchema, trimSchemas } from '../../scripts/vite-plugin-trim-schemas.ts'

const annotationsIn = (json: string) =>
  (json.match(/"(description|examples|\$comment)":\s*"/g) ?? []).length

describe('trimSchema', () => {
  it('drops description, examples and $comment at every level, keeps the rest', () => {
    const schema = {
      $comment: 'note',
      description: 'top',
      type: 'object',
      properties: {
        // A property named "description" is a name, not an annotation.
        description: { type: 'string', description: 'the text' },
        tags: {
          type: 'object',
          additionalProperties: { type: 'string', description: 'a tag' },
          default: { description: 'a value, kept' },
        },
        list: { type: 'array', items: { type: 'integer', examples: [1], default: 2 } },
        either: { anyOf: [{ const: 'a', description: 'A' }, { enum: ['b'] }] },
      },
      $defs: { colour: { type: 'string', pattern: '^#', description: 'CSS' } },
    }
    expect(trimSchema(schema)).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        tags: {
          type: 'object',
          additionalProperties: { type: 'string' },
          default: { description: 'a value, kept' },
        },
        list: { type: 'array', items: { type: 'integer', default: 2 } },
        either: { anyOf: [{ const: 'a' }, { enum: ['b'] }] },
      },
      $defs: { colour: { type: 'string', pattern: '^#' } },
    })
  })

  it('leaves app-data.json with no annotation and every default, type and property', () => {
    const raw = readFileSync('schemas/app-data.json', 'utf8')
    expect(annotationsIn(raw)).toBeGreaterThan(10)
    const source = JSON.parse(raw) as unknown
    const trimmed = JSON.stringify(trimSchema(source))
    expect(annotationsIn(trimmed)).toBe(0)
    // Only the annotations went: the same as dropping every string-valued one from the text.
    const reference = JSON.parse(raw, (k, v: unknown) =>
      (k === 'description' || k === '$comment') && typeof v === 'string' ? undefined : v,
    ) as unknown
    expect(JSON.parse(trimmed)).toEqual(reference)
    expect(trimmed.length).toBeLessThan(raw.replace(/\s+/g, '').length * 0.8)
  })
})

describe('the vite plugin', () => {
  const plugin = trimSchemas()
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null

  it('trims app-data.json and the module schemas, not the forms or api schemas', () => {
    expect(TRIMMED_SCHEMA.test('/repo/schemas/app-data.json')).toBe(true)
    expect(TRIMMED_SCHEMA.test('/repo/schemas/modules/catalog.json')).toBe(true)
    expect(TRIMMED_SCHEMA.test('/repo/schemas/forms/demo-contact.json')).toBe(false)
    expect(TRIMMED_SCHEMA.test('/repo/schemas/api/app.json')).toBe(false)
    const raw = readFileSync('schemas/app-data.json', 'utf8')
    const out = transform(raw, '/repo/schemas/app-data.json')
    expect(out && annotationsIn(out.code)).toBe(0)
    expect(transform('{"description":"x"}', '/repo/schemas/forms/a.json')).toBeNull()
    expect(plugin.enforce).toBe('pre')
  })

  it('is what the app imports: the bundled schemas carry no prose', () => {
    expect(annotationsIn(JSON.stringify(appDataSchema))).toBe(0)
    expect(annotationsIn(JSON.stringify(catalogSchema))).toBe(0)
  })
})
