// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  contrastText,
  fillForText,
  parseColor,
  readableOn,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from '../../../src/ui/theme/contrast.ts'
import { themeVariables } from '../../../src/ui/theme/theme.ts'
import type { AppSettings } from '../../../src/core/state/types.ts'

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!)

describe('contrast', () => {
  it('parses hex and rgb() and measures WCAG ratios', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255])
    expect(parseColor('#E63946')).toEqual([230, 57, 70])
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3])
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual([1, 2, 3])
    expect(parseColor('red')).toBeUndefined()
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(ratio('#ffffff', '#e63946')).toBeCloseTo(4.17, 2)
  })

  it('keeps a colour that already reads, and nudges one that does not just far enough', () => {
    expect(readableOn('#1c1d21', ['#ffffff'])).toBe('#1c1d21')
    // sushi: its red on its dark surfaces, the default grey on them
    for (const c of ['#e63946', '#6b7280', '#c62828', '#2e7d32']) {
      const out = readableOn(c, ['#14181c', '#1e242b'])
      expect(ratio(out, '#14181c')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(ratio(out, '#1e242b')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(out).not.toBe('#ffffff')
    }
    // pizzeria-spb: the default grey on its light blue background is 4.49:1
    const grey = readableOn('#6b7280', ['#f4f7fb', '#ffffff'])
    expect(ratio(grey, '#f4f7fb')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })

  it('handles odd brand colours: mid grey, pure yellow, near-identical text and background', () => {
    const odd: [string, string[]][] = [
      ['#777777', ['#777777']],
      ['#ffff00', ['#ffffff', '#fffff0']],
      ['#808080', ['#000000', '#ffffff']],
      ['#123', ['#124']],
    ]
    for (const [fg, bgs] of odd) {
      const out = readableOn(fg, bgs, UI_CONTRAST)
      const best = Math.min(...bgs.map((b) => ratio(out, b)))
      // black and white on black and white at once cannot reach 3:1: the better of the two
      if (bgs.includes('#000000') && bgs.includes('#ffffff')) expect(best).toBeGreaterThan(1)
      else expect(best).toBeGreaterThanOrEqual(UI_CONTRAST)
    }
    expect(readableOn('var(--x)', ['#fff'])).toBe('var(--x)')
  })

  it('picks black or white text for a fill, and nudges the fill to keep the brand text', () => {
    expect(contrastText('#ffff00')).toBe('#1a1a1a')
    expect(contrastText('#1d4e89')).toBe('#ffffff')
    // #1a1a1a would not reach 4.5:1 on a mid red; black does
    expect(ratio(contrastText('#e63946')!, '#e63946')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    const sushi = fillForText('#e63946', '#FFFFFF')
    expect(sushi.text).toBe('#FFFFFF')
    expect(sushi.fill).not.toBe('#e63946')
    expect(ratio(sushi.fill, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    // coffee's «Хит» label: white on #C8A27A (2.35:1) — too far to darken: the text turns dark
    const coffee = fillForText('#C8A27A', '#ffffff')
    expect(ratio(coffee.fill, coffee.text)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(fillForText('#1d4e89', '#ffffff')).toEqual({ fill: '#1d4e89', text: '#ffffff' })
  })
})

describe('themeVariables', () => {
  const brand = (colors: Record<string, string>) => ({ colors }) as unknown as AppSettings

  it('derives readable text, ink, muted and control colours for every demo palette', () => {
    const palettes: Record<string, string>[] = [
      {
        primary: '#6F4E37',
        primaryText: '#FFFFFF',
        background: '#F5EFE6',
        surface: '#FFFFFF',
        text: '#2E1F14',
        accent: '#C8A27A',
      },
      {
        primary: '#D62828',
        primaryText: '#FFFFFF',
        background: '#FFF8F0',
        surface: '#FFFFFF',
        text: '#2B2118',
        accent: '#F77F00',
      },
      {
        primary: '#1D4E89',
        primaryText: '#FFFFFF',
        background: '#F4F7FB',
        surface: '#FFFFFF',
        text: '#14213D',
        accent: '#D62828',
      },
      {
        primary: '#E63946',
        primaryText: '#FFFFFF',
        background: '#14181C',
        surface: '#1E242B',
        text: '#F1F3F5',
        accent: '#F2C14E',
      },
      {
        primary: '#FFFF00',
        background: '#FFFFFF',
        surface: '#FAFAFA',
        text: '#BBBBBB',
        accent: '#00FF00',
      },
    ]
    for (const colors of palettes) {
      const v = themeVariables(brand(colors))
      for (const ground of [colors.background!, colors.surface!]) {
        for (const ink of ['text', 'muted', 'primary-ink', 'accent-ink', 'danger', 'success']) {
          expect(ratio(v[`--color-${ink}`]!, ground), `${ink} on ${ground}`).toBeGreaterThanOrEqual(
            TEXT_CONTRAST,
          )
        }
        expect(ratio(v['--color-control']!, ground)).toBeGreaterThanOrEqual(UI_CONTRAST)
      }
      expect(ratio(v['--color-primary-text']!, v['--color-primary']!)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      )
      expect(ratio(v['--color-accent-text']!, v['--color-accent']!)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      )
    }
  })

  it('passes other colours through and drops unsafe values', () => {
    const v = themeVariables(brand({ statusBar: '#123456', header: 'url(x);}' }))
    expect(v['--color-status-bar']).toBe('#123456')
    expect(v['--color-header']).toBeUndefined()
  })
})
