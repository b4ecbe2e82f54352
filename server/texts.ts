/**
 * Brand texts in the request's language (Accept-Language; ru the default). Every answer of the
 * mobile API passes through `localize` (server/http.ts `ok`), so app data, catalog, gifts,
 * pages, history, branches, pushes… all answer in one language, and the wire stays plain
 * strings (schemas/api and the app's parsing do not change).
 *
 * Two ways a brand text carries its variants, resolved recursively over the whole answer:
 *
 * - a text object `{ ru: 'Мои бонусы', en: 'My bonuses' }` anywhere in stored JSON (settings,
 *   extra fields): answered as the locale's string, Russian when the locale has none;
 * - the brand's dictionary, server-only in `brands.config.texts` (never sent to the app):
 *   `{ en: { 'Мои бонусы': 'My bonuses', … } }` — a Russian text (a whole string, as stored in
 *   settings or a table column: product, category, branch, gift, page, operation…) answered as
 *   its translation. A text with no entry stays Russian. The demo brands' dictionaries are in
 *   server/seed/english.ts.
 */
import type { Locale } from './i18n.ts'

export const DEFAULT_TEXT_LOCALE: Locale = 'ru'

/** Per locale: Russian text -> that locale's text. */
export type TextDictionary = Partial<Record<Locale, Record<string, string>>>

/** A stored text with its locale variants. */
export type LocalizedText = { ru: string } & Partial<Record<Locale, string>>

const LOCALE_KEYS = new Set<string>(['ru', 'en'])

/** `{ru: '…', en?: '…'}` and nothing else: a text with variants, not a data object. */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  if (!keys.length || !keys.every((k) => LOCALE_KEYS.has(k))) return false
  const record = value as Record<string, unknown>
  return typeof record.ru === 'string' && keys.every((k) => typeof record[k] === 'string')
}

/** One text in `locale`: its variant, else Russian. */
export function textIn(value: LocalizedText | string, locale: Locale): string {
  if (typeof value === 'string') return value
  const own = value[locale]
  return typeof own === 'string' && own !== '' ? own : value.ru
}

/** The dictionary of a brand, from its server-only config (`config.texts`). */
export function brandDictionary(config: Record<string, unknown> | undefined): TextDictionary {
  const texts = config?.texts
  return typeof texts === 'object' && texts !== null && !Array.isArray(texts)
    ? (texts as TextDictionary)
    : {}
}

/**
 * `value` with every text object resolved and every dictionary text translated into `locale`.
 * Returns the same object when nothing changed (Russian answers without text objects cost one
 * walk and no copies).
 */
export function localize<T>(value: T, locale: Locale, dictionary: TextDictionary = {}): T {
  const words = locale === DEFAULT_TEXT_LOCALE ? undefined : dictionary[locale]
  const patterns = words ? numberPatterns(words) : []
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (!words || !v) return v
      const translated = words[v]
      if (typeof translated === 'string' && translated !== '') return translated
      return translatePattern(v, patterns, words) ?? v
    }
    if (typeof v !== 'object' || v === null || v instanceof Date) return v
    if (isLocalizedText(v)) return textIn(v, locale)
    if (Array.isArray(v)) {
      let changed = false
      const out = v.map((item) => {
        const next = walk(item)
        if (next !== item) changed = true
        return next
      })
      return changed ? out : v
    }
    let changed = false
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(v)) {
      const next = walk(item)
      if (next !== item) changed = true
      out[key] = next
    }
    return changed ? out : v
  }
  return walk(value) as T
}

/**
 * A dictionary key with holes: `{n}` a number, `{s}` any words, kept as they are in the same
 * order ('{n} ккал' -> '{n} kcal', 'Промокод {s}' -> 'Promo code {s}').
 */
interface NumberPattern {
  re: RegExp
  to: string
  /** The words before the first hole: a cheap test before the expression. */
  prefix: string
}

const HOLES: Record<string, string> = { n: '(-?\\d[\\d\\s\u00a0.,]*?)', s: '(.+?)' }
const patternCache = new WeakMap<Record<string, string>, NumberPattern[]>()

function numberPatterns(words: Record<string, string>): NumberPattern[] {
  let found = patternCache.get(words)
  if (found) return found
  found = []
  for (const [from, to] of Object.entries(words)) {
    if (typeof to !== 'string' || !/\{[ns]\}/.test(from)) continue
    const source = from
      .split(/(\{[ns]\})/)
      .map((part) =>
        part === '{n}' || part === '{s}'
          ? HOLES[part[1]!]
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')
    found.push({ re: new RegExp(`^${source}$`), to, prefix: from.split(/\{[ns]\}/)[0]! })
  }
  patternCache.set(words, found)
  return found
}

function translatePattern(
  text: string,
  patterns: NumberPattern[],
  words: Record<string, string>,
): string | undefined {
  for (const { re, to, prefix } of patterns) {
    if (!text.startsWith(prefix)) continue
    const m = re.exec(text)
    if (!m) continue
    let i = 1
    // A hole's words are themselves looked up whole ('Бонус акции «{s}»' with an action's title).
    return to.replace(/\{[ns]\}/g, () => {
      const hole = m[i++] ?? ''
      const own = words[hole]
      return typeof own === 'string' && own !== '' ? own : hole
    })
  }
  return undefined
}
