/**
 * Brand theme: CSS variables from settings.colors on :root. Nothing brand-specific is compiled
 * in; global.css holds calm defaults that every brand can override.
 *
 * settings.colors keys are camelCase (`primary`, `primaryText`, `background`, `surface`, `text`,
 * `muted`, `danger`, `accent`, …) and become `--color-primary-text` etc.
 */
import type { AppSettings } from '../../core/state/types.ts'
import { brandVariables, cacheVariables, setVariables, statusBarFrom } from './theme-start.ts'
import {
  contrastRatio,
  contrastText,
  fillForText,
  luminance,
  mix,
  parseColor,
  readableOn,
  TEXT_CONTRAST,
  toHex,
  UI_CONTRAST,
} from './contrast.ts'

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

export { contrastText }

/**
 * The defaults global.css holds: a brand that gives only some colours gets the others derived
 * against these (a dark brand background with the default grey would not read).
 */
const DEFAULTS = {
  background: '#f4f5f7',
  surface: '#ffffff',
  text: '#1c1d21',
  danger: '#c62828',
  accent: '#ff8a00',
  success: '#2e7d32',
  star: '#f5a623',
}

/**
 * Lines between rows: seen on any ground (sushi's were 1.05:1) but light — they separate, they
 * are not controls, so WCAG's 3:1 for controls does not apply and would make them heavy.
 */
export const DIVIDER_CONTRAST = 1.5

/**
 * Lines on a dark ground (issue 12, session 14: sushi's dividers at 1.7:1 and its cards' edges
 * at 1.14:1 were nearly invisible): the eye needs more contrast on dark than on light.
 */
export const DARK_DIVIDER_CONTRAST = 2

/** Grounds darker than this (relative luminance) get `color-scheme: dark` native controls. */
const DARK_GROUND = 0.18

/**
 * The end of a gradient that starts at `start` towards `end`, taken only as far towards `end` as
 * `text` still reads on it with `min` contrast (the start itself must already carry the text).
 */
export function gradientEnd(
  start: string,
  end: string,
  text: string,
  min: number = TEXT_CONTRAST,
): string {
  const a = parseColor(start)
  const b = parseColor(end)
  const t = parseColor(text)
  if (!a || !b || !t) return start
  const reads = (k: number) => {
    const [r, g, bl] = mix(a, b, k)
    return contrastRatio([Math.round(r), Math.round(g), Math.round(bl)], t) >= min
  }
  if (reads(1)) return end
  let k = 0
  for (let step = 0.05; k + step <= 1 && reads(k + step);) k += step
  const [r, g, bl] = mix(a, b, k)
  return toHex([r, g, bl])
}

/**
 * Readable colours derived from the brand's (issue 12): whatever a brand manager picks, text
 * reads at least 4.5:1 on the background and surfaces, and controls' parts at least 3:1.
 * - `--color-primary` / `--color-primary-text`: the fill of buttons and the text on it (the fill
 *   is nudged darker/lighter when the brand's text would not read on it).
 * - `--color-primary-ink`, `--color-danger`, `--color-success`, `--color-accent-ink`: those
 *   colours used as text or icons on the background and surfaces.
 * - `--color-accent` / `--color-accent-text`: the accent as a label's fill and the text on it.
 * - `--color-text`, `--color-muted`: body and secondary text.
 * - `--color-control`: borders and tracks of controls (PIN keys, progress bars, switches, form
 *   fields) and `--color-star`: rating stars, 3:1; `--color-divider`: lines between rows, 1.5:1
 *   (2:1 on a dark ground); `--color-card-edge`: a card's outline, the divider on a dark ground
 *   (`--shadow-card` in global.css), none on a light one.
 * - `--color-border`: a faint fill (placeholders, chips) that shows on light and dark grounds.
 * - `--color-disabled` / `--color-disabled-text`: a disabled button's neutral fill and its muted
 *   text, 4.5:1 on that fill.
 * - `--color-card-start` / `--color-card-end` / `--color-card-text`: the bonus card's gradient,
 *   its end limited so that the card's text reads on both stops.
 * - `--color-scheme`: `dark` on dark grounds, so native controls (radios, date picker) show.
 */
