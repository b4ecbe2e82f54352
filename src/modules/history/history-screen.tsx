/**
 * /history/ (shell-data §2 "Operation history page"): pull to refresh, infinite scroll (distance
 * 600, page 30), the bonus balance, 'bonuses available until' (with a row for bonuses without
 * expiry), 'bonuses awaiting activation' with the date they become available, and the list of
 * operations (empty text when none). Errors go to the common error dialog.
 */
import { formatMoney, NBSP, numberOptions } from '../../core/format/money.ts'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { formatDateTime, formatLongDateKept } from '../../core/format/dates.ts'
import { formatCount } from '../../core/format/plurals.ts'
import { typograph } from '../../core/format/typograph.ts'
import type { ScreenProps } from '../../core/module.ts'
import type { HistorySettings } from './settings.ts'
import { requestRegistration } from '../../core/need-register.ts'
import { showError } from '../../core/overlay.ts'
import type { AppData } from '../../core/state/types.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { Button } from '../../ui/button/button.tsx'
import { InfiniteScroll } from '../../ui/infinite-scroll/infinite-scroll.tsx'
import { List, ListItem } from '../../ui/list/list.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { operationTitle, signedPoints } from './format.ts'
import { historyNeedsLoad, loadHistory, loadMoreHistory, useHistory } from './queries.ts'
import './history.css'

/** spec (shell-data §9): infinite-scroll distance in history. */
export const HISTORY_INFINITE_DISTANCE = 600

const report = (error: unknown) => {
  showError(error)
}

export default function HistoryScreen({ settings }: ScreenProps<HistorySettings>) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const back = useScreenBack()
  const state = useHistory()
  const balance = useShownBalance()
  const loggedIn = isLoggedIn(data as AppData | null)
  const app = data?.settings
  const title = settings.title || t`Transaction history`
  const points = (value: number) => formatCount('points', value, numberOptions(app), i18n)

  useEffect(() => {
    if (loggedIn && historyNeedsLoad()) loadHistory().catch(report)
  }, [loggedIn])

  const navbar = <Navbar title={title} onBack={back} />
  if (!loggedIn) {
    return (
      <Page navbar={navbar}>
        <div className="history-guest">
          <p>{t`Sign in to see your points and transactions`}</p>
          <Button onClick={() => requestRegistration()}>{t`Sign in`}</Button>
        </div>
      </Page>
    )
  }

  const detail = state.detail
  const firstLoad = state.loading && state.items.length === 0
  return (
    <Page navbar={navbar}>
      <PullToRefresh onRefresh={() => loadHistory().catch(report)}>
        <section className="history-balance" aria-label={t`Balance`}>
          <span className="history-balance__label">{t`Balance`}</span>
          <span className="history-balance__value">{points(balance)}</span>
        </section>
        {detail && detail.burnAt.length > 0 && (
          <section className="history-block">
            <h2 className="history-block__title">{typograph(t`Points available until`)}</h2>
            <List inset>
              {detail.burnAt.map((row) => (
                <ListItem
                  key={row.date ?? 'none'}
                  title={row.date ? formatLongDateKept(row.date) : t`No expiry`}
                  after={points(row.value)}
                />
              ))}
            </List>
          </section>
        )}
        {detail && detail.activatedAt.length > 0 && (
          <section className="history-block">
            <h2 className="history-block__title">{typograph(t`Points awaiting activation`)}</h2>
            <List inset>
              {detail.activatedAt.map((row) => {
                const date = formatLongDateKept(row.date)
                return (
                  <ListItem
                    key={row.date ?? 'none'}
                    title={typograph(t`Available from ${date}`)}
                    after={points(row.value)}
                  />
                )
              })}
            </List>
          </section>
        )}
        <section className="history-block">
          <h2 className="history-block__title">{t`Transactions`}</h2>
          {firstLoad ? (
            <Skeleton count={6} />
          ) : state.error && state.items.length === 0 ? (
            <LoadError error={state.error} onRetry={() => void loadHistory().catch(report)} />
          ) : state.items.length === 0 ? (
            <p className="history-empty">{t`No transactions yet`}</p>
          ) : (
            <InfiniteScroll
              distance={HISTORY_INFINITE_DISTANCE}
              hasMore={!state.allLoaded}
              loading={state.loadingMore}
              onLoadMore={() => loadMoreHistory().catch(report)}
              loader={<Skeleton count={3} />}
            >
              <List inset label={t`Transactions`}>
                {state.items.map((op) => {
                  // the app's long date, as the operation and the orders say it (issue 12 review)
                  const when = formatDateTime(op.date)
                  const title = operationTitle(op, i18n)
                  const money = formatMoney(op.orderSum, {
                    ...numberOptions(app),
                    currency: app?.currency,
                  })
                  // «Покупка · … · 20.00 BYN», not «Покупка · … · покупка 20.00 BYN» (issue 12,
                  // session 16): the word only where the title does not say it already
                  const label = t`purchase`
                  const saysIt = (title ?? '')
                    .toLocaleLowerCase()
                    .startsWith(label.toLocaleLowerCase())
                  // The bare sum goes on the date's line (it always fits there); «purchase 500 ₽»
                  // under another title on a line of its own, on every such row: beside the date
                  // it wrapped on some rows and not others, after a dangling «·» (session 17)
                  const sum = !op.orderSum ? null : saysIt ? (
                    <span className="history-op__sum">{` · ${money}`}</span>
                  ) : (
                    <span className="history-op__sum history-op__sum--own-line">{`${label}${NBSP}${money}`}</span>
                  )
                  return (
                    <ListItem
                      key={op.id}
                      href={`/history/body/${op.id}`}
                      className={op.isCancelled ? 'history-op history-op--cancelled' : 'history-op'}
                      title={title}
                      subtitle={
                        <>
                          <span className="history-op__when">{when}</span>
                          {sum}
                          {op.isCancelled ? (
                            <span className="history-op__badge">{t`Cancelled`}</span>
                          ) : null}
                        </>
                      }
                      after={
                        <span
                          className={`history-op__points history-op__points--${op.bonus >= 0 ? 'in' : 'out'}`}
                        >
                          {signedPoints(op.bonus, app)}
                        </span>
                      }
                    />
                  )
                })}
              </List>
            </InfiniteScroll>
          )}
        </section>
      </PullToRefresh>
    </Page>
  )
}
