/**
 * /catalog/bonus-product (spec catalog-and-ordering §2 CatalogBonusProduct, §5 Pay with points by
 * product): every unit of every item listed separately; a unit can be ticked only when its
 * discounted price is not more than the points left. The confirm button sits in the tab-bar slot.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { clsx } from 'clsx'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { goBack } from '../../../core/state/ui.ts'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { BasketSpacer, useBasket, selectedValues } from '../basket/index.ts'
import { setCatalogSettings, type Product, productThumbUrl, useMoney } from '../common/index.ts'
import { canTickUnit, remainingPoints } from '../../../shared/pricing/points.ts'
import { BonusTotals } from './bonus-totals.tsx'
import { setFlow, toggleTickedUnit, useCheckout } from './store.ts'
import { useCheckoutSummary } from './summary.ts'
import '../common/catalog.css'
import './checkout.css'

export default function BonusProductScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  useEffect(() => setFlow('bonus'), [])
  const { tickedUnits } = useCheckout()
  const { entries } = useBasket()
  const s = useCheckoutSummary()
  const { money } = useMoney()
  const ctx = s.pointsContext
  const ticked = tickedUnits.filter((k) => ctx.units.some((u) => u.key === k))
  const left = remainingPoints(ctx.balance, ctx.units, ticked)
  const byId = new Map(entries.map((e) => [e.product.id, e.product as Product]))

  return (
    <Page navbar={<Navbar title={t`Pay with points`} onBack={goBack} />}>
      <div className="checkout bonus">
        <p className="bonus__balance" role="status">
          {t`Points left: ${Math.floor(left)} of ${ctx.balance}`}
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" className="bonus-units" aria-label={t`Items to pay with points`}>
          {ctx.units.map((unit) => {
            const product = byId.get(Number(unit.id))
            const n = Number(unit.key.split(':')[1]) + 1
            const on = ticked.includes(unit.key)
            const allowed = canTickUnit(unit, ctx.balance, ctx.units, ticked)
            const attrs = product
              ? selectedValues(product)
                  .map((a) => a.valueName)
                  .join(', ')
              : ''
            const name = product?.name ?? String(unit.id)
            const amount = entries.find((e) => e.product.id === Number(unit.id))?.amount ?? 1
            const label = amount > 1 ? t`${name}, item ${n}` : name
            return (
              <li key={unit.key}>
                <label className={clsx('bonus-unit', !allowed && 'bonus-unit--off')}>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!allowed}
                    onChange={() => toggleTickedUnit(unit)}
                    aria-label={label}
                    aria-describedby={allowed ? undefined : `why-${unit.key}`}
                  />
                  <LazyImage
                    className="bonus-unit__image"
                    src={productThumbUrl(product?.images?.[0])}
                    alt=""
                  />
                  <span className="bonus-unit__body">
                    <span className="bonus-unit__name">{label}</span>
                    {attrs ? <span className="bonus-unit__attrs">{attrs}</span> : null}
                    {!allowed ? (
                      <span className="bonus-unit__why" id={`why-${unit.key}`}>
                        {t`Not enough points for this item`}
                      </span>
                    ) : null}
                  </span>
                  <span className="bonus-unit__price">{money(unit.price)}</span>
                </label>
              </li>
            )
          })}
        </ul>
        <BonusTotals points={s.points} toPay={s.toPay} />
      </div>
      <BasketSpacer />
    </Page>
  )
}
