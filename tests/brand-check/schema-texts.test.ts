// @vitest-environment node
import { readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { checkBrand, type Finding } from '../../registry/brand-check/index.ts'
import { SCHEMA_TEXTS } from '../../registry/brand-check/schema-texts.ts'
import { loadSchemas, studioI18n } from '../../scripts/check-brand.ts'
import { schemaTexts, schemaTextsPath, schemaTextsSource } from '../../scripts/schema-texts.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import { pizzeriaMsk } from '../../server/seed/pizzeria.ts'
import type { Loose } from './loose.ts'

const schemas = loadSchemas()
const ru = studioI18n('ru')
const en = studioI18n('en')

const russian = Object.fromEntries(
  PO.parse(readFileSync('src/locales/ru/studio.po', 'utf8')).items.map((i) => [
    i.msgid,
    i.msgstr[0] ?? '',
  ]),
)

/** Words of a proper name the Russian keeps as it is. */
const properNames = ['App Store', 'Google Play', 'OpenStreetMap', 'iOS', 'Android', 'Telegram']
const keepWords = new Set([
  ...['WhatsApp', 'Viber'],
  // JSON's type names and the language codes: the checker's keywords
  ...['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'ru', 'en'],
])

/**
 * The Latin-letter words of a Russian text that are not quoted (`…`, «…», "…", '…'), a URL, a
 * path or identifier (a dot, slash, brace, digit, dash, underscore or inner capital: `{z}`,
 * settings.tabbar, shell-data, orderSum, md5), an acronym (CSS, SMS, URL) or a proper name.
 */
function latinWords(text: string): string[] {
  let rest = text.replace(/`[^`]*`|«[^»]*»|"[^"]*"|'[^']*'/g, ' ').replace(/\S+:\/\/\S+/g, ' ')
  for (const name of properNames) rest = rest.replaceAll(name, ' ')
  return rest
    .split(/\s+/)
    .map((token) => token.replace(/[.,;:!?)]+$/, '').replace(/^\(+/, ''))
    .filter((token) => !/[./{}()\\[\]_#@$<>0-9-]/.test(token))
    .flatMap((token) => token.split(/[,;:—–!?]+/))
    .filter((word) => /[A-Za-z]{2,}/.test(word) && !keepWords.has(word))
    .filter((word) => !/[a-z][A-Z]/.test(word) && !/^[A-Z]{2,}$/.test(word))
}

/** Every text of a finding a person reads. */
const readable = (f: Finding) => [f.message, f.description, f.hint, f.expected].filter(Boolean)

/** A demo brand's app data with every setting of every module, and the app's own, broken. */
function brokenEverywhere(): Loose {
  const data = guestAppData(pizzeriaMsk) as { settings: Loose }
  /** A value of the wrong type for a property of `schema`. */
  const wrong = (schema: Loose | undefined) => (schema?.type === 'object' ? 'x' : { wrong: 1 })
  const appSettings = (schemas.appData.properties as Loose).settings as Loose
  const settingsSchema = appSettings.$ref
    ? (schemas.appData.definitions as Loose)[String(appSettings.$ref).split('/').pop()!]
    : appSettings
  for (const [key, schema] of Object.entries((settingsSchema?.properties ?? {}) as Loose)) {
    if (key !== 'modules') data.settings[key] = wrong(schema as Loose)
  }
  data.settings.modules = {}
  for (const [name, schema] of Object.entries(schemas.modules)) {
    const props = (schema.properties ?? {}) as Loose
    data.settings.modules[name] = Object.fromEntries(
      Object.entries(props).map(([key, s]) => [key, wrong(s as Loose)]),
    )
  }
  return data
}

describe('the settings schemas’ texts', () => {
  it('(the rule that finds English words finds them, and only them)', () => {
    expect(latinWords('Ссылка на карту for iOS (see settings.tabbar, `true`, «Booking»).')).toEqual(
      ['for', 'see'],
    )
    const english = Object.keys(SCHEMA_TEXTS).filter((text) => latinWords(text).length > 0)
    expect(english.length).toBeGreaterThan(200)
  })

  it('are generated from schemas/ as they are now (npm run schemas:texts)', async () => {
    expect(readFileSync(schemaTextsPath, 'utf8')).toBe(await schemaTextsSource())
    expect(Object.keys(SCHEMA_TEXTS)).toEqual(schemaTexts())
    expect(schemaTexts().length).toBeGreaterThan(200)
  })

  it('each have a Russian text naming the same {parts}, with no English word left', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const [text, descriptor] of Object.entries(SCHEMA_TEXTS)) {
      const inRussian = russian[descriptor.id!]
      expect(inRussian, text).toBeTruthy()
      expect(names(inRussian!), text).toEqual(names(text))
      expect(latinWords(inRussian!), text).toEqual([])
    }
  })

  it('leave no English in a Russian check of a config broken everywhere', () => {
    const data = brokenEverywhere()
    const inRussian = checkBrand(data, { schemas, i18n: ru }).filter((f) => f.kind === 'schema')
    const inEnglish = checkBrand(data, { schemas, i18n: en }).filter((f) => f.kind === 'schema')
    expect(inRussian.length).toBeGreaterThan(150)
    expect(inRussian.filter((f) => f.description).length).toBeGreaterThan(100)
    for (const finding of inRussian) {
      for (const text of readable(finding)) expect(latinWords(text!), finding.path).toEqual([])
    }
    // the English run shows the schemas' own texts
    const mapTile = inEnglish.find((f) => f.path === 'settings.mapTileUrl')
    expect(mapTile?.description).toMatch(/^Map tile URL template with \{z\}, \{x\}, \{y\}/)
    expect(inRussian.find((f) => f.path === 'settings.mapTileUrl')?.description).toMatch(
      /^Шаблон адреса тайлов карты с \{z\}, \{x\}, \{y\}/,
    )
  })

  it('say a pattern’s expected value in the run’s language', () => {
    const data = guestAppData(pizzeriaMsk) as { settings: Loose }
    data.settings.colors.primary = 'red'
    const at = (i18n = en) =>
      checkBrand(data, { schemas, i18n }).find((f) => f.path === 'settings.colors.primary')
    expect(at(en)?.expected).toBe('A CSS colour: #rgb, #rrggbb(aa) or rgb()/hsl().')
    expect(at(ru)?.expected).toBe('Цвет CSS: #rgb, #rrggbb(aa) или rgb()/hsl().')
  })

  it('keep a description the caller’s own schema brings as it is', () => {
    const appData = {
      type: 'object',
      properties: { size: { type: 'integer', description: 'Shoe size, EU.' } },
    }
    const [finding] = checkBrand({ size: 'big' }, { schemas: { appData, modules: {} }, i18n: ru })
    expect(finding?.description).toBe('Shoe size, EU.')
  })
})

describe('ajv keywords with a text of their own', () => {
  const cases: Record<string, [schema: Loose, value: unknown]> = {
    maxItems: [{ type: 'array', maxItems: 2 }, [1, 2, 3]],
    oneOf: [{ oneOf: [{ type: 'integer' }, { type: 'number' }] }, 1],
    const: [{ const: 'v2' }, 'v1'],
    minProperties: [{ type: 'object', minProperties: 2 }, { a: 1 }],
    not: [{ not: { type: 'string' } }, 'text'],
  }
  const run = (keyword: string, i18n: typeof ru) => {
    const [schema, value] = cases[keyword]!
    const appData = { type: 'object', properties: { x: schema } }
    return checkBrand({ x: value }, { schemas: { appData, modules: {} }, i18n }).filter(
      (f) => f.kind === 'schema',
    )
  }

  it.each(Object.keys(cases))('%s: its own message and hint in ru and en', (keyword) => {
    const [inRussian, inEnglish] = [run(keyword, ru), run(keyword, en)]
    expect(inRussian).toEqual([expect.objectContaining({ code: `schema.${keyword}`, path: 'x' })])
    expect(inEnglish).toHaveLength(1)
    const [r, e] = [inRussian[0]!, inEnglish[0]!]
    // not the catch-all "Does not match the schema: <ajv's English>"
    expect(e.message).not.toMatch(/Does not match the schema|must/)
    expect(e.hint).not.toBe('Fix the value so it matches the schema.')
    expect(r.message).not.toBe(e.message)
    expect(r.hint).not.toBe(e.hint)
    for (const text of [r.message, r.hint]) expect(latinWords(text)).toEqual([])
  })

  it('each say something different', () => {
    const messages = Object.keys(cases).map((k) => run(k, ru)[0]!.message)
    expect(new Set(messages).size).toBe(messages.length)
  })
})
