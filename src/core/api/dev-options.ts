/**
 * The HTTP layer's dev options (spec shell-data §7: "there are options for an artificial delay,
 * a forced error and an authorized-mode fallback result"; the dev control overlay sets them).
 * Off by default, and they act only in developer mode: the client applies them when its context
 * says `devMode`, and `setHttpDevOptions` refuses to switch them on outside it, so a customer's
 * app can never be slowed down or broken by them.
 */
import type { ApiErrorKind } from './errors.ts'

/** The kinds of failure a dev can force (a cancel is the caller's own, so it is not one). */
export const forcedErrorKinds = ['network', 'timeout', 'server', 'http', 'malformed'] as const
export type ForcedErrorKind = (typeof forcedErrorKinds)[number] & ApiErrorKind

export interface HttpDevOptions {
  /** Milliseconds every call waits before it is sent (0: none). */
  delay: number
  /** Every call fails with this kind of error without reaching the server (null: none). */
  forcedError: ForcedErrorKind | null
  /**
   * Authorized mode: a call the server refuses for want of authorization (HTTP 401 or 403)
   * answers this result instead of failing, as if the customer were signed in (null: off). The
   * result still has to be an answer the call accepts (`status: 'ok'` and what it expects).
   */
  authorizedFallback: Record<string, unknown> | null
}

export const HTTP_DEV_OFF: Readonly<HttpDevOptions> = Object.freeze({
  delay: 0,
  forcedError: null,
  authorizedFallback: null,
})

let current: HttpDevOptions = { ...HTTP_DEV_OFF }

/** The options in force (the client applies them only in developer mode). */
export function httpDevOptions(): Readonly<HttpDevOptions> {
  return current
}

/**
 * Sets the options. Outside developer mode every option stays off (the call resets them), so
 * nothing but the dev control in dev mode can switch them on. Returns what is now in force.
 */
export function setHttpDevOptions(
  next: Partial<HttpDevOptions>,
  devMode: boolean,
): Readonly<HttpDevOptions> {
  if (!devMode) {
    current = { ...HTTP_DEV_OFF }
    return current
  }
  const merged = { ...current, ...next }
  current = {
    delay: Number.isFinite(merged.delay) && merged.delay > 0 ? Math.round(merged.delay) : 0,
    forcedError: forcedErrorKinds.includes(merged.forcedError as ForcedErrorKind)
      ? merged.forcedError
      : null,
    authorizedFallback:
      merged.authorizedFallback &&
      typeof merged.authorizedFallback === 'object' &&
      !Array.isArray(merged.authorizedFallback)
        ? merged.authorizedFallback
        : null,
  }
  return current
}

/** Switches every option off. */
export function resetHttpDevOptions(): void {
  current = { ...HTTP_DEV_OFF }
}

/** Waits `ms`, or rejects at once when `signal` aborts (the call's timeout or cancel). */
export function devDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'))
      return
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new DOMException('Aborted', 'AbortError'))
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
