/**
 * News calls (accounts-loyalty §7): GET news with limit and offset (offset = the list's length
 * when loading more, otherwise absent) answers `news` (array); GET news with id reads news[0].
 * Requests are shared while in flight (the query layer dedupes: queries.ts).
 */
import { fields, request } from '../../core/api/client.ts'
import { isRecord } from '../../core/api/client.ts'

/** spec (accounts-loyalty §3): News item. */
export interface NewsItem {
  idNews: string
  title: string
  /** The server's date text (ISO 8601 or 'yyyy-MM-dd HH:mm:ss'); '' when none. */
  date: string
  /** An image id or url (core/brand mediaUrl); '' when none. */
  icon: string
  /** Server HTML: render through SafeHtml only. */
  content: string
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''

/** One item from whatever the server or settings carry; null without an id. */
export function toNewsItem(raw: unknown): NewsItem | null {
  if (!isRecord(raw)) return null
  const idNews = text(raw.idNews).trim()
  if (!idNews) return null
  return {
    idNews,
    title: text(raw.title),
    date: text(raw.date),
    icon: text(raw.icon),
    content: text(raw.content),
  }
}

export function toNewsItems(list: unknown): NewsItem[] {
  if (!Array.isArray(list)) return []
  return list.map(toNewsItem).filter((n): n is NewsItem => n !== null)
}

/** The server answered, but without the item (news[0] missing). */
export class NewsNotFound extends Error {
  constructor(readonly id: string) {
    super(`news ${id} not found`)
    this.name = 'NewsNotFound'
  }
}

/** A page of news; `offset` 0 is the first page, sent without an offset (spec). */
export async function fetchNewsPage(limit: number, offset: number): Promise<NewsItem[]> {
  const answer = await request<{ news: unknown[] }>('news', {
    query: { limit, offset: offset > 0 ? offset : undefined },
    expect: fields({ news: 'array' }),
  })
  return toNewsItems(answer.news)
}

/** One news item by id (spec: reads news[0]). */
export async function fetchNewsItem(id: string): Promise<NewsItem> {
  const answer = await request<{ news?: unknown[] }>('news', {
    query: { id },
    expect: fields({ news: 'array?' }),
  })
  const item = toNewsItem(answer.news?.[0])
  if (!item) throw new NewsNotFound(id)
  return item
}
