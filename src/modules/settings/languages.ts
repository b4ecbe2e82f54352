import type { Locale } from '../../core/i18n/i18n.ts'

/**
 * Each language in its own name (spec: ru shown as Russian, en as English), whatever the
 * current locale: a reader must find their language in a list written in another.
 * Deliberately not translated.
 */
export const languageNames: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
}
