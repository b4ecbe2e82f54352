/**
 * A stubbed network for unit tests: answers API calls by path (the part after
 * /rest/mobile/{version}/), records every call, and can fail like a real network.
 *
 *   const net = stubNetwork({ app: appData, 'device-register': { authToken: 't' } })
 *   net.set('app', networkError)
 *   expect(net.calls('app')).toHaveLength(1)
 */
import { vi } from 'vitest'
import { configureApi, type ApiContext } from '../../src/core/api/context.ts'

export interface NetworkCall {
  path: string
  method: string
  body: unknown
  headers: Record<string, string>
  query: Record<string, string>
}

/**
 * A handler returns the answer body (an object, sent as `{status: 'ok', …}` unless it names its
 * status), a Response, or throws to fail the request.
 */
export type RouteHandler = (call: NetworkCall) => unknown
export type Route = RouteHandler | Record<string, unknown> | unknown[]

/** Use as a route: the request fails like a lost connection ('Network Error'). */
export function networkError(): never {
  throw new TypeError('Failed to fetch')
}

/** Use as a route: the request never answers (until it is aborted). */
export function pending(): Promise<never> {
  return new Promise(() => {})
}

/** Use as a route: a `status: error` answer with the server's message. */
export function serverError(message: string, status = 200) {
  return () =>
    new Response(JSON.stringify({ status: 'error', message }), {
      status,
      headers: { 'content-type': 'application/json' },
    })
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

export function stubNetwork(initial: Record<string, Route> = {}) {
  const routes = new Map(Object.entries(initial))
  const log: NetworkCall[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^.*\/rest\/mobile\/[^/]+\//, '')
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v))
    let body: unknown = init?.body
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        // leave as text
      }
    }
    const call: NetworkCall = {
      path,
      method: init?.method ?? 'GET',
      body,
      headers,
      query: Object.fromEntries(url.searchParams),
    }
    log.push(call)
    const route = routes.get(path)
    if (route === undefined) return json({ status: 'error', message: `no stub for ${path}` }, 404)
    const signal = init?.signal
    const answer = Promise.resolve().then(() => (typeof route === 'function' ? route(call) : route))
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new DOMException('Aborted', 'AbortError'))
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    })
    const result = await Promise.race([answer, aborted])
    if (result instanceof Response) return result
    // The server wraps every answer in its envelope: a stubbed object is `status: ok` unless it
    // says otherwise (garbled answers are stubbed as a Response).
    const isPlain = typeof result === 'object' && result !== null && !Array.isArray(result)
    return json(isPlain && !('status' in result) ? { status: 'ok', ...result } : result)
  })
  vi.stubGlobal('fetch', fetchStub)
  return {
    fetch: fetchStub,
    /** Calls made so far, optionally only those to one path. */
    calls: (path?: string) => (path ? log.filter((c) => c.path === path) : [...log]),
    set: (path: string, route: Route) => void routes.set(path, route),
    /** Forgets the calls made so far (and the answers the fetch mock keeps). */
    clear: () => {
      log.length = 0
      fetchStub.mockClear()
    },
    restore: () => vi.unstubAllGlobals(),
  }
}

export type StubbedNetwork = ReturnType<typeof stubNetwork>

/**
 * Points the API client at a test brand with a token, as the shell would (store tests). Returns
 * the context the client reads on every call: a test may change it (a new token) between calls.
 */
export function configureTestApi(
  token: string | null = 't',
  overrides: Partial<ApiContext> = {},
): ApiContext {
  const context: ApiContext = {
    apiBase: 'http://x.localhost/rest/mobile/v53/',
    apiQuery: {},
    locale: 'ru',
    appVersion: '1',
    token,
    miniApp: false,
    ...overrides,
  }
  configureApi(() => context)
  return context
}

/** The demo brand's API as the app-data tests know it (a mini app of version 1.2.2). */
export const DEMO_API: Partial<ApiContext> = {
  apiBase: 'http://demo.localhost:8080/rest/mobile/v53/',
  appVersion: '1.2.2',
  miniApp: true,
}
