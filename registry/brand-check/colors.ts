/**
 * Brand colours whose text would not read: the pairs the theme draws text on (src/ui/theme/
 * theme.ts), measured with the WCAG 2.x ratio. The app itself nudges such colours until they
 * read (so customers are never shown unreadable text), which changes the brand's look: these
 * findings tell the manager which colour to pick instead.
 */
import {
  contrastRatio,
  fillForText,
  parseColor,
  readableOn,
  TEXT_CONTRAST,
} from '../../src/ui/theme/contrast.ts'
import type { MessageDescriptor } from '@lingui/core'
import { COLORS, sayIn, type Say } from './messages.ts'
import { formatPath } from './path.ts'
import type { Finding } from './types.ts'

/** global.css's colours, which a brand that leaves one out gets (as theme.ts's DEFAULTS). */
const DEFAULTS: Record<string, string> = {
  background: '#f4f5f7',
  surface: '#ffffff',
  text: '#1c1d21',
}

interface Pair {
  /** The text colour's key in settings.colors. */
  text: string
  /** The key of the colour it sits on. */
  on: string
  what: MessageDescriptor
}

/** Text colour on a ground colour, as the theme uses them. */
const PAIRS: Pair[] = [
  { text: 'primaryText', on: 'primary', what: COLORS.primaryTextOnPrimary },
  { text: 'text', on: 'background', what: COLORS.textOnBackground },
  { text: 'text', on: 'surface', what: COLORS.textOnSurface },
  { text: 'muted', on: 'background', what: COLORS.mutedOnBackground },
  { text: 'muted', on: 'surface', what: COLORS.mutedOnSurface },
  { text: 'primary', on: 'background', what: COLORS.primaryOnBackground },
  { text: 'primary', on: 'surface', what: COLORS.primaryOnSurface },
  { text: 'accentText', on: 'accent', what: COLORS.accentTextOnAccent },
  { text: 'danger', on: 'surface', what: COLORS.dangerOnSurface },
]

export const ratio = (a: string, b: string): number | undefined => {
  const x = parseColor(a)
  const y = parseColor(b)
  return x && y ? contrastRatio(x, y) : undefined
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A warning per pair the brand sets (at least one side) that reads below 4.5:1. */
export function colorFindings(
  settings: Record<string, unknown>,
  say: Say = sayIn(undefined),
  /** The palette's description (the schema's `settings.colors`, in the run's language). */
  description?: string,
): Finding[] {
  const colors = isObject(settings.colors) ? settings.colors : {}
  const own = (key: string) =>
    typeof colors[key] === 'string' ? (colors[key] as string) : undefined
  const findings: Finding[] = []
  for (const pair of PAIRS) {
    const text = own(pair.text) ?? DEFAULTS[pair.text]
    const ground = own(pair.on) ?? DEFAULTS[pair.on]
    if (!text || !ground || (!own(pair.text) && !own(pair.on))) continue
    const r = ratio(text, ground)
    if (r === undefined || r >= TEXT_CONTRAST) continue
    const onFill = pair.on === 'primary' || pair.on === 'accent'
    const suggestion = onFill
      ? fillForText(ground, text)
      : { fill: ground, text: readableOn(text, [ground]) }
    const changed = onFill && suggestion.fill !== ground ? pair.on : pair.text
    const to = changed === pair.on ? suggestion.fill : suggestion.text
    const min = String(TEXT_CONTRAST)
    findings.push({
      code: 'contrast',
      kind: 'contrast',
      severity: 'warning',
      path: formatPath(['settings', 'colors', own(pair.text) ? pair.text : pair.on]),
      message: say(COLORS.message, {
        what: say(pair.what),
        ratio: r.toFixed(2),
        min,
        text,
        ground,
      }),
      ...(description ? { description } : {}),
      expected: say(COLORS.expected, { min }),
      hint: say(COLORS.hint, { changed, to, min }),
    })
  }
  return findings
}
