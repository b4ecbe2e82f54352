// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../../../../src/core/api/context.ts'
import { addressAt, suggestAddresses } from '../../../../src/modules/catalog/receive/geocoder.ts'
import { stubNetwork, type StubbedNetwork } from '../../../helpers/network.ts'

const tverskaya = {
  id: 'msk-1-12',
  type: 'house',
  value: 'г Москва, ул Тверская, д 12',
  data: { lat: 55.76, lng: 37.6, geo_lat: '55.76', geo_lon: '37.6', house: '12' },
}

let net: StubbedNetwork
beforeEach(() => {
  configureApi(() => ({
    apiBase: 'http://pizzeria-msk.localhost/rest/mobile/v53/',
    apiQuery: {},
    locale: 'ru',
    appVersion: '1.2.2',
    token: 't',
    miniApp: false,
  }))
  net = stubNetwork({
    'geocoder/suggest': { status: 'ok', suggest: [tverskaya, { broken: true }], buildFormat: 'ru' },
    'geocoder/get-address': { status: 'ok', suggest: [tverskaya], buildFormat: 'ru' },
  })
})
afterEach(() => net.restore())

describe('geocoder calls', () => {
  it('sends the query with the geocoder settings and keeps well-formed suggestions', async () => {
    const settings = { count: 10, locations: [{ city: 'Москва' }] }
    const r = await suggestAddresses('  тверская 12 ', settings)
    expect(r).toEqual({ suggest: [tverskaya], buildFormat: 'ru' })
    expect(net.calls('geocoder/suggest')[0]).toMatchObject({
      method: 'POST',
      body: { count: 10, locations: [{ city: 'Москва' }], query: 'тверская 12' },
    })
  })

  it('asks nothing below 3 characters', async () => {
    expect(await suggestAddresses(' тв ')).toEqual({ suggest: [], buildFormat: null })
    expect(net.calls()).toHaveLength(0)
  })

  it('looks up a point with lat and lng trimmed to 15 characters', async () => {
    const r = await addressAt(37.1 + 0.2, 55.7, { count: 10 })
    expect(r.suggest).toEqual([tverskaya])
    expect(net.calls('geocoder/get-address')[0]?.body).toEqual({
      count: 10,
      lat: '37.300000000000',
      lng: '55.7',
    })
  })
})
