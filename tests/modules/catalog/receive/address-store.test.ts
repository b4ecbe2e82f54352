import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { domainKey, readJson, storageKeys } from '../../../../src/core/storage/storage.ts'
import { setCatalogSettings } from '../../../../src/modules/catalog/common/config.ts'
import {
  addressSearch,
  confirmAddress,
  currentSuggestions,
  lookUpAddressAt,
  pickSuggestion,
  resetAddressSearch,
  retryAddressSearch,
  setAddressQuery,
  setDetail,
} from '../../../../src/modules/catalog/receive/address-store.ts'
import { queryClient } from '../../../../src/core/query/client.ts'
import { currentScope } from '../../../../src/core/query/keys.ts'
import { addressAtQuery, isLookingUp } from '../../../../src/modules/catalog/receive/queries.ts'
import { zoneTexts } from '../../../../src/modules/catalog/receive/zones.ts'
import { initReceive, receive } from '../../../../src/modules/catalog/receive/store.ts'
import { freshQueryClient } from '../../../helpers/query.ts'
import { catalogSettings, deliverySettings } from '../settings.ts'
import { waitUntil } from '../../../helpers/wait.ts'

const { request } = vi.hoisted(() => ({ request: vi.fn() }))
vi.mock('../../../../src/core/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  request,
}))

const house = (street: string, n: string, lat: number, lng: number) => ({
  id: `${street}-${n}`,
  type: 'house',
  value: `г Москва, ул ${street}, д ${n}`,
  data: {
    lat,
    lng,
    geo_lat: String(lat),
    geo_lon: String(lng),
    street_type: 'ул',
    street,
    house_type: 'д',
    house: n,
    city: 'Москва',
  },
})
const tverskaya12 = house('Тверская', '12', 55.7652, 37.6051)
const farAway = house('Александры Монаховой', '3', 55.548, 37.478)
const arbatStreet = {
  id: 'arbat',
  type: 'street',
  value: 'г Москва, ул Арбат',
  data: { lat: 55.75, lng: 37.59, street_type: 'ул', street: 'Арбат', city: 'Москва' },
}

const branches = [
  {
    idBranch: 1,
    name: 'Тверская',
    lat: 55.7652,
    lng: 37.605,
    shape: { type: 'circle', radius: 4000 },
  },
  {
    idBranch: 2,
    name: 'Арбат',
    lat: 55.7503,
    lng: 37.593,
    shape: { type: 'circle', radius: 3000 },
  },
]

const settings = catalogSettings({
  delivery: { checkZone: true, checkZoneRequired: false },
  pickup: { discount: 10 },
  geocoder: { count: 10 },
})

beforeEach(() => {
  localStorage.clear()
  request.mockReset()
  freshQueryClient()
  setCatalogSettings(settings)
  initReceive(settings, 'pizzeria-msk', branches)
  receive.type = 'pickup'
  resetAddressSearch()
})
afterEach(() => vi.useRealTimers())

