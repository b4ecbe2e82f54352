import type { Step } from '../flow.ts'
import { authTexts } from '../texts.ts'

/** The title a step's page or the popup shows. */
export function stepTitle(step: Step) {
  switch (step.name) {
    case 'phone':
    case 'password':
      return authTexts.signInTitle
    case 'code':
      return authTexts.codeTitle
    case 'pin':
      if (step.fromRegistration) return authTexts.registrationTitle
      return step.fromProfile ? authTexts.changePin : authTexts.signInTitle
    case 'registration':
      return authTexts.registrationTitle
  }
}
