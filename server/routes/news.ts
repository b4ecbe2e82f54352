/**
 * News — spec (accounts-loyalty §2 News, §3 News item, §7):
 *
 *   GET news ?limit=10&offset=0   {news: [{idNews, title, date, icon, content}]}, newest first
 *   GET news ?id=3                {news: [item]} (the app reads news[0]); unknown -> 404 not_found
 *
 * Titles and contents are stored per language and answered in the request's (Accept-Language),
 * falling back to Russian. `limit` 1…100 (default 10, the spec's), `offset` ≥ 0; anything else
 * is a 400 (schemas/api/news.json). An id that is not a positive number cannot exist: 404, with
 * the spec's not-found text as the message, which the app shows as it is.
 */
import type { Hono } from 'hono'
import type { ApiEnv, Deps } from '../context.ts'
import { ApiFailure, ok } from '../http.ts'
import type { Locale } from '../i18n.ts'
import { validateBody } from '../validation.ts'

interface NewsQuery {
  limit: number
  offset: number
  id?: string
}

type NewsRow = {
  id_news: number
  date: Date | string
  icon: string
  title: string
  content: string
}

/** Query parameters as numbers where they look like integers (the schema checks them after). */
function newsQuery(query: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of ['limit', 'offset'] as const) {
    const v = query[key]
    if (v === undefined || v === '') continue
    out[key] = /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v
  }
  if (query.id !== undefined) out.id = query.id
  return out
}

const columns = (locale: Locale) => {
  // The locale is one of two literals (server/i18n.ts localeOf), never the request's text.
  const lang = locale === 'en' ? 'en' : 'ru'
  return `id_news, date, icon,
    COALESCE(NULLIF(title->>'${lang}', ''), title->>'ru', '') AS title,
    COALESCE(NULLIF(content->>'${lang}', ''), content->>'ru', '') AS content`
}

function newsItem(r: NewsRow) {
  return {
    idNews: r.id_news,
    title: r.title,
    date: r.date instanceof Date ? r.date.toISOString() : String(r.date),
    icon: r.icon,
    content: r.content,
  }
}

export function newsRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.get('/news', async (c) => {
    const q = validateBody<NewsQuery>('news', newsQuery(c.req.query()), c.var.locale)
    const client = c.var.brand.client
    if (q.id !== undefined) {
      const text = q.id.trim()
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
        throw new ApiFailure(404, 'not_found', 'newsNotFound')
      }
      const rows = await deps.db.query<NewsRow>(
        `SELECT ${columns(c.var.locale)} FROM news
          WHERE client = $1 AND id_news = $2 AND active`,
        [client, Number(text)],
      )
      if (!rows.length) throw new ApiFailure(404, 'not_found', 'newsNotFound')
      return ok(c, { news: rows.map(newsItem) })
    }
    const rows = await deps.db.query<NewsRow>(
      `SELECT ${columns(c.var.locale)} FROM news
        WHERE client = $1 AND active
        ORDER BY date DESC, id_news DESC
        LIMIT $2 OFFSET $3`,
      [client, q.limit, q.offset],
    )
    return ok(c, { news: rows.map(newsItem) })
  })
}
