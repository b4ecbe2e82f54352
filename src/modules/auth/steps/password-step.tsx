/**
 * Password screen (accounts-loyalty §2, §5): a password (max 32) and a reset. An empty password
 * gets the bad-password message; a refused one is cleared and the input refocused after the
 * error dialog closes. The reset is refused while its timer runs (droppass delay message);
 * its answer (and in demo mode the one-time password, debug.code) shows in the message area.
 */
import { useLingui } from '@lingui/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { translate } from '../../../core/format/translate.ts'
import { showError } from '../../../core/overlay.ts'
import { Button } from '../../../ui/button/button.tsx'
import { requestPasswordReset, retryAfterOf, signInWith } from '../actions.ts'
import { PASSWORD_MAX } from '../forms.ts'
import { displayPhone } from '../phone.ts'
import { authStore, completeSignIn, pendingCall, resetWait } from '../store.ts'
import { refocusAfterDialog } from '../refocus.ts'
import { authTexts } from '../texts.ts'
import { useNow } from '../use-now.ts'
import type { StepProps } from './types.ts'

type Note = { kind: 'empty' } | { kind: 'delay' } | { kind: 'sent'; message: string; code?: string }

export function PasswordStep({ step, nav, settings }: StepProps<'password'>) {
  const { i18n } = useLingui()
  const { pending, lastResetAt } = useSnapshot(authStore)
  const [password, setPassword] = useState('')
  const [note, setNote] = useState<Note | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const now = useNow(note?.kind === 'delay')
  const wait = resetWait(lastResetAt, settings.smsTimeout, now)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!password) {
      setNote({ kind: 'empty' })
      input.current?.focus()
      return
    }
    try {
      const answer = await pendingCall(() => signInWith(step.phone, password))
      await completeSignIn(answer?.authToken)
      nav.done()
    } catch (error) {
      setPassword('')
      showError(error, () => refocusAfterDialog(input.current))
    }
  }

  const reset = async () => {
    if (resetWait(authStore.lastResetAt, settings.smsTimeout) > 0) {
      setNote({ kind: 'delay' })
      return
    }
    try {
      const answer = await pendingCall(() => requestPasswordReset(step.phone))
      authStore.lastResetAt = Date.now()
      setNote({
        kind: 'sent',
        // The server's words when it has them; a bare 'ok' still says what happened.
        message: answer?.message || i18n._(authTexts.passwordSent),
        code: answer?.debug?.code,
      })
      input.current?.focus()
    } catch (error) {
      const seconds = retryAfterOf(error)
      if (seconds) {
        authStore.lastResetAt = Date.now() - (settings.smsTimeout - seconds) * 1000
        setNote({ kind: 'delay' })
      } else showError(error)
    }
  }

  const noteText =
    note?.kind === 'empty'
      ? i18n._(authTexts.badPassword)
      : note?.kind === 'delay'
        ? wait > 0
          ? translate(i18n, authTexts.resetDelay, { seconds: wait })
          : ''
        : note?.kind === 'sent'
          ? [
              note.message,
              note.code ? translate(i18n, authTexts.debugCode, { code: note.code }) : '',
            ]
              .filter(Boolean)
              .join('\n')
          : ''

  return (
    <form className="auth-step" onSubmit={submit} noValidate>
      <p className="auth-step__intro">
        {translate(i18n, authTexts.forPhone, { phone: displayPhone(step.phone) })}
      </p>
      <label className="auth-field__label" htmlFor={id}>
        {i18n._(authTexts.passwordLabel)}
      </label>
      <input
        ref={input}
        id={id}
        className="auth-input"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        aria-invalid={note?.kind === 'empty' || undefined}
        aria-describedby={noteText ? `${id}-note` : undefined}
        onChange={(e) => {
          setPassword(e.target.value)
          if (note?.kind === 'empty') setNote(null)
        }}
      />
      <p
        id={`${id}-note`}
        className={note?.kind === 'sent' ? 'auth-error auth-error--info' : 'auth-error'}
        role="alert"
      >
        {noteText}
      </p>
      <Button type="submit" block loading={pending}>
        {i18n._(authTexts.signIn)}
      </Button>
      <Button variant="link" block onClick={() => void reset()} disabled={pending}>
        {i18n._(authTexts.forgotPassword)}
      </Button>
    </form>
  )
}
