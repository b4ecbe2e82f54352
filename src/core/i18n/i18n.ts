/**
 * Lingui set-up. spec: ru is the default; supported ru and en (a brand may allow ru only);
 * an unsupported locale falls back to the default. Catalogs: src/locales/{locale}/messages.po.
 */
import { i18n } from '@lingui/core'

export const DEFAULT_LOCALE = 'ru'
export const KNOWN_LOCALES = ['ru', 'en'] as const
export type Locale = (typeof KNOWN_LOCALES)[number]

const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  ru: () => import('../../locales/ru/messages.po'),
  en: () => import('../../locales/en/messages.po'),
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
  if (i18n.locale === locale) return
  const { messages } = await loaders[locale]()
  i18n.loadAndActivate({ locale, messages: messages as Record<string, string> })
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export { i18n }
