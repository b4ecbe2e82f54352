/**
 * The address sheet's state and actions (spec catalog §5 Address input, Delivery zone):
 * suggestions from 3 characters after a 300 ms pause, the address at a tapped map point, the
 * details (room required), the zone check on confirm and, when it passes, the stored address,
 * details and delivering branch with the receive type set to delivery.
 */
import type { MessageDescriptor } from '@lingui/core'
import { proxy, ref, useSnapshot } from 'valtio'
import { distanceMeters, type LatLng } from '../../../core/format/distance.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { config } from '../common/index.ts'
import { addressTemplate, buildAddress, type GeoSuggestion } from './address-template.ts'
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_LENGTH, addressAt, suggestAddresses } from './geocoder.ts'
import { checkZone, isExactAddress, zoneTexts } from './zones.ts'
import {
  emptyDetails,
  receive,
  setAddress,
  setDeliveryBranch,
  setDetails,
  setReceiveType,
  type AddressDetails,
  type DeliveryAddress,
} from './store.ts'

export interface AddressDraft {
  suggestion: GeoSuggestion
  text: string
  lat: number | null
  lng: number | null
  exact: boolean
}

export type DetailErrors = Partial<Record<keyof AddressDetails, 'required'>>

export interface AddressSearchState {
  query: string
  suggestions: GeoSuggestion[]
  buildFormat: string | null
  status: 'idle' | 'loading' | 'done' | 'failed'
  /** The address picked from the suggestions or the map. */
  draft: AddressDraft | null
  details: AddressDetails
  errors: DetailErrors
  /** The zone check's or the lookup's message (spec texts), shown in the sheet. */
  message: MessageDescriptor | null
  /** Reverse geocoding of a map tap is running. */
  lookingUp: boolean
  /** The last suggest or lookup call failed: the sheet says so and offers a retry. */
  failure: { value: unknown } | null
}

export const addressSearch = proxy<AddressSearchState>({
  query: '',
  suggestions: [],
  buildFormat: null,
  status: 'idle',
  draft: null,
  details: { ...emptyDetails },
  errors: {},
  message: null,
  lookingUp: false,
  failure: null,
})

export function useAddressSearch() {
  return useSnapshot(addressSearch)
}

let timer: ReturnType<typeof setTimeout> | undefined
let controller: AbortController | null = null
/** The map point of the last lookup, for a retry after it failed. */
let lastLookup: LatLng | null = null

function cancelPending() {
  clearTimeout(timer)
  controller?.abort()
  controller = null
  addressSearch.lookingUp = false
}

/** Starts the sheet from the stored address and details (or empty). */
export function resetAddressSearch(): void {
  cancelPending()
  const stored = receive.address
  Object.assign(addressSearch, {
    query: stored?.text ?? '',
    suggestions: [],
    buildFormat: null,
    status: 'idle',
    draft: stored
      ? {
          suggestion: ref({ ...stored.suggestion }) as GeoSuggestion,
          text: stored.text,
          lat: stored.lat,
          lng: stored.lng,
          exact: true,
        }
      : null,
    details: { ...receive.details },
    errors: {},
    message: null,
    lookingUp: false,
    failure: null,
  })
  lastLookup = null
}

function draftOf(s: GeoSuggestion, buildFormat: string | null): AddressDraft {
  const templates = config.settings.geocoderAddressTemplates
  const text = buildAddress(s, addressTemplate(templates), buildFormat ?? 'ru').full || s.value
  const lat = Number(s.data?.geo_lat ?? s.data?.lat)
  const lng = Number(s.data?.geo_lon ?? s.data?.lng)
  const ok = s.data?.geo_lat != null || s.data?.lat != null
  return {
    suggestion: ref({ ...s }) as GeoSuggestion,
    text,
    lat: ok && Number.isFinite(lat) ? lat : null,
    lng: ok && Number.isFinite(lng) ? lng : null,
    exact: isExactAddress(s.data),
  }
}

/** The text of a suggestion in the list (geocoderSuggestTemplates). */
export function suggestionText(s: GeoSuggestion, buildFormat: string | null): string {
  const templates = config.settings.geocoderSuggestTemplates
  return buildAddress(s, addressTemplate(templates), buildFormat ?? 'ru').full || s.value
}

/** spec: suggestions from 3 characters, debounced 300 ms; fewer clear the list. */
export function setAddressQuery(query: string): void {
  addressSearch.query = query
  addressSearch.draft = null
  addressSearch.message = null
  addressSearch.failure = null
  lastLookup = null
  cancelPending()
  if (query.trim().length < ADDRESS_MIN_LENGTH) {
    addressSearch.suggestions = []
    addressSearch.status = 'idle'
    return
  }
  addressSearch.status = 'loading'
  timer = setTimeout(() => {
    const c = new AbortController()
    controller = c
    suggestAddresses(query, config.settings.geocoder, c.signal).then(
      (answer) => {
        if (controller !== c) return
        addressSearch.suggestions = answer.suggest.map((s) => ref({ ...s }) as GeoSuggestion)
        addressSearch.buildFormat = answer.buildFormat
        addressSearch.status = 'done'
      },
      (error: unknown) => {
        if (controller !== c) return
        addressSearch.suggestions = []
        addressSearch.status = 'failed'
        addressSearch.failure = ref({ value: error })
      },
    )
  }, ADDRESS_DEBOUNCE_MS)
}

