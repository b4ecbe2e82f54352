/**
 * One call at a time: callers that come while it runs share it (spec: "a load already in flight
 * is reused" for app data, "concurrent calls share one request" for device registration). The
 * next call after it settles makes a new one. Boot-critical calls use this instead of the query
 * layer, which stays out of the shell's initial chunk (docs/adr/007-server-data-layer.md).
 *
 * With `key`, only a call made for the same key is shared: app data asked for after a logout
 * (another token) never joins the load still running with the old one.
 */
interface Flight<T> {
  pending: Promise<T> | null
  key: string
}
const flights = new Set<Flight<unknown>>()

export function singleFlight<T>(
  call: () => Promise<T>,
  key: () => string = () => '',
): () => Promise<T> {
  const flight: Flight<T> = { pending: null, key: '' }
  flights.add(flight as Flight<unknown>)
  return () => {
    const wanted = key()
    if (flight.pending && flight.key === wanted) return flight.pending
    const pending = call().finally(() => {
      if (flight.pending === pending) flight.pending = null
    })
    flight.pending = pending
    flight.key = wanted
    return pending
  }
}

/** Forgets the calls in flight (the app restarts: tests, brand previews); they still settle. */
export function forgetFlights(): void {
  for (const flight of flights) flight.pending = null
}
