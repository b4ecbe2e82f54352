/**
 * The first screen's pictures still on their way (issue 16). A picture that loads at once with
 * high priority because it is on the first screen (LazyImage's `priority`, or `'in-view'` found
 * in the viewport) holds the first screen until it has loaded or failed; the home's widgets
 * below the fold mount once nothing is held (core/slot.tsx), so their render is not on the main
 * thread while the screen's largest picture arrives and paints (its LCP): on a phone, the
 * catalog, gifts and news under pizzeria-msk's offers were rendered before the offer's picture
 * was drawn.
 */

let held = 0
const listeners = new Set<() => void>()

/** Holds the first screen; the returned release may be called more than once. */
export function holdFirstScreen(): () => void {
  held++
  let released = false
  return () => {
    if (released) return
    released = true
    held--
    if (held === 0) for (const listener of [...listeners]) listener()
  }
}

/** Whether a first screen's picture is still loading. */
export function firstScreenLoading(): boolean {
  return held > 0
}

/** Called each time the last held picture is released. Returns the unsubscribe. */
export function onFirstScreenLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
