/**
 * App data call: `POST app` with the page location. spec (shell-data §3, §4): a load already in
 * flight is reused. The answer is brought into the shape of schemas/app-data.json by
 * ./app-normalise.ts. Neither the HTTP client nor the shape check is in the first paint's JS (issue
 * 16): both load with the first call, the shape check while the call is on its way.
 */
import { apiContextKey } from './context.ts'
import { singleFlight } from './single-flight.ts'
import type { NormalisedAppData } from './app-normalise.ts'

export type { NormalisedAppData } from './app-normalise.ts'
export type { ShapeProblem as AppDataProblem } from './app-data-shape.ts'

/** The shape check and the schema (schemas/app-data.json): not in the first paint's JS. */
export const loadAppNormaliser = () => import('./app-normalise.ts')

/** The HTTP client (ofetch): not in the first paint's JS either. */
export const loadClient = () => import('./client.ts')

/** Loads app data; concurrent callers share one request. */
export const fetchAppData = singleFlight(async (): Promise<NormalisedAppData> => {
  const normaliser = loadAppNormaliser()
  const { request } = await loadClient()
  const [raw, { normaliseAppData }] = await Promise.all([
    request<unknown>('app', { method: 'POST', body: { location: window.location.href } }),
    normaliser,
  ])
  return normaliseAppData(raw, { width: window.innerWidth, now: Date.now() })
}, apiContextKey)
