/**
 * The totals at the foot of both points screens, by order and by product (spec
 * catalog-and-ordering §2 CatalogBonusOrder / CatalogBonusProduct): what the points pay and what
 * is left to pay, as the person changes them.
 */
import { useLingui } from '@lingui/react/macro'
import { useMoney } from '../common/index.ts'

export function BonusTotals({ points, toPay }: { points: number; toPay: number }) {
  const { t } = useLingui()
  const { money } = useMoney()
  return (
    <dl className="basket-totals">
      <div>
        <dt>{t`Paid with points`}</dt>
        <dd>−{money(points)}</dd>
      </div>
      <div className="basket-totals__total">
        <dt>{t`To pay`}</dt>
        <dd>{money(toPay)}</dd>
      </div>
    </dl>
  )
}
