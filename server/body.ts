import type { Context } from 'hono'
import { assertCleanText } from './guard.ts'
import { ApiFailure } from './http.ts'

/**
 * The JSON body of a request; an empty body is `{}`, anything unparsable a 400, and so is text
 * the database cannot store (NUL, lone surrogates) anywhere in it. The size is bounded before
 * (server/guard.ts bodyLimitGuard).
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiFailure(400, 'bad_json', 'badJson')
  }
  assertCleanText(body)
  return body
}
