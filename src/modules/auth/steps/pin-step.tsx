/**
 * App PIN pad (accounts-loyalty §2, §4): digits 0-9 and backspace, dots for progress (also the
 * keyboard's digits). Sign-in mode submits at full length; a refused PIN is cleared after the
 * error dialog. Set mode asks twice; a mismatch shows an alert and clears both; a match
 * registers (with the registration data) or sets the PIN on the profile. A forgotten PIN is
 * reset by a code (refused with the droppass delay message while the code timer runs).
 */
import { useLingui } from '@lingui/react'
import { useEffect, useReducer, useState } from 'react'
import { translate } from '../../../core/format/translate.ts'
import { openDialog, showError } from '../../../core/overlay.ts'
import { Button } from '../../../ui/button/button.tsx'
import { savePin, signInWith } from '../actions.ts'
import { initialPinState, pinPhase, pinReducer } from '../pin-machine.ts'
import { authStore, completeSignIn, pendingCall } from '../store.ts'
import { EraseIcon } from '../icons.tsx'
import { authTexts } from '../texts.ts'
import { register } from './register.ts'
import type { StepProps } from './types.ts'

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9']

export function PinStep({ step, nav, settings }: StepProps<'pin'>) {
  const { i18n } = useLingui()
  const [state, dispatch] = useReducer(pinReducer, undefined, () =>
    initialPinState(step.mode, settings.pinLength),
  )
  const [note, setNote] = useState<string | null>(null)
  const phase = pinPhase(state)

  const signIn = async (pin: string) => {
    try {
      const answer = await pendingCall(() => signInWith(step.phone, pin))
      await completeSignIn(answer?.authToken)
      nav.done()
    } catch (error) {
      showError(error, () => dispatch({ type: 'done', clear: true }))
    }
  }

  const setPin = async (pin: string) => {
    try {
      if (step.fromRegistration) {
        const regData = authStore.regData
        if (!regData) {
          // the registration data is gone (a reload): fill the form again
          nav.go({ name: 'registration', phone: step.phone })
          return
        }
        await register({ ...regData, password: pin }, { nav, settings })
        authStore.regData = null
        return
      }
      await pendingCall(() => savePin(pin))
      await completeSignIn(undefined)
      nav.done({ text: step.fromProfile ? authTexts.pinChanged : authTexts.signedIn })
    } catch (error) {
      showError(error, () => dispatch({ type: 'reset' }))
    }
  }

  useEffect(() => {
    const outcome = state.outcome
    if (!outcome) return
    if (outcome.kind === 'submit') void signIn(outcome.pin)
    else if (outcome.kind === 'match') void setPin(outcome.pin)
    else {
      openDialog({
        title: authTexts.pinMismatchTitle,
        text: authTexts.pinMismatchText,
        onClose: () => dispatch({ type: 'done', clear: true }),
      })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per outcome
  }, [state.outcome])

  // The keyboard's digits and backspace work too (a desktop, a hardware keyboard).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      if (target?.closest('input, textarea, select, [role="alertdialog"]')) return
      if (/^\d$/.test(e.key)) dispatch({ type: 'digit', digit: e.key })
      else if (e.key === 'Backspace') dispatch({ type: 'backspace' })
      else return
      e.preventDefault()
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [])

  const forgot = () => {
    const resendAt = authStore.codeTimers[step.phone]?.resendAt ?? 0
    const wait = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
    if (wait > 0) {
      setNote(translate(i18n, authTexts.resetDelay, { seconds: wait }))
      return
    }
    nav.go({ name: 'code', phone: step.phone, then: 'pin' })
  }

  const title =
    phase === 'enter'
      ? authTexts.pinEnter
      : phase === 'create'
        ? authTexts.pinCreate
        : authTexts.pinRepeat
  const busy = state.outcome !== null
  return (
    <div className="auth-step auth-pin">
      <h2 className="auth-pin__title" aria-live="polite">
        {i18n._(title)}
      </h2>
      <div
        className="auth-pin__dots"
        role="img"
        aria-label={translate(i18n, authTexts.pinProgress, {
          count: state.value.length,
          length: state.length,
        })}
      >
        {Array.from({ length: state.length }, (_, i) => (
          <span
            key={i}
            className={i < state.value.length ? 'auth-pin__dot is-filled' : 'auth-pin__dot'}
          />
        ))}
      </div>
      <p className="auth-error" role="alert">
        {note}
      </p>
      <div className="auth-pin__pad" role="group" aria-label={i18n._(authTexts.keypad)}>
        {DIGITS.map((d) => (
          <button
            key={d}
            type="button"
            className="auth-pin__key"
            disabled={busy}
            onClick={() => dispatch({ type: 'digit', digit: d })}
          >
            {d}
          </button>
        ))}
        <span aria-hidden="true" />
        <button
          type="button"
          className="auth-pin__key"
          disabled={busy}
          onClick={() => dispatch({ type: 'digit', digit: '0' })}
        >
          0
        </button>
        <button
          type="button"
          className="auth-pin__key auth-pin__key--erase"
          aria-label={i18n._(authTexts.erase)}
          disabled={busy || state.value.length === 0}
          onClick={() => dispatch({ type: 'backspace' })}
        >
          <EraseIcon />
        </button>
      </div>
      {step.mode === 'signin' ? (
        <Button variant="link" block onClick={forgot}>
          {i18n._(authTexts.forgotPin)}
        </Button>
      ) : null}
    </div>
  )
}
