/**
 * The sheets of the delivery/pickup popup as a pure state machine (spec catalog §2 element 8,
 * §4 Receive type; shell-data §4 Branch sheets), and the map constants (§9).
 *
 * - Delivery: with no address the address sheet opens; with one the selected sheet opens.
 *   Confirming an address shows the selected sheet.
 * - Pickup: with no point chosen the branch list opens; with one the selected sheet opens.
 *   Tapping a branch or a marker opens its detail (the selected sheet); closing it reopens the
 *   list.
 * - Switching modes re-initialises the sheets.
 */
import type { ReceiveType } from './store.ts'

export type SheetName = 'address' | 'selected' | 'list' | null

export interface SheetState {
  mode: ReceiveType
  sheet: SheetName
  /** The branch the pickup detail sheet shows. */
  focus: number | null
  /** A delivery address is stored. */
  hasAddress: boolean
  /** The chosen pickup point, if any. */
  pickupId: number | null
}

export interface SheetContext {
  mode: ReceiveType
  hasAddress: boolean
  pickupId: number | null
}

export type SheetEvent =
  /** Opening the popup, or switching the delivery/pickup toggle. */
  | ({ type: 'init' } & SheetContext)
  /** A branch in the list or its marker was tapped (pickup). */
  | { type: 'focusBranch'; id: number }
  /** The sheet was swiped down or back was pressed. */
  | { type: 'close' }
  /** Change the delivery address (from the selected sheet or a map tap). */
  | { type: 'editAddress' }
  /** The address was confirmed (it is now stored). */
  | { type: 'addressConfirmed' }

export function initSheets(ctx: SheetContext): SheetState {
  if (ctx.mode === 'delivery') {
    return { ...ctx, sheet: ctx.hasAddress ? 'selected' : 'address', focus: null }
  }
  return {
    ...ctx,
    sheet: ctx.pickupId != null ? 'selected' : 'list',
    focus: ctx.pickupId,
  }
}

export function sheetReducer(state: SheetState, event: SheetEvent): SheetState {
  switch (event.type) {
    case 'init':
      return initSheets(event)
    case 'focusBranch':
      return state.mode === 'pickup' ? { ...state, sheet: 'selected', focus: event.id } : state
    case 'close':
      if (state.mode === 'pickup') {
        // Closing the detail reopens the list; the list itself stays.
        return { ...state, sheet: 'list', focus: null }
      }
      if (state.sheet === 'address')
        return { ...state, sheet: state.hasAddress ? 'selected' : null }
      return { ...state, sheet: null }
    case 'editAddress':
      return state.mode === 'delivery' ? { ...state, sheet: 'address' } : state
    case 'addressConfirmed':
      return state.mode === 'delivery' ? { ...state, hasAddress: true, sheet: 'selected' } : state
  }
}

/**
 * Whether back has a sheet to close before the popup itself closes: the pickup detail (back to
 * the list) and the address sheet over a stored address (back to it).
 */
export function sheetTakesBack(state: SheetState): boolean {
  if (state.mode === 'pickup') return state.sheet === 'selected'
  return state.sheet === 'address' && state.hasAddress
}

/** spec §9: default map zoom 12 (or the settings'), 16 with a delivery address. */
export const DEFAULT_ZOOM = 12
export const ADDRESS_ZOOM = 16

export function mapZoom(settingsZoom: unknown, withAddress: boolean): number {
  if (withAddress) return ADDRESS_ZOOM
  return typeof settingsZoom === 'number' && Number.isFinite(settingsZoom)
    ? settingsZoom
    : DEFAULT_ZOOM
}

/**
 * spec §9 / shell-data §9: map offset after selecting a branch: 70 (one branch), 50 (two), 20
 * (three), 0 otherwise. Pixels the branch is lifted above the map's centre, clear of the sheet.
 */
export function branchOffset(count: number): number {
  return count === 1 ? 70 : count === 2 ? 50 : count === 3 ? 20 : 0
}

/** spec: the branch list shows the first 3 branches, the rest below. */
export const LIST_FIRST = 3

/** The first 3 and the rest; the handle (to show the rest) is hidden for 3 or fewer. */
export function splitBranchList<T>(branches: readonly T[]): {
  first: T[]
  rest: T[]
  showHandle: boolean
} {
  return {
    first: branches.slice(0, LIST_FIRST),
    rest: branches.slice(LIST_FIRST),
    showHandle: branches.length > LIST_FIRST,
  }
}
