// @vitest-environment node
/**
 * The forms chunk's stand-ins for rjsf's heavy helpers (scripts/vite-plugin-lean-rjsf.ts,
 * ADR 011): they answer as the originals do for what the forms pass them, and the registry trim
 * still matches rjsf's installed index files.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createCustomEqual } from 'fast-equals'
import { describe, expect, it } from 'vitest'
import {
  dropRegistryEntries,
  REPLACED_TEMPLATES,
  REPLACED_WIDGETS,
  UNUSED_FIELDS,
  UNUSED_TEMPLATES,
  UNUSED_WIDGETS,
} from '../../../scripts/vite-plugin-lean-rjsf.ts'
import shallowAllOfMerge from '../../../src/ui/schema-form/lean/all-of-merge.ts'
import deepEquals from '../../../src/ui/schema-form/lean/deep-equals.ts'
import { Markdown } from '../../../src/ui/schema-form/lean/markdown.ts'
import uri from '../../../src/ui/schema-form/lean/uri.ts'
import { templates } from '../../../src/ui/schema-form/templates.tsx'
import { BaseInputTemplate, widgets } from '../../../src/ui/schema-form/widgets.tsx'

// rjsf's own deepEquals (@rjsf/utils/lib/deepEquals.js), to compare against
const rjsfEquals = createCustomEqual({
  circular: true,
  createCustomConfig: () => ({
    areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function',
  }),
})

describe('deepEquals', () => {
  const f = () => 1
  const circular: Record<string, unknown> = { a: 1 }
  circular.self = circular
  const circular2: Record<string, unknown> = { a: 1 }
  circular2.self = circular2
  const pairs: Array<[unknown, unknown]> = [
    [1, 1],
    [1, '1'],
    [NaN, NaN],
    [null, undefined],
    [null, {}],
    [{ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }],
    [{ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] }],
    [{ a: 1 }, { a: 1, b: undefined }],
    [{ a: undefined }, { b: undefined }],
    [
      [1, 2],
      [2, 1],
    ],
    [[], {}],
    [{ onChange: f }, { onChange: () => 2 }],
    [{ onChange: f }, { onChange: 'f' }],
    [new Date(0), new Date(0)],
    [new Date(0), new Date(1)],
    [/a/g, /a/g],
    [new Map([[1, { a: 1 }]]), new Map([[1, { a: 1 }]])],
    [new Set([1, 2]), new Set([2, 1])],
    [circular, circular2],
    [
      { schema: { type: 'string', oneOf: [{ const: 'a' }] } },
      { schema: { type: 'string', oneOf: [{ const: 'a' }] } },
    ],
  ]
  it.each(pairs)('%o vs %o as rjsf’s', (a, b) => {
    expect(deepEquals(a, b)).toBe(rjsfEquals(a, b))
  })
})

describe('shallowAllOfMerge', () => {
  it('merges properties and required, later keywords win', () => {
    expect(
      shallowAllOfMerge({
        type: 'object',
        title: 'Form',
        allOf: [
          { properties: { a: { type: 'string' } }, required: ['a'] },
          { properties: { a: { maxLength: 3 }, b: { type: 'number' } }, required: ['b', 'a'] },
        ],
      }),
    ).toEqual({
      type: 'object',
      title: 'Form',
      properties: { a: { type: 'string', maxLength: 3 }, b: { type: 'number' } },
      required: ['a', 'b'],
    })
  })
  it('throws on conflicting types (rjsf then drops the allOf with a warning)', () => {
    expect(() => shallowAllOfMerge({ type: 'string', allOf: [{ type: 'number' }] })).toThrow(
      /conflicting types/,
    )
  })
  it('leaves a schema without allOf alone', () => {
    const s = { type: 'string' }
    expect(shallowAllOfMerge(s)).toBe(s)
  })
})

describe('uri', () => {
  it('resolves against absolute and fragment-only bases', () => {
    expect(uri.resolve('https://x.test/a/b.json', 'c.json#/d')).toBe('https://x.test/a/c.json#/d')
    expect(uri.resolve('#', '#/definitions/x')).toBe('#/definitions/x')
    expect(uri.resolve('schema', '#/definitions/x')).toBe('schema#/definitions/x')
  })
  it('compares ignoring an empty fragment and the host’s case', () => {
    expect(uri.equal('https://X.test/a#', 'https://x.test/a')).toBe(true)
    expect(uri.equal('https://x.test/a', 'https://x.test/b')).toBe(false)
  })
})

describe('Markdown', () => {
  it('renders the text as plain text, never as HTML', () => {
    const html = renderToStaticMarkup(createElement(Markdown, null, '**b** <img src=x>'))
    expect(html).toBe('**b** &lt;img src=x&gt;')
  })
})

describe('the registry trim', () => {
  const require = createRequire(import.meta.url)
  // the package's exports hide package.json: from its CommonJS main (dist/) to the ES lib/
  const core = join(dirname(require.resolve('@rjsf/core')), '..', 'lib')
  const read = (p: string) => readFileSync(join(core, 'components', p), 'utf8')

  it.each([
    [
      'widgets/index.js',
      [...UNUSED_WIDGETS, ...REPLACED_WIDGETS],
      ['CheckboxesWidget', 'HiddenWidget', 'UpDownWidget', 'URLWidget'],
    ],
    ['fields/index.js', UNUSED_FIELDS, ['ObjectField', 'ArrayField', 'FallbackField']],
    [
      'templates/index.js',
      [...UNUSED_TEMPLATES, ...Object.values(REPLACED_TEMPLATES)],
      ['ArrayFieldTemplate', 'DescriptionFieldTemplate: DescriptionField', 'ButtonTemplates'],
    ],
  ] as const)('drops only the chosen entries of rjsf’s %s', (file, dropped, kept) => {
    const original = read(file)
    const out = dropRegistryEntries(original, dropped)
    for (const name of dropped) {
      expect(original).toMatch(new RegExp(`\\b${name}\\b`))
      expect(out).not.toMatch(new RegExp(`\\b${name}\\b`))
    }
    for (const name of kept) expect(out).toContain(name)
  })

  it('drops only defaults that SchemaForm always replaces', () => {
    // schema-form.tsx passes `widgets` and `{ ...templates, BaseInputTemplate }` to rjsf's Form
    const own = { ...templates, BaseInputTemplate } as Record<string, unknown>
    for (const name of REPLACED_WIDGETS) expect(widgets[name], name).toBeTypeOf('function')
    for (const name of Object.keys(REPLACED_TEMPLATES))
      expect(own[name], name).toBeTypeOf('function')
  })

  it('fails the build when rjsf’s index no longer looks as expected', () => {
    expect(() => dropRegistryEntries('export default {}', ['FileWidget'])).toThrow(/changed/)
  })
})
