/**
 * /actions/ (shell-data §2; tab name actionsTab): the list of promotions with pull to refresh and
 * infinite scroll (limit from settings, 10 by default). A tab by default, or a pushed page with a
 * back link; the title from settings or the default; the empty text when the list is empty and
 * not loading; a failed first load shows the error with a retry.
 */
import { useLingui } from '@lingui/react/macro'
import type { ScreenProps } from '../../core/module.ts'
import { showError } from '../../core/overlay.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import type { ActionsSettings } from '../../shared/settings/actions.ts'
import { InfiniteScroll } from '../../ui/infinite-scroll/infinite-scroll.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { ActionCard } from './action-card.tsx'
import { openActionPopup } from './open.ts'
import { loadMoreActions, reloadActions, useActions } from './queries.ts'
import { actionTexts } from './texts.ts'
import './actions.css'

const openAction = (action: { idAction: number } & Parameters<typeof openActionPopup>[1]) =>
  openActionPopup(action.idAction, action)

export default function ActionsScreen({ settings }: ScreenProps<ActionsSettings>) {
  const { t, i18n } = useLingui()
  const back = useScreenBack()
  const limit = settings.limit
  const state = useActions(limit)
  const title = settings.title || i18n._(actionTexts.actions)
  const refresh = () => reloadActions(limit).catch((error: unknown) => void showError(error))
  return (
    <Page navbar={<Navbar title={title} onBack={back} />}>
      <PullToRefresh onRefresh={refresh}>
        {state.loading && state.items.length === 0 ? (
          <Skeleton variant="cards" count={3} className="actions-list" />
        ) : state.error && state.items.length === 0 ? (
          <LoadError error={state.error} onRetry={() => void refresh()} />
        ) : state.items.length === 0 ? (
          <p className="actions-empty" role="status">
            {i18n._(actionTexts.empty)}
          </p>
        ) : (
          <InfiniteScroll
            hasMore={!state.allLoaded}
            loading={state.loadingMore}
            onLoadMore={() => loadMoreActions(limit).catch((e: unknown) => void showError(e))}
            loader={<Skeleton variant="cards" count={1} className="actions-list" />}
          >
            <ul className="actions-list" aria-label={t`Promotions`}>
              {state.items.map((action) => (
                <li key={action.idAction}>
                  <ActionCard action={action} settings={settings} onOpen={openAction} />
                </li>
              ))}
            </ul>
          </InfiniteScroll>
        )}
      </PullToRefresh>
    </Page>
  )
}
