/**
 * pages: info pages. Contributes the `side-panel-menu` slot widget (one item per page) and the
 * `page` popup (`pages:page`, by idContent). Pages reload when app data reloads or the language
 * changes; a domain switch clears them (queries.ts). Settings: schemas/modules/pages.json.
 *
 * Events: emits `panel:close` when a page is opened from the side panel.
 */
import { defineModule } from '../../core/module.ts'

export const pagesModule = defineModule({
  name: 'pages',
  slots: { 'side-panel-menu': () => import('./pages-menu.tsx') },
  popups: { page: () => import('./page-popup-by-id.tsx') },
})
