/**
 * /catalog/bonus-order (spec catalog-and-ordering §2 CatalogBonusOrder, §5 Pay with points by
 * order): a points amount, an integer clamped to 0 through the maximum (the smallest of the
 * balance; the total after discount minus minPaymentAfterBonus; the per-item maxPayBonus /
 * maxPayBonusK sum; floor). The confirm button sits in the tab-bar slot.
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { numberOptions } from '../../../core/format/money.ts'
import { formatCount } from '../../../core/format/plurals.ts'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { goBack } from '../../../core/state/ui.ts'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { useSnapshot } from 'valtio'
import { pointsShare } from '../../../shared/pricing/points.ts'
import { BasketSpacer, useBasket } from '../basket/index.ts'
import { config, setCatalogSettings, useAppSettings } from '../common/index.ts'
import { BonusTotals } from './bonus-totals.tsx'
import { setFlow, setPointsByOrder, useCheckout } from './store.ts'
import { useCheckoutSummary } from './summary.ts'
import '../common/catalog.css'
import './checkout.css'

/**
 * Why the maximum is what it is: the brand's share (maxPayBonusK) and each item that may be paid
 * with less of its price, or none (its maxPayBonus).
 */
function PointsLimits() {
  const { t } = useLingui()
  const { settings } = useSnapshot(config)
  const { entries } = useBasket()
  const brandShare = pointsShare({}, settings)
  const items = entries
    .map((e) => ({ name: e.product.name, share: pointsShare(e.product, settings) }))
    .filter((i) => i.share < brandShare)
  if (brandShare >= 100 && !items.length) return null
  return (
    <ul className="bonus__limits" aria-label={t`What points can pay for`}>
      {brandShare < 100 ? (
        <li>{t`Points pay at most ${brandShare} % of each item's price`}</li>
      ) : null}
      {items.map((i) => (
        <li key={i.name}>
          {i.share === 0
            ? t`${i.name}: can't be paid with points`
            : t`${i.name}: points pay at most ${i.share} % of its price`}
        </li>
      ))}
    </ul>
  )
}

export default function BonusOrderScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t, i18n } = useLingui()
  const app = useAppSettings()
  useEffect(() => setCatalogSettings(raw), [raw])
  useEffect(() => setFlow('bonus'), [])
  const { pointsByOrder } = useCheckout()
  const s = useCheckoutSummary()
  const max = s.pointsContext.max
  const [text, setText] = useState(pointsByOrder ? String(pointsByOrder) : '')

  const apply = (value: string) => {
    const clamped = setPointsByOrder(value)
    setText(value.trim() === '' ? '' : String(clamped))
  }

  return (
    <Page navbar={<Navbar title={t`Pay with points`} onBack={goBack} />}>
      <div className="checkout bonus">
        <p className="bonus__balance">{t`Balance: ${formatCount('points', s.pointsContext.balance, numberOptions(app), i18n)}`}</p>
        <label className="bonus__field">
          <span className="bonus__label">{t`Points to pay with`}</span>
          <input
            type="text"
            className="bonus__input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={text}
            placeholder="0"
            onChange={(e) => apply(e.target.value.replace(/[^\d]/g, ''))}
            aria-describedby="bonus-max"
          />
        </label>
        <p id="bonus-max" className="bonus__hint">
          {t`At most ${plural(max, { one: '# point', other: '# points' })} for this order`}
        </p>
        <PointsLimits />
        <div className="bonus__quick">
          <button type="button" className="bonus__chip" onClick={() => apply('0')}>
            {t`Don't use points`}
          </button>
          <button
            type="button"
            className="bonus__chip"
            onClick={() => apply(String(max))}
            disabled={max <= 0}
          >
            {t`Use the most: ${max}`}
          </button>
        </div>
        <BonusTotals points={s.points} toPay={s.toPay} />
      </div>
      <BasketSpacer />
    </Page>
  )
}
