// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../../src/core/i18n/i18n.ts'
import { distanceMeters } from '../../../../src/core/format/distance.ts'
import {
  checkZone,
  deliveryShape,
  insidePolygon,
  isExactAddress,
  zoneTexts,
} from '../../../../src/modules/catalog/receive/zones.ts'

const tverskaya = { idBranch: 1, lat: 55.7652, lng: 37.605 }
const arbat = { idBranch: 2, lat: 55.7503, lng: 37.593 }

describe('checkZone: circles', () => {
  const point = { lat: 55.7702, lng: 37.615 }
  const exact = distanceMeters(tverskaya, point)

  it('is in zone exactly at the radius and out just beyond it', () => {
    const at = checkZone({
      point,
      branches: [{ ...tverskaya, shape: { type: 'circle', radius: exact } }],
    })
    expect(at).toMatchObject({ status: 'in', inZone: true, idBranch: 1, message: null })
    expect(at.status === 'in' && at.distance).toBeCloseTo(exact, 6)
    const beyond = checkZone({
      point,
      branches: [{ ...tverskaya, shape: { type: 'circle', radius: exact - 0.01 } }],
    })
    expect(beyond).toEqual({
      status: 'out',
      inZone: false,
      idBranch: null,
      message: zoneTexts.outOfZone,
    })
  })

  it('lets the nearest branch deliver when several zones hold the address', () => {
    const near = { lat: 55.752, lng: 37.595 } // next to Arbat
    const branches = [
      { ...tverskaya, shape: { type: 'circle', radius: 5000 } },
      { ...arbat, shape: { type: 'circle', radius: 5000 } },
      { idBranch: 3, lat: 55.703, lng: 37.577, shape: { type: 'circle', radius: 9000 } },
    ]
    expect(checkZone({ point: near, branches })).toMatchObject({ status: 'in', idBranch: 2 })
    // a nearer branch whose zone does not reach the address does not win
    const small = [
      { ...arbat, shape: { type: 'circle', radius: 50 } },
      { ...tverskaya, shape: { type: 'circle', radius: 5000 } },
    ]
    expect(checkZone({ point: near, branches: small })).toMatchObject({ status: 'in', idBranch: 1 })
  })

  it('uses the circle’s own centre when it has one', () => {
    const shape = { type: 'circle', radius: 100, center: { lat: 55.8, lng: 37.7 } }
    expect(
      checkZone({ point: { lat: 55.8, lng: 37.7 }, branches: [{ ...tverskaya, shape }] }).inZone,
    ).toBe(true)
    expect(checkZone({ point: tverskaya, branches: [{ ...tverskaya, shape }] }).status).toBe('out')
  })
})

describe('checkZone: polygons', () => {
  // A U shape open to the north: the notch between the arms is not in the zone.
  const u = [
    { lat: 55.7, lng: 37.5 },
    { lat: 55.8, lng: 37.5 },
    { lat: 55.8, lng: 37.55 },
    { lat: 55.72, lng: 37.55 },
    { lat: 55.72, lng: 37.65 },
    { lat: 55.8, lng: 37.65 },
    { lat: 55.8, lng: 37.7 },
    { lat: 55.7, lng: 37.7 },
  ]
  const branch = { idBranch: 7, lat: 55.71, lng: 37.6, shape: { type: 'polygon', paths: u } }

  it('contains points in the arms and the base of a concave shape', () => {
    expect(checkZone({ point: { lat: 55.78, lng: 37.52 }, branches: [branch] })).toMatchObject({
      status: 'in',
      idBranch: 7,
    })
    expect(checkZone({ point: { lat: 55.71, lng: 37.6 }, branches: [branch] }).inZone).toBe(true)
    expect(checkZone({ point: { lat: 55.78, lng: 37.68 }, branches: [branch] }).inZone).toBe(true)
  })

  it('leaves out the notch and the outside', () => {
    expect(checkZone({ point: { lat: 55.78, lng: 37.6 }, branches: [branch] }).status).toBe('out')
    expect(checkZone({ point: { lat: 55.9, lng: 37.6 }, branches: [branch] }).status).toBe('out')
  })

  it('takes polygons with holes (several rings)', () => {
    const outer = [
      { lat: 0, lng: 0 },
      { lat: 10, lng: 0 },
      { lat: 10, lng: 10 },
      { lat: 0, lng: 10 },
    ]
    const hole = [
      { lat: 4, lng: 4 },
      { lat: 6, lng: 4 },
      { lat: 6, lng: 6 },
      { lat: 4, lng: 6 },
    ]
    expect(insidePolygon({ lat: 2, lng: 2 }, [outer, hole])).toBe(true)
    expect(insidePolygon({ lat: 5, lng: 5 }, [outer, hole])).toBe(false)
  })

  it('mixes circles and polygons: the nearest containing branch wins', () => {
    const circle = { ...tverskaya, shape: { type: 'circle', radius: 20000 } }
    expect(
      checkZone({ point: { lat: 55.71, lng: 37.6 }, branches: [circle, branch] }),
    ).toMatchObject({ idBranch: 7 })
  })
})

