// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  codeReducer,
  initialCodeState,
  isCodeComplete,
  resendSecondsLeft,
  shouldRequestOnArrival,
  type CodeAction,
  type CodeState,
} from '../../../src/modules/auth/code-machine.ts'

const run = (state: CodeState, ...actions: CodeAction[]) => actions.reduce(codeReducer, state)
const NOW = 1_000_000

describe('code screen state machine (accounts-loyalty §4 Code screen)', () => {
  it('asks for a code on arrival unless the resend timer of this phone runs', () => {
    const fresh = initialCodeState('sms', 5)
    expect(shouldRequestOnArrival(fresh, NOW)).toBe(true)
    const running = initialCodeState('sms', 5, {
      resendAt: NOW + 20_000,
      channel: 'sms',
      nextChannel: 'sms',
    })
    expect(shouldRequestOnArrival(running, NOW)).toBe(false)
    expect(resendSecondsLeft(running, NOW)).toBe(20)
    expect(shouldRequestOnArrival(running, NOW + 20_000)).toBe(true)
  })

  it('an SMS code has pincodeLength digits; the resend timer is smsTimeout', () => {
    const s = run(
      initialCodeState('sms', 5),
      { type: 'request' },
      {
        type: 'sent',
        answer: { nextAttemptSMS: true },
        now: NOW,
        delayMs: 45_000,
      },
    )
    expect(s).toMatchObject({ status: 'ready', channel: 'sms', length: 5, resendAt: NOW + 45_000 })
    expect(resendSecondsLeft(s, NOW + 44_001)).toBe(1)
    expect(resendSecondsLeft(s, NOW + 45_000)).toBe(0)
  })

  it('a call code is the last 4 digits of the calling number', () => {
    const s = run(initialCodeState('call', 5), {
      type: 'sent',
      answer: {},
      now: NOW,
      delayMs: 60_000,
    })
    expect(s).toMatchObject({ channel: 'call', length: 4 })
  })

  it('the repeat switches channel as nextAttemptSMS says (call -> SMS, SMS -> call)', () => {
    let s = run(initialCodeState('call', 5), {
      type: 'sent',
      answer: { nextAttemptSMS: true },
      now: NOW,
      delayMs: 1000,
    })
    expect(s.nextChannel).toBe('sms')
    s = run(s, { type: 'sent', answer: {}, now: NOW + 2000, delayMs: 1000 })
    expect(s).toMatchObject({ channel: 'sms', length: 5 })

    s = run(initialCodeState('sms', 5), {
      type: 'sent',
      answer: { nextAttemptSMS: false },
      now: NOW,
      delayMs: 1000,
    })
    s = run(s, { type: 'sent', answer: {}, now: NOW + 2000, delayMs: 1000 })
    expect(s).toMatchObject({ channel: 'call', length: 4 })
    // the server's own word on the channel wins
    s = run(s, { type: 'sent', answer: { channel: 'sms', length: 6 }, now: NOW, delayMs: 1 })
    expect(s).toMatchObject({ channel: 'sms', length: 6 })
  })

  it('keeps digits only, up to the code length; complete means submit', () => {
    let s = run(initialCodeState('sms', 5), { type: 'input', text: 'Код: 12-3' })
    expect(s.value).toBe('123')
    expect(isCodeComplete(s)).toBe(false)
    expect(run(s, { type: 'submit' }).status).not.toBe('submitting')
    s = run(s, { type: 'input', text: '1234567' })
    expect(s.value).toBe('12345')
    expect(isCodeComplete(s)).toBe(true)
    s = run(s, { type: 'submit' })
    expect(s.status).toBe('submitting')
    // no typing while it is checked
    expect(run(s, { type: 'input', text: '9' }).value).toBe('12345')
  })

  it('a refused code clears the input', () => {
    const s = run(
      initialCodeState('sms', 5),
      { type: 'input', text: '12345' },
      { type: 'submit' },
      { type: 'rejected' },
    )
    expect(s).toMatchObject({ status: 'ready', value: '' })
  })

  it('a refused request (resend delay) starts the timer the server names', () => {
    const s = run(
      initialCodeState('sms', 5),
      { type: 'request' },
      {
        type: 'requestFailed',
        now: NOW,
        retryAfterMs: 30_000,
      },
    )
    expect(s.status).toBe('ready')
    expect(resendSecondsLeft(s, NOW)).toBe(30)
    const other = run(initialCodeState('sms', 5), { type: 'requestFailed', now: NOW })
    expect(resendSecondsLeft(other, NOW)).toBe(0)
  })
})
