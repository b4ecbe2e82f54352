/**
 * Brand theme: CSS variables from settings.colors on :root. Nothing brand-specific is compiled
 * in; global.css holds calm defaults that every brand can override.
 *
 * settings.colors keys are camelCase (`primary`, `primaryText`, `background`, `surface`, `text`,
 * `muted`, `danger`, `accent`, …) and become `--color-primary-text` etc.
 */
import type { AppSettings } from '../../core/state/types.ts'

/** Variables the shell sets; anything else in settings.colors is passed through as well. */
export const themeColorKeys = [
  'primary',
  'primaryText',
  'background',
  'surface',
  'text',
  'muted',
  'danger',
  'accent',
] as const

const SAFE_VALUE = /^[#\w(),.%\s/-]{1,64}$/

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]/g, '')
}

/** Black or white, whichever reads better on `color` (hex only; else undefined). */
export function contrastText(color: string): string | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!m) return undefined
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const luminance = 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
  return luminance > 0.45 ? '#1a1a1a' : '#ffffff'
}

/** The CSS variables for a brand's settings. */
export function themeVariables(settings: AppSettings | undefined): Record<string, string> {
  const vars: Record<string, string> = {}
  const colors = settings?.colors ?? {}
  for (const [key, value] of Object.entries(colors)) {
    if (typeof value !== 'string' || !SAFE_VALUE.test(value)) continue
    vars[`--color-${kebab(key)}`] = value.trim()
  }
  if (vars['--color-primary'] && !vars['--color-primary-text']) {
    const text = contrastText(vars['--color-primary'])
    if (text) vars['--color-primary-text'] = text
  }
  return vars
}

let applied: string[] = []

/** The status bar colour of a brand: its status-bar, header or primary colour, else white. */
export function statusBarColor(settings: AppSettings | undefined): string {
  const vars = themeVariables(settings)
  return (
    vars['--color-status-bar'] ?? vars['--color-header'] ?? vars['--color-primary'] ?? '#ffffff'
  )
}

/** Sets the theme-color meta (the status bar of an installed app) from the brand's theme. */
export function applyStatusBarColor(settings: AppSettings | undefined): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  meta.content = statusBarColor(settings)
}

/** Applies the brand's colours, the theme-color meta and the document title. */
export function applyTheme(
  settings: AppSettings | undefined,
  root = document.documentElement,
): void {
  for (const name of applied) root.style.removeProperty(name)
  const vars = themeVariables(settings)
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  applied = Object.keys(vars)
  applyStatusBarColor(settings)
  if (typeof settings?.name === 'string' && settings.name) document.title = settings.name
}