describe('address input (spec catalog §5)', () => {
  it('asks for suggestions from 3 characters, once, 300 ms after the last key', async () => {
    vi.useFakeTimers()
    request.mockResolvedValue({ suggest: [tverskaya12], buildFormat: 'ru' })
    setAddressQuery('Тв')
    await vi.advanceTimersByTimeAsync(1000)
    expect(request).not.toHaveBeenCalled()
    setAddressQuery('Тве')
    setAddressQuery('Твер')
    await vi.advanceTimersByTimeAsync(299)
    expect(request).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(request).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith(
      'geocoder/suggest',
      expect.objectContaining({ body: { count: 10, query: 'Твер' } }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(currentSuggestions().map((s) => s.id)).toEqual(['Тверская-12'])
    // Fewer than 3 again clears the list.
    setAddressQuery('Тв')
    expect(currentSuggestions()).toEqual([])
  })

  it('an inexact suggestion (a street) asks to refine, and confirm does not store it', () => {
    pickSuggestion(arbatStreet)
    expect(addressSearch.message).toEqual(zoneTexts.inexact)
    setDetail('room', '5')
    expect(confirmAddress(branches)).toEqual({ ok: false, reason: 'refine' })
    expect(receive.address).toBeNull()
  })

  it('requires the room; then stores address, details and the delivering branch per domain', () => {
    pickSuggestion(tverskaya12)
    expect(addressSearch.query).toBe('Москва, ул Тверская, д 12')
    const missing = confirmAddress(branches)
    expect(missing).toEqual({ ok: false, reason: 'details', errors: { room: 'required' } })
    expect(receive.address).toBeNull()

    setDetail('room', '  15 ')
    setDetail('entrance', '2')
    expect(confirmAddress(branches)).toEqual({ ok: true })
    expect(receive).toMatchObject({
      type: 'delivery',
      deliveryBranch: 1,
      address: { text: 'Москва, ул Тверская, д 12', lat: 55.7652, lng: 37.6051, idBranch: 1 },
      details: { room: '15', entrance: '2', domofon: '', floor: '', comment: '' },
    })
    expect(readJson(storageKeys.receive, null)).toBe('delivery')
    expect(readJson(domainKey('address', 'pizzeria-msk'), null)).toMatchObject({ idBranch: 1 })
    expect(readJson(domainKey('details', 'pizzeria-msk'), null)).toMatchObject({ room: '15' })
    expect(readJson(domainKey('branch', 'pizzeria-msk'), null)).toBe(1)

    // Another domain has its own; coming back reads this one again.
    initReceive(settings, 'pizzeria-spb', [])
    expect(receive.address).toBeNull()
    expect(receive.details.room).toBe('')
    initReceive(settings, 'pizzeria-msk', branches)
    expect(receive.address?.text).toBe('Москва, ул Тверская, д 12')
    expect(receive.details.room).toBe('15')
  })

  it('outside every zone: the spec text, nothing stored', () => {
    pickSuggestion(farAway)
    setDetail('room', '1')
    expect(confirmAddress(branches)).toEqual({ ok: false, reason: 'zone' })
    expect(addressSearch.message).toEqual(zoneTexts.outOfZone)
    expect(receive.address).toBeNull()
    expect(receive.type).toBe('pickup')
  })

  it('a failed check blocks only with checkZoneRequired', () => {
    const noZones = branches.map(({ shape: _shape, ...b }) => b)
    pickSuggestion(tverskaya12)
    setDetail('room', '1')
    setCatalogSettings({
      ...settings,
      delivery: deliverySettings({ checkZone: true, checkZoneRequired: true }),
    })
    expect(confirmAddress(noZones)).toEqual({ ok: false, reason: 'zone' })
    expect(addressSearch.message).toEqual(zoneTexts.checkFailed)
    setCatalogSettings(settings)
    expect(confirmAddress(noZones)).toEqual({ ok: true })
    // The nearest branch delivers when no zone says otherwise.
    expect(receive.deliveryBranch).toBe(1)
  })

  it('a map tap looks up the address at that point (lat/lng trimmed to 15 characters)', async () => {
    request.mockResolvedValue({ suggest: [tverskaya12], buildFormat: 'ru' })
    await lookUpAddressAt({ lat: 55.7652123456789, lng: 37.6051123456789 })
    expect(request).toHaveBeenCalledWith(
      'geocoder/get-address',
      expect.objectContaining({
        body: { count: 10, lat: '55.765212345678', lng: '37.605112345678' },
      }),
    )
    expect(addressSearch.draft?.text).toBe('Москва, ул Тверская, д 12')
    expect(isLookingUp()).toBe(false)

    request.mockResolvedValue({ suggest: [], buildFormat: 'ru' })
    await lookUpAddressAt({ lat: 1, lng: 1 })
    expect(addressSearch.draft).toBeNull()
    expect(addressSearch.message).toEqual(zoneTexts.inexact)
  })

  it('a failed lookup keeps its error in the query layer; the retry asks for the same point', async () => {
    const point = { lat: 55.7652, lng: 37.6051 }
    const failure = new Error('Network Error')
    request.mockRejectedValueOnce(failure)
    await lookUpAddressAt(point)
    expect(addressSearch.draft).toBeNull()
    expect(addressSearch.message).toBeNull()
    const key = addressAtQuery(currentScope(), point).queryKey
    expect(queryClient().getQueryState(key)?.error).toBe(failure)

    request.mockResolvedValue({ suggest: [tverskaya12], buildFormat: 'ru' })
    retryAddressSearch()
    await waitUntil(() => expect(addressSearch.draft?.text).toBe('Москва, ул Тверская, д 12'))
    expect(request).toHaveBeenCalledTimes(2)
    expect(request).toHaveBeenLastCalledWith(
      'geocoder/get-address',
      expect.objectContaining({ body: { count: 10, lat: '55.7652', lng: '37.6051' } }),
    )
    expect(queryClient().getQueryState(key)?.error).toBeNull()
  })

  it('an answer that comes after the person typed again is dropped', async () => {
    let answer: (value: unknown) => void = () => {}
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const lookup = lookUpAddressAt({ lat: 55.7652, lng: 37.6051 })
    expect(isLookingUp()).toBe(true)
    setAddressQuery('Ар')
    answer({ suggest: [tverskaya12], buildFormat: 'ru' })
    await lookup
    expect(addressSearch.draft).toBeNull()
    expect(addressSearch.query).toBe('Ар')
  })
})
