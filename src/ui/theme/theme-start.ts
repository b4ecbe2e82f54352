/**
 * The brand theme at start (issue 16): the contrast work that derives readable colours from the
 * brand's (theme.ts, contrast.ts) is not in the first paint's JS. The variables it worked out are
 * kept with the brand's colours they came from (storage `themeVariables`); a start whose app data
 * has the same colours sets them at once, before any call, and theme.ts loads after the first
 * paint (with the HTTP client, in the `after-start` chunk) to work them out again. Other colours
 * (a first start, a brand that changed its palette) wait for theme.ts.
 */
import type { AppSettings } from '../../core/state/types.ts'
import { readJson, storageKeys, writeJson } from '../../core/storage/storage.ts'
import type * as Theme from './theme.ts'

type ThemeModule = typeof Theme

const SAFE_VALUE = /^[#\w(),.%\s/-]{1,64}$/

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]/g, '')
}

/** The brand's own colours as CSS variables (settings.colors; unsafe values left out). */
export function brandVariables(settings: AppSettings | undefined): Record<string, string> {
  const vars: Record<string, string> = {}
  const colors = settings?.colors ?? {}
  for (const [key, value] of Object.entries(colors)) {
    if (typeof value !== 'string' || !SAFE_VALUE.test(value)) continue
    vars[`--color-${kebab(key)}`] = value.trim()
  }
  return vars
}

/** The status bar colour from a theme's variables: status-bar, header or primary, else white. */
export function statusBarFrom(vars: Record<string, string>): string {
  return (
    vars['--color-status-bar'] ?? vars['--color-header'] ?? vars['--color-primary'] ?? '#ffffff'
  )
}

/** The variables last set on the root (in the order they were set). */
let current: Record<string, string> = {}

/** Sets the theme-color meta (the status bar of an installed app) from the theme applied last. */
export function applyStatusBarColor(): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'theme-color'
    document.head.append(meta)
  }
  meta.content = statusBarFrom(current)
}

/** Whether `root` carries exactly `vars` as the last theme applied. */
function sameVars(root: HTMLElement, vars: Record<string, string>): boolean {
  const names = Object.keys(vars)
  const applied = Object.keys(current)
  return (
    names.length === applied.length &&
    names.every(
      (name, i) => applied[i] === name && root.style.getPropertyValue(name) === vars[name],
    )
  )
}

/** Sets a theme's variables on the root, the theme-color meta and the document title. */
export function setVariables(
  vars: Record<string, string>,
  settings: AppSettings | undefined,
  root: HTMLElement,
): void {
  // The same colours again (cached app data, then the server's): the document's style stays,
  // as each property set on the root makes the whole page's style be worked out anew (issue 16).
  if (!sameVars(root, vars)) {
    for (const name of Object.keys(current)) root.style.removeProperty(name)
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  }
  current = { ...vars }
  applyStatusBarColor()
  if (typeof settings?.name === 'string' && settings.name) document.title = settings.name
}

interface CachedTheme {
  /** The brand's colours (brandVariables) the variables were worked out from, as JSON. */
  colors: string
  vars: Record<string, string>
}

/** Keeps a theme's variables for the next start (theme.ts, once it worked them out). */
export function cacheVariables(settings: AppSettings | undefined, vars: Record<string, string>) {
  const colors = JSON.stringify(brandVariables(settings))
  const cached = readJson<Partial<CachedTheme> | null>(storageKeys.themeVariables, null)
  if (cached?.colors === colors && JSON.stringify(cached.vars) === JSON.stringify(vars)) return
  writeJson(storageKeys.themeVariables, { colors, vars } satisfies CachedTheme)
}

/** The kept variables for these colours, if the last start worked them out. */
function cachedVariables(settings: AppSettings | undefined): Record<string, string> | null {
  const cached = readJson<Partial<CachedTheme> | null>(storageKeys.themeVariables, null)
  if (!cached || typeof cached.vars !== 'object' || cached.vars === null) return null
  if (cached.colors !== JSON.stringify(brandVariables(settings))) return null
  const vars = cached.vars
  return Object.values(vars).every((v) => typeof v === 'string' && SAFE_VALUE.test(v)) ? vars : null
}

let theme: ThemeModule | null = null
let loading: Promise<ThemeModule> | null = null
/** Counts calls: a call waiting for theme.ts applies only when no later call came. */
let calls = 0

/** theme.ts (the contrast work), loaded once. */
export function loadTheme(): Promise<ThemeModule> {
  loading ??= import('./theme.ts').then((m) => (theme = m))
  return loading
}

/**
 * Applies the brand's colours, the theme-color meta and the document title: at once when theme.ts
 * is there or the last start kept the variables for these colours (theme.ts then checks them
 * after the first paint); else once theme.ts has loaded. Calls apply in their order.
 */
export function applyTheme(
  settings: AppSettings | undefined,
  root = document.documentElement,
): Promise<void> {
  const call = ++calls
  if (theme) {
    theme.applyTheme(settings, root)
    return Promise.resolve()
  }
  const cached = cachedVariables(settings)
  if (cached) setVariables(cached, settings, root)
  return loadTheme().then((m) => {
    if (call === calls) m.applyTheme(settings, root)
  })
}
