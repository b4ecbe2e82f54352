/**
 * /feedback/list (shell-data §2): pull to refresh, back link, title; cards (date, stars from the
 * quality 2…10 with halves, the comment, the operator's answer or the no-answer text), or the
 * empty text. The list is server data (queries.ts): shared while in flight, cleared on a domain
 * change.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { formatLongDate } from '../../core/format/dates.ts'
import type { ScreenProps } from '../../core/module.ts'
import { showError } from '../../core/overlay.ts'
import { goBack, navigate, ui } from '../../core/state/ui.ts'
import type { FeedbackSettings } from '../../shared/settings/feedback.ts'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import type { FeedbackRecord } from './api.ts'
import { FEEDBACK_URL } from './paths.ts'
import { reloadFeedbackList, useFeedbackList } from './queries.ts'
import { starsOf } from './rules.ts'
import { StarsView } from './stars.tsx'
import { feedbackTexts } from './texts.ts'
import './feedback.css'

function FeedbackCard({ item }: { item: FeedbackRecord }) {
  const { i18n } = useLingui()
  const date = item.date ? formatLongDate(item.date, i18n.locale) : ''
  return (
    <article className="fb-card">
      <header className="fb-card__head">
        <StarsView stars={starsOf(item.quality)} />
        {date ? <time dateTime={item.date}>{date}</time> : null}
      </header>
      {item.content ? <p className="fb-card__content">{item.content}</p> : null}
      <div className={item.answer ? 'fb-card__answer' : 'fb-card__answer fb-card__answer--none'}>
        {item.answer ? (
          <>
            <span className="fb-card__answer-title">{i18n._(feedbackTexts.answer)}</span>
            <p>{item.answer}</p>
          </>
        ) : (
          <p>{i18n._(feedbackTexts.noAnswer)}</p>
        )}
      </div>
    </article>
  )
}

export default function FeedbackListScreen(_props: ScreenProps<FeedbackSettings>) {
  const { i18n, t } = useLingui()
  const { depth } = useSnapshot(ui)
  const list = useFeedbackList()
  const back = depth > 0 ? goBack : () => navigate(FEEDBACK_URL, { replace: true })
  const refresh = async () => {
    const failure = await reloadFeedbackList()
    if (failure) showError(failure)
  }
  let body
  if (list.isPending) body = <Skeleton variant="cards" count={3} className="fb-list" />
  else if (list.error && !list.data) {
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />
  } else if (!list.data?.length) body = <p className="fb-empty">{i18n._(feedbackTexts.empty)}</p>
  else {
    body = (
      <ul className="fb-list" aria-label={t`Feedback list`}>
        {list.data.map((item) => (
          <li key={item.idFeedback}>
            <FeedbackCard item={item} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Page navbar={<Navbar title={i18n._(feedbackTexts.listTitle)} onBack={back} />}>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </Page>
  )
}
