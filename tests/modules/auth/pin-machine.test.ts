// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  initialPinState,
  pinPhase,
  pinReducer,
  type PinAction,
  type PinState,
} from '../../../src/modules/auth/pin-machine.ts'

const run = (state: PinState, ...actions: PinAction[]) => actions.reduce(pinReducer, state)
const type = (pin: string): PinAction[] => [...pin].map((digit) => ({ type: 'digit', digit }))

describe('PIN pad state machine (accounts-loyalty §4 PIN)', () => {
  it('fills the dots; backspace takes one back; nothing beyond pinLength', () => {
    let s = run(initialPinState('signin', 6), ...type('123'))
    expect(s.value).toBe('123')
    s = run(s, { type: 'backspace' })
    expect(s.value).toBe('12')
    s = run(s, { type: 'digit', digit: 'x' })
    expect(s.value).toBe('12')
  })

  it('sign-in mode submits at full length', () => {
    const s = run(initialPinState('signin', 4), ...type('4321'))
    expect(s.outcome).toEqual({ kind: 'submit', pin: '4321' })
    // no more digits until the outcome is handled; a refusal clears the entry
    expect(run(s, { type: 'digit', digit: '9' }).value).toBe('4321')
    expect(run(s, { type: 'done', clear: true })).toMatchObject({ value: '', outcome: null })
  })

  it('set mode keeps the first entry and asks to repeat it; a match sets the PIN', () => {
    let s = run(initialPinState('set', 6), ...type('135790'))
    expect(s).toMatchObject({ first: '135790', value: '', outcome: null })
    expect(pinPhase(s)).toBe('repeat')
    s = run(s, ...type('135790'))
    expect(s.outcome).toEqual({ kind: 'match', pin: '135790' })
  })

  it('a mismatch clears both entries (the screen shows the alert)', () => {
    let s = run(initialPinState('set', 4), ...type('1111'), ...type('2222'))
    expect(s).toMatchObject({ first: null, value: '', outcome: { kind: 'mismatch' } })
    s = run(s, { type: 'done', clear: true })
    expect(pinPhase(s)).toBe('create')
    expect(s.outcome).toBeNull()
  })

  it('names its prompt', () => {
    expect(pinPhase(initialPinState('signin', 6))).toBe('enter')
    expect(pinPhase(initialPinState('set', 6))).toBe('create')
  })
})
