/**
 * actions: promotions (shell-data §2 "Action cards and popup", §3 Action, §4 "Bonus activation on
 * an action") — the list /actions/ (tab name actionsTab, or a pushed page), the action popup, and
 * a home slot row. Settings: schemas/modules/actions.json.
 *
 * Push: onPush('action', id) (or an id of the form action-{id}) opens the popup; special offers
 * of type action open it the same way (core/open-entity.ts). The list and the actions follow the
 * user (can_activate is per user: reset on sign-in and sign-out), the domain and the locale.
 */
import { msg } from '@lingui/core/macro'
import { defineModule } from '../../core/module.ts'
import { dependsOn } from '../../core/query/events.ts'
import { prefetchActionsHome } from './list-query.ts'
import { actionIdFromPush, openActionPopup } from './open.ts'
import './icons.ts'

export const actionsModule = defineModule({
  name: 'actions',
  url: '/actions/',
  routes: [{ path: '/actions/', screen: () => import('./actions-screen.tsx') }],
  tab: { icon: 'actions', title: msg`Promotions` },
  menu: { icon: 'actions', title: msg`Promotions` },
  slots: { home: () => import('./actions-home.tsx') },
  prefetchHome: ({ settings }) => prefetchActionsHome(settings),
  pushEntities: ['action'],
  onPush: (_entity, id) => {
    const n = actionIdFromPush(id)
    if (n) openActionPopup(n)
  },
  init: () =>
    dependsOn(['actions'], {
      login: 'reset',
      logout: 'reset',
      domain: 'reset',
      // Pull to refresh on home reloads app data: the home row follows it.
      appData: 'stale',
    }),
})
