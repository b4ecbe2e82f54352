// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkBrand, imageFindings, type Finding } from '../../registry/brand-check/index.ts'
import { loadSchemas } from '../../scripts/check-brand.ts'
import { coffee } from '../../server/seed/coffee.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import { pizzeriaMsk, pizzeriaSpb } from '../../server/seed/pizzeria.ts'
import { sushi } from '../../server/seed/sushi.ts'
import type { Loose } from './loose.ts'

const schemas = loadSchemas()
const demo = { pizzeriaMsk, pizzeriaSpb, coffee }

/** A demo brand's app data with `change` applied to a copy of its settings. */
function broken(change: (settings: Loose) => void) {
  const data = guestAppData(pizzeriaMsk) as { settings: Loose }
  change(data.settings)
  return data
}

const check = (data: unknown) => checkBrand(data, { schemas })
const at = (findings: Finding[], path: string) => findings.filter((f) => f.path === path)

describe('brand check', () => {
  it.each(Object.entries(demo))('finds no error in the demo brand %s', (_name, brand) => {
    const findings = check(guestAppData(brand))
    expect(findings.filter((f) => f.severity === 'error')).toEqual([])
    // what is left are colour hints (the theme adjusts those colours itself)
    expect(findings.filter((f) => f.kind !== 'contrast')).toEqual([])
  })

  it('finds in sushi only the unknown module its seed carries on purpose (server/README.md)', () => {
    const findings = check(guestAppData(sushi)).filter((f) => f.kind !== 'contrast')
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'unknown-module',
        severity: 'error',
        path: 'settings.modules["legacy-widget"]',
      }),
      expect.objectContaining({
        kind: 'slot-unfilled',
        severity: 'warning',
        path: 'settings.slots.home[0]',
      }),
    ])
  })

  it('explains a schema error with the setting’s description, what it expects and a fix', () => {
    const findings = check(
      broken((s) => {
        s.colors.primary = 'red'
        s.codeType = 'barcode'
        s.modules.home = { buttons: [{ type: 'fax' }], social: [{ type: 'tg' }] }
      }),
    )
    expect(at(findings, 'settings.colors.primary')).toEqual([
      expect.objectContaining({
        kind: 'schema',
        severity: 'error',
        description: expect.stringContaining('A CSS colour'),
        hint: expect.stringContaining('#rrggbb'),
      }),
    ])
    expect(at(findings, 'settings.codeType')[0]).toMatchObject({
      expected: '"qr" | "text"',
      hint: 'Use one of: "qr", "text".',
    })
    expect(at(findings, 'settings.modules.home.buttons[0].type')[0]).toMatchObject({
      kind: 'schema',
      expected: expect.stringContaining('"phone"'),
    })
    expect(at(findings, 'settings.modules.home.social[0].link')[0]).toMatchObject({
      message: 'Required setting "link" is missing',
      expected: 'string',
    })
  })

  it('takes the description of a setting declared next to a $ref', () => {
    const findings = check(broken((s) => (s.tabbar = 'home')))
    expect(at(findings, 'settings.tabbar')[0]).toMatchObject({
      description: 'Module names of the tab bar, in order.',
      message: 'Must be array, got string',
    })
  })

  it('reports an unknown module and suggests the name meant', () => {
    const findings = check(broken((s) => (s.modules.bonuss = {})))
    expect(at(findings, 'settings.modules.bonuss')).toEqual([
      expect.objectContaining({
        kind: 'unknown-module',
        severity: 'error',
        hint: 'Did you mean "bonus"?',
      }),
    ])
  })

  it('reports tabs and menu items naming modules that are off', () => {
    const findings = check(
      broken((s) => {
        delete s.modules.gifts
        s.tabbar = [...s.tabbar, 'gifts']
        s.menu = ['nosuch']
      }),
    )
    expect(
      findings.find((f) => f.kind === 'tab-disabled' && f.path.startsWith('settings.tabbar')),
    ).toMatchObject({ message: '"gifts" is in the tab bar, but the module is not switched on' })
    expect(at(findings, 'settings.menu[0]')[0]).toMatchObject({
      kind: 'tab-disabled',
      message: '"nosuch" is in the side menu, but no module has that name',
    })
  })

  it('reports slot names no module fills', () => {
    const findings = check(
      broken((s) => {
        s.slots.homee = ['bonus']
        s.slots.home = [...s.slots.home, 'pages']
      }),
    )
    expect(at(findings, 'settings.slots.homee')[0]).toMatchObject({
      kind: 'slot-unfilled',
      severity: 'error',
      hint: 'Did you mean "home"?',
    })
    expect(
      findings.find((f) => f.kind === 'slot-unfilled' && f.severity === 'warning'),
    ).toMatchObject({ message: 'Module "pages" has nothing to show in the slot "home"' })
  })

  it('reports a brand text without a variant for one of the brand’s languages', () => {
    const findings = check(
      broken((s) => {
        s.languages = ['ru', 'en']
        s.modules.home = { title: { ru: 'Главная' } }
      }),
    )
    expect(at(findings, 'settings.modules.home.title')).toEqual([
      expect.objectContaining({
        kind: 'missing-text',
        severity: 'warning',
        message: 'No en text',
        hint: 'Add "en": "…" (the Russian is “Главная”).',
      }),
    ])
  })

  it('reports brand colours whose text reads below WCAG AA, with the ratio', () => {
    const findings = check(
      broken((s) => {
        s.colors.primary = '#FFD60A'
        s.colors.primaryText = '#FFFFFF'
      }),
    )
    const contrast = at(findings, 'settings.colors.primaryText')
    expect(contrast).toHaveLength(1)
    expect(contrast[0]!.message).toMatch(/contrast 1\.\d\d:1, below WCAG AA 4\.5:1/)
    expect(contrast[0]!.hint).toMatch(/#[0-9a-f]{6}/)
  })

  it('reports images that do not load, checked with HEAD and a timeout', async () => {
    const data = broken((s) => {
      s.logo = '/img/missing.png'
      s.smallLogo = 'https://cdn.example/ok.png'
    })
    const requests: string[] = []
    const fetchStub = (async (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`)
      expect(init.signal).toBeInstanceOf(AbortSignal)
      return url.endsWith('missing.png')
        ? new Response(null, { status: 404 })
        : new Response(null, { status: 200, headers: { 'content-type': 'image/png' } })
    }) as typeof fetch
    const findings = await imageFindings(data, { base: 'https://brand.example', fetch: fetchStub })
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'image',
        severity: 'error',
        path: 'settings.logo',
        message: 'Image does not load: HTTP 404 (https://brand.example/img/missing.png)',
      }),
    ])
    expect(requests).toContain('HEAD https://cdn.example/ok.png')
    // without a base, relative URLs cannot be checked
    expect(await imageFindings(data, { fetch: fetchStub })).toEqual([])
  })

  it('says what app data is when it gets something else', () => {
    expect(check([1, 2])).toEqual([
      expect.objectContaining({ kind: 'schema', message: 'App data must be an object, got array' }),
    ])
  })
})