/** Runs the failed suggest or lookup again. */
export function retryAddressSearch(): void {
  if (lastLookup) void lookUpAddressAt(lastLookup)
  else setAddressQuery(addressSearch.query)
}

/** A suggestion was picked: an inexact one asks to refine (spec 'Уточнить'). */
export function pickSuggestion(s: GeoSuggestion): void {
  cancelPending()
  applySuggestion(s)
}

function applySuggestion(s: GeoSuggestion): void {
  const draft = draftOf(s, addressSearch.buildFormat)
  addressSearch.draft = draft
  addressSearch.query = draft.text
  addressSearch.suggestions = []
  addressSearch.status = 'idle'
  addressSearch.message = draft.exact ? null : zoneTexts.inexact
}

/** spec: a map tap looks up the address there. */
export async function lookUpAddressAt(point: LatLng): Promise<void> {
  cancelPending()
  const c = new AbortController()
  controller = c
  addressSearch.lookingUp = true
  addressSearch.suggestions = []
  addressSearch.status = 'idle'
  addressSearch.failure = null
  addressSearch.message = null
  lastLookup = point
  try {
    const answer = await addressAt(point.lat, point.lng, config.settings.geocoder, c.signal)
    if (controller !== c) return
    addressSearch.buildFormat = answer.buildFormat
    const first = answer.suggest[0]
    if (!first) {
      addressSearch.draft = null
      addressSearch.message = zoneTexts.inexact
      return
    }
    applySuggestion(first)
  } catch (error) {
    if (controller !== c) return
    // A failed lookup says why (the spec's text) and offers a retry, not "refine the address".
    addressSearch.draft = null
    addressSearch.failure = ref({ value: error })
  } finally {
    if (controller === c) {
      controller = null
      addressSearch.lookingUp = false
    }
  }
}

export function setDetail(key: keyof AddressDetails, value: string): void {
  addressSearch.details[key] = value
  if (addressSearch.errors[key] && value.trim()) delete addressSearch.errors[key]
}

/** spec: the details form requires room; the others are optional. Values are trimmed. */
export function validateDetails(details: AddressDetails): DetailErrors {
  return details.room.trim() ? {} : { room: 'required' }
}

const trimmed = (d: AddressDetails): AddressDetails => ({
  room: d.room.trim(),
  domofon: d.domofon.trim(),
  entrance: d.entrance.trim(),
  floor: d.floor.trim(),
  comment: d.comment.trim(),
})

function nearestBranch(p: LatLng, branches: readonly Branch[]): number | null {
  let best: { id: number; d: number } | null = null
  for (const b of branches) {
    if (!Number.isFinite(b.lat) || !Number.isFinite(b.lng)) continue
    const d = distanceMeters({ lat: b.lat!, lng: b.lng! }, p)
    if (!best || d < best.d) best = { id: b.idBranch, d }
  }
  return best?.id ?? null
}

export type ConfirmResult =
  | { ok: true }
  /** The address must be refined (inexact or none picked): focus the address input. */
  | { ok: false; reason: 'refine' }
  /** The details have errors: focus the first invalid field. */
  | { ok: false; reason: 'details'; errors: DetailErrors }
  /** Out of zone, or a failed check that is required. */
  | { ok: false; reason: 'zone' }

/**
 * Confirms the address: needs an exact address and valid details; then the zone check when
 * settings.delivery.checkZone (spec texts on failure); then stores address, details and the
 * delivering branch and sets the receive type to delivery.
 */
export function confirmAddress(
  branches: readonly Branch[] = appData.data?.branches ?? [],
): ConfirmResult {
  const draft = addressSearch.draft
  if (!draft || !draft.exact || draft.lat == null || draft.lng == null) {
    addressSearch.message = zoneTexts.inexact
    return { ok: false, reason: 'refine' }
  }
  const details = trimmed(addressSearch.details)
  addressSearch.details = details
  const errors = validateDetails(details)
  addressSearch.errors = errors
  if (Object.keys(errors).length) return { ok: false, reason: 'details', errors }
  const point = { lat: draft.lat, lng: draft.lng }
  const delivery = config.settings.delivery
  let idBranch: number | null = null
  if (delivery?.checkZone) {
    const zone = checkZone({ point, branches, required: delivery.checkZoneRequired === true })
    if (!zone.inZone) {
      addressSearch.message = zone.message
      return { ok: false, reason: 'zone' }
    }
    idBranch = zone.idBranch
  }
  idBranch ??= nearestBranch(point, branches)
  addressSearch.message = null
  const address: DeliveryAddress = {
    suggestion: { ...draft.suggestion, data: { ...draft.suggestion.data } },
    text: draft.text,
    lat: draft.lat,
    lng: draft.lng,
    idBranch,
  }
  setDetails(details)
  setAddress(address)
  if (idBranch != null) setDeliveryBranch(idBranch)
  setReceiveType('delivery')
  return { ok: true }
}
