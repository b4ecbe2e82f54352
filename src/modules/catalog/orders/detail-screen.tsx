/**
 * Order detail /catalog/history/body (spec catalog-and-ordering §2 element 5), taken from the
 * selected list item: title with the order number; date; status; receive type and address;
 * payment type; products (image, name, attributes, quantity, cost); delivery cost (or the word
 * for free); bonuses spent; discount; payment status (paid or wait); amount to pay; repeat.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { formatDateTime } from '../../../core/format/dates.ts'
import { formatPieces } from '../../../core/format/money.ts'
import { typograph } from '../../../core/format/typograph.ts'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { goBack, navigate } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { BasketSpacer } from '../basket/index.ts'
import {
  setCatalogSettings,
  useCatalogSettings,
  productThumbUrl,
  useMoney,
} from '../common/index.ts'
import { historyUrl, useHistory } from './history-store.ts'
import { repeatOrder } from './repeat.ts'
import { StatusIcon, statusTexts } from './status-icon.tsx'
import type { Order } from './types.ts'
import '../common/catalog.css'
import './orders.css'

export default function OrderDetailScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t, i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const { selected } = useHistory()
  const branches = (useSnapshot(appData).data?.branches ?? []) as Branch[]
  const { money } = useMoney()
  const order = selected as Order | null

  if (!order) {
    return (
      <Page navbar={<Navbar title={t`Order`} onBack={goBack} />}>
        <div className="catalog-empty">
          <p>{t`Choose an order in the history`}</p>
          <Button variant="secondary" onClick={() => navigate(historyUrl(), { replace: true })}>
            {t`Order history`}
          </Button>
        </div>
      </Page>
    )
  }

  const pickup = branches.find((b) => b.idBranch === order.idPickupBranch)
  const d = order.delivery
  const address =
    order.receiveType === 'pickup'
      ? typograph([pickup?.name, pickup?.address].filter(Boolean).join(', '))
      : [
          order.deliveryAddress ?? d?.address,
          d?.room ? t`apt./office ${d.room}` : null,
          d?.entrance ? t`entrance ${d.entrance}` : null,
          d?.floor ? t`floor ${d.floor}` : null,
          d?.domofon ? t`intercom ${d.domofon}` : null,
        ]
          .filter(Boolean)
          .join(', ')
  const status = statusTexts[order.status] ? i18n._(statusTexts[order.status]!) : order.status
  const repeatable = settings.historyRepeat && order.repeatable !== false

  return (
    <Page navbar={<Navbar title={t`Order #${order.orderNum}`} onBack={goBack} />}>
      <div className="order-detail">
        <dl className="order-detail__facts">
          <div>
            <dt>{t`Date`}</dt>
            <dd>{formatDateTime(order.orderDate)}</dd>
          </div>
          <div>
            <dt>{t`Status`}</dt>
            <dd className={`order-status order-status--${order.status}`}>
              <StatusIcon status={order.status} />
              {status}
            </dd>
          </div>
          <div>
            <dt>{order.receiveType === 'pickup' ? t`Pickup` : t`Delivery`}</dt>
            <dd>{address || '—'}</dd>
          </div>
          {order.paymentType?.name ? (
            <div>
              <dt>{t`Payment method`}</dt>
              <dd>{order.paymentType.name}</dd>
            </div>
          ) : null}
          {order.comment ? (
            <div>
              <dt>{t`Comment`}</dt>
              <dd>{order.comment}</dd>
            </div>
          ) : null}
        </dl>

        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" className="basket__list" aria-label={t`Items in the order`}>
          {order.products.map((p, i) => {
            const attrs = (p.productAttributeValues ?? []).map((a) => a.valueName).join(', ')
            return (
              <li key={`${p.id}-${i}`} className="basket-item">
                <LazyImage
                  className="basket-item__image"
                  src={productThumbUrl(p.images?.[0])}
                  alt=""
                />
                <div className="basket-item__body">
                  <span className="basket-item__name" role="heading" aria-level={3}>
                    {p.name}
                  </span>
                  {attrs ? <span className="basket-item__attrs">{attrs}</span> : null}
                </div>
                <div className="basket-item__foot">
                  <span className="basket-item__amount">{formatPieces(p.qty, i18n)}</span>
                  <span className="basket-item__cost">{money(p.cost)}</span>
                </div>
              </li>
            )
          })}
        </ul>

        <dl className="basket-totals">
          {order.receiveType === 'delivery' ? (
            <div>
              <dt>{t`Delivery`}</dt>
              <dd>{order.costDelivery ? money(order.costDelivery) : t`Free`}</dd>
            </div>
          ) : null}
          {order.payedBonuses ? (
            <div>
              <dt>{t`Paid with points`}</dt>
              <dd>−{money(order.payedBonuses)}</dd>
            </div>
          ) : null}
          {order.discount ? (
            <div>
              <dt>{t`Discount`}</dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t`Payment`}</dt>
            <dd>
              {order.paymentStatus === 'paid'
                ? t`Paid`
                : order.paymentStatus === 'failed'
                  ? t`Not paid`
                  : t`Awaiting payment`}
            </dd>
          </div>
          <div className="basket-totals__total">
            <dt>{t`To pay`}</dt>
            <dd>{money(order.toPay)}</dd>
          </div>
        </dl>

        {order.status === 'cancel' && order.payedBonuses ? (
          // spec catalog §8: points paid for an order that did not go through come back.
          <p className="order-detail__note" role="note">
            {t`The points will be returned within 20 minutes.`}
          </p>
        ) : null}

        {repeatable ? (
          <div className="order-detail__actions">
            <Button block onClick={() => repeatOrder(order)}>
              {t`Repeat order`}
            </Button>
          </div>
        ) : null}
      </div>
      <BasketSpacer />
    </Page>
  )
}
