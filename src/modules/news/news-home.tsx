/**
 * News on home (the `home` slot, where a brand's settings.slots.home lists news): the block
 * title, a link to all news (the news tab or page) and a swiper of the latest cards (the list's
 * first page, shared with the news screen); a card opens the popup. The spec describes no home
 * block of its own: this one follows the gifts block and the news cards' settings.
 */
import { useLingui } from '@lingui/react/macro'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { NewsSettings } from '../../shared/settings/news.ts'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { Swiper } from '../../ui/slider/swiper.tsx'
import { NewsCard } from './news-card.tsx'
import { openNewsList, openNewsPopup } from './open.ts'
import { useNewsList } from './queries.ts'
import { newsTexts } from './texts.ts'
import './news.css'

export default function NewsHome({ settings }: SlotWidgetProps<NewsSettings>) {
  const { i18n, t } = useLingui()
  const list = useNewsList(settings)
  const title = settings.title || i18n._(newsTexts.news)
  const items = list.items.slice(0, settings.limit)
  return (
    <section className="news-home" aria-label={title}>
      <div className="news-home__head">
        <h2 className="news-home__title">{title}</h2>
        {items.length > 0 ? (
          <button type="button" className="news-home__all" onClick={openNewsList}>
            {t`All news`}
          </button>
        ) : null}
      </div>
      {list.loading ? (
        <Skeleton variant="cards" count={2} className="news-home__skeleton" />
      ) : list.error ? (
        <LoadError compact error={list.error} onRetry={list.retry} />
      ) : items.length === 0 ? (
        <p className="news-empty">{i18n._(newsTexts.empty)}</p>
      ) : (
        <Swiper label={title}>
          {items.map((item) => (
            <div key={item.idNews} className="news-home__slide">
              <NewsCard
                compact
                item={item}
                settings={settings}
                onOpen={(n) => openNewsPopup(n.idNews, n)}
              />
            </div>
          ))}
        </Swiper>
      )}
    </section>
  )
}
