/**
 * Order-status bar on home (spec catalog-and-ordering §2 element 4): while the latest order is new
 * or process, its status icon and label; a tap opens the order. Closable once the order is done
 * or cancelled. Hidden while the basket bar shows.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Icon } from '../../../ui/icon/icon.tsx'
import '../icons.ts'
import { useBasketTotals } from '../basket/index.ts'
import { config } from '../common/index.ts'
import { openOrder } from './history-store.ts'
import { StatusIcon, statusTexts } from './status-icon.tsx'
import { closeOrderStatus, useOrderStatus } from './status-store.ts'
import { isActiveStatus, type Order } from './types.ts'
import './orders.css'

export function OrderStatusBar() {
  const { t, i18n } = useLingui()
  const { order } = useOrderStatus()
  const { settings } = useSnapshot(config)
  const totals = useBasketTotals()
  if (!order) return null
  // The basket bar shows on home when it is allowed there and the basket has items.
  if (settings.showBasket && settings.showBarOnHomeScreen && totals.count > 0) return null
  const status = statusTexts[order.status] ? i18n._(statusTexts[order.status]!) : order.status
  const closable = !isActiveStatus(order.status)
  return (
    <section className={`order-bar order-bar--${order.status}`} aria-label={t`Order status`}>
      <button type="button" className="order-bar__open" onClick={() => openOrder(order as Order)}>
        <StatusIcon status={order.status} />
        <span className="order-bar__text">
          <span className="order-bar__num">{t`Order #${order.orderNum}`}</span>
          <span className="order-bar__status">{status}</span>
        </span>
      </button>
      {closable ? (
        <button
          type="button"
          className="order-bar__close"
          aria-label={t`Close`}
          onClick={closeOrderStatus}
        >
          <Icon name="close" size={20} strokeWidth={2.2} />
        </button>
      ) : null}
    </section>
  )
}
