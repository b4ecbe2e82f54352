/**
 * home: the home screen (slot host for other modules' widgets, pull to refresh, home buttons,
 * social links) and the contacts page. Settings: schemas/modules/home.json.
 *
 * Events: emits `feedback:open` (feedback button), `home:infinite` (bottom of home within 800 px),
 * `home:refreshed` (after pull to refresh); listens to `tab:reselected` (payload: tab name).
 * Slots hosted: `home` (context { infiniteScrollDistance: 800 }), `home-navbar` (right actions).
 */
import { msg } from '@lingui/core/macro'
import { defineModule } from '../../core/module.ts'

export const homeModule = defineModule({
  name: 'home',
  url: '/',
  routes: [
    { path: '/', screen: () => import('./home-screen.tsx') },
    { path: '/home/contacts', screen: () => import('./contacts-screen.tsx') },
  ],
  tab: { icon: 'home', title: msg`Home` },
  menu: { icon: 'home', title: msg`Home` },
})
