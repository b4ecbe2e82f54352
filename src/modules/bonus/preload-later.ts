/**
 * Work that may wait until the first screen is in (issue 16, session 17): `fn` runs `delay` ms
 * after the call and then at the browser's next idle moment (at most `timeout` ms more). For
 * preloads the screen does not need yet (the bonus card's popup and QR library, asked for beside
 * the home's LCP picture before): they still arrive seconds before a customer could go offline
 * with the card in mind. Returns a cancel. In the bonus module (its widget's chunk): a file of
 * its own in src/core became a 0.3 kB chunk of its own, one more script on the home.
 */

export const PRELOAD_LATER_DELAY = 3_000
export const PRELOAD_LATER_IDLE_TIMEOUT = 2_000

export function preloadLater(
  fn: () => void,
  delay = PRELOAD_LATER_DELAY,
  timeout = PRELOAD_LATER_IDLE_TIMEOUT,
): () => void {
  let idle: number | null = null
  let late: ReturnType<typeof setTimeout> | null = null
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout })
    else late = setTimeout(fn, 0)
  }, delay)
  return () => {
    clearTimeout(timer)
    if (late !== null) clearTimeout(late)
    if (idle !== null) cancelIdleCallback(idle)
  }
}
