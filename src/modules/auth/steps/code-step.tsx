/**
 * Code screen (accounts-loyalty §4): a code is requested on arrival unless the resend timer
 * runs; the resend button appears when it ends; the code comes by SMS (pincodeLength digits)
 * or by a call (the last 4 digits of the calling number), as the server says. The full code
 * submits by itself; it may be pasted or filled in by the browser (one-time-code, Web OTP).
 * A refused code is cleared and the input refocused after the error dialog closes.
 */
import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useId, useReducer, useRef, type ClipboardEvent } from 'react'
import { translate } from '../../../core/format/translate.ts'
import { showError } from '../../../core/overlay.ts'
import { login } from '../../../core/state/session.ts'
import { Button } from '../../../ui/button/button.tsx'
import { requestCode, retryAfterOf, signInWith } from '../actions.ts'
import {
  codeReducer,
  initialCodeState,
  isCodeComplete,
  resendSecondsLeft,
  shouldRequestOnArrival,
} from '../code-machine.ts'
import { displayPhone } from '../phone.ts'
import { MESSAGES_AFTER_CODE_REGISTER } from '../settings.ts'
import { authStore, completeSignIn, pendingCall, rememberCodeTimer } from '../store.ts'
import { refocusAfterDialog } from '../refocus.ts'
import { authTexts } from '../texts.ts'
import { useNow } from '../use-now.ts'
import type { StepProps } from './types.ts'

interface OtpCredential extends Credential {
  code?: string
}

export function CodeStep({ step, nav, settings }: StepProps<'code'>) {
  const { i18n } = useLingui()
  const username = step.phone
  const [state, dispatch] = useReducer(codeReducer, undefined, () =>
    initialCodeState(settings.type, settings.pincodeLength, authStore.codeTimers[username]),
  )
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const now = useNow(true)
  const left = resendSecondsLeft(state, now)

  const request = useCallback(async () => {
    dispatch({ type: 'request' })
    try {
      const answer = await requestCode(username)
      dispatch({
        type: 'sent',
        answer: answer ?? {},
        now: Date.now(),
        delayMs: settings.smsTimeout * 1000,
      })
      input.current?.focus()
    } catch (error) {
      const seconds = retryAfterOf(error)
      dispatch({ type: 'requestFailed', now: Date.now(), retryAfterMs: seconds * 1000 })
      if (!seconds) showError(error)
    }
  }, [username, settings.smsTimeout])

  // spec: on arrival a code is requested, unless the resend timer runs (once, even in StrictMode).
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    if (shouldRequestOnArrival(state, Date.now())) void request()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, [])

  // The timer outlives the screen: coming back within it requests nothing.
  useEffect(() => {
    if (state.resendAt) {
      rememberCodeTimer(username, {
        resendAt: state.resendAt,
        channel: state.channel,
        nextChannel: state.nextChannel,
      })
    }
  }, [username, state.resendAt, state.channel, state.nextChannel])

  const submit = async (code: string) => {
    dispatch({ type: 'submit' })
    try {
      const answer = await pendingCall(() => signInWith(username, code))
      if (step.then === 'pin') {
        // Forgotten PIN: signed in by the code, the new PIN comes first; app data (and what
        // other modules show on sign-in) follows once it is set.
        if (answer?.authToken) login(answer.authToken)
        nav.go({ name: 'pin', phone: username, mode: 'set' })
        return
      }
      await completeSignIn(answer?.authToken)
      if (step.fromRegistration) {
        nav.done({
          registered: true,
          messages: MESSAGES_AFTER_CODE_REGISTER,
          text: authTexts.registered,
        })
      } else nav.done()
    } catch (error) {
      dispatch({ type: 'rejected' })
      showError(error, () => refocusAfterDialog(input.current))
    }
  }

  const enter = (text: string) => {
    const next = codeReducer(state, { type: 'input', text })
    dispatch({ type: 'input', text })
    if (next.status !== 'submitting' && isCodeComplete(next)) void submit(next.value)
  }

  // Web OTP: Chrome on Android offers the code of an SMS bound to this origin.
  useEffect(() => {
    if (state.channel !== 'sms' || !('OTPCredential' in window) || !navigator.credentials) return
    const controller = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code
        if (code) enter(code)
      })
      .catch(() => undefined)
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one request per code sent
  }, [state.channel, state.resendAt])

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    enter(e.clipboardData.getData('text'))
  }

  const call = state.channel === 'call'
  const phone = displayPhone(username)
  return (
    <div className="auth-step">
      <p className="auth-step__intro">
        {translate(i18n, call ? authTexts.callComing : authTexts.smsSent, { phone })}
      </p>
      <label className="auth-field__label" htmlFor={id}>
        {i18n._(call ? authTexts.callCodeLabel : authTexts.smsCodeLabel)}
      </label>
      <input
        ref={input}
        id={id}
        className="auth-input auth-input--code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the one thing this screen asks for
        autoFocus
        placeholder={'•'.repeat(state.length)}
        value={state.value}
        readOnly={state.status === 'submitting'}
        onChange={(e) => enter(e.target.value)}
        onPaste={onPaste}
      />
      <div className="auth-resend" aria-live="polite">
        {left > 0 ? (
          <p className="auth-hint">{translate(i18n, authTexts.resendIn, { seconds: left })}</p>
        ) : (
          <Button
            variant="link"
            block
            loading={state.status === 'requesting'}
            onClick={() => void request()}
          >
            {i18n._(authTexts.resend)}
          </Button>
        )}
      </div>
    </div>
  )
}
