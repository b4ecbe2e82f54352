import type { Context } from 'hono'
import { ApiFailure } from './http.ts'

/** The JSON body of a request; an empty body is `{}`, anything unparsable a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiFailure(400, 'bad_json', 'badJson')
  }
}
