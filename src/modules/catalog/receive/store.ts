/**
 * Receive store: how the order is received (spec catalog-and-ordering §4 Receive type) and the
 * branch that prices it. The ordering issue extends this file (address, sheets); the browsing
 * half reads it. Persisted through core/storage under the spec keys: 'receive' (the type),
 * 'pickup-{domain}' (the chosen pickup point), 'branch-{domain}' (the delivery address's branch),
 * 'address-{domain}' (the delivery address, written by the ordering half), 'details-{domain}'
 * (the address details: room, domofon, entrance, floor, comment).
 *
 * spec: the type defaults to delivery when available; it is forced when only one is configured;
 * null when the basket feature is off. The choice is persisted.
 *
 * Public API: `receive` (valtio proxy), `initReceive(settings, domain, branches)`,
 * `setBranches`, `setReceiveType`, `setPickup`, `setDeliveryBranch`, `setAddress`, `setDetails`, `receiveBranch()`,
 * `availableReceiveTypes(settings)`, `defaultReceiveType(settings, stored)`, `useReceive()`.
 * Subscribers (catalog and basket stores) react to any change: product caches reset, and
 * categories and the basket reload when the branch changes.
 */
import { proxy, useSnapshot } from 'valtio'
import type { Branch } from '../../../core/state/types.ts'
import { domainKey, readJson, storageKeys, writeJson } from '../../../core/storage/storage.ts'
import type { CatalogSettings } from '../common/index.ts'

export type ReceiveType = 'delivery' | 'pickup'

/** spec catalog §3 Delivery address: details {room, domofon, entrance, floor, comment}. */
export interface AddressDetails {
  room: string
  domofon: string
  entrance: string
  floor: string
  comment: string
}

export const emptyDetails: AddressDetails = {
  room: '',
  domofon: '',
  entrance: '',
  floor: '',
  comment: '',
}

/**
 * spec catalog §3 Delivery address as stored under address-{domain}: the geocoder's suggestion
 * {id, type, value, data {lat, lng, geo_lat, geo_lon, …}}, the text built from the address
 * templates, its coordinates and the branch that delivers there.
 */
export interface DeliveryAddress {
  suggestion: {
    id?: string | number
    type?: string
    value: string
    data: Record<string, unknown>
  }
  /** One line, e.g. 'Москва, ул Тверская, д 12' (address templates, Russian format). */
  text: string
  lat: number
  lng: number
  /** The branch whose zone holds the address (the nearest wins); null when unchecked. */
  idBranch: number | null
}

export interface ReceiveState {
  /** null when the basket is off. */
  type: ReceiveType | null
  /** The chosen pickup point (pickup-{domain}). */
  pickup: Branch | null
  /** The branch that delivers to the chosen address (branch-{domain}). */
  deliveryBranch: number | null
  /** The delivery address (address-{domain}). */
  address: DeliveryAddress | null
  /** Room, domofon, entrance, floor, comment of the address (details-{domain}). */
  details: AddressDetails
  /** The branches of app data: the first one prices the catalog until a branch is chosen. */
  branches: number[]
  domain: string
}

export const receive = proxy<ReceiveState>({
  type: null,
  pickup: null,
  deliveryBranch: null,
  address: null,
  details: { ...emptyDetails },
  branches: [],
  domain: '',
})

/** A stored address is used only when it still has its text and coordinates. */
function storedAddress(value: unknown): DeliveryAddress | null {
  if (!value || typeof value !== 'object') return null
  const a = value as Partial<DeliveryAddress>
  return typeof a.text === 'string' &&
    a.text &&
    Number.isFinite(a.lat) &&
    Number.isFinite(a.lng) &&
    a.suggestion &&
    typeof a.suggestion === 'object'
    ? (a as DeliveryAddress)
    : null
}

function storedDetails(value: unknown): AddressDetails {
  const out = { ...emptyDetails }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(out) as (keyof AddressDetails)[]) {
      const v = (value as Record<string, unknown>)[key]
      if (typeof v === 'string' || typeof v === 'number') out[key] = String(v)
    }
  }
  return out
}

type ReceiveConfig = Pick<CatalogSettings, 'showBasket' | 'delivery' | 'pickup'>

/** The receive types the settings configure; neither configured means delivery. */
export function availableReceiveTypes(settings: ReceiveConfig): ReceiveType[] {
  if (!settings.showBasket) return []
  const types: ReceiveType[] = []
  if (settings.delivery) types.push('delivery')
  if (settings.pickup) types.push('pickup')
  return types.length ? types : ['delivery']
}

export function defaultReceiveType(settings: ReceiveConfig, stored: unknown): ReceiveType | null {
  const types = availableReceiveTypes(settings)
  if (!types.length) return null
  if (types.length === 1) return types[0]!
  return types.includes(stored as ReceiveType) ? (stored as ReceiveType) : types[0]!
}

/** Reads the persisted choice for this domain (boot, and again after a domain change). */
export function initReceive(settings: ReceiveConfig, domain: string, branches: Branch[] = []) {
  Object.assign(receive, {
    type: defaultReceiveType(settings, readJson<string | null>(storageKeys.receive, null)),
    pickup: readJson<Branch | null>(domainKey('pickup', domain), null),
    deliveryBranch: readJson<number | null>(domainKey('branch', domain), null),
    address: storedAddress(readJson<unknown>(domainKey('address', domain), null)),
    details: storedDetails(readJson<unknown>(domainKey('details', domain), null)),
    domain,
  })
  setBranches(branches)
}

/**
 * The branches of fresh app data: the catalog's default branch, and the stored pickup point
 * as app data now has it — its name, address and hours in the language just chosen, and
 * whatever the brand changed since it was picked. A pickup point app data no longer lists is
 * kept as stored.
 */
export function setBranches(branches: readonly Branch[]): void {
  receive.branches = branches.map((b) => b.idBranch)
  const chosen = receive.pickup
  const fresh = chosen && branches.find((b) => b.idBranch === chosen.idBranch)
  if (fresh && JSON.stringify(fresh) !== JSON.stringify(chosen)) setPickup(fresh)
}

export function setReceiveType(type: ReceiveType | null): void {
  receive.type = type
  writeJson(storageKeys.receive, type)
}

export function setPickup(branch: Branch | null): void {
  receive.pickup = branch
  writeJson(domainKey('pickup', receive.domain), branch)
}

export function setDeliveryBranch(id: number | null): void {
  receive.deliveryBranch = id
  writeJson(domainKey('branch', receive.domain), id)
}

export function setAddress(address: DeliveryAddress | null): void {
  receive.address = address
  writeJson(domainKey('address', receive.domain), address)
}

export function setDetails(details: AddressDetails): void {
  receive.details = storedDetails(details)
  writeJson(domainKey('details', receive.domain), receive.details)
}

/**
 * The branch that prices the catalog and holds the stock: the pickup point for pickup, the
 * address's branch for delivery; until one is chosen, the brand's first branch.
 */
export function receiveBranch(
  state: {
    type: ReceiveType | null
    pickup: { idBranch: number } | null
    deliveryBranch: number | null
    branches: readonly number[]
  } = receive,
): number | null {
  if (state.type === 'pickup' && state.pickup) return state.pickup.idBranch
  if (state.type === 'delivery' && state.deliveryBranch != null) return state.deliveryBranch
  return state.branches[0] ?? null
}

export function useReceive() {
  return useSnapshot(receive)
}

/** The receive type and the branch that prices the catalog, as a snapshot. */
export function useReceiveContext() {
  const r = useSnapshot(receive)
  return { type: r.type, branch: receiveBranch(r) }
}
