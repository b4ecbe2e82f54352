/**
 * pages: info pages. Contributes the `side-panel-menu` slot widget (one item per page) and the
 * `page` popup (`pages:page`, by idContent). Pages reload when app data reloads or the language
 * changes; a domain switch clears them. Settings: schemas/modules/pages.json.
 *
 * Events: emits `panel:close` when a page is opened from the side panel.
 */
import { subscribeKey } from 'valtio/utils'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import { session } from '../../core/state/session.ts'
import { loadPages, pagesStore, resetPages } from './store.ts'

const refreshIfShown = () => {
  if (pagesStore.status !== 'idle') void loadPages()
}

export const pagesModule = defineModule({
  name: 'pages',
  slots: { 'side-panel-menu': () => import('./pages-menu.tsx') },
  popups: { page: () => import('./page-popup-by-id.tsx') },
  init: () => {
    const stops = [
      on(appEvents.appDataLoaded, refreshIfShown),
      on(appEvents.domainChanged, resetPages),
      subscribeKey(session, 'locale', refreshIfShown),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
