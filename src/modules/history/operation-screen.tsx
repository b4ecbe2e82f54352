/**
 * /history/body/{id} (shell-data §3 "Operation detail"): date, the bonuses (in/out, value, when
 * they activate and burn), the receipt (products, paid by points, paid by cash), gifts, the
 * feedback left for it, reason, branch, manager and comment. A load error shows the shared
 * error display with a retry.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { formatDateTime, formatLongDateKept } from '../../core/format/dates.ts'
import { formatMoney, numberOptions } from '../../core/format/money.ts'
import type { ScreenProps } from '../../core/module.ts'
import type { HistorySettings } from './settings.ts'
import { appData } from '../../core/state/app-data.ts'
import { goBack } from '../../core/state/ui.ts'
import { List, ListItem } from '../../ui/list/list.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { operationTitle, signedPoints } from './format.ts'
import { useOperation } from './queries.ts'
import './history.css'

export default function OperationScreen({ params }: ScreenProps<HistorySettings>) {
  const { t, i18n } = useLingui()
  const id = params.id ?? ''
  const { data } = useSnapshot(appData)
  const entry = useOperation(id)
  const app = data?.settings
  const money = (v: number | undefined) =>
    formatMoney(v ?? 0, { ...numberOptions(app), currency: app?.currency })
  const navbar = <Navbar title={t`Transaction`} backHref="/history/" onBack={goBack} />

  const op = entry.data
  if (!op) {
    return (
      <Page navbar={navbar}>
        {entry.isError && !entry.isFetching ? (
          <LoadError error={entry.error} onRetry={() => void entry.refetch()} />
        ) : (
          <div className="operation">
            <Skeleton count={8} />
          </div>
        )}
      </Page>
    )
  }
  const receipt = op.receipt
  const quality = Number(op.feedback?.quality ?? 0)
  const stars = quality > 0 ? Math.round(quality / 2) : 0
  return (
    <Page navbar={navbar}>
      <article className="operation">
        <header className="operation__head">
          <h2 className="operation__title">{operationTitle(op, i18n)}</h2>
          <p className="operation__date">{formatDateTime(op.date)}</p>
          <p className={`operation__points operation__points--${op.bonus >= 0 ? 'in' : 'out'}`}>
            {signedPoints(op.bonus, app)}
          </p>
          {op.isCancelled && <p className="history-op__badge">{t`Cancelled`}</p>}
        </header>

        {/* No empty inset list: an operation without these (a bonus for feedback) would show
            an empty band between its points and «Баллы» (issue 12). */}
        {op.orderSum || op.branchName || op.managerName || op.comment ? (
          <List inset>
            {op.orderSum ? (
              <ListItem title={t`Purchase amount`} after={money(op.orderSum)} />
            ) : null}
            {op.branchName ? <ListItem title={t`Branch`} subtitle={op.branchName} /> : null}
            {op.managerName ? <ListItem title={t`Cashier`} subtitle={op.managerName} /> : null}
            {op.comment ? <ListItem title={t`Comment`} subtitle={op.comment} /> : null}
          </List>
        ) : null}

        {op.bonuses && op.bonuses.length > 0 && (
          <section className="history-block">
            <h3 className="history-block__title">{t`Points`}</h3>
            <List inset>
              {op.bonuses.map((b) => {
                const notes: string[] = []
                // the long date, as the history's blocks say it (issue 12 review)
                const from = formatLongDateKept(b.dateActivation)
                const burn = formatLongDateKept(b.dateBurn)
                if (b.dateActivation) notes.push(t`available from ${from}`)
                if (b.dateBurn) notes.push(t`burn on ${burn}`)
                return (
                  <ListItem
                    key={b.id}
                    title={b.type === 'in' ? t`Earned` : t`Charged`}
                    subtitle={notes.join(', ') || undefined}
                    after={signedPoints(b.type === 'in' ? b.value : -b.value, app)}
                  />
                )
              })}
            </List>
          </section>
        )}

        {receipt?.products && receipt.products.length > 0 && (
          <section className="history-block">
            <h3 className="history-block__title">{t`Receipt`}</h3>
            <List inset>
              {receipt.products.map((p, i) => (
                <ListItem
                  key={i}
                  title={p.name}
                  // a discount line (negative) has no quantity to speak of
                  subtitle={p.total < 0 ? undefined : `${p.quantity} × ${money(p.price)}`}
                  after={p.total < 0 ? `−${money(-p.total)}` : money(p.total)}
                />
              ))}
              {receipt.paidByBonus ? (
                <ListItem title={t`Paid with points`} after={money(receipt.paidByBonus)} />
              ) : null}
              {receipt.paidByCash != null ? (
                <ListItem title={t`Paid with money`} after={money(receipt.paidByCash)} />
              ) : null}
            </List>
          </section>
        )}

        {op.gifts && op.gifts.length > 0 && (
          <section className="history-block">
            <h3 className="history-block__title">{t`Gifts`}</h3>
            <List inset>
              {op.gifts.map((g) => (
                <ListItem key={g.id} title={g.name} after={`× ${g.quantity}`} />
              ))}
            </List>
          </section>
        )}

        {op.feedback && (stars > 0 || op.feedback.content) ? (
          <section className="history-block">
            <h3 className="history-block__title">{t`Your feedback`}</h3>
            <div className="operation__feedback">
              {stars > 0 && (
                <p role="img" aria-label={t`Rating: ${stars} of 5`}>
                  {'★'.repeat(stars)}
                  <span className="operation__stars-off">{'★'.repeat(5 - stars)}</span>
                </p>
              )}
              {op.feedback.content ? <p>{op.feedback.content}</p> : null}
            </div>
          </section>
        ) : null}
      </article>
    </Page>
  )
}
