/**
 * The JSON envelope of the mobile API. Success: `{status: 'ok', …fields}`. Failure: HTTP 4xx/5xx
 * with `{status: 'error', message, code?}` — `message` is shown to the person as it is (ru or en
 * per Accept-Language), `code` is a stable machine word (unknown_client, bad_request…).
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { t, type Locale, type MessageKey } from './i18n.ts'
import { brandDictionary, localize } from './texts.ts'

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Extra envelope fields (e.g. per-field validation errors). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${code}: ${key}`)
    this.name = 'ApiFailure'
  }
}

export function errorBody(failure: ApiFailure, locale: Locale) {
  return {
    status: 'error' as const,
    code: failure.code,
    message: t(locale, failure.key, failure.params),
    ...failure.extra,
  }
}

/**
 * A success answer. Brand texts in it are answered in the request's language (server/texts.ts):
 * text objects `{ru, en}` resolved, Russian texts translated by the brand's dictionary.
 */
export function ok<T extends Record<string, unknown>>(c: Context, body: T) {
  const locale = c.get('locale') as Locale | undefined
  const brand = c.get('brand') as { config?: Record<string, unknown> } | undefined
  const answer = locale ? localize(body, locale, brandDictionary(brand?.config)) : body
  // Answers differ by language: caches between the app and the server keep one per locale.
  c.header('Vary', 'Accept-Language', { append: true })
  return c.json({ status: 'ok' as const, ...answer })
}
