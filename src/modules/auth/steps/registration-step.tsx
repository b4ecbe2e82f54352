/**
 * Registration (accounts-loyalty §2, §4): a form built from the settings (forms.ts) with the
 * phone from the route, plus what other modules put in the `registration` slot. Its widgets get
 * `context.setValue(name, value)`: the values join the registration payload.
 * PIN mode: the PIN is set next (the data waits in the store). Base: registered and signed in,
 * then the success screen and the messages (60 tries). Sms or call: the code screen confirms it.
 */
import { useLingui } from '@lingui/react'
import { useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { errorTexts } from '../../../core/api/errors.ts'
import { translate } from '../../../core/format/translate.ts'
import { openDialog, showError } from '../../../core/overlay.ts'
import { Slot } from '../../../core/slot.tsx'
import { appData } from '../../../core/state/app-data.ts'
import { Button } from '../../../ui/button/button.tsx'
import { LazySchemaForm } from '../../../ui/schema-form/index.ts'
import {
  formFieldTexts,
  oldEnough,
  registrationForm,
  registrationPayload,
  type RegistrationValues,
} from '../forms.ts'
import { displayPhone } from '../phone.ts'
import { refocusAfterDialog } from '../refocus.ts'
import { authStore } from '../store.ts'
import { authTexts } from '../texts.ts'
import { register } from './register.ts'
import type { StepProps } from './types.ts'

/** The context the `registration` slot's widgets receive. */
export interface RegistrationSlotContext extends Record<string, unknown> {
  /** Adds a field to the registration payload (undefined removes it). */
  setValue: (name: string, value: unknown) => void
  /** The phone being registered (digits). */
  username: string
}

export function RegistrationStep({ step, nav, settings }: StepProps<'registration'>) {
  const { i18n } = useLingui()
  const { pending } = useSnapshot(authStore)
  const { data } = useSnapshot(appData)
  const canEnterCode = Boolean(data?.settings.modules.referral?.canEnterCode)
  const form = useMemo(() => registrationForm(settings, { canEnterCode }), [settings, canEnterCode])
  const [values, setValues] = useState<RegistrationValues>(() => ({
    phone: displayPhone(step.phone),
  }))
  const extra = useRef<Record<string, unknown>>({})
  const context = useMemo<RegistrationSlotContext>(
    () => ({
      username: step.phone,
      setValue: (name, value) => {
        if (value === undefined) delete extra.current[name]
        else extra.current[name] = value
      },
    }),
    [step.phone],
  )

  const submit = async (formData: RegistrationValues) => {
    if (!oldEnough(formData.bday, settings.ageLimit)) {
      openDialog({
        title: errorTexts.title,
        text: translate(i18n, authTexts.ageNotPassed, { age: settings.ageLimit }),
        onClose: () => refocusAfterDialog(document.getElementById('registration_bday')),
      })
      return
    }
    const payload = registrationPayload(formData, step.phone, extra.current)
    if (settings.usePincode) {
      authStore.regData = payload
      nav.go({ name: 'pin', phone: step.phone, mode: 'set', fromRegistration: true })
      return
    }
    try {
      await register(payload, { nav, settings })
    } catch (error) {
      showError(error)
    }
  }

  return (
    <div className="auth-step auth-step--form">
      <p className="auth-step__intro">
        {translate(i18n, authTexts.newNumber, {
          phone: displayPhone(step.phone).replaceAll(' ', '\u00a0'),
        })}
      </p>
      <LazySchemaForm<RegistrationValues>
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={values}
        onChange={setValues}
        onSubmit={(formData) => void submit(formData)}
        texts={formFieldTexts}
        idPrefix="registration"
      >
        <Slot name="registration" context={context} />
        <Button type="submit" block loading={pending}>
          {i18n._(authTexts.register)}
        </Button>
      </LazySchemaForm>
    </div>
  )
}
