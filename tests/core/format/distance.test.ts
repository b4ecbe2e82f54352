// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import { distanceMeters, formatDistance } from '../../../src/core/format/distance.ts'
import { NBSP } from '../../../src/core/format/money.ts'

const s = (text: string) => text.replace(/_/g, NBSP)

describe('distanceMeters', () => {
  it('is zero for one point and symmetric', () => {
    const a = { lat: 55.7558, lng: 37.6173 }
    expect(distanceMeters(a, a)).toBe(0)
    const b = { lat: 55.7522, lng: 37.5856 }
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6)
  })

  it('matches known distances', () => {
    // one degree of latitude: 60 × 1.1515 × 1.609344 km by the spec's factors
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111189.58, 1)
    // Moscow (Red Square) to Saint Petersburg (Palace Square): about 634 km
    const km = distanceMeters({ lat: 55.7539, lng: 37.6208 }, { lat: 59.9391, lng: 30.3159 }) / 1000
    expect(km).toBeGreaterThan(630)
    expect(km).toBeLessThan(638)
  })
})

describe('formatDistance', () => {
  const cases = [
    [0, '0_м', '0_m'],
    [999, '999_м', '999_m'],
    [999.4, '999_м', '999_m'],
    [999.6, '1.0_км', '1.0_km'],
    [1000, '1.0_км', '1.0_km'],
    [1249, '1.2_км', '1.2_km'],
    [9940, '9.9_км', '9.9_km'],
    [9960, '10_км', '10_km'],
    [10000, '10_км', '10_km'],
    [12499, '12_км', '12_km'],
    [634000, '634_км', '634_km'],
  ] as const

  it.each(cases)('ru %d m', async (m, ru) => {
    await activateLocale('ru')
    expect(formatDistance(m, i18n)).toBe(s(ru))
  })
  it.each(cases)('en %d m', async (m, _ru, en) => {
    await activateLocale('en')
    expect(formatDistance(m, i18n)).toBe(s(en))
  })
  it('gives nothing for a missing distance', () => {
    expect(formatDistance(Number.NaN, i18n)).toBe('')
    expect(formatDistance(-1, i18n)).toBe('')
  })
})
