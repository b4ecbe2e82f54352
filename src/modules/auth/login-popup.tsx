/**
 * The sign-in popup, usable from anywhere (accounts-loyalty §2): the same steps as the pages,
 * held in the popup. Back goes to the previous step; after success the popup closes, then the
 * after-register and after-login callbacks run (spec §4).
 */
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useState } from 'react'
import { pushBackOverride } from '../../core/overlay.ts'
import { Icon } from '../../ui/icon/icon.tsx'
import type { DoneOptions, FlowNav, Step } from './flow.ts'
import { useModuleSettings } from '../../core/module-settings.ts'
import type { AuthSettings } from './settings.ts'
import { stepTitle } from './steps/step-title.ts'
import { StepView } from './steps/step-view.tsx'
import { SuccessView } from './steps/success-view.tsx'
import { requestMessages, takeCallbacks } from './store.ts'
import { authTexts } from './texts.ts'
import './auth.css'

export default function LoginPopup({ close }: { close: () => void }) {
  // The auth module opens this popup, so its settings are loaded.
  const auth = useModuleSettings('auth')
  return auth ? <LoginFlow close={close} auth={auth} /> : null
}

function LoginFlow({ close, auth }: { close: () => void; auth: AuthSettings }) {
  const { i18n } = useLingui()
  const [steps, setSteps] = useState<Step[]>([{ name: 'phone' }])
  const [success, setSuccess] = useState<MessageDescriptor | null>(null)
  const step = steps[steps.length - 1]!
  const back = () => setSteps((list) => (list.length > 1 ? list.slice(0, -1) : list))

  // The back button steps back inside the popup before it closes it.
  useEffect(() => {
    if (steps.length < 2 || success) return
    return pushBackOverride(() => {
      back()
    })
  }, [steps.length, success])

  const nav = useMemo<FlowNav>(
    () => ({
      mode: 'popup',
      go: (next) => setSteps((list) => [...list, next]),
      done: (opts: DoneOptions = {}) => {
        setSuccess(opts.text ?? authTexts.signedIn)
        setTimeout(() => {
          const run = takeCallbacks()
          close()
          if (opts.messages) requestMessages(opts.messages)
          run(Boolean(opts.registered))
        }, auth.successTimeout)
      },
    }),
    [close, auth.successTimeout],
  )

  if (success) return <SuccessView text={success} />
  return (
    <div className="auth-popup">
      {/* A later step says where it is, with the way back in the same row (issue 12 #13). */}
      {steps.length > 1 ? (
        <div className="auth-popup__head">
          <button
            type="button"
            className="auth-popup__back"
            aria-label={i18n._(authTexts.back)}
            onClick={back}
          >
            <Icon name="back" strokeWidth={2.2} />
          </button>
          <h2 className="auth-popup__title">{i18n._(stepTitle(step))}</h2>
        </div>
      ) : null}
      <StepView key={steps.length} step={step} nav={nav} settings={auth} />
    </div>
  )
}
