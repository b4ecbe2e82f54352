/**
 * Input guards at the edge, one mechanism each:
 *
 * - Request bodies over `MAX_BODY_BYTES` are refused (413) before they are read
 *   (`bodyLimitGuard`: Content-Length first, else counted while streaming).
 * - Text PostgreSQL cannot store — NUL (`\u0000`) or a lone UTF-16 surrogate — anywhere in a
 *   JSON body, a query string or a path is a 400 (`assertCleanText`, `queryGuard`).
 * - Integers go into `integer` columns (int4): a number beyond ±2^31 or with a fraction is a 400.
 *   The schemas get the range from `validation.ts` (every `"type": "integer"` without its own
 *   bounds); query and path parameters go through `intParam`.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiFailure } from './http.ts'

export const MAX_BODY_BYTES = 256 * 1024
export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647

/** NUL; or a high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function hasUnstorableText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s)
}

function badText(field: string): ApiFailure {
  return new ApiFailure(400, 'bad_text', 'badText', { field: field || 'body' })
}

/** Throws 400 `bad_text` when any string (or key) in `value` holds NUL or a lone surrogate. */
export function assertCleanText(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (hasUnstorableText(value)) throw badText(path)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertCleanText(v, path ? `${path}.${i}` : String(i)))
    return
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const field = path ? `${path}.${k}` : k
      if (hasUnstorableText(k)) throw badText(field)
      assertCleanText(v, field)
    }
  }
}

/** Percent-decoding that fails (bad UTF-8) is as bad as a lone surrogate. */
function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** 400 `bad_text` for a path or query string that decodes to NUL, a lone surrogate or bad UTF-8. */
export function queryGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    const at = url.indexOf('://')
    const start = url.indexOf('/', at < 0 ? 0 : at + 3)
    const pathAndQuery = start < 0 ? '' : url.slice(start).split('#')[0]!
    const [path = '', query = ''] = pathAndQuery.split(/\?(.*)/s)
    const pathText = decoded(path)
    if (pathText === null || hasUnstorableText(pathText)) throw badText('path')
    for (const pair of query.split('&')) {
      if (!pair) continue
      const [k = '', v = ''] = pair.split(/=(.*)/s)
      const key = decoded(k)
      const value = decoded(v)
      if (key === null || value === null || hasUnstorableText(key) || hasUnstorableText(value)) {
        throw badText(key && !hasUnstorableText(key) ? key : 'query')
      }
    }
    await next()
  }
}

/** 413 in the API's envelope for a body over `maxBytes`, refused before it is read. */
export function bodyLimitGuard(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiFailure(413, 'too_large', 'tooLarge', { kb: Math.floor(maxBytes / 1024) })
    },
  })
}

/**
 * A query or path parameter that must be an integer of the database's range (or `range`):
 * `undefined` when absent or empty, else the number, else 400 `bad_request` naming the field.
 */
export function intParam(
  value: string | undefined,
  field: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const min = range.min ?? INT32_MIN
  const max = range.max ?? INT32_MAX
  const text = value.trim()
  const n = /^-?\d{1,16}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new ApiFailure(400, 'bad_request', 'badInt', { field, min, max })
  }
  return n
}
