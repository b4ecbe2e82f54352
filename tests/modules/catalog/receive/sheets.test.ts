// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_ZOOM,
  branchOffset,
  initSheets,
  mapZoom,
  sheetReducer,
  sheetTakesBack,
  splitBranchList,
  type SheetState,
} from '../../../../src/modules/catalog/receive/sheets.ts'

describe('delivery/pickup sheets (spec catalog §4 Receive type, shell-data §4 Branch sheets)', () => {
  it('delivery: the address sheet without an address, the selected sheet with one', () => {
    expect(initSheets({ mode: 'delivery', hasAddress: false, pickupId: null }).sheet).toBe(
      'address',
    )
    expect(initSheets({ mode: 'delivery', hasAddress: true, pickupId: 3 }).sheet).toBe('selected')
  })

  it('pickup: the list without a point, the selected sheet (that point) with one', () => {
    expect(initSheets({ mode: 'pickup', hasAddress: true, pickupId: null })).toMatchObject({
      sheet: 'list',
      focus: null,
    })
    expect(initSheets({ mode: 'pickup', hasAddress: false, pickupId: 2 })).toMatchObject({
      sheet: 'selected',
      focus: 2,
    })
  })

  it('switching modes re-initialises the sheets', () => {
    let s = initSheets({ mode: 'delivery', hasAddress: false, pickupId: 2 })
    s = sheetReducer(s, { type: 'init', mode: 'pickup', hasAddress: false, pickupId: 2 })
    expect(s).toMatchObject({ mode: 'pickup', sheet: 'selected', focus: 2 })
    s = sheetReducer(s, { type: 'init', mode: 'delivery', hasAddress: true, pickupId: 2 })
    expect(s).toMatchObject({ mode: 'delivery', sheet: 'selected', focus: null })
  })

  it('a tapped branch opens its detail; closing the detail reopens the list', () => {
    let s = initSheets({ mode: 'pickup', hasAddress: false, pickupId: null })
    s = sheetReducer(s, { type: 'focusBranch', id: 7 })
    expect(s).toMatchObject({ sheet: 'selected', focus: 7 })
    expect(sheetTakesBack(s)).toBe(true)
    s = sheetReducer(s, { type: 'close' })
    expect(s).toMatchObject({ sheet: 'list', focus: null })
    // The list itself is not closed by back: back then closes the popup.
    expect(sheetTakesBack(s)).toBe(false)
    expect(sheetReducer(s, { type: 'close' }).sheet).toBe('list')
  })

  it('delivery: editing over a stored address closes back to it; without one to nothing', () => {
    const withAddress = initSheets({ mode: 'delivery', hasAddress: true, pickupId: null })
    const editing = sheetReducer(withAddress, { type: 'editAddress' })
    expect(editing.sheet).toBe('address')
    expect(sheetTakesBack(editing)).toBe(true)
    expect(sheetReducer(editing, { type: 'close' }).sheet).toBe('selected')

    const fresh = initSheets({ mode: 'delivery', hasAddress: false, pickupId: null })
    expect(sheetTakesBack(fresh)).toBe(false)
    expect(sheetReducer(fresh, { type: 'close' }).sheet).toBeNull()
    const confirmed = sheetReducer(fresh, { type: 'addressConfirmed' })
    expect(confirmed).toMatchObject({ sheet: 'selected', hasAddress: true })
  })

  it('ignores events of the other mode', () => {
    const pickup: SheetState = initSheets({ mode: 'pickup', hasAddress: false, pickupId: null })
    expect(sheetReducer(pickup, { type: 'editAddress' })).toBe(pickup)
    expect(sheetReducer(pickup, { type: 'addressConfirmed' })).toBe(pickup)
    const delivery = initSheets({ mode: 'delivery', hasAddress: false, pickupId: null })
    expect(sheetReducer(delivery, { type: 'focusBranch', id: 1 })).toBe(delivery)
  })
})

describe('map constants (spec §9)', () => {
  it('offsets after selecting a branch: 70, 50, 20, then 0', () => {
    expect([1, 2, 3, 4, 10, 0].map(branchOffset)).toEqual([70, 50, 20, 0, 0, 0])
  })

  it('zoom 12 by default (or the settings’), 16 with a delivery address', () => {
    expect(mapZoom(undefined, false)).toBe(12)
    expect(mapZoom(11, false)).toBe(11)
    expect(mapZoom(11, true)).toBe(ADDRESS_ZOOM)
    expect(ADDRESS_ZOOM).toBe(16)
  })

  it('the branch list shows the first 3, the rest below; no handle for 3 or fewer', () => {
    expect(splitBranchList([1, 2, 3, 4, 5])).toEqual({
      first: [1, 2, 3],
      rest: [4, 5],
      showHandle: true,
    })
    expect(splitBranchList([1, 2, 3])).toEqual({ first: [1, 2, 3], rest: [], showHandle: false })
    expect(splitBranchList([1])).toEqual({ first: [1], rest: [], showHandle: false })
  })
})
