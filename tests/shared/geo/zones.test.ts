// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { distanceMeters } from '../../../src/shared/geo/distance.ts'
import { latLng, matchZone } from '../../../src/shared/geo/zones.ts'
import { checkZone as serverZone } from '../../../server/orders/rules.ts'

const tverskaya = { idBranch: 1, lat: 55.7652, lng: 37.605 }
const arbat = { idBranch: 2, lat: 55.7503, lng: 37.593 }
const circle = (radius: number) => ({ type: 'circle', radius })

describe('shared/geo is the pure part the server shares', () => {
  it('imports no Lingui (the server runs it without the app build)', () => {
    for (const file of ['distance.ts', 'zones.ts']) {
      const text = readFileSync(`src/shared/geo/${file}`, 'utf8')
      expect(text).not.toMatch(/@lingui/)
    }
  })
})

describe('latLng', () => {
  it('takes finite numbers and numeric strings, nothing else', () => {
    expect(latLng({ lat: 55.1, lng: '37.2' })).toEqual({ lat: 55.1, lng: 37.2 })
    expect(latLng({ lat: 55.1 })).toBeNull()
    expect(latLng({ lat: null, lng: 37 })).toBeNull()
    expect(latLng({ lat: 'x', lng: 37 })).toBeNull()
    expect(latLng(null)).toBeNull()
  })
})

describe('matchZone', () => {
  const point = { lat: 55.758, lng: 37.6 }

  it('picks the nearest branch among those whose zone holds the point', () => {
    const branches = [
      { ...tverskaya, shape: circle(5000) },
      { ...arbat, shape: circle(5000) },
    ]
    const near = distanceMeters(tverskaya, point) < distanceMeters(arbat, point) ? 1 : 2
    const match = matchZone(point, branches)
    expect(match).toEqual({
      status: 'in',
      idBranch: near,
      distance: distanceMeters(near === 1 ? tverskaya : arbat, point),
    })
  })

  it('is out when zones exist but none holds the point, none when no zone is usable', () => {
    expect(matchZone(point, [{ ...tverskaya, shape: circle(10) }])).toEqual({ status: 'out' })
    expect(matchZone(point, [{ ...tverskaya, shape: { type: 'square' } }])).toEqual({
      status: 'none',
    })
    expect(matchZone(point, [])).toEqual({ status: 'none' })
  })
})

describe('the server check on the shared geometry', () => {
  it('keeps its answers: in with the branch, out, failed, inexact', () => {
    const point = { lat: 55.7652, lng: 37.606 }
    expect(serverZone(point, [{ ...tverskaya, shape: circle(500) }])).toEqual({
      status: 'in',
      idBranch: 1,
    })
    expect(serverZone(point, [{ ...arbat, shape: circle(100) }])).toEqual({ status: 'out' })
    expect(serverZone(point, [{ ...arbat, shape: null }])).toEqual({ status: 'failed' })
    expect(serverZone({ lat: null, lng: null }, [tverskaya])).toEqual({ status: 'inexact' })
  })
})
