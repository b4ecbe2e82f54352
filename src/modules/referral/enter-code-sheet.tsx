/** Enter a promo code (max 16 characters) -> activate-code; the sheet closes on success. */
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../ui/button/button.tsx'
import { PROMO_CODE_MAX } from './settings.ts'
import { activatePromoCode } from './actions.ts'
import './referral.css'

export default function EnterCodeSheet({ close }: { close: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!code.trim()) {
      setError(t`This field is required`)
      return
    }
    if (await activatePromoCode(code)) close()
  }
  return (
    <form className="referral-enter" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="referral-enter__label">
        {t`Promo code`}
      </label>
      <input
        id={id}
        className="referral-enter__input"
        value={code}
        maxLength={PROMO_CODE_MAX}
        autoCapitalize="characters"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setCode(e.target.value.slice(0, PROMO_CODE_MAX))
          setError('')
        }}
      />
      {error && (
        <p id={`${id}-error`} className="referral-enter__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block>
        {t`Activate`}
      </Button>
    </form>
  )
}
