// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { distanceDisplay } from '../../../src/shared/geo/distance.ts'

describe('distanceDisplay (shell-data §9 Distance)', () => {
  it('shows whole meters below 1 km', () => {
    expect(distanceDisplay(0)).toEqual({ value: '0', unit: 'm' })
    expect(distanceDisplay(12.4)).toEqual({ value: '12', unit: 'm' })
    expect(distanceDisplay(999.4)).toEqual({ value: '999', unit: 'm' })
  })

  it('shows one decimal from 1 to 10 km, keeping the .0', () => {
    expect(distanceDisplay(999.6)).toEqual({ value: '1.0', unit: 'km' })
    expect(distanceDisplay(1000)).toEqual({ value: '1.0', unit: 'km' })
    expect(distanceDisplay(2449)).toEqual({ value: '2.4', unit: 'km' })
    expect(distanceDisplay(2450)).toEqual({ value: '2.5', unit: 'km' })
    expect(distanceDisplay(9949)).toEqual({ value: '9.9', unit: 'km' })
  })

  it('shows whole km from 10 km', () => {
    expect(distanceDisplay(9960)).toEqual({ value: '10', unit: 'km' })
    expect(distanceDisplay(10_400)).toEqual({ value: '10', unit: 'km' })
    expect(distanceDisplay(12_500)).toEqual({ value: '13', unit: 'km' })
    expect(distanceDisplay(634_000)).toEqual({ value: '634', unit: 'km' })
  })

  it('shows nothing for a distance that is not one', () => {
    expect(distanceDisplay(-1)).toBeNull()
    expect(distanceDisplay(Number.NaN)).toBeNull()
    expect(distanceDisplay(Number.POSITIVE_INFINITY)).toBeNull()
  })
})
