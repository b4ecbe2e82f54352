/**
 * The one HTTP client (ofetch). spec (shell-data §7): headers Accept-Language, App-Version,
 * Authorization when logged in, Mini-app in a mini-app; 100 s timeout; `status: error` answers
 * are thrown; a 2xx that is not a `status: ok` JSON object is an error too; network error, timeout
 * and cancel are mapped to the spec's texts.
 *
 * Not in the first paint's JS (issue 16): the first call (app data, core/api/app.ts) loads it,
 * with the chunk of what the shell loads right after the first paint (vite.config.ts).
 */
import { FetchError, ofetch } from 'ofetch'
import { devDelay, HTTP_DEV_OFF, httpDevOptions } from './dev-options.ts'
import { apiContext } from './context.ts'
import { ApiError } from './errors.ts'

/** spec: default request timeout 100 s. */
export const REQUEST_TIMEOUT = 100_000

/** An answer's body: the server's `{status: 'ok', …fields}` envelope. */
export type Envelope = { status?: unknown; message?: unknown; code?: unknown } & Record<
  string,
  unknown
>

export interface RequestOptions {
  method?: 'GET' | 'POST'
  body?: Record<string, unknown>
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  timeout?: number
  /**
   * What the answer must carry for the caller to act on it (e.g. place-order: an order id). An
   * answer that fails the check is an error (kind 'malformed'), never a success.
   */
  expect?: (answer: Envelope) => boolean
}

/** A plain JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

type FieldKind = 'array' | 'object' | 'string' | 'number' | 'boolean' | 'id'
const fieldChecks: Record<FieldKind, (v: unknown) => boolean> = {
  array: Array.isArray,
  object: isRecord,
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  id: (v) => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v)),
}

/**
 * A small shape guard for `expect`: each named field must be of its kind; a kind ending in '?'
 * may also be missing or null. `fields({ products: 'array', total: 'number?' })`
 */
export function fields(
  shape: Record<string, FieldKind | `${FieldKind}?`>,
): (answer: Envelope) => boolean {
  return (answer) =>
    Object.entries(shape).every(([key, kind]) => {
      const value = answer[key]
      if (kind.endsWith('?')) {
        return (
          value === undefined ||
          value === null ||
          fieldChecks[kind.slice(0, -1) as FieldKind](value)
        )
      }
      return fieldChecks[kind as FieldKind](value)
    })
}

/** A JSON body, or undefined when the text is not JSON (an HTML page, a cut-off answer). */
function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function normalise(error: unknown, how: { timedOut: boolean; cancelled: boolean }): ApiError {
  if (how.timedOut) return new ApiError('timeout')
  if (how.cancelled) return new ApiError('cancelled')
  if (error instanceof ApiError) return error
  if (error instanceof FetchError && error.response) {
    const parsed = parseJson(error.data)
    const data = isRecord(parsed) ? parsed : undefined
    return new ApiError(data?.status === 'error' ? 'server' : 'http', {
      status: error.response.status,
      message: typeof data?.message === 'string' && data.message ? data.message : undefined,
      code: typeof data?.code === 'string' ? data.code : undefined,
      data,
    })
  }
  return new ApiError('network')
}

/**
 * Calls `{apiBase}{path}` and returns the answer's body; throws ApiError. Only a JSON object
 * with `status: 'ok'` (and what `opts.expect` asks for) is a success: any other 2xx body is an
 * error, so no screen says something happened when it did not.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const ctx = apiContext()
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ctx.locale,
    'App-Version': ctx.appVersion,
  }
  if (ctx.token) headers.Authorization = `Bearer ${ctx.token}`
  if (ctx.miniApp) headers['Mini-app'] = '1'
  const query: Record<string, string | number | boolean> = { ...ctx.apiQuery }
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = v

  // spec: 100 s timeout, also when the caller can cancel. ofetch drops its own timeout when a
  // signal is given, and AbortSignal.any/timeout are missing on old iOS and escape fake timers:
  // one controller, aborted by our timer or by the caller's signal, tells the two apart.
  const controller = new AbortController()
  const how = { timedOut: false, cancelled: false }
  const timer = setTimeout(() => {
    how.timedOut = true
    controller.abort()
  }, opts.timeout ?? REQUEST_TIMEOUT)
  const cancel = () => {
    if (how.timedOut) return
    how.cancelled = true
    controller.abort()
  }
  if (opts.signal?.aborted) cancel()
  else opts.signal?.addEventListener('abort', cancel)
  // spec §7: the dev options (artificial delay, forced error, authorized-mode fallback), in
  // developer mode only.
  const dev = ctx.devMode ? httpDevOptions() : HTTP_DEV_OFF
  try {
    if (how.cancelled) throw new ApiError('cancelled')
    if (dev.delay > 0) await devDelay(dev.delay, controller.signal)
    if (dev.forcedError) throw new ApiError(dev.forcedError, { code: 'dev_forced' })
    const text = await ofetch<string, 'text'>(path, {
      baseURL: ctx.apiBase,
      method: opts.method ?? 'GET',
      body: opts.body,
      query,
      headers,
      signal: controller.signal,
      responseType: 'text',
      retry: 0,
    })
    const data = parseJson(text)
    if (ctx.verbose) console.debug('[api]', opts.method ?? 'GET', path, opts.body ?? '', '->', data)
    if (isRecord(data) && data.status === 'error') {
      throw new ApiError('server', {
        message: typeof data.message === 'string' && data.message ? data.message : undefined,
        code: typeof data.code === 'string' ? data.code : undefined,
        data,
      })
    }
    if (!isRecord(data) || data.status !== 'ok' || (opts.expect && !opts.expect(data))) {
      throw new ApiError('malformed', { data: data ?? text })
    }
    return data as T
  } catch (error) {
    const normalised = normalise(error, how)
    if (ctx.verbose) console.debug('[api]', opts.method ?? 'GET', path, 'failed', normalised)
    const fallback = dev.authorizedFallback
    if (fallback && (normalised.status === 401 || normalised.status === 403)) {
      const answer: Envelope = { status: 'ok', ...fallback }
      if (answer.status !== 'ok' || (opts.expect && !opts.expect(answer))) {
        throw new ApiError('malformed', { data: answer })
      }
      if (ctx.verbose) console.debug('[api]', opts.method ?? 'GET', path, 'fallback', answer)
      return answer as T
    }
    throw normalised
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', cancel)
  }
}
