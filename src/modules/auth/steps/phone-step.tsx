/**
 * Phone screen (accounts-loyalty §2): a masked input that starts with +, the masks of
 * core/format/phone.ts (+7, +375, generic; +8 becomes +7). Continue checks whether the user
 * exists: PIN screen in PIN mode, else the password (base) or the code (sms, call); a new
 * number registers. A network error offers Repeat, disabled for a 15-second countdown.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError, errorTexts } from '../../../core/api/errors.ts'
import { openDialog, showError } from '../../../core/overlay.ts'
import { ui } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { checkUserExists } from '../actions.ts'
import { isPhoneComplete, maskPhoneInput, phoneStart, usernameOf } from '../phone.ts'
import { NETWORK_RETRY_SECONDS } from '../settings.ts'
import { authStore, pendingCall } from '../store.ts'
import { authTexts } from '../texts.ts'
import type { StepProps } from './types.ts'

export function PhoneStep({ nav, settings }: StepProps<'phone'>) {
  const { i18n } = useLingui()
  const { pending } = useSnapshot(authStore)
  const start = phoneStart(settings.phoneCountryCode)
  const [phone, setPhone] = useState(start)
  const [error, setError] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  // The page flow returns to where it started (the screen before this one, or the profile).
  useEffect(() => {
    if (nav.mode === 'page') authStore.flowStart = { depth: ui.depth, path: location.pathname }
  }, [nav.mode])

  const check = async () => {
    if (!isPhoneComplete(phone)) {
      setError(true)
      input.current?.focus()
      return
    }
    setError(false)
    const username = usernameOf(phone)
    try {
      const exists = await pendingCall(() => checkUserExists(username))
      if (!exists) nav.go({ name: 'registration', phone: username })
      else if (settings.usePincode) nav.go({ name: 'pin', phone: username, mode: 'signin' })
      else if (settings.type === 'base') nav.go({ name: 'password', phone: username })
      else nav.go({ name: 'code', phone: username })
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'network') {
        openDialog({
          title: errorTexts.title,
          text: errorTexts.network,
          buttons: [
            { text: authTexts.cancel, role: 'cancel' },
            {
              text: authTexts.repeat,
              role: 'primary',
              disabledFor: NETWORK_RETRY_SECONDS,
              onClick: () => void check(),
            },
          ],
        })
      } else showError(failure)
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void check()
  }

  return (
    <form className="auth-step" onSubmit={onSubmit} noValidate>
      <p className="auth-step__intro">{i18n._(authTexts.phoneIntro)}</p>
      <label className="auth-field__label" htmlFor={id}>
        {i18n._(authTexts.phoneLabel)}
      </label>
      <input
        ref={input}
        id={id}
        className="auth-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___-__-__"
        value={phone}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setPhone(maskPhoneInput(e.target.value, start))
          if (error) setError(false)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="auth-error" role="alert">
          {i18n._(authTexts.badPhone)}
        </p>
      ) : null}
      <Button type="submit" block loading={pending}>
        {i18n._(authTexts.continue)}
      </Button>
    </form>
  )
}
