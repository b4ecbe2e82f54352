/**
 * Basket /catalog/basket (spec catalog §2, §4, §9): entries (image, name, attributes, amount
 * control with minus disabled at 1 and plus at the stock, cost, labels sold / deleted / not for
 * sale), subtotal, delivery fee (free from forFreeDelivery), pickup discount, total, the
 * minimum-order hint and clear-all. Refreshed against the server on opening. The order button
 * sits in the tab-bar slot (basket-bar.tsx).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { clsx } from 'clsx'
import { formatPieces } from '../../../core/format/money.ts'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { openDialog } from '../../../core/overlay.ts'
import { goBack, navigate } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { AmountControl } from './amount-control.tsx'
import { BasketSpacer } from './basket-spacer.tsx'
import { gateTexts } from './checkout-gate.ts'
import {
  clearBasket,
  refreshBasket,
  removeFromBasket,
  setBasketAmount,
  useBasket,
  useBasketTotals,
} from './store.ts'
import {
  catalogUrl,
  setCatalogSettings,
  useCatalogSettings,
  type Product,
  productThumbUrl,
  useMoney,
} from '../common/index.ts'
import { itemState, maxAmount, selectedValues } from './rules.ts'
import { OpeningHoursInfo, useReceiveContext } from '../receive/index.ts'
import '../common/catalog.css'

export default function BasketScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t, i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const { entries } = useBasket()
  const totals = useBasketTotals()
  const { type, branch } = useReceiveContext()
  const { money } = useMoney()
  // spec §4: the basket is refreshed against the server when opened.
  useEffect(() => {
    void refreshBasket({ alert: true, showErrors: true })
  }, [])

  const confirmClear = () =>
    openDialog({
      title: t`Clear the basket?`,
      text: t`All items will be removed from the basket.`,
      buttons: [
        { text: gateTexts.cancel, role: 'cancel' },
        { text: t`Clear`, role: 'destructive', onClick: clearBasket },
      ],
    })

  return (
    <Page
      navbar={
        <Navbar
          title={t`Basket`}
          onBack={goBack}
          right={
            entries.length ? (
              <button type="button" className="basket-clear" onClick={confirmClear}>
                {t`Clear all`}
              </button>
            ) : undefined
          }
        />
      }
    >
      {!entries.length ? (
        <div className="catalog-empty">
          <p>{t`Your basket is empty`}</p>
          <Button variant="secondary" onClick={() => navigate(catalogUrl())}>
            {t`Go to the catalog`}
          </Button>
        </div>
      ) : (
        <div className="basket">
          {/* Closed now: said here, before «Оформить заказ» (issue 12 #11). */}
          <OpeningHoursInfo />
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
          <ul role="list" className="basket__list" aria-label={t`Basket items`}>
            {entries.map((e, index) => {
              const product = e.product as Product
              const state = itemState(product, type, branch)
              const attrs = selectedValues(product)
                .map((a) => a.valueName)
                .join(', ')
              const label =
                state === 'sold'
                  ? t`Sold out`
                  : state === 'deleted'
                    ? t`No longer on the menu`
                    : state === 'notForSale'
                      ? type === 'pickup'
                        ? t`Not available for pickup`
                        : type === 'delivery'
                          ? t`Not available for delivery`
                          : t`Not sold online`
                      : null
              return (
                <li
                  key={product.id}
                  className={clsx('basket-item', state !== 'active' && 'basket-item--off')}
                >
                  <LazyImage
                    className="basket-item__image"
                    src={productThumbUrl(product.images?.[0])}
                    alt=""
                    // The first rows are on the first screen: their thumbnails at once (issue 16).
                    priority={index < 3}
                  />
                  <div className="basket-item__body">
                    <span className="basket-item__name">{product.name}</span>
                    {attrs ? <span className="basket-item__attrs">{attrs}</span> : null}
                    {label ? <span className="basket-item__state">{label}</span> : null}
                  </div>
                  {/* under the name and the remove button, so every row's quantity and price
                      stand in the columns of the totals below (session 14) */}
                  <div className="basket-item__foot">
                    {state === 'active' && settings.amountControl ? (
                      <AmountControl
                        amount={e.amount}
                        max={maxAmount(product, branch)}
                        min={1}
                        name={product.name}
                        onChange={(n) => setBasketAmount(product, n)}
                      />
                    ) : (
                      <span className="basket-item__amount">{formatPieces(e.amount, i18n)}</span>
                    )}
                    <span className="basket-item__cost">
                      {state === 'active' ? money(Number(product.price) * e.amount) : null}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="basket-item__remove"
                    aria-label={t`Remove: ${product.name}`}
                    onClick={() => removeFromBasket(product.id)}
                  >
                    ×
                  </button>
                </li>
              )
            })}
          </ul>
          <div role="group" aria-label={t`Order totals`}>
            <dl className="basket-totals">
              <div>
                <dt>{t`Subtotal`}</dt>
                <dd>{money(totals.subtotal)}</dd>
              </div>
              {type === 'pickup' && totals.discountPercent > 0 ? (
                <div>
                  <dt>{t`Pickup discount ${totals.discountPercent}%`}</dt>
                  <dd>−{money(totals.discount)}</dd>
                </div>
              ) : null}
              {type === 'delivery' ? (
                <div>
                  <dt>{t`Delivery`}</dt>
                  <dd>{totals.deliveryFee ? money(totals.deliveryFee) : t`Free`}</dd>
                </div>
              ) : null}
              <div className="basket-totals__total">
                <dt>{t`Total`}</dt>
                <dd>{money(totals.total)}</dd>
              </div>
            </dl>
          </div>
          {type === 'delivery' && totals.forFreeDelivery != null && !totals.freeDelivery ? (
            <p className="basket-hint">{t`Free delivery from ${money(totals.forFreeDelivery)}`}</p>
          ) : null}
          {totals.belowMinOrder ? (
            <p className="basket-hint basket-hint--warn" role="status">
              {t`Minimum order is ${money(totals.minOrder)}. Add ${money(totals.missingForMinOrder)} more.`}
            </p>
          ) : null}
        </div>
      )}
      <BasketSpacer />
    </Page>
  )
}
