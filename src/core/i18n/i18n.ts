/**
 * Lingui set-up. spec: ru is the default; supported ru and en (a brand may allow ru only);
 * an unsupported locale falls back to the default.
 *
 * Three catalogs per locale (lingui.config.ts): `shell` — the texts of src/app, src/core, src/ui —,
 * `late` — the shell's texts the first paint never shows (developer tools, the install hint, the
 * parts of src/ui only module screens render) — and `modules` — the texts of src/modules. The app
 * defers `late` and `modules` (`deferModuleTexts()` before the first activation) so the first
 * paint waits only for the shell's texts; the registry loads both with the modules
 * (`loadModuleTexts()`), a lazy developer tool loads `late` with its chunk (`loadLateTexts()`).
 */
import { i18n } from '@lingui/core'

export const DEFAULT_LOCALE = 'ru'
export const KNOWN_LOCALES = ['ru', 'en'] as const
export type Locale = (typeof KNOWN_LOCALES)[number]

type Part = 'shell' | 'late' | 'modules'
type Loader = () => Promise<{ messages: Record<string, unknown> }>

const loaders: Record<Part, Record<Locale, Loader>> = {
  shell: {
    ru: () => import('../../locales/ru/shell.po'),
    en: () => import('../../locales/en/shell.po'),
  },
  late: {
    ru: () => import('../../locales/ru/late.po'),
    en: () => import('../../locales/en/late.po'),
  },
  modules: {
    ru: () => import('../../locales/ru/modules.po'),
    en: () => import('../../locales/en/modules.po'),
  },
}

/** Catalog parts to load with a locale. Tests and previews get both unless deferred. */
const wanted = new Set<Part>(['shell', 'late', 'modules'])
const loaded = new Set<string>()

/** The first paint needs only the shell's texts: the others come with the modules. */
export function deferModuleTexts(): void {
  wanted.delete('modules')
  wanted.delete('late')
}

async function loadParts(locale: Locale): Promise<void> {
  // Again until nothing is missing: a part asked for while this one loads (the modules' texts,
  // when app data arrives before the first activation finished) must not be left out.
  for (;;) {
    const missing = [...wanted].filter((part) => !loaded.has(`${locale}:${part}`))
    if (!missing.length) return
    const catalogs = await Promise.all(missing.map((part) => loaders[part][locale]()))
    missing.forEach((part, i) => {
      i18n.load(locale, catalogs[i]!.messages as Record<string, string>)
      loaded.add(`${locale}:${part}`)
    })
  }
}

async function loadDeferred(parts: Part[]): Promise<void> {
  parts.forEach((part) => wanted.add(part))
  const locale = i18n.locale as Locale | ''
  if (!locale || parts.every((part) => loaded.has(`${locale}:${part}`))) return
  await loadParts(locale)
  // Re-activate so components re-render with the new texts.
  if (i18n.locale === locale) i18n.activate(locale)
}

/** Loads the modules' texts and the shell's late ones for the active locale (and every later one). */
export function loadModuleTexts(): Promise<void> {
  return loadDeferred(['late', 'modules'])
}

/** Loads the shell's late texts (a developer tool that opens before the modules are there). */
export function loadLateTexts(): Promise<void> {
  return loadDeferred(['late'])
}

/** The brand's languages (settings.languages), limited to those the app has catalogs for. */
export function supportedLocales(languages: readonly string[] | undefined): Locale[] {
  const list = (languages?.length ? languages : [DEFAULT_LOCALE]).filter((l): l is Locale =>
    (KNOWN_LOCALES as readonly string[]).includes(l),
  )
  return list.length ? list : [DEFAULT_LOCALE]
}

/** spec: an unsupported language falls back to the default. */
export function resolveLocale(wanted: string | null | undefined, supported: readonly Locale[]) {
  const short = wanted?.toLowerCase().slice(0, 2)
  return supported.find((l) => l === short) ?? (supported.includes('ru') ? 'ru' : supported[0]!)
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadParts(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/**
 * Makes the locale's number formatter and plural rules in a task of their own after the next
 * frame, then its date data in another (issue 16, TBT): the page's first `Intl.NumberFormat`
 * loads the locale's number data (~90 ms on a phone, once per page), and Lingui makes one for
 * every plural message, so the first render that showed a count (the bonus widget's points)
 * paid it inside a long task.
 * `i18n.number` fills the same cache entry Lingui's plurals use.
 */
export function warmFormatters(): void {
  if (typeof requestAnimationFrame === 'undefined') return
  requestAnimationFrame(() =>
    setTimeout(() => {
      i18n.number(0)
      new Intl.PluralRules(i18n.locale).select(0)
      // The date data next, in a task of its own (the news cards' first month name paid it).
      setTimeout(() => new Intl.DateTimeFormat(i18n.locale, { month: 'long' }).format(0), 0)
    }, 0),
  )
}

export { i18n }
