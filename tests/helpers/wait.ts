import { vi } from 'vitest'

/**
 * How long a wait for a condition may take before the test fails: the same ceiling as Testing
 * Library's findBy…/waitFor (tests/setup.ts `asyncUtilTimeout`). A ceiling, not a wait: the
 * condition is checked every `interval` ms and the wait ends as soon as it holds.
 */
export const WAIT_CEILING = 30_000

/**
 * `vi.waitFor` with the suite's ceiling. Its own default (1 s) is a wall-clock limit that a busy
 * two-core machine overran (a lazy chunk's first transform, a fork starved by a second suite
 * beside it: issue 11), so waits in tests go through here instead.
 */
export function waitUntil<T>(
  callback: () => T | Promise<T>,
  options: { interval?: number } = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: WAIT_CEILING, ...options })
}
