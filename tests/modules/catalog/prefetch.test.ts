// @vitest-environment node
/**
 * The long category's prefetch policy (issue 16, src/modules/catalog/products/prefetch.ts):
 * which pages of 10 load for the rows on screen and ahead, and the list's length.
 */
import { describe, expect, it } from 'vitest'
import { listLength, pagesToLoad } from '../../../src/modules/catalog/products/prefetch.ts'

const base = { total: 1040, pageSize: 10, perScreen: 8, settled: () => false }

describe('pagesToLoad', () => {
  it('at the top: page 0, then up to 4 pages ahead within 3 screens', () => {
    expect(pagesToLoad({ ...base, first: 0, last: 11 })).toEqual([0, 1, 2, 3])
  })

  it('a jump to the end asks for the last pages at once, not the 100 before them', () => {
    const pages = pagesToLoad({ ...base, first: 1024, last: 1039 })
    // one screen (8 products) behind reaches page 101
    expect(pages).toEqual([0, 102, 103, 101])
    expect(Math.max(...pages)).toBe(103)
  })

  it('in the middle: the pages shown, then ahead before behind, at most 4 unloaded', () => {
    expect(pagesToLoad({ ...base, first: 500, last: 515, perScreen: 16 })).toEqual([
      0, 50, 51, 52, 53, 54, 55,
    ])
    const behind = pagesToLoad({
      ...base,
      first: 500,
      last: 515,
      perScreen: 16,
      settled: (p) => p > 51,
    })
    // 52…56 are loaded already (kept at no cost); the budget goes to the page behind.
    expect(behind).toEqual([0, 50, 51, 52, 53, 54, 55, 56, 49, 48])
  })

  it('loaded pages cost nothing; the budget is for the ones still to come', () => {
    const pages = pagesToLoad({
      ...base,
      first: 0,
      last: 11,
      perScreen: 20,
      settled: (p) => p <= 3,
      maxPrefetch: 2,
    })
    expect(pages).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('never past the end, nor before the start; nothing rendered: page 0', () => {
    expect(pagesToLoad({ ...base, total: 13, first: 0, last: 12 })).toEqual([0, 1])
    expect(pagesToLoad({ ...base, first: -1, last: -1 })).toEqual([0])
  })
})

describe('listLength', () => {
  it('the total, cut where a page came back short', () => {
    const pages = new Map([
      [0, { length: 10 }],
      [103, { length: 10 }],
    ])
    expect(listLength(1040, pages, 10)).toBe(1040)
    pages.set(50, { length: 4 })
    expect(listLength(1040, pages, 10)).toBe(504)
    expect(listLength(null, pages, 10)).toBeNull()
  })
})
