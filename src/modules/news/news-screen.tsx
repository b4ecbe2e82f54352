/**
 * /news/ (accounts-loyalty §2 News): a tab by default, or a pushed page with a back link (tab:
 * false, or news not in the tab bar). Title from settings or the default. Pull to refresh reloads
 * the first page (a fixed list: app data); infinite scroll loads `limit` more at offset = the
 * list's length until a page is short. Cards open the popup. Empty: 'Stay tuned! Exciting news
 * coming soon'.
 */
import { useLingui } from '@lingui/react/macro'
import type { ScreenProps } from '../../core/module.ts'
import { showError } from '../../core/overlay.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import type { NewsSettings } from '../../shared/settings/news.ts'
import { InfiniteScroll } from '../../ui/infinite-scroll/infinite-scroll.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { NewsCard } from './news-card.tsx'
import { openNewsPopup } from './open.ts'
import { useNewsList, type NewsListState } from './queries.ts'
import { newsTexts } from './texts.ts'
import './news.css'

export function NewsList({ settings, list }: { settings: NewsSettings; list: NewsListState }) {
  const { i18n, t } = useLingui()
  if (list.loading) return <Skeleton variant="cards" count={3} className="news-list" />
  if (list.error) return <LoadError error={list.error} onRetry={list.retry} />
  if (list.items.length === 0) return <p className="news-empty">{i18n._(newsTexts.empty)}</p>
  return (
    <InfiniteScroll
      hasMore={!list.allLoaded && !list.moreError}
      loading={list.loadingMore}
      onLoadMore={list.loadMore}
      loader={<Skeleton variant="cards" count={1} className="news-list" />}
    >
      <ul className="news-list" aria-label={t`News list`}>
        {list.items.map((item) => (
          <li key={item.idNews}>
            <NewsCard item={item} settings={settings} onOpen={(n) => openNewsPopup(n.idNews, n)} />
          </li>
        ))}
      </ul>
      {list.moreError ? <LoadError compact error={list.moreError} onRetry={list.loadMore} /> : null}
    </InfiniteScroll>
  )
}

export default function NewsScreen({ settings }: ScreenProps<NewsSettings>) {
  const { i18n } = useLingui()
  const back = useScreenBack()
  const list = useNewsList(settings)
  // spec: a tab by default, or a pushed page with a back link — also when opened directly.
  const title = settings.title || i18n._(newsTexts.news)
  const refresh = async () => {
    const failure = await list.refresh()
    if (failure) showError(failure)
  }
  return (
    <Page navbar={<Navbar title={title} onBack={back} />}>
      <PullToRefresh onRefresh={refresh}>
        <NewsList settings={settings} list={list} />
      </PullToRefresh>
    </Page>
  )
}
