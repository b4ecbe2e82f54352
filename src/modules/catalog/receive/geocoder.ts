/**
 * Geocoder calls (spec catalog §5 Address input, §7): suggestions for what the person types
 * (from 3 characters; the caller debounces 300 ms) and the address at a map point (lat and lng
 * trimmed to 15 characters, shell-data §5). Both send the brand's geocoder settings
 * (settings.modules.catalog.geocoder) along and answer `{suggest, buildFormat}`.
 */
import { fields, request } from '../../../core/api/client.ts'
import { geocoderPoint, type GeoSuggestion } from './address-template.ts'

/** spec: suggestions are requested from 3 characters. */
export const ADDRESS_MIN_LENGTH = 3
/** spec: the address query is debounced 300 ms. */
export const ADDRESS_DEBOUNCE_MS = 300

export interface GeocoderAnswer {
  suggest: GeoSuggestion[]
  /** 'ru': build address texts from parts (address-template.ts); otherwise use value. */
  buildFormat: string | null
}

type Settings = Record<string, unknown> | null | undefined

function answer(raw: { suggest?: unknown; buildFormat?: unknown } | null): GeocoderAnswer {
  const suggest = Array.isArray(raw?.suggest)
    ? (raw.suggest as GeoSuggestion[]).filter(
        (s) => s && typeof s.value === 'string' && s.data && typeof s.data === 'object',
      )
    : []
  return { suggest, buildFormat: typeof raw?.buildFormat === 'string' ? raw.buildFormat : null }
}

/** Suggestions for a query; fewer than 3 characters answer nothing without a call. */
export async function suggestAddresses(
  query: string,
  settings?: Settings,
  signal?: AbortSignal,
): Promise<GeocoderAnswer> {
  const q = query.trim()
  if (q.length < ADDRESS_MIN_LENGTH) return { suggest: [], buildFormat: null }
  const raw = await request<{ suggest?: unknown; buildFormat?: unknown }>('geocoder/suggest', {
    method: 'POST',
    body: { ...(settings ?? {}), query: q },
    signal,
    expect: fields({ suggest: 'array' }),
  })
  return answer(raw)
}

/** The address at a point (a map tap, the person's location). */
export async function addressAt(
  lat: number,
  lng: number,
  settings?: Settings,
  signal?: AbortSignal,
): Promise<GeocoderAnswer> {
  const raw = await request<{ suggest?: unknown; buildFormat?: unknown }>('geocoder/get-address', {
    method: 'POST',
    body: { ...(settings ?? {}), ...geocoderPoint(lat, lng) },
    signal,
    expect: fields({ suggest: 'array' }),
  })
  return answer(raw)
}
