import type { FlowNav, Step } from '../flow.ts'
import type { AuthSettings } from '../settings.ts'

export interface StepProps<S extends Step['name'] = Step['name']> {
  step: Extract<Step, { name: S }>
  nav: FlowNav
  settings: AuthSettings
}
