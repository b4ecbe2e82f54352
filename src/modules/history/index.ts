/**
 * history: the operation history page /history/ and the operation detail /history/body/{id}.
 * Settings: schemas/modules/history.json.
 *
 * Events: listens to `auth:logout` (the list resets 500 ms later), `auth:login` and
 * `domain:changed` (reset), `history:reload` (the spec's trigger); reloads when the browser comes
 * back online with an empty list. Points that change meanwhile (`app-data:loaded`, a local spend
 * in core/state/spent-bonus.ts) mark the list stale: the next visit reloads its first page.
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { historyEvents } from './events.ts'
import { defineModule } from '../../core/module.ts'
import { subscribe } from 'valtio'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { spentBonus } from '../../core/state/spent-bonus.ts'
import {
  historyStore,
  loadHistory,
  LOGOUT_RESET_DELAY,
  markHistoryStale,
  resetHistory,
} from './store.ts'

const reloadQuietly = () => {
  if (isLoggedIn(appData.data)) loadHistory().catch(() => undefined)
}

export const historyModule = defineModule({
  name: 'history',
  url: '/history/',
  routes: [
    { path: '/history/', screen: () => import('./history-screen.tsx') },
    { path: '/history/body/:id', screen: () => import('./operation-screen.tsx') },
  ],
  tab: { icon: 'history', title: msg`History` },
  menu: { icon: 'history', title: msg`Operation history` },
  init: () => {
    // spec: reloads when the connection returns and the list is empty.
    const online = () => {
      if (historyStore.status !== 'idle' && historyStore.items.length === 0) reloadQuietly()
    }
    window.addEventListener('online', online)
    let logoutTimer: ReturnType<typeof setTimeout> | undefined
    const stops = [
      on(appEvents.logout, () => {
        clearTimeout(logoutTimer)
        logoutTimer = setTimeout(resetHistory, LOGOUT_RESET_DELAY)
      }),
      on(appEvents.login, resetHistory),
      on(appEvents.domainChanged, resetHistory),
      on(historyEvents.reload, reloadQuietly),
      on(appEvents.appDataLoaded, markHistoryStale),
      subscribe(spentBonus, markHistoryStale),
    ]
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(logoutTimer)
      stops.forEach((stop) => stop())
    }
  },
})
