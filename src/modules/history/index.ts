/**
 * history: the operation history page /history/ and the operation detail /history/body/{id}.
 * Settings: schemas/modules/history.json.
 *
 * Events: listens to `auth:logout` (the list resets 500 ms later), `auth:login` and
 * `domain:changed` (reset), `history:reload` (the spec's trigger); reloads when the connection
 * returns (the query layer's `onReconnect`) and the loaded list is empty. Points that change meanwhile (`app-data:loaded`, a local spend
 * in core/state/spent-bonus.ts) mark the list stale: the next visit reloads its first page.
 */
import { msg } from '@lingui/core/macro'
import { on } from '../../core/events.ts'
import { historyEvents } from './events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { dependsOn, onReconnect } from '../../core/query/events.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'

/** spec: post-logout delay (the list resets 500 ms after logout). */
const LOGOUT_RESET_DELAY = 500

// The list's code (and the query layer) loads with the screen; events reach it on demand.
const queries = () => import('./queries.ts')

const reloadQuietly = () => {
  if (isLoggedIn(appData.data)) {
    queries()
      .then((q) => q.loadHistory())
      .catch(() => undefined)
  }
}

export const historyModule = defineModule({
  name: 'history',
  url: '/history/',
  routes: [
    { path: '/history/', screen: () => import('./history-screen.tsx') },
    { path: '/history/body/:id', screen: () => import('./operation-screen.tsx') },
  ],
  // The tab is the points (spb calls it «Бонусы»): coins; the menu's «История» the clock.
  tab: { icon: 'points', title: msg`History` },
  menu: { icon: 'history', title: msg`Transaction history` },
  init: () => {
    const stops = [
      // spec: reloads when the connection returns and the list is empty.
      onReconnect(() => {
        void queries().then((q) => {
          if (q.historyLoadedEmpty()) reloadQuietly()
        })
      }),
      dependsOn(['history'], {
        login: 'reset',
        logout: { how: 'reset', delay: LOGOUT_RESET_DELAY },
        domain: 'reset',
        // Points changed: the next visit reloads the first page.
        appData: 'stale',
        points: 'stale',
      }),
      on(historyEvents.reload, reloadQuietly),
    ]
    return () => {
      stops.forEach((stop) => stop())
    }
  },
})
