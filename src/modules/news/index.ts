/**
 * news: the news list /news/ (a tab, or a pushed page with a back link), the news popup and a
 * `home` slot block. Settings: schemas/modules/news.json (accounts-loyalty §2 News, §3, §4).
 *
 * Opening news from elsewhere — a stable entry, kept as it is for other modules:
 * - a push naming `news-{id}` reaches `onPush('news', id)` (pushEntities: ['news']) and opens
 *   that news popup; `news` or `news-list` (no id) switches to the news tab (or opens the page);
 * - any module (special offers, notifications…) emits `push:news` with `{ id }` from
 *   core/events.ts (`emit(pushEvent('news'), { id: '12' })`) to do the same without importing
 *   this module. The shell's push handling raises that event and calls onPush for one push: the
 *   popup opens once (a news popup already open for that id is not opened again);
 * - `news:list` (events.ts) switches to the news tab.
 */
import { msg } from '@lingui/core/macro'
import { on, pushEvent } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { newsEvents } from './events.ts'
import { prefetchNewsHome } from './list-query.ts'
import { openNewsFromPush, openNewsList } from './open.ts'

export const newsModule = defineModule({
  name: 'news',
  url: '/news/',
  routes: [{ path: '/news/', screen: () => import('./news-screen.tsx') }],
  tab: { icon: 'news', title: msg`News` },
  menu: { icon: 'news', title: msg`News` },
  slots: { home: () => import('./news-home.tsx') },
  prefetchHome: ({ settings }) => prefetchNewsHome(settings),
  pushEntities: ['news'],
  onPush: (_entity, id) => openNewsFromPush(id),
  init: () => {
    const stops = [
      on(pushEvent('news'), (p) => openNewsFromPush(p?.id ?? '')),
      on(newsEvents.list, openNewsList),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
