/**
 * The one HTTP client (ofetch). spec (shell-data §7): headers Accept-Language, App-Version,
 * Authorization when logged in, Mini-app in a mini-app; 100 s timeout; `status: error` answers
 * are thrown; network error, timeout and cancel are mapped to the spec's texts.
 */
import { FetchError, ofetch } from 'ofetch'
import { ApiError } from './errors.ts'

/** spec: default request timeout 100 s. */
export const REQUEST_TIMEOUT = 100_000

export interface ApiContext {
  apiBase: string
  apiQuery: Record<string, string>
  locale: string
  appVersion: string
  token: string | null
  miniApp: boolean
  /** Debug popup's verbose toggle: log every call and its outcome. */
  verbose?: boolean
}

let contextProvider: () => ApiContext = () => {
  throw new Error('api context is not configured')
}

/** The shell wires the client to the session and brand once at boot (and tests per case). */
export function configureApi(provider: () => ApiContext) {
  contextProvider = provider
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  body?: Record<string, unknown>
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
  timeout?: number
}

type Envelope = { status?: string; message?: string; code?: string } & Record<string, unknown>

function normalise(error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error
  if (signal?.aborted) return new ApiError('cancelled')
  if (error instanceof FetchError) {
    const data = error.data as Envelope | undefined
    if (error.cause instanceof DOMException && error.cause.name === 'TimeoutError') {
      return new ApiError('timeout')
    }
    if (error.name === 'AbortError' || (error.cause as Error | undefined)?.name === 'AbortError') {
      return new ApiError(signal?.aborted ? 'cancelled' : 'timeout')
    }
    if (error.response) {
      return new ApiError(data?.status === 'error' ? 'server' : 'http', {
        status: error.response.status,
        message: typeof data?.message === 'string' ? data.message : undefined,
        code: typeof data?.code === 'string' ? data.code : undefined,
        data,
      })
    }
    return new ApiError('network')
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError('timeout')
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError('cancelled')
  return new ApiError('network')
}

/** Calls `{apiBase}{path}` and returns the answer's body; throws ApiError. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const ctx = contextProvider()
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ctx.locale,
    'App-Version': ctx.appVersion,
  }
  if (ctx.token) headers.Authorization = `Bearer ${ctx.token}`
  if (ctx.miniApp) headers['Mini-app'] = '1'
  const query: Record<string, string | number | boolean> = { ...ctx.apiQuery }
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = v
  try {
    const data = await ofetch<Envelope>(path, {
      baseURL: ctx.apiBase,
      method: opts.method ?? 'GET',
      body: opts.body,
      query,
      headers,
      signal: opts.signal,
      timeout: opts.timeout ?? REQUEST_TIMEOUT,
      retry: 0,
    })
    if (ctx.verbose) console.debug('[api]', opts.method ?? 'GET', path, opts.body ?? '', '->', data)
    if (data && data.status === 'error') {
      throw new ApiError('server', {
        message: typeof data.message === 'string' ? data.message : undefined,
        code: typeof data.code === 'string' ? data.code : undefined,
        data,
      })
    }
    return data as T
  } catch (error) {
    const normalised = normalise(error, opts.signal)
    if (ctx.verbose) console.debug('[api]', opts.method ?? 'GET', path, 'failed', normalised)
    throw normalised
  }
}

/**
 * Shares one in-flight promise per key: concurrent callers get the same request
 * (spec: app data, device registration, get-feedback, news, get-coupons).
 */
const sharedMaps = new Set<Map<string, Promise<unknown>>>()

/** Forgets every shared in-flight request (the app restarts: tests, brand previews). */
export function forgetInFlight(): void {
  for (const map of sharedMaps) map.clear()
}

export function shareInFlight<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string = () => '',
): (...args: A) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>()
  sharedMaps.add(inFlight as Map<string, Promise<unknown>>)
  return (...args: A) => {
    const key = keyOf(...args)
    const running = inFlight.get(key)
    if (running) return running
    const p = fn(...args).finally(() => {
      if (inFlight.get(key) === p) inFlight.delete(key)
    })
    inFlight.set(key, p)
    return p
  }
}
