/**
 * News popup (accounts-loyalty §2 News, §4 News popup): date, title, image and sanitised HTML
 * content. States: loading, content, or the error text — the server's error, or 'Oops! The news
 * you were looking for is not available' — with a retry. Opened from the list it starts with
 * content; opened by id (a push, another module) the loaded list may hold it, else it is fetched.
 */
import { useLingui } from '@lingui/react/macro'
import { typograph } from '../../core/format/typograph.ts'
import { imageSrc } from '../../ui/image/image-url.ts'
import { SafeHtml } from '../../ui/html/safe-html.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import type { NewsItem } from './api.ts'
import { useNewsItem } from './queries.ts'
import { newsDate, newsErrorText } from './rules.ts'
import './news.css'
import { PopupError } from '../../ui/load-error/load-error.tsx'

export interface NewsPopupProps {
  id: string
  /** Given when opened from the list: the popup starts with content. */
  item?: NewsItem
  close: () => void
}

export function NewsView({ id, item: given }: NewsPopupProps) {
  const { i18n } = useLingui()
  const found = useNewsItem(id, !given)
  const item = given ?? found.data
  if (!item) {
    if (!found.isError || found.isFetching) return <Skeleton count={5} />
    return (
      <PopupError
        error={found.error}
        text={newsErrorText(found.error)}
        onRetry={() => void found.refetch()}
      />
    )
  }
  const image = imageSrc(item.icon, { width: 'full' })
  const date = newsDate(item.date, i18n.locale)
  return (
    <article className="news-popup">
      {image ? <img className="news-popup__image" src={image} alt="" decoding="async" /> : null}
      {date ? (
        <p className="news-popup__date">
          <time dateTime={item.date}>{date}</time>
        </p>
      ) : null}
      <h3 className="news-popup__title">{typograph(item.title, { hyphens: false })}</h3>
      <SafeHtml html={item.content} className="news-popup__content" />
    </article>
  )
}

export default NewsView
