import type { FlowNav, Step } from '../flow.ts'
import type { AuthSettings } from '../settings.ts'
import { CodeStep } from './code-step.tsx'
import { PasswordStep } from './password-step.tsx'
import { PhoneStep } from './phone-step.tsx'
import { PinStep } from './pin-step.tsx'
import { RegistrationStep } from './registration-step.tsx'

/** One step of the sign-in flow, as a page or inside the popup. */
export function StepView({
  step,
  nav,
  settings,
}: {
  step: Step
  nav: FlowNav
  settings: AuthSettings
}) {
  switch (step.name) {
    case 'phone':
      return <PhoneStep step={step} nav={nav} settings={settings} />
    case 'password':
      return <PasswordStep step={step} nav={nav} settings={settings} />
    case 'code':
      return <CodeStep step={step} nav={nav} settings={settings} />
    case 'pin':
      return <PinStep step={step} nav={nav} settings={settings} />
    case 'registration':
      return <RegistrationStep step={step} nav={nav} settings={settings} />
  }
}
