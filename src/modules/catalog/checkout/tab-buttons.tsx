/**
 * The tab-bar slot's buttons on the form and the bonus screens (spec catalog-and-ordering §2
 * element 7): the form's submit (the chosen payment type's orderButtonName, the amount to pay;
 * inactive outside working time and while sending), and the bonus screens' confirm, which goes
 * back to the form with the points chosen.
 */
import { useLingui } from '@lingui/react/macro'
import { goBack } from '../../../core/state/ui.ts'
import { useMoney } from '../common/index.ts'
import { CHECKOUT_FORM_ID } from './form-id.ts'
import { useCheckoutSummary, useNowTicker } from './summary.ts'

export function CheckoutSubmitButton() {
  const { t } = useLingui()
  useNowTicker()
  const s = useCheckoutSummary()
  const { money } = useMoney()
  if (!s.totals.count) return null
  return (
    <div className="basket-bar">
      <button
        type="submit"
        form={CHECKOUT_FORM_ID}
        className="basket-bar__button basket-bar__button--order"
        disabled={!s.open || s.busy}
        aria-busy={s.busy || undefined}
      >
        <span className="basket-bar__title">{s.buttonName || t`Place order`}</span>
        <span className="basket-bar__price">{money(s.toPay)}</span>
      </button>
    </div>
  )
}

export function BonusConfirmButton() {
  const { t } = useLingui()
  const s = useCheckoutSummary()
  const { money } = useMoney()
  return (
    <div className="basket-bar">
      <button
        type="button"
        className="basket-bar__button basket-bar__button--order"
        onClick={() => goBack()}
      >
        <span className="basket-bar__title">{t`Apply points`}</span>
        <span className="basket-bar__price">−{money(s.points)}</span>
      </button>
    </div>
  )
}
