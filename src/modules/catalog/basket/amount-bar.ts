/**
 * The product popup's amount bar as a pure reducer (spec catalog-and-ordering §4 Product bar
 * amount; shell-data §4 Catalog item card):
 * - plus adds one up to the maximum; at the cap it shakes for 500 ms instead;
 * - minus goes down to 0;
 * - the action reads Add when the initial amount was 0, Delete when reduced to 0, otherwise Save;
 *   it is disabled while the amount equals the initial value;
 * - a maximum of 0 shows a sold label instead of the bar;
 * - closing the popup resets the amount (reset).
 * A product not in the basket starts at 1 (when in stock), so Add is ready at once; minus back to
 * 0 leaves Add disabled (amount = initial = 0).
 */

/** spec: the cap shake and the reach-1-then-minus animation last 500 ms. */
export const AMOUNT_ANIMATION_MS = 500

export interface AmountBarState {
  /** Units in the basket when the popup opened. */
  initial: number
  amount: number
  /** Stock for the chosen branch (0: sold). */
  max: number
  /** Bumped on each shake, so a repeated hit restarts the animation. 0: not shaking. */
  shake: number
}

export type AmountBarAction =
  | { type: 'plus' }
  | { type: 'minus' }
  | { type: 'shakeEnd' }
  | { type: 'reset'; initial: number; max: number }

export function amountBarInit(initial: number, max: number): AmountBarState {
  const safeMax = Math.max(0, Math.floor(max))
  const safeInitial = Math.max(0, Math.floor(initial))
  return {
    initial: safeInitial,
    amount: safeInitial > 0 ? safeInitial : Math.min(1, safeMax),
    max: safeMax,
    shake: 0,
  }
}

export function amountBarReducer(state: AmountBarState, action: AmountBarAction): AmountBarState {
  switch (action.type) {
    case 'plus':
      if (state.amount >= state.max) return { ...state, shake: state.shake + 1 }
      return { ...state, amount: state.amount + 1 }
    case 'minus':
      return state.amount > 0 ? { ...state, amount: state.amount - 1 } : state
    case 'shakeEnd':
      return state.shake ? { ...state, shake: 0 } : state
    case 'reset':
      return amountBarInit(action.initial, action.max)
  }
}

export type AmountBarLabel = 'add' | 'save' | 'delete'

export function amountBarView(state: AmountBarState) {
  const label: AmountBarLabel = state.initial === 0 ? 'add' : state.amount === 0 ? 'delete' : 'save'
  return {
    sold: state.max === 0,
    label,
    disabled: state.amount === state.initial,
    plusAtCap: state.amount >= state.max,
    minusDisabled: state.amount <= 0,
  }
}
