import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Kinds of failure the HTTP layer normalises every error into: `server` a `status: error` answer,
 * `http` a 4xx/5xx without one, `malformed` a 2xx that is not the answer the call needs (not
 * JSON, no `status: 'ok'`, a missing field), `network` no answer, `timeout` our 100 s limit,
 * `cancelled` the caller's own abort.
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'cancelled' | 'http' | 'malformed'

/**
 * spec (shell-data §8): 'Network Error' becomes the network text, request abort the timeout text,
 * a response with status error is thrown with the server's message; anything else a server
 * sends that is not a usable answer reads as the server error text.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's own words, shown as they are. */
  readonly serverMessage: string | undefined
  readonly code: string | undefined
  readonly data: unknown

  constructor(
    kind: ApiErrorKind,
    opts: { message?: string; status?: number; code?: string; data?: unknown } = {},
  ) {
    super(opts.message ?? kind)
    this.name = 'ApiError'
    this.kind = kind
    this.status = opts.status
    this.serverMessage = opts.message
    this.code = opts.code
    this.data = opts.data
  }
}

export const errorTexts = {
  title: msg`Error`,
  server: msg`An error occurred on the server. Please try again.`,
  serverTitle: msg`Server Error`,
  oops: msg`Oops, something went wrong`,
  network: msg`Failed to connect to the server. Please check your internet connection or try again later.`,
  timeout: msg`Time limit exceeded. Please check your internet connection or try again later.`,
  cancelled: msg`Cancelled by the user`,
  somethingWrong: msg`Something went wrong...`,
  tryAgain: msg`Try again`,
  /** A request the server refused as malformed (400/422) without its own words. */
  invalidParameters: msg`Invalid parameters`,
} satisfies Record<string, MessageDescriptor>

/**
 * The title of the common error dialog: 'Server Error' when the server failed without words of
 * its own (a 5xx, or an answer that is not the call's: spec shell-data §8 global texts), else
 * 'Error' (the server's own refusal, the network, a timeout, a 4xx).
 */
export function errorTitle(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError) || error.serverMessage) return errorTexts.title
  if (error.kind === 'malformed') return errorTexts.serverTitle
  const failed = error.kind === 'http' || error.kind === 'server'
  return failed && (error.status ?? 0) >= 500 ? errorTexts.serverTitle : errorTexts.title
}

/**
 * The text a person should read for an error: the server's words, else the spec's text for its
 * kind; an error that is not a call's (the app's own) reads 'Oops, something went wrong'.
 */
export function errorText(error: unknown): MessageDescriptor | string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return errorTexts.network
    if (error.kind === 'timeout') return errorTexts.timeout
    if (error.kind === 'cancelled') return errorTexts.cancelled
    if (error.serverMessage && error.kind === 'server') return error.serverMessage
    if (error.kind === 'http' && (error.status === 400 || error.status === 422)) {
      return errorTexts.invalidParameters
    }
    return errorTexts.server
  }
  if (error instanceof Error && error.message === 'Network Error') return errorTexts.network
  // Not the server's failure (the call never got an answer to judge): the app's own, in the
  // spec's global words 'Oops, something went wrong'.
  return errorTexts.oops
}
