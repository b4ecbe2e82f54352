/**
 * A news card (accounts-loyalty §2 News): date, title and image by the card settings —
 * cardShowDate, cardShowTitle, cardCutTitle (two lines and an ellipsis), cardTitleOverImage (title
 * and date over the picture). Always named by its title, also when the title is not shown.
 */
import { useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { imageSrc } from '../../ui/image/image-url.ts'
import { LazyImage } from '../../ui/image/lazy-image.tsx'
import type { NewsSettings } from '../../shared/settings/news.ts'
import type { NewsItem } from './api.ts'
import { newsDate } from './rules.ts'
import './news.css'

export type NewsCardSettings = Pick<
  NewsSettings,
  'cardShowDate' | 'cardShowTitle' | 'cardCutTitle' | 'cardTitleOverImage'
>

export interface NewsCardProps {
  item: NewsItem
  settings: NewsCardSettings
  onOpen: (item: NewsItem) => void
  /** A narrower card (the home row). */
  compact?: boolean
}

export function NewsCard({ item, settings, onOpen, compact }: NewsCardProps) {
  const { i18n } = useLingui()
  const image = imageSrc(item.icon, { width: compact ? undefined : 'full' })
  const date = settings.cardShowDate ? newsDate(item.date, i18n.locale) : ''
  const showTitle = settings.cardShowTitle && item.title !== ''
  const over = settings.cardTitleOverImage && Boolean(image)
  const text =
    showTitle || date ? (
      <span className={clsx('news-card__text', over && 'news-card__text--over')}>
        {date ? <span className="news-card__date">{date}</span> : null}
        {showTitle ? (
          <span
            className={clsx('news-card__title', settings.cardCutTitle && 'news-card__title--cut')}
          >
            {item.title}
          </span>
        ) : null}
      </span>
    ) : null
  return (
    <button
      type="button"
      className={clsx('news-card', compact && 'news-card--compact', over && 'news-card--over')}
      onClick={() => onOpen(item)}
      aria-label={[item.title, date].filter(Boolean).join(', ') || undefined}
    >
      {image ? (
        <span className="news-card__media">
          <LazyImage src={image} alt="" kind="news" />
          {over ? text : null}
        </span>
      ) : null}
      {over ? null : text}
    </button>
  )
}