describe('checkZone: failures and inexact addresses', () => {
  const zoned = [{ ...tverskaya, shape: { type: 'circle', radius: 3000 } }]

  it('counts a failed check as in zone unless checkZoneRequired', () => {
    const error = new Error('map failed')
    expect(checkZone({ point: tverskaya, branches: zoned, error })).toEqual({
      status: 'failed',
      inZone: true,
      idBranch: null,
      message: zoneTexts.checkFailed,
    })
    expect(checkZone({ point: tverskaya, branches: zoned, error, required: true })).toMatchObject({
      status: 'failed',
      inZone: false,
    })
  })

  it('fails the check when no branch has a usable zone', () => {
    const broken = [{ ...tverskaya, shape: { type: 'polygon', paths: [{ lat: 1, lng: 1 }] } }]
    expect(checkZone({ point: tverskaya, branches: broken })).toMatchObject({
      status: 'failed',
      inZone: true,
    })
    expect(checkZone({ point: tverskaya, branches: [tverskaya], required: true })).toMatchObject({
      status: 'failed',
      inZone: false,
    })
  })

  it('asks to refine an address without coordinates or without a house', () => {
    const inexact = { status: 'inexact', inZone: false, idBranch: null, message: zoneTexts.inexact }
    expect(checkZone({ point: null, branches: zoned })).toEqual(inexact)
    expect(checkZone({ point: { lat: Number.NaN, lng: 1 }, branches: zoned })).toEqual(inexact)
    expect(checkZone({ point: tverskaya, branches: zoned, exact: false })).toEqual(inexact)
  })

  it('tells exact addresses (a house with coordinates) from inexact ones', () => {
    expect(isExactAddress({ house: '12', geo_lat: '55.76', geo_lon: '37.60' })).toBe(true)
    expect(isExactAddress({ house: '12', lat: 55.76, lng: 37.6 })).toBe(true)
    expect(isExactAddress({ street: 'Тверская', geo_lat: '55.76', geo_lon: '37.60' })).toBe(false)
    expect(isExactAddress({ house: '12' })).toBe(false)
    expect(isExactAddress(null)).toBe(false)
  })

  it('carries the spec’s texts', () => {
    expect(zoneTexts.outOfZone.message).toBe('Your address is outside the delivery area')
    expect(deliveryShape({ type: 'circle', radius: -1 })).toBeNull()
    expect(deliveryShape({ type: 'square' })).toBeNull()
  })
})

describe('zone texts in Russian', () => {
  it('are the spec’s words exactly', async () => {
    await activateLocale('ru')
    expect(i18n._(zoneTexts.outOfZone)).toBe('Ваш адрес не входит в зону доставки')
    expect(i18n._(zoneTexts.checkFailed)).toBe('Ошибка проверки зоны доставки')
    expect(i18n._(zoneTexts.inexact)).toBe(
      'Не удалось определить адрес. Пожалуйста, уточните адрес вручную.',
    )
    expect(i18n._(zoneTexts.refine)).toBe('Уточнить')
  })
})
