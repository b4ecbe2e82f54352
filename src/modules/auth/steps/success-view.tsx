import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

/** spec §4: the success message that shows for successTimeout after a sign-in. */
export function SuccessView({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <div className="auth-success" role="status">
      <svg className="auth-success__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="auth-success__text">{i18n._(text)}</p>
    </div>
  )
}
