/**
 * The geocoder's answers as server data (spec catalog §5 Address input): the suggestions for a
 * search text (geocoder/suggest) and the address at a map point (geocoder/get-address). The
 * address store's actions load them (after the 300 ms pause, on a map tap, on retry); the
 * address sheet reads their data, loading state and error here. Every load asks the server
 * again (the spec's retry and a new search are new calls); concurrent loads of one key share
 * the request, and a screen shows only the answer for the key it asks about.
 */
import { queryOptions } from '@tanstack/react-query'
import type { LatLng } from '../../../core/format/distance.ts'
import { fetchData, isFetching, peekData } from '../../../core/query/access.ts'
import { useServerQuery } from '../../../core/query/hooks.ts'
import {
  currentScope,
  scopedKey,
  useQueryScope,
  type QueryScope,
} from '../../../core/query/keys.ts'
import { config } from '../common/index.ts'
import { geocoderPoint } from './address-template.ts'
import { addressAt, suggestAddresses, type GeocoderAnswer } from './geocoder.ts'

export const geocoderPrefix = ['catalog', 'geocoder'] as const
const lookupPrefix = [...geocoderPrefix, 'address'] as const

/** Answers are kept a minute after the sheet stops showing them. */
const KEEP_MS = 60_000

/** The suggestions for a (debounced, trimmed) search text. */
export const suggestQuery = (scope: QueryScope, search: string) =>
  queryOptions({
    queryKey: scopedKey([...geocoderPrefix, 'suggest', search], scope),
    queryFn: (): Promise<GeocoderAnswer> => suggestAddresses(search, config.settings.geocoder),
    gcTime: KEEP_MS,
  })

/** The address at a map point, keyed by the point as sent (lat and lng trimmed). */
export const addressAtQuery = (scope: QueryScope, point: LatLng) => {
  const { lat, lng } = geocoderPoint(point.lat, point.lng)
  return queryOptions({
    queryKey: scopedKey([...lookupPrefix, lat, lng], scope),
    queryFn: (): Promise<GeocoderAnswer> =>
      addressAt(point.lat, point.lng, config.settings.geocoder),
    gcTime: KEEP_MS,
  })
}

/** Asks for the suggestions now (a new call even when an answer is kept). */
export function loadSuggestions(search: string): Promise<GeocoderAnswer> {
  return fetchData({ ...suggestQuery(currentScope(), search), staleTime: 0 })
}

/** Looks up the address at a point now (a new call even when an answer is kept). */
export function loadAddressAt(point: LatLng): Promise<GeocoderAnswer> {
  return fetchData({ ...addressAtQuery(currentScope(), point), staleTime: 0 })
}

/** The suggestions loaded for a search text (none when there is no search or no answer yet). */
export function peekSuggestions(search: string | null): GeocoderAnswer['suggest'] {
  if (search == null) return []
  return peekData<GeocoderAnswer>(suggestQuery(currentScope(), search).queryKey)?.suggest ?? []
}

/** Whether a map point's address is being looked up. */
export function isLookingUp(): boolean {
  return isFetching(lookupPrefix)
}

/**
 * The sheet's view of a search: loads are the store's (the debounce, the retry), so the query
 * never loads by itself; while a new search loads, the previous answer stays shown.
 */
export function useSuggestions(search: string | null) {
  return useServerQuery({
    ...suggestQuery(useQueryScope(), search ?? ''),
    enabled: false,
    placeholderData: (previous: GeocoderAnswer | undefined) =>
      search == null ? undefined : previous,
  })
}

/** The sheet's view of a map point's lookup (loaded by the store's action). */
export function useAddressLookup(point: LatLng | null) {
  return useServerQuery({
    ...addressAtQuery(useQueryScope(), point ?? { lat: 0, lng: 0 }),
    enabled: false,
  })
}
