// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  compareVersions,
  isOlderVersion,
  parseVersion,
} from '../../../src/shared/version/version.ts'

describe('compareVersions', () => {
  it('compares part by part as numbers: 1.10 is above 1.9', () => {
    expect(compareVersions('1.10', '1.9')).toBe(1)
    expect(compareVersions('1.9', '1.10')).toBe(-1)
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1)
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1)
  })

  it('treats missing parts as zero', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0)
    expect(compareVersions('1.2', '1.2.1')).toBe(-1)
    expect(compareVersions('1.2.0.1', '1.2')).toBe(1)
  })

  it('ignores a prefix v and a suffix after the numbers', () => {
    expect(compareVersions('v1.3', '1.3.0')).toBe(0)
    expect(compareVersions('1.3.0-beta', '1.2.9')).toBe(1)
    expect(compareVersions(' 1.2.2 ', '1.2.2')).toBe(0)
  })

  it('is null when either side is no version', () => {
    expect(compareVersions('', '1.0')).toBeNull()
    expect(compareVersions('1.0', undefined)).toBeNull()
    expect(compareVersions('latest', '1.0')).toBeNull()
    expect(compareVersions({}, '1.0')).toBeNull()
  })
})

describe('isOlderVersion', () => {
  it('is true only when the installed version is lower', () => {
    expect(isOlderVersion('1.2.2', '1.3.0')).toBe(true)
    expect(isOlderVersion('1.9', '1.10')).toBe(true)
    expect(isOlderVersion('1.2.2', '1.2.2')).toBe(false)
    expect(isOlderVersion('1.3.0', '1.2.2')).toBe(false)
    expect(isOlderVersion('1.2.2', 'soon')).toBe(false)
  })

  it('reads numbers as versions too', () => {
    expect(parseVersion(2)).toEqual([2])
    expect(isOlderVersion('1.9', 2)).toBe(true)
  })
})
