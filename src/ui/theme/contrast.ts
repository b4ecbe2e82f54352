/**
 * Colour contrast (WCAG 2.x) for the brand theme: pure functions, no DOM. A brand manager picks
 * any colours; the theme derives text and control colours from them that read at least 4.5:1
 * (text) or 3:1 (controls, large text) on the surfaces they sit on, by nudging the brand's own
 * colour towards black or white only as far as needed, so the brand still looks like itself.
 */

export type Rgb = readonly [number, number, number]

/** WCAG AA: normal text. */
export const TEXT_CONTRAST = 4.5
/** WCAG AA: non-text UI parts (borders of controls, tracks, icons) and large text. */
export const UI_CONTRAST = 3

const BLACK: Rgb = [0, 0, 0]
const WHITE: Rgb = [255, 255, 255]

/** `#rgb`, `#rrggbb`, `#rrggbbaa` (alpha ignored) or `rgb(r, g, b)` / `rgb(r g b)`; else undefined. */
export function parseColor(value: string): Rgb | undefined {
  const s = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)
  if (hex) {
    let h = hex[1]!
    if (h.length <= 4) h = [...h].map((c) => c + c).join('')
    const channel = (i: number) => parseInt(h.slice(i, i + 2), 16)
    return [channel(0), channel(2), channel(4)]
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/][^)]*)?\)$/.exec(s)
  if (rgb) {
    const parts: Rgb = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
    if (parts.every((n) => n <= 255)) return parts
  }
  return undefined
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance (WCAG 2.x), 0 for black … 1 for white. */
export function luminance(rgb: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])
}

/** Contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `a` moved towards `b` by t (0 … 1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const at = (i: 0 | 1 | 2) => a[i] + (b[i] - a[i]) * t
  return [at(0), at(1), at(2)]
}

/** How far (RGB distance) a brand's fill may move to carry its text; past it the text changes. */
const MAX_FILL_SHIFT = 90

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])

const minContrast = (fg: Rgb, backgrounds: readonly Rgb[]) =>
  Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)))

/** The smallest step of `from` towards `to` that reaches `min` on every background, if any. */
function nudge(from: Rgb, to: Rgb, backgrounds: readonly Rgb[], min: number): Rgb | undefined {
  if (minContrast(to, backgrounds) < min) return undefined
  let lo = 0
  let hi = 1
  for (let i = 0; i < 20; i++) {
    const t = (lo + hi) / 2
    if (minContrast(mix(from, to, t), backgrounds) >= min) hi = t
    else lo = t
  }
  // Rounding to whole channels may lose a hair: step on until it holds.
  for (let t = hi; t <= 1; t += 0.01) {
    const [r, g, b] = mix(from, to, Math.min(1, t))
    const c: Rgb = [Math.round(r), Math.round(g), Math.round(b)]
    if (minContrast(c, backgrounds) >= min) return c
  }
  return to
}

/**
 * `color` as it must be to read on every one of `backgrounds` with at least `min` contrast: itself
 * when it already does, else darkened or lightened (whichever changes it less) just enough, else
 * black or white, whichever reads better. Unparseable input is returned as it is.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  min: number = TEXT_CONTRAST,
): string {
  const fg = parseColor(color)
  const bgs = backgrounds.map(parseColor).filter((c): c is Rgb => c !== undefined)
  if (!fg || !bgs.length) return color
  if (minContrast(fg, bgs) >= min) return color
  const candidates = [nudge(fg, BLACK, bgs, min), nudge(fg, WHITE, bgs, min)].filter(
    (c): c is Rgb => c !== undefined,
  )
  if (!candidates.length) {
    return toHex(minContrast(BLACK, bgs) >= minContrast(WHITE, bgs) ? BLACK : WHITE)
  }
  return toHex(candidates.sort((a, b) => distance(a, fg) - distance(b, fg))[0]!)
}

/** Near-black or white, whichever reads better on `background` (hex/rgb; else undefined). */
export function contrastText(background: string): string | undefined {
  const bg = parseColor(background)
  if (!bg) return undefined
  const soft: Rgb = [0x1a, 0x1a, 0x1a]
  const dark = contrastRatio(soft, bg) >= TEXT_CONTRAST ? soft : BLACK
  return contrastRatio(dark, bg) >= contrastRatio(WHITE, bg) ? toHex(dark) : '#ffffff'
}

/**
 * A fill and the text on it: the text stays the brand's when the fill can be darkened or
 * lightened (whichever the text needs) so that it reads with `min` contrast; when even black or
 * white fill would not do, the fill stays and the text becomes black or white.
 */
export function fillForText(
  fill: string,
  text: string | undefined,
  min: number = TEXT_CONTRAST,
): { fill: string; text: string } {
  const f = parseColor(fill)
  const auto = contrastText(fill)
  if (!f || !auto) return { fill, text: text ?? '#ffffff' }
  const t = text === undefined ? undefined : parseColor(text)
  if (!t || text === undefined) return { fill, text: auto }
  if (contrastRatio(f, t) >= min) return { fill, text }
  const towards = luminance(t) > 0.5 ? BLACK : WHITE
  const adjusted = nudge(f, towards, [t], min)
  // A small nudge keeps the brand's look; a large one would change the brand: swap the text.
  if (adjusted && distance(adjusted, f) < MAX_FILL_SHIFT) {
    return { fill: toHex(adjusted), text }
  }
  return { fill, text: auto }
}
