/**
 * Order history /catalog/history (spec catalog-and-ordering §2 order list, §8 empty state 'no
 * orders', §9 page size): pull to refresh, infinite scroll, each order with its number, date,
 * status and amount; a tap opens the detail. Signed-in only: a guest is asked to sign in.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { appEvents, emit } from '../../../core/events.ts'
import { formatDateTime } from '../../../core/format/dates.ts'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { appData, isLoggedIn } from '../../../core/state/app-data.ts'
import { goBack, navigate } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { InfiniteScroll } from '../../../ui/infinite-scroll/infinite-scroll.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { PullToRefresh } from '../../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { LoadError } from '../../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { useSnapshot } from 'valtio'
import { catalogUrl, setCatalogSettings, useCatalogSettings, useMoney } from '../common/index.ts'
import { useQueryScope } from '../../../core/query/keys.ts'
import { openOrder } from './history-store.ts'
import { reloadHistory, reopenHistory, useOrderHistory } from './queries.ts'
import { StatusIcon, statusTexts } from './status-icon.tsx'
import '../common/catalog.css'
import './orders.css'

export default function HistoryScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t, i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const signedIn = isLoggedIn(useSnapshot(appData).data as typeof appData.data)
  const h = useOrderHistory(signedIn)
  const scope = useQueryScope()
  const { money } = useMoney()
  // Opening the list asks for its first page again; the cached list shows meanwhile.
  useEffect(() => {
    if (signedIn) reopenHistory(scope)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (and sign-in)
  }, [signedIn])
  const title = settings.historyTitle || t`Order history`
  const items = h.items

  let body
  if (!signedIn) {
    body = (
      <div className="catalog-empty">
        <p>{t`Sign in to see your orders`}</p>
        <Button onClick={() => emit(appEvents.loginRequested, {})}>{t`Sign in`}</Button>
      </div>
    )
  } else if (h.loadingFirst) {
    body = <Skeleton count={5} label={t`Loading orders`} />
  } else if (h.failed) {
    body = <LoadError error={h.error} onRetry={() => void reloadHistory(scope)} />
  } else if (!items.length) {
    body = (
      <div className="catalog-empty">
        <p>{t`You have no orders yet`}</p>
        <Button variant="secondary" onClick={() => navigate(catalogUrl())}>
          {t`Go to the catalog`}
        </Button>
      </div>
    )
  } else {
    body = (
      <InfiniteScroll
        onLoadMore={h.loadMore}
        hasMore={h.hasMore}
        loading={h.loadingMore}
        distance={600}
        loader={<Skeleton count={2} label={t`Loading orders`} />}
      >
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" className="order-list" aria-label={title}>
          {items.map((order) => (
            <li key={order.id}>
              <button type="button" className="order-card" onClick={() => openOrder(order)}>
                <span className="order-card__head">
                  <span className="order-card__num">{t`Order #${order.orderNum}`}</span>
                  <span className="order-card__sum">{money(order.toPay)}</span>
                </span>
                <span className="order-card__date">{formatDateTime(order.orderDate)}</span>
                <span className={`order-status order-status--${order.status}`}>
                  <StatusIcon status={order.status} />
                  {statusTexts[order.status] ? i18n._(statusTexts[order.status]!) : order.status}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </InfiniteScroll>
    )
  }

  return (
    <Page navbar={<Navbar title={title} onBack={goBack} />}>
      <PullToRefresh onRefresh={() => reloadHistory(scope)} disabled={!signedIn}>
        {body}
      </PullToRefresh>
    </Page>
  )
}
