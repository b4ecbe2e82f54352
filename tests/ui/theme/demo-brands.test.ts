// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { demoBrands } from '../../../server/seed/index.ts'
import {
  contrastRatio,
  parseColor,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from '../../../src/ui/theme/contrast.ts'
import {
  DARK_DIVIDER_CONTRAST,
  DIVIDER_CONTRAST,
  gradientEnd,
  themeVariables,
} from '../../../src/ui/theme/theme.ts'
import type { AppSettings } from '../../../src/core/state/types.ts'

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!)

/** The theme of every demo brand as the app derives it from the server's seed settings. */
const themes = demoBrands.map((brand) => {
  const settings = brand.settings as unknown as AppSettings
  const colors = (settings.colors ?? {}) as Record<string, string>
  return { client: brand.client, colors, vars: themeVariables(settings) }
})

describe('theme of every demo brand (issue 12)', () => {
  it('has the demo brands to check', () => {
    expect(themes.map((t) => t.client)).toEqual(
      expect.arrayContaining(['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']),
    )
  })

  it.each(themes)('$client: the bonus card text reads on both gradient stops', ({ vars }) => {
    const text = vars['--color-card-text']!
    expect(ratio(text, vars['--color-card-start']!)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(ratio(text, vars['--color-card-end']!)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })

  it.each(themes)(
    '$client: field borders and stars reach 3:1, dividers 1.5:1, on background and surface',
    ({ colors, vars }) => {
      for (const ground of [colors.background!, colors.surface!]) {
        for (const part of ['control', 'star']) {
          expect(
            ratio(vars[`--color-${part}`]!, ground),
            `${part} on ${ground}`,
          ).toBeGreaterThanOrEqual(UI_CONTRAST)
        }
        const divider = ratio(vars['--color-divider']!, ground)
        expect(divider, `divider on ${ground}`).toBeGreaterThanOrEqual(DIVIDER_CONTRAST)
        // a line, not a control: lighter than the controls' borders
        expect(divider).toBeLessThan(ratio(vars['--color-control']!, ground))
      }
    },
  )

  it('sushi (a dark ground): dividers reach 2:1 and cards are outlined by them (session 14)', () => {
    const sushi = themes.find((t) => t.client === 'sushi')!
    const { background, surface } = sushi.colors
    expect(sushi.vars['--color-scheme']).toBe('dark')
    for (const ground of [background!, surface!]) {
      expect(ratio(sushi.vars['--color-divider']!, ground), ground).toBeGreaterThanOrEqual(
        DARK_DIVIDER_CONTRAST,
      )
    }
    // the card's ring against the ground it stands on (the surface itself is 1.14:1 there)
    expect(sushi.vars['--color-card-edge']).toBe(sushi.vars['--color-divider'])
    expect(ratio(sushi.vars['--color-card-edge']!, background!)).toBeGreaterThanOrEqual(
      DARK_DIVIDER_CONTRAST,
    )
  })

  it.each(themes.filter((t) => t.client !== 'sushi'))(
    '$client (a light ground): no ring around cards, their shadow outlines them',
    ({ vars }) => {
      expect(vars['--color-card-edge']).toBe('transparent')
    },
  )

  it.each(themes)(
    '$client: the one badge style («Хит», «Новинка», «−50%»: ui/badge) reads at 4.5:1',
    ({ vars }) => {
      // ui/badge/badge.css: the accent fill and the text derived for it
      expect(ratio(vars['--color-accent-text']!, vars['--color-accent']!)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      )
    },
  )

  it.each(themes)('$client: accruals (success) read as text on its grounds', ({ colors, vars }) => {
    for (const ground of [colors.background!, colors.surface!]) {
      expect(ratio(vars['--color-success']!, ground)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it.each(themes)(
    '$client: a disabled button reads (4.5:1) and looks disabled (a neutral fill, not the brand)',
    ({ colors, vars }) => {
      const fill = vars['--color-disabled']!
      const text = vars['--color-disabled-text']!
      expect(ratio(text, fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      // neutral: no brand hue (the old style was a paler primary with white text, 2.5:1)
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16))
      expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), fill).toBeLessThanOrEqual(24)
      // and not the enabled look: its text is not the primary button's
      expect(text).not.toBe(vars['--color-primary-text'] ?? colors.primaryText)
    },
  )

  it('gives the dark sushi native dark controls and the light coffee light ones', () => {
    const scheme = (client: string) =>
      themes.find((t) => t.client === client)!.vars['--color-scheme']
    expect(scheme('sushi')).toBe('dark')
    expect(scheme('coffee')).toBe('light')
    expect(scheme('pizzeria-msk')).toBe('light')
  })
})

describe('gradientEnd', () => {
  it('keeps an end that already carries the text, and limits one that does not', () => {
    expect(gradientEnd('#1d4e89', '#0b2545', '#ffffff')).toBe('#0b2545')
    // white on pizzeria's orange is 2.6:1: the end stays nearer the red start
    const end = gradientEnd('#b82222', '#f77f00', '#ffffff')
    expect(end).not.toBe('#f77f00')
    expect(ratio('#ffffff', end)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(gradientEnd('var(--x)', '#fff', '#000')).toBe('var(--x)')
  })
})
