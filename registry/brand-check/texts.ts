/**
 * Brand texts with locale variants: `{ ru: 'Мои бонусы', en: 'My bonuses' }` anywhere in stored
 * settings (server/texts.ts answers each request in its language). A text that lacks a variant
 * for one of the brand's languages shows Russian to those customers.
 */
import { sayIn, TEXTS, type Say } from './messages.ts'
import { formatPath } from './path.ts'
import type { Finding } from './types.ts'

const LOCALES = ['ru', 'en'] as const

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `{ru?, en?}` with string values and nothing else. */
export function isTextObject(value: unknown): value is Partial<Record<string, string>> {
  if (!isObject(value)) return false
  const keys = Object.keys(value)
  return (
    keys.length > 0 &&
    keys.every((k) => (LOCALES as readonly string[]).includes(k) && typeof value[k] === 'string')
  )
}

/** `value` with every text object replaced by its Russian text (as the server answers in ru). */
export function resolveTexts(value: unknown): unknown {
  if (isTextObject(value)) return value.ru ?? value.en ?? ''
  if (Array.isArray(value)) return value.map(resolveTexts)
  if (isObject(value)) {
    for (const key of Object.keys(value)) value[key] = resolveTexts(value[key])
  }
  return value
}

function languagesOf(appData: Record<string, unknown>): string[] {
  const settings = isObject(appData.settings) ? appData.settings : {}
  const list = settings.languages ?? settings['app.languages']
  const valid = Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : []
  return valid.length ? valid : ['ru']
}

/** A finding per text object missing a variant of one of the brand's languages. */
export function textFindings(
  appData: Record<string, unknown>,
  say: Say = sayIn(undefined),
): Finding[] {
  const languages = languagesOf(appData)
  const findings: Finding[] = []
  const walk = (value: unknown, path: (string | number)[]) => {
    if (isTextObject(value)) {
      for (const locale of new Set(['ru', ...languages])) {
        if (value[locale]?.trim()) continue
        const isRu = locale === 'ru'
        const snippet = `"${locale}": "…"`
        findings.push({
          code: 'text.missing',
          kind: 'missing-text',
          severity: isRu ? 'error' : 'warning',
          path: formatPath(path),
          message: say(TEXTS.missing, { locale }),
          description: isRu ? say(TEXTS.ruDescription) : say(TEXTS.otherDescription, { locale }),
          expected: `{ ${[...new Set(['ru', ...languages])].map((l) => `"${l}": "…"`).join(', ')} }`,
          hint: value.ru
            ? say(TEXTS.hintRussian, { snippet, ru: value.ru })
            : say(TEXTS.hint, { snippet }),
        })
      }
      return
    }
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]))
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k])
  }
  walk(appData.settings, ['settings'])
  walk(appData.custom, ['custom'])
  return findings
}