export function readableColors(vars: Record<string, string>): Record<string, string> {
  const get = (name: keyof typeof DEFAULTS) => vars[`--color-${name}`] ?? DEFAULTS[name]
  const background = get('background')
  const surface = get('surface')
  const grounds = [background, surface]
  const out: Record<string, string> = {}

  const text = readableOn(get('text'), grounds)
  out['--color-text'] = text
  const muted = vars['--color-muted'] ?? mixHex(text, surface, 0.35)
  out['--color-muted'] = readableOn(muted, grounds)

  const primary = vars['--color-primary']
  if (primary) {
    const onPrimary = fillForText(primary, vars['--color-primary-text'])
    out['--color-primary'] = onPrimary.fill
    out['--color-primary-text'] = onPrimary.text
    out['--color-primary-ink'] = readableOn(primary, grounds)
  } else {
    out['--color-primary-ink'] = readableOn('#2f6fde', grounds)
  }

  const accent = get('accent')
  const onAccent = fillForText(accent, vars['--color-accent-text'])
  out['--color-accent'] = onAccent.fill
  out['--color-accent-text'] = onAccent.text
  out['--color-accent-ink'] = readableOn(accent, grounds)

  out['--color-danger'] = readableOn(get('danger'), grounds)
  out['--color-success'] = readableOn(get('success'), grounds)
  const control = readableOn(
    vars['--color-control'] ?? mixHex(text, surface, 0.55),
    grounds,
    UI_CONTRAST,
  )
  out['--color-control'] = control
  const ground = parseColor(background)
  const dark = !!ground && luminance(ground) < DARK_GROUND
  out['--color-divider'] = readableOn(
    vars['--color-divider'] ?? mixHex(text, surface, 0.82),
    grounds,
    dark ? DARK_DIVIDER_CONTRAST : DIVIDER_CONTRAST,
  )
  // A card's edge: on a light ground its shadow outlines it; on a dark one a shadow does not
  // show and the surface is barely lighter than the ground, so a divider-coloured ring does.
  out['--color-card-edge'] =
    vars['--color-card-edge'] ?? (dark ? out['--color-divider'] : 'transparent')
  out['--color-star'] = readableOn(get('star'), grounds, UI_CONTRAST)
  out['--color-border'] = vars['--color-border'] ?? mixHex(text, surface, 0.88)
  // A disabled button: a neutral fill (not a paler brand colour, which white text does not
  // read on) with muted text that still reads on it (issue 12: «Сохранить» 2.5:1).
  const disabled = vars['--color-disabled'] ?? mixHex(text, surface, 0.86)
  out['--color-disabled'] = disabled
  out['--color-disabled-text'] = readableOn(vars['--color-disabled-text'] ?? out['--color-muted'], [
    disabled,
  ])

  const cardStart = out['--color-primary'] ?? '#2f6fde'
  const cardText = out['--color-primary-text'] ?? contrastText(cardStart) ?? '#ffffff'
  out['--color-card-start'] = cardStart
  out['--color-card-text'] = cardText
  out['--color-card-end'] = gradientEnd(cardStart, out['--color-accent'], cardText)

  out['--color-scheme'] = dark ? 'dark' : 'light'
  return out
}

function mixHex(a: string, b: string, t: number): string {
  const x = parseColor(a)
  const y = parseColor(b)
  return x && y ? toHex(mix(x, y, t)) : a
}

/** The CSS variables for a brand's settings. */
export function themeVariables(settings: AppSettings | undefined): Record<string, string> {
  const vars = brandVariables(settings)
  // The contrast work (nudging colours until they read) for the last colours only: the shell
  // asks for the same brand's variables several times while it starts (issue 16).
  const key = JSON.stringify(vars)
  if (key !== lastVariables.key)
    lastVariables = { key, value: Object.freeze({ ...vars, ...readableColors(vars) }) }
  return { ...lastVariables.value }
}

let lastVariables: { key: string; value: Readonly<Record<string, string>> } = {
  key: '',
  value: {},
}

/** The status bar colour of a brand: its status-bar, header or primary colour, else white. */
export function statusBarColor(settings: AppSettings | undefined): string {
  return statusBarFrom(themeVariables(settings))
}

/**
 * Applies the brand's colours, the theme-color meta and the document title, and keeps the
 * variables for the next start (theme-start.ts sets them from there before this file loads).
 */
export function applyTheme(
  settings: AppSettings | undefined,
  root = document.documentElement,
): void {
  const vars = themeVariables(settings)
  setVariables(vars, settings, root)
  cacheVariables(settings, vars)
}
