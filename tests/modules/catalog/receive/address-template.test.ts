// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addressTemplate,
  buildAddress,
  defaultAddressTemplate,
  geocoderPoint,
} from '../../../../src/modules/catalog/receive/address-template.ts'

const tverskaya = {
  id: 'msk-1',
  type: 'house',
  value: 'г Москва, ул Тверская, д 12, стр 1',
  data: {
    lat: 55.7652,
    lng: 37.605,
    geo_lat: '55.7652',
    geo_lon: '37.605',
    street_type: 'ул',
    street: 'Тверская',
    house_type: 'д',
    house: '12',
    block_type: 'стр',
    block: '1',
    city: 'Москва',
    settlement: null,
    region: 'Москва',
  },
}

describe('buildAddress, Russian format', () => {
  it('builds the address from street, house and block, the city from city and settlement', () => {
    expect(buildAddress(tverskaya)).toEqual({
      address: 'ул Тверская, д 12, стр 1',
      city: 'Москва',
      full: 'Москва, ул Тверская, д 12, стр 1',
    })
  })

  it('adds the settlement to the city and leaves out missing parts', () => {
    const s = {
      value: 'г Москва, п Коммунарка, ул Бачуринская, д 7',
      data: {
        street_type: 'ул',
        street: 'Бачуринская',
        house_type: 'д',
        house: '7',
        city: 'Москва',
        settlement: 'п Коммунарка',
      },
    }
    expect(buildAddress(s)).toEqual({
      address: 'ул Бачуринская, д 7',
      city: 'Москва, п Коммунарка',
      full: 'Москва, п Коммунарка, ул Бачуринская, д 7',
    })
  })

  it('falls back to the whole value without a street and to the region without a city', () => {
    const streetless = { value: 'Татарстан, Казань', data: { region: 'Татарстан' } }
    expect(buildAddress(streetless)).toEqual({
      address: 'Татарстан, Казань',
      city: 'Татарстан',
      full: 'Татарстан, Казань',
    })
    // a street without a house (inexact) still reads as a street
    const noHouse = {
      value: 'г Казань, ул Баумана',
      data: { street_type: 'ул', street: 'Баумана', city: 'Казань' },
    }
    expect(buildAddress(noHouse).full).toBe('Казань, ул Баумана')
  })

  it('takes the value as it is in any other format', () => {
    expect(buildAddress(tverskaya, defaultAddressTemplate, null)).toEqual({
      address: tverskaya.value,
      city: '',
      full: tverskaya.value,
    })
  })

  it('reads other field names from the settings’ templates', () => {
    const template = addressTemplate({
      street: 'street_with_type',
      streetType: 'none',
      city: 'town',
      bogus: 1,
    })
    expect(template).toMatchObject({ street: 'street_with_type', city: 'town', house: 'house' })
    const s = {
      value: 'x',
      data: { street_with_type: 'пр-т Победы', house_type: 'д', house: '91', town: 'Казань' },
    }
    expect(buildAddress(s, template).full).toBe('Казань, пр-т Победы, д 91')
    expect(addressTemplate(null)).toEqual(defaultAddressTemplate)
  })
})

describe('geocoderPoint', () => {
  it('trims lat and lng to 15 characters', () => {
    // float arithmetic leaves long tails: 0.1 + 0.2 = 0.30000000000000004
    expect(String(37.1 + 0.2)).toBe('37.300000000000004')
    expect(geocoderPoint(37.1 + 0.2, -(37.1 + 0.2))).toEqual({
      lat: '37.300000000000',
      lng: '-37.30000000000',
    })
    expect(geocoderPoint(55.7, '37.6')).toEqual({ lat: '55.7', lng: '37.6' })
  })
})
