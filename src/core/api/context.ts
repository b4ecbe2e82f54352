/**
 * Who and where the HTTP client (./client.ts) calls for: the shell wires it to the session and
 * brand at boot, before the client itself has loaded (issue 16: ofetch and the client are not in
 * the first paint's JS).
 */

export interface ApiContext {
  apiBase: string
  apiQuery: Record<string, string>
  locale: string
  appVersion: string
  token: string | null
  miniApp: boolean
  /** Debug popup's verbose toggle: log every call and its outcome. */
  verbose?: boolean
  /** Developer mode (spec shell-data §6): only then do the dev options (./dev-options.ts) act. */
  devMode?: boolean
}

let contextProvider: () => ApiContext = () => {
  throw new Error('api context is not configured')
}

/** The context of a call made now. */
export function apiContext(): ApiContext {
  return contextProvider()
}

/** The shell wires the client to the session and brand once at boot (and tests per case). */
export function configureApi(provider: () => ApiContext) {
  contextProvider = provider
}

/**
 * Who a call is made for (where, as whom, in which language): two calls with the same key get
 * the same answer. A load in flight is shared only under the same key (app data after a logout).
 */
export function apiContextKey(): string {
  const { apiBase, apiQuery, locale, token } = contextProvider()
  return JSON.stringify([apiBase, apiQuery, locale, token])
}
