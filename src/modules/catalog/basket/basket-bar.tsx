/**
 * `tab-bar-buttons` slot widget (spec catalog §2 elements 3 and 7): above the tab bar, the sticky
 * basket bar (item count, title, price) leading to the basket; on the basket page, the basket's
 * order button (disabled under the minimum order). Hidden on the form and bonus pages (the
 * ordering half puts its own buttons there), on screens with their own primary action at the
 * bottom (Page bottomAction), and on home unless showBarOnHomeScreen.
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import type { SlotWidgetProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { navigate, ui } from '../../../core/state/ui.ts'
import { proceedToForm } from './checkout-gate.ts'
import { resetPoints, BonusConfirmButton, CheckoutSubmitButton } from '../checkout/index.ts'
import { basketUrl, useBasket, useBasketTotals } from './store.ts'
import { catalogUrl, setCatalogSettings, useCatalogSettings, useMoney } from '../common/index.ts'
import '../common/catalog.css'

export default function BasketBar({ settings: raw }: SlotWidgetProps<CatalogSettings>) {
  const { t } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const [path] = useLocation()
  const { entries } = useBasket()
  const totals = useBasketTotals()
  const { money } = useMoney()
  const { bottomActions } = useSnapshot(ui)
  const onBasket = path === basketUrl()
  // spec §4 Basket flow: the paid-by-bonus choice is reset on entering the basket.
  useEffect(() => {
    if (onBasket) resetPoints()
  }, [onBasket])
  if (!settings.showBasket) return null
  // spec §2 element 7: the form's submit and the bonus screens' confirm.
  if (path.startsWith(catalogUrl('form'))) return <CheckoutSubmitButton />
  if (path.startsWith(catalogUrl('bonus'))) return <BonusConfirmButton />
  // A screen with its own primary action at the bottom (booking, feedback, profile edit…)
  // shows that one button there, not a second one (issue 12).
  const hidden = (path === '/' && !settings.showBarOnHomeScreen) || bottomActions > 0
  if (hidden) return null
  if (onBasket) {
    if (!entries.length) return null
    return (
      <div className="basket-bar">
        <button
          type="button"
          className="basket-bar__button basket-bar__button--order"
          disabled={!totals.count || totals.belowMinOrder}
          onClick={() => proceedToForm()}
        >
          <span className="basket-bar__title">{t`Checkout`}</span>
          <span className="basket-bar__price">{money(totals.total)}</span>
        </button>
      </div>
    )
  }
  if (!totals.count) return null
  return (
    <div className="basket-bar">
      <button type="button" className="basket-bar__button" onClick={() => navigate(basketUrl())}>
        <span
          className="basket-bar__count"
          aria-label={t`${plural(totals.count, { one: '# item', other: '# items' })}`}
        >
          {totals.count}
        </span>
        <span className="basket-bar__title">{t`Basket`}</span>
        {/* The goods as the basket prices them: after the pickup discount (the basket's «Итого»
            for pickup; issue 12 review: «450 ₽» beside «Итого 405 ₽»). A delivery fee is not
            goods: the basket adds it, and its order button shows the whole total. */}
        <span className="basket-bar__price">{money(totals.subtotal - totals.discount)}</span>
      </button>
    </div>
  )
}
