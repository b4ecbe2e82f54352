/**
 * spec catalog §5 "Before going to the form": inactive or not-for-sale items prompt removal
 * (cancel / yes); a receive method must be chosen, with its address or point, and delivery must
 * be open when blockCheckout is on (../receive/gate.ts); the user must be signed in, else the
 * sign-in popup is requested and, after signing in from the basket, the user goes straight on;
 * the button is disabled under the minimum order. Leads to /catalog/form (the ordering half).
 */
import { msg } from '@lingui/core/macro'
import { appEvents, emit } from '../../../core/events.ts'
import { openDialog } from '../../../core/overlay.ts'
import { appData, isLoggedIn } from '../../../core/state/app-data.ts'
import { navigate } from '../../../core/state/ui.ts'
import { receiveGate, receive, receiveBranch } from '../receive/index.ts'
import { itemState } from './rules.ts'
import { basket, basketTotalsNow, removeUnavailable } from './store.ts'
import { catalogUrl } from '../common/index.ts'

export const formUrl = (): string => catalogUrl('form')

export const gateTexts = {
  unavailableTitle: msg`Some items are unavailable`,
  unavailableText: msg`Remove the unavailable items from the basket and continue?`,
  cancel: msg`Cancel`,
  yes: msg`Yes`,
  chooseReceive: msg`Choose a delivery address or a pickup point`,
}

export function proceedToForm(opts: { signedIn?: boolean } = {}): void {
  const branch = receiveBranch()
  const unavailable = basket.entries.some(
    (e) => itemState(e.product, receive.type, branch) !== 'active',
  )
  if (unavailable) {
    openDialog({
      title: gateTexts.unavailableTitle,
      text: gateTexts.unavailableText,
      buttons: [
        { text: gateTexts.cancel, role: 'cancel' },
        {
          text: gateTexts.yes,
          role: 'primary',
          onClick: () => {
            removeUnavailable()
            if (basket.entries.length) proceedToForm(opts)
          },
        },
      ],
    })
    return
  }
  if (!receive.type) {
    openDialog({ text: gateTexts.chooseReceive })
    return
  }
  // A delivery address or pickup point chosen; delivery open when blockCheckout (receive/gate.ts).
  if (!receiveGate()) return
  const totals = basketTotalsNow()
  if (!totals.count || totals.belowMinOrder) return
  if (!opts.signedIn && !isLoggedIn(appData.data)) {
    // After sign-in from the basket the user goes straight on to the form.
    emit(appEvents.loginRequested, { onLogin: () => proceedToForm({ signedIn: true }) })
    return
  }
  navigate(formUrl())
}
