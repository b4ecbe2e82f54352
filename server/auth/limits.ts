/**
 * Sign-in abuse limits (issue 10). The rules, with their production defaults (server/README.md
 * "Sign-in limits"; every number can be set through AppOptions.authLimits or the AUTH_* env):
 *
 * - Codes go to a PHONE: the resend wait (the brand's smsTimeout) and the hourly cap
 *   (`codesPerPhonePerHour`) count every code sent to the phone, whatever device asked.
 * - Per client address (the socket's, or X-Forwarded-For's last hop with `trustProxy`):
 *   `sendsPerAddressPerHour` user-send-sms + reset-password, `checksPerAddressPerHour`
 *   check-if-user-exists.
 * - Wrong secrets (password, PIN, code) slow the GUESSER, not the owner: per phone and device,
 *   `freeFailures` tries are free, then each further failure makes that device wait
 *   `baseDelaySeconds`, doubling up to `maxDelaySeconds` (429 `slow_down` with retryAfter). A
 *   success resets it. Another device is not slowed by them.
 * - A ceiling per phone keeps brute force infeasible with many devices: at most
 *   `failuresPerPhonePerHour` wrong secrets an hour from devices that never signed in as the
 *   user; past it such devices get 429 `locked` until the hour moves on. A device the user has
 *   signed in on before is never held by the ceiling, so a stranger cannot lock the owner out.
 * - A code dies after `attemptsPerCode` wrong tries (auth_codes.attempts).
 * - Demo mode's test numbers (+7 999 000-00-01…09, fixed codes, nothing sent) are exempt from the
 *   per-phone and per-address caps and keep the resend wait per device, so e2e can sign them in
 *   from many new devices.
 *
 * The counters live in the process (one server process, as the reference server runs); a
 * restart clears them. Times come from `Date.now()`, so tests can move the clock.
 */
export interface AuthLimits {
  codesPerPhonePerHour: number
  sendsPerAddressPerHour: number
  checksPerAddressPerHour: number
  freeFailures: number
  baseDelaySeconds: number
  maxDelaySeconds: number
  failuresPerPhonePerHour: number
  attemptsPerCode: number
  /** Read the client address from X-Forwarded-For (set only behind a proxy that sets it). */
  trustProxy: boolean
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  codesPerPhonePerHour: 6,
  sendsPerAddressPerHour: 60,
  checksPerAddressPerHour: 300,
  freeFailures: 3,
  baseDelaySeconds: 30,
  maxDelaySeconds: 3600,
  failuresPerPhonePerHour: 30,
  attemptsPerCode: 5,
  trustProxy: false,
}

/** The env variable of each limit (server/main.ts reads them). */
export const AUTH_LIMIT_ENV: Record<keyof AuthLimits, string> = {
  codesPerPhonePerHour: 'AUTH_CODES_PER_PHONE_HOUR',
  sendsPerAddressPerHour: 'AUTH_SENDS_PER_ADDRESS_HOUR',
  checksPerAddressPerHour: 'AUTH_CHECKS_PER_ADDRESS_HOUR',
  freeFailures: 'AUTH_FREE_FAILURES',
  baseDelaySeconds: 'AUTH_BASE_DELAY_SECONDS',
  maxDelaySeconds: 'AUTH_MAX_DELAY_SECONDS',
  failuresPerPhonePerHour: 'AUTH_FAILURES_PER_PHONE_HOUR',
  attemptsPerCode: 'AUTH_ATTEMPTS_PER_CODE',
  trustProxy: 'TRUST_PROXY',
}

/** The limits from the environment over the defaults (unset or unparsable: the default). */
export function authLimitsFromEnv(env: Record<string, string | undefined>): AuthLimits {
  const limits = { ...DEFAULT_AUTH_LIMITS }
  for (const [key, name] of Object.entries(AUTH_LIMIT_ENV) as [keyof AuthLimits, string][]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    if (key === 'trustProxy') limits.trustProxy = !/^(0|false|no|off)$/i.test(raw)
    else if (/^\d+$/.test(raw)) limits[key] = Number(raw)
  }
  return limits
}

const HOUR_MS = 3600_000

interface Window {
  start: number
  count: number
}

interface Backoff {
  failures: number
  /** ms: no try before this */
  until: number
}

/** In-process counters of the limits above. */
export class AuthThrottle {
  private windows = new Map<string, Window>()
  private backoffs = new Map<string, Backoff>()
  private calls = 0

  constructor(readonly limits: AuthLimits) {}

  private prune(now: number) {
    if (++this.calls % 1000) return
    for (const [k, w] of this.windows) if (now - w.start >= HOUR_MS) this.windows.delete(k)
    for (const [k, b] of this.backoffs) {
      if (now >= b.until && now - b.until > 24 * HOUR_MS) this.backoffs.delete(k)
    }
  }

  private window(key: string, now: number): Window {
    let w = this.windows.get(key)
    if (!w || now - w.start >= HOUR_MS) {
      w = { start: now, count: 0 }
      this.windows.set(key, w)
    }
    return w
  }

  /**
   * Counts one call against an hourly cap. Returns 0 when it may go on, else the seconds until
   * the hour moves on (the call is not counted then).
   */
  take(key: string, cap: number, now = Date.now()): number {
    this.prune(now)
    const w = this.window(key, now)
    if (w.count >= cap) return Math.max(1, Math.ceil((w.start + HOUR_MS - now) / 1000))
    w.count++
    return 0
  }

  /** Seconds left of an hourly cap already reached (without counting), 0 when open. */
  full(key: string, cap: number, now = Date.now()): number {
    const w = this.windows.get(key)
    if (!w || now - w.start >= HOUR_MS || w.count < cap) return 0
    return Math.max(1, Math.ceil((w.start + HOUR_MS - now) / 1000))
  }

  /** Seconds this guesser (phone + device) must wait before its next try, 0 when it may. */
  wait(key: string, now = Date.now()): number {
    const b = this.backoffs.get(key)
    return b && b.until > now ? Math.ceil((b.until - now) / 1000) : 0
  }

  /** A wrong secret from this guesser; returns the seconds it must now wait (0: none yet). */
  fail(key: string, now = Date.now()): number {
    this.prune(now)
    const b = this.backoffs.get(key) ?? { failures: 0, until: 0 }
    b.failures++
    const over = b.failures - this.limits.freeFailures
    const delay =
      over >= 0
        ? Math.min(this.limits.baseDelaySeconds * 2 ** over, this.limits.maxDelaySeconds)
        : 0
    b.until = now + delay * 1000
    this.backoffs.set(key, b)
    return delay
  }

  succeed(key: string) {
    this.backoffs.delete(key)
  }
}
