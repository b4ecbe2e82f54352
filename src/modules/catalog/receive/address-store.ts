/**
 * The address sheet's state and actions (spec catalog §5 Address input, Delivery zone):
 * suggestions from 3 characters after a 300 ms pause, the address at a tapped map point, the
 * details (room required), the zone check on confirm and, when it passes, the stored address,
 * details and delivering branch with the receive type set to delivery. Client state only: the
 * geocoder's answers, their loading and their errors live in the query layer (queries.ts).
 */
import type { MessageDescriptor } from '@lingui/core'
import { proxy, ref, useSnapshot } from 'valtio'
import { distanceMeters, type LatLng } from '../../../core/format/distance.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { config } from '../common/index.ts'
import { addressTemplate, buildAddress, type GeoSuggestion } from './address-template.ts'
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_LENGTH } from './geocoder.ts'
import { loadAddressAt, loadSuggestions, peekSuggestions } from './queries.ts'
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
  /** The text in the address input. */
  query: string
  /** The debounced search whose suggestions the sheet shows (trimmed; null: none). */
  search: string | null
  /** The 300 ms pause after a key is running: a new search is coming. */
  debouncing: boolean
  /** The map point whose address was looked up last (for the sheet and the retry). */
  lookup: LatLng | null
  /** The address picked from the suggestions or the map. */
  draft: AddressDraft | null
  details: AddressDetails
  errors: DetailErrors
  /** The zone check's or the lookup's message (spec texts), shown in the sheet. */
  message: MessageDescriptor | null
}

export const addressSearch = proxy<AddressSearchState>({
  query: '',
  search: null,
  debouncing: false,
  lookup: null,
  draft: null,
  details: { ...emptyDetails },
  errors: {},
  message: null,
})

export function useAddressSearch() {
  return useSnapshot(addressSearch)
}

let timer: ReturnType<typeof setTimeout> | undefined
/** The search or lookup whose answer is still wanted; a later one drops an earlier answer. */
let pending: object | null = null

function cancelPending() {
  clearTimeout(timer)
  pending = null
  addressSearch.debouncing = false
  addressSearch.lookup = null
}

/** Starts the sheet from the stored address and details (or empty). */
export function resetAddressSearch(): void {
  cancelPending()
  const stored = receive.address
  Object.assign(addressSearch, {
    query: stored?.text ?? '',
    search: null,
    debouncing: false,
    lookup: null,
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
  })
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
  cancelPending()
  const search = query.trim()
  if (search.length < ADDRESS_MIN_LENGTH) {
    addressSearch.search = null
    return
  }
  addressSearch.debouncing = true
  timer = setTimeout(() => {
    addressSearch.debouncing = false
    addressSearch.search = search
    // The sheet shows the answer (or the failure) through the query layer.
    loadSuggestions(search).catch(() => undefined)
  }, ADDRESS_DEBOUNCE_MS)
}

/** The suggestions of the current search as loaded (the sheet reads useSuggestions). */
export function currentSuggestions(): readonly GeoSuggestion[] {
  return peekSuggestions(addressSearch.search)
}

/** Runs the failed suggest or lookup again. */
export function retryAddressSearch(): void {
  const lookup = addressSearch.lookup
  if (lookup) void lookUpAddressAt({ lat: lookup.lat, lng: lookup.lng })
  else setAddressQuery(addressSearch.query)
}

/**
 * A suggestion was picked (with the buildFormat of the answer it came in): an inexact one asks
 * to refine (spec 'Уточнить').
 */
export function pickSuggestion(s: GeoSuggestion, buildFormat: string | null = null): void {
  cancelPending()
  applySuggestion(s, buildFormat)
}

function applySuggestion(s: GeoSuggestion, buildFormat: string | null): void {
  const draft = draftOf(s, buildFormat)
  addressSearch.draft = draft
  addressSearch.query = draft.text
  addressSearch.search = null
  addressSearch.message = draft.exact ? null : zoneTexts.inexact
}

/** spec: a map tap looks up the address there. */
export async function lookUpAddressAt(point: LatLng): Promise<void> {
  cancelPending()
  const token = {}
  pending = token
  addressSearch.lookup = { lat: point.lat, lng: point.lng }
  addressSearch.search = null
  addressSearch.message = null
  try {
    const answer = await loadAddressAt(point)
    if (pending !== token) return
    const first = answer.suggest[0]
    if (!first) {
      addressSearch.draft = null
      addressSearch.message = zoneTexts.inexact
      return
    }
    applySuggestion(first, answer.buildFormat)
  } catch {
    if (pending !== token) return
    // A failed lookup says why (the spec's text, from the query's error) and offers a retry,
    // not "refine the address".
    addressSearch.draft = null
  } finally {
    if (pending === token) pending = null
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
