/**
 * The theme at start (issue 16): the variables the contrast work derived are kept with the
 * brand's colours; a start with the same colours sets them before theme.ts has loaded, other
 * colours wait for it; theme.ts then works them out again and keeps them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppSettings } from '../../../src/core/state/types.ts'

const settings = (colors: Record<string, string>, name = 'Brand') =>
  ({ name, colors, modules: {} }) as unknown as AppSettings

const dark = settings({ primary: '#e63946', background: '#14181c', surface: '#1e242b' }, 'Sushi')
const light = settings({ primary: '#0057b8', background: '#f4f7fb' }, 'Pizza')

/** A fresh copy of the modules (their state is per page load). */
async function fresh() {
  vi.resetModules()
  return {
    start: await import('../../../src/ui/theme/theme-start.ts'),
    theme: await import('../../../src/ui/theme/theme.ts'),
  }
}

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name)
const statusBar = () =>
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? null

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('style')
  document.querySelector('meta[name="theme-color"]')?.remove()
})

afterEach(() => {
  vi.doUnmock('../../../src/ui/theme/theme.ts')
})

describe('the theme at start (issue 16)', () => {
  it('keeps the worked-out variables, and sets them at once on the next start before theme.ts', async () => {
    const first = await fresh()
    await first.start.applyTheme(dark)
    const expected = first.theme.themeVariables(dark)
    expect(rootVar('--color-text')).toBe(expected['--color-text'])

    // The next start: the contrast work never arrives, yet the same colours are drawn at once.
    document.documentElement.removeAttribute('style')
    document.title = ''
    vi.resetModules()
    vi.doMock('../../../src/ui/theme/theme.ts', () => new Promise(() => {}))
    const { applyTheme } = await import('../../../src/ui/theme/theme-start.ts')
    void applyTheme(dark)
    for (const [name, value] of Object.entries(expected)) expect(rootVar(name)).toBe(value)
    expect(statusBar()).toBe(expected['--color-primary'])
    expect(document.title).toBe('Sushi')
  })

  it('waits for theme.ts when the colours are not the kept ones, then keeps the new ones', async () => {
    const first = await fresh()
    await first.start.applyTheme(dark)
    document.documentElement.removeAttribute('style')

    const next = await fresh()
    const applying = next.start.applyTheme(light)
    // Not the other palette's variables meanwhile.
    expect(rootVar('--color-primary')).toBe('')
    await applying
    const expected = next.theme.themeVariables(light)
    for (const [name, value] of Object.entries(expected)) expect(rootVar(name)).toBe(value)
    expect(JSON.parse(localStorage.getItem('themeVariables')!).vars).toEqual(expected)
  })

  it('applies calls in their order while theme.ts loads', async () => {
    const { start, theme } = await fresh()
    const a = start.applyTheme(dark)
    const b = start.applyTheme(light)
    await Promise.all([a, b])
    expect(rootVar('--color-primary')).toBe(theme.themeVariables(light)['--color-primary'])
  })

  it('never sets kept values that are not colours', async () => {
    const { start } = await fresh()
    localStorage.setItem(
      'themeVariables',
      JSON.stringify({
        colors: JSON.stringify(start.brandVariables(dark)),
        vars: { '--color-text': 'url(javascript:alert(1))' },
      }),
    )
    vi.resetModules()
    vi.doMock('../../../src/ui/theme/theme.ts', () => new Promise(() => {}))
    const { applyTheme } = await import('../../../src/ui/theme/theme-start.ts')
    void applyTheme(dark)
    expect(rootVar('--color-text')).toBe('')
  })
})
