/**
 * The code screen as a pure state machine (accounts-loyalty §4 "Code screen", §9 constants):
 *
 * - a code is requested on arrival unless the resend timer runs; the timer is smsTimeout
 *   (default 45 s) from the last request for this phone;
 * - the answer tells how this code came (channel) and how the next would (nextAttemptSMS): the
 *   repeat may switch between an SMS code (pincodeLength digits) and a call code (the last
 *   4 digits of the calling number);
 * - entering the full code submits it; a refused code clears the input.
 */
import { CALL_CODE_LENGTH, type AuthType } from './settings.ts'

export type Channel = 'sms' | 'call'

export interface CodeState {
  status: 'idle' | 'requesting' | 'ready' | 'submitting'
  /** How the code being waited for comes. */
  channel: Channel
  /** How a repeat would come. */
  nextChannel: Channel
  /** Digits the code has. */
  length: number
  value: string
  /** When a repeat may be requested (ms since epoch); 0: now. */
  resendAt: number
  smsLength: number
}

export interface SendAnswer {
  channel?: Channel
  nextAttemptSMS?: boolean
  length?: number
}

export type CodeAction =
  | { type: 'request' }
  | { type: 'sent'; answer: SendAnswer; now: number; delayMs: number }
  | { type: 'requestFailed'; now: number; retryAfterMs?: number }
  | { type: 'input'; text: string }
  | { type: 'submit' }
  | { type: 'rejected' }

const lengthOf = (channel: Channel, smsLength: number) =>
  channel === 'call' ? CALL_CODE_LENGTH : smsLength

/**
 * The first state. `previous` is what is known of the last request for this phone (the timer
 * survives leaving the screen): while it runs, no new code is requested.
 */
export function initialCodeState(
  type: AuthType,
  smsLength: number,
  previous?: { resendAt: number; channel: Channel; nextChannel: Channel } | null,
): CodeState {
  const channel: Channel = previous?.channel ?? (type === 'call' ? 'call' : 'sms')
  return {
    status: 'idle',
    channel,
    nextChannel: previous?.nextChannel ?? channel,
    length: lengthOf(channel, smsLength),
    value: '',
    resendAt: previous?.resendAt ?? 0,
    smsLength,
  }
}

export function codeReducer(state: CodeState, action: CodeAction): CodeState {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'requesting' }
    case 'sent': {
      // The server names the channel; an older one only says how the next attempt comes.
      const channel = action.answer.channel ?? state.nextChannel
      const nextChannel =
        action.answer.nextAttemptSMS === undefined
          ? channel
          : action.answer.nextAttemptSMS
            ? 'sms'
            : 'call'
      return {
        ...state,
        status: 'ready',
        channel,
        nextChannel,
        length: action.answer.length ?? lengthOf(channel, state.smsLength),
        value: '',
        resendAt: action.now + action.delayMs,
      }
    }
    case 'requestFailed':
      return {
        ...state,
        status: 'ready',
        resendAt: action.retryAfterMs ? action.now + action.retryAfterMs : state.resendAt,
      }
    case 'input': {
      if (state.status === 'submitting') return state
      return { ...state, value: action.text.replace(/\D/g, '').slice(0, state.length) }
    }
    case 'submit':
      return isCodeComplete(state) ? { ...state, status: 'submitting' } : state
    case 'rejected':
      return { ...state, status: 'ready', value: '' }
  }
}

/** Whether a code should be requested on arrival (spec: unless the resend timer runs). */
export function shouldRequestOnArrival(state: CodeState, now: number): boolean {
  return state.status === 'idle' && state.resendAt <= now
}

export function isCodeComplete(state: CodeState): boolean {
  return state.value.length === state.length
}

/** Whole seconds until a repeat may be requested (0: the resend button shows). */
export function resendSecondsLeft(state: CodeState, now: number): number {
  return Math.max(0, Math.ceil((state.resendAt - now) / 1000))
}
