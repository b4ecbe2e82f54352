/**
 * The news list's query (accounts-loyalty §4 "News list"): one factory for the list the home
 * block and the news screen show (./queries.ts) and for the descriptor's `prefetchHome`, which
 * asks for the home block's first page before the block mounts (issue 16), so the two keys
 * cannot drift. Small on purpose: the descriptor imports it (the block's chunk is not needed).
 */
import { currentScope, scopedKey, type QueryScope } from '../../core/query/keys.ts'
import { pagedQueryOptions, prefetchFirstPage } from '../../core/query/paged.ts'
import type { NewsSettings } from '../../shared/settings/news.ts'
import { fetchNewsPage, type NewsItem } from './api.ts'
import { isNewsAllLoaded } from './rules.ts'

export const newsId = (n: NewsItem) => n.idNews

export const newsListQuery = (scope: QueryScope, limit: number) =>
  pagedQueryOptions({
    queryKey: scopedKey(['news', 'list', limit], scope),
    pageSize: limit,
    fetchPage: ({ offset, limit: size }) => fetchNewsPage(size, offset),
    isLastPage: isNewsAllLoaded,
    idOf: newsId,
  })

/** The home block's first page (none for a fixed list in settings: it is used as it is). */
export function prefetchNewsHome(settings: Pick<NewsSettings, 'limit' | 'list'>): Promise<void> {
  if (settings.list) return Promise.resolve()
  return prefetchFirstPage(newsListQuery(currentScope(), settings.limit))
}
