/**
 * The PIN pad as a pure state machine (accounts-loyalty §4 "PIN"): digits fill the dots; at
 * full length, sign-in mode submits; set mode keeps the first entry and asks to repeat it; a
 * mismatch clears both entries (the screen shows an alert); a match sets the PIN.
 */
export type PinMode = 'signin' | 'set'

export interface PinState {
  mode: PinMode
  length: number
  /** Set mode: the first entry, once complete. */
  first: string | null
  value: string
  /** What a full entry led to; the screen acts on it and sends `done`. */
  outcome:
    null | { kind: 'submit'; pin: string } | { kind: 'match'; pin: string } | { kind: 'mismatch' }
}

export type PinAction =
  | { type: 'digit'; digit: string }
  | { type: 'backspace' }
  /** The outcome was handled (a refused PIN clears the entry). */
  | { type: 'done'; clear?: boolean }
  | { type: 'reset' }

export function initialPinState(mode: PinMode, length: number): PinState {
  return { mode, length, first: null, value: '', outcome: null }
}

export function pinReducer(state: PinState, action: PinAction): PinState {
  switch (action.type) {
    case 'digit': {
      if (state.outcome || !/^\d$/.test(action.digit) || state.value.length >= state.length) {
        return state
      }
      const value = state.value + action.digit
      if (value.length < state.length) return { ...state, value }
      if (state.mode === 'signin')
        return { ...state, value, outcome: { kind: 'submit', pin: value } }
      if (state.first === null) return { ...state, first: value, value: '' }
      if (value === state.first) return { ...state, value, outcome: { kind: 'match', pin: value } }
      return { ...state, first: null, value: '', outcome: { kind: 'mismatch' } }
    }
    case 'backspace':
      return state.outcome ? state : { ...state, value: state.value.slice(0, -1) }
    case 'done':
      return { ...state, outcome: null, value: action.clear ? '' : state.value }
    case 'reset':
      return initialPinState(state.mode, state.length)
  }
}

/** Which prompt the pad shows. */
export function pinPhase(state: PinState): 'enter' | 'create' | 'repeat' {
  if (state.mode === 'signin') return 'enter'
  return state.first === null ? 'create' : 'repeat'
}
