/**
 * The info page popup's content: the page's sanitised HTML (spec accounts-loyalty §2). The
 * overlay host's popup frame shows the title (the request's label) and the close button; with
 * `showTitle` the page's own title is shown too (when the frame's label cannot know it, e.g. a
 * deep link by id).
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SafeHtml } from '../../ui/html/safe-html.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { reloadPages, usePage, usePages } from './queries.ts'
import './pages.css'
import { PopupError } from '../../ui/load-error/load-error.tsx'

export interface PagePopupProps {
  /** idContent of the page. */
  id?: string
  close: () => void
  showTitle?: boolean
}

export default function PagePopup({ id, showTitle = false }: PagePopupProps) {
  const { i18n } = useLingui()
  const { isError, isSuccess, isFetching, error } = usePages()
  const page = usePage(id)

  if (page) {
    return (
      <article className="pages-popup" aria-label={page.title}>
        {showTitle && <h3 className="pages-popup__title">{page.title}</h3>}
        <SafeHtml html={page.content} className="pages-popup__content" />
      </article>
    )
  }
  if (isError && !isFetching) {
    return <PopupError error={error} onRetry={() => void reloadPages()} />
  }
  if (isSuccess && !isFetching) {
    return <p className="pages-popup pages-popup__message">{i18n._(msg`Page not found`)}</p>
  }
  return <Skeleton count={6} />
}
