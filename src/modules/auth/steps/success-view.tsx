import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Icon } from '../../../ui/icon/icon.tsx'
import '../icons.tsx'

/** spec §4: the success message that shows for successTimeout after a sign-in. */
export function SuccessView({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <div className="auth-success" role="status">
      <Icon name="success-mark" className="auth-success__mark" />
      <p className="auth-success__text">{i18n._(text)}</p>
    </div>
  )
}
