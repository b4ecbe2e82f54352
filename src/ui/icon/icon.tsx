/**
 * Icons: every icon of the app is drawn by `<Icon name="…" />` (line icons on a 24 px grid,
 * stroke = currentColor). No component draws its own inline `<svg>`.
 *
 * This file holds only the shell's own icons (tab bar, navbar, side panel, ui kit: home, menu,
 * close, back, chevron, settings), so the first chunk stays small. Every other icon is
 * registered by the code that draws it, from its own lazy chunk:
 *
 *   // src/modules/news/icons.ts
 *   import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'
 *
 *   const newsIcons = registerIcons({
 *     news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
 *   })
 *
 *   declare module '../../core/icon-names.ts' {
 *     interface IconNames extends IconNamesOf<typeof newsIcons> {}
 *   }
 *
 * and `import './icons.ts'` in the module's index.ts (its tab/menu icon) and in each component
 * file that draws one of them (so a test that renders the component alone sees it too). The
 * declaration makes the names known to TypeScript: `<Icon name="news" />` and a descriptor's
 * `tab: { icon: 'news' }` are checked, a typo is a type error. A name used by two modules is
 * registered by both (same drawing; a module never imports another's files).
 *
 * An unknown name (a module not loaded, a name from settings that nothing registered) draws
 * nothing and warns in development; it never throws.
 */
import { useSyncExternalStore } from 'react'
import type { IconName } from '../../core/icon-names.ts'

export type { IconName } from '../../core/icon-names.ts'

/** A path of a multi-part icon: `solid` fills without a stroke, `dot` fills and strokes. */
export interface IconShape {
  d: string
  fill?: 'solid' | 'dot'
  /** Overrides the icon's stroke width (1.8 unless the `<Icon>` says otherwise). */
  strokeWidth?: number
}

/** One path on the 24 grid, several shapes, or shapes on another grid (`viewBox`). */
export type IconDrawing = string | IconShape[] | { viewBox: string; shapes: IconShape[] }

export type IconSet = Record<string, IconDrawing>

/** The names of a registered set, for its `IconNames` declaration (see the header). */
export type IconNamesOf<S extends IconSet> = { [K in keyof S & string]: true }

const drawings = new Map<string, IconDrawing>()
const listeners = new Set<() => void>()

function sameDrawing(a: IconDrawing, b: IconDrawing) {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Adds icons to the registry; returns the set (its type gives the names to declare). Icons
 * already drawn with a name registered later redraw. Registering a name again with the same
 * drawing changes nothing.
 */
export function registerIcons<const S extends IconSet>(set: S): S {
  let changed = false
  for (const [name, drawing] of Object.entries(set)) {
    const known = drawings.get(name)
    if (known && sameDrawing(known, drawing)) continue
    if (known && import.meta.env.DEV) console.warn(`[icon] "${name}" is registered twice`)
    drawings.set(name, drawing)
    changed = true
  }
  if (changed) {
    for (const listener of listeners) listener()
  }
  return set
}

/** Whether an icon of that name is registered (now). */
export function hasIcon(name: string): boolean {
  return drawings.has(name)
}

/**
 * A name that comes from data (module settings, e.g. the catalog's `icon: delivery`): typed as
 * an icon name, checked when it is drawn (an unknown one draws nothing). Empty or not a string:
 * none.
 */
export function iconFromData(value: unknown): IconName | undefined {
  // The one place a string becomes an IconName unchecked: data is checked by <Icon> at draw time.
  return typeof value === 'string' && value ? (value as IconName) : undefined
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const warned = new Set<string>()

function shapesOf(drawing: IconDrawing): { viewBox: string; shapes: IconShape[] } {
  if (typeof drawing === 'string') return { viewBox: '0 0 24 24', shapes: [{ d: drawing }] }
  if (Array.isArray(drawing)) return { viewBox: '0 0 24 24', shapes: drawing }
  return drawing
}

function lookup(name: string) {
  const drawing = drawings.get(name)
  if (!drawing) {
    if (import.meta.env.DEV && !warned.has(name)) {
      warned.add(name)
      console.warn(`[icon] no icon "${name}" is registered: nothing drawn`)
    }
    return null
  }
  return shapesOf(drawing)
}

export const shellIcons = registerIcons({
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof shellIcons> {}
}

/**
 * The icon's svg as markup, for code that needs html rather than an element (a Leaflet marker).
 * Empty for an unknown name.
 */
export function iconMarkup(name: IconName, width = 24, height = width): string {
  const icon = lookup(name)
  if (!icon) return ''
  const paths = icon.shapes
    .map(
      (s) =>
        `<path d="${s.d}"${s.fill ? ' fill="currentColor"' : ''}${s.fill === 'solid' ? ' stroke="none"' : ''}${s.strokeWidth ? ` stroke-width="${s.strokeWidth}"` : ''}/>`,
    )
    .join('')
  return `<svg viewBox="${icon.viewBox}" width="${width}" height="${height}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`
}

export function Icon({
  name,
  size = 24,
  strokeWidth = 1.8,
  label,
  className,
}: {
  name: IconName
  size?: number
  /** The stroke of the icon's lines (a shape may set its own). */
  strokeWidth?: number
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string
  className?: string
}) {
  // Redraws when its own name is registered later (a module's chunk after the shell's first
  // paint); icons registered under other names leave it alone (issue 16: every module chunk
  // re-rendered every icon on the home).
  const drawing = useSyncExternalStore(
    subscribe,
    () => drawings.get(name),
    () => drawings.get(name),
  )
  const icon = drawing === undefined ? lookup(name) : shapesOf(drawing)
  if (!icon) return null
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={icon.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {icon.shapes.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.fill ? 'currentColor' : undefined}
          stroke={shape.fill === 'solid' ? 'none' : undefined}
          strokeWidth={shape.strokeWidth}
        />
      ))}
    </svg>
  )
}
