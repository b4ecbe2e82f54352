/**
 * The need-register dialog (accounts-loyalty §6: features can demand registration through a
 * need-register dialog with ok and cancel text). Ok asks the auth module for its sign-in popup
 * (`auth:login-requested`), with `onLogin` run after a successful sign-in.
 */
import { msg } from '@lingui/core/macro'
import { appEvents, emit } from './events.ts'
import { openDialog, type Text } from './overlay.ts'

export const needRegisterTexts = {
  title: msg`Sign in`,
  text: msg`Sign in or register to continue`,
  ok: msg`Sign in`,
  cancel: msg`Cancel`,
}

export function requestRegistration(
  opts: {
    title?: Text
    text?: Text
    onLogin?: () => void
    /** The cancel button's text (an action's bonus says 'Later'). */
    cancel?: Text
  } = {},
): () => void {
  return openDialog({
    title: opts.title ?? needRegisterTexts.title,
    text: opts.text ?? needRegisterTexts.text,
    buttons: [
      { text: opts.cancel ?? needRegisterTexts.cancel, role: 'cancel' },
      {
        text: needRegisterTexts.ok,
        role: 'primary',
        onClick: () => emit(appEvents.loginRequested, { onLogin: opts.onLogin }),
      },
    ],
  })
}
