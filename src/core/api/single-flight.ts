/**
 * One call at a time: callers that come while it runs share it (spec: "a load already in flight
 * is reused" for app data, "concurrent calls share one request" for device registration). The
 * next call after it settles makes a new one. Boot-critical calls use this instead of the query
 * layer, which stays out of the shell's initial chunk (docs/adr/007-server-data-layer.md).
 */
const flights = new Set<{ pending: Promise<unknown> | null }>()

export function singleFlight<T>(call: () => Promise<T>): () => Promise<T> {
  const flight: { pending: Promise<T> | null } = { pending: null }
  flights.add(flight)
  return () => {
    if (flight.pending) return flight.pending
    const pending = call().finally(() => {
      if (flight.pending === pending) flight.pending = null
    })
    flight.pending = pending
    return pending
  }
}

/** Forgets the calls in flight (the app restarts: tests, brand previews); they still settle. */
export function forgetFlights(): void {
  for (const flight of flights) flight.pending = null
}
