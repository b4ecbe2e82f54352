/**
 * Opening news: the popup by id (a card, a push, another module through `push:news`) and the
 * news list (spec: a news-list event switches to the news tab). No query code here: the popup
 * loads its own (and the query layer) when it opens.
 */
import { openPopup, overlay } from '../../core/overlay.ts'
import { switchTab } from '../../core/state/ui.ts'
import type { NewsItem } from './api.ts'
import type { NewsPopupProps } from './news-popup.tsx'
import { newsTexts } from './texts.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

const NewsPopup = lazyComponent(() => import('./news-popup.tsx'))

/** Whether the popup of news `id` is open: a push that is also heard as `push:news` opens it once. */
function isOpen(id: string): boolean {
  return overlay.stack.some(
    (e) =>
      e.request.kind === 'popup' &&
      e.request.component === (NewsPopup as unknown) &&
      (e.request.props as { id?: string } | undefined)?.id === id,
  )
}

/** A news id from a push or a caller: digits (or any text the server may know); '' is none. */
export function newsIdOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

/** Opens the popup of news `id`; `given` (from the list) makes it start with content. */
export function openNewsPopup(id: string, given?: NewsItem): void {
  const key = newsIdOf(id)
  if (!key || isOpen(key)) return
  openPopup<Omit<NewsPopupProps, 'close'>>({
    label: given?.title || newsTexts.news,
    headingInContent: true,
    component: NewsPopup,
    props: { id: key, item: given },
  })
}

/** A list switch asked in this task already (the push handler's event and onPush of one push). */
let listAsked = false

/** spec: the news list — the news tab, or the news page when news is not a tab. */
export function openNewsList(): void {
  if (listAsked) return
  listAsked = true
  queueMicrotask(() => {
    listAsked = false
  })
  switchTab('news')
}

/**
 * A push (or an offer, a notification) naming news: `news-12` opens that popup; a bare `news`
 * or `news-list` is the news-list event.
 */
export function openNewsFromPush(id: string): void {
  const key = newsIdOf(id)
  if (!key || key === 'list') openNewsList()
  else openNewsPopup(key)
}
