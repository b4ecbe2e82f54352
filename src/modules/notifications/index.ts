/**
 * notifications: the page /notifications/ of received pushes (spec shell-data §2), its menu
 * entry and the bell in the home navbar (slot `home-navbar`) — both for a signed-in user only —
 * and the web push subscription (subscription.ts). Settings: schemas/modules/notifications.json.
 * The module is always enabled (spec §6; registry/modules.ts alwaysEnabledModules).
 *
 * A tap on a push emulates its click (core/push.ts emulatePushClick): the shell's push handling
 * opens its entity through the module that lists it in `pushEntities`, or shows the alert.
 *
 * Events: after every app data load (start, sign-in, sign-out, a domain switch) the subscription
 * and its tags are sent again if they changed, without ever asking for permission; the service
 * worker's `push-subscription-change` post does the same. The list resets on login, logout and a
 * domain change and reloads with app data where it is shown.
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import { dependsOn } from '../../core/query/events.ts'
import './icons.ts'

const subscription = () => import('./subscription.ts')

const sync = () => {
  void subscription()
    .then((s) => s.syncPush())
    .catch(() => undefined)
}

export const notificationsModule = defineModule({
  name: 'notifications',
  url: '/notifications/',
  routes: [{ path: '/notifications/', screen: () => import('./notifications-screen.tsx') }],
  tab: { icon: 'bell', title: msg`Notifications`, signedInOnly: true },
  menu: { icon: 'bell', title: msg`Notifications`, signedInOnly: true },
  slots: { 'home-navbar': () => import('./bell.tsx') },
  init: () => {
    const onWorkerMessage = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type
      if (type === 'push-subscription-change') sync()
    }
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
    worker?.addEventListener('message', onWorkerMessage)
    const stops = [
      dependsOn(['notifications'], {
        login: 'reset',
        logout: 'reset',
        domain: 'reset',
        appData: 'refetch',
      }),
      on(appEvents.appDataLoaded, sync),
    ]
    // spec: on start, a subscription whose id differs from the stored token is sent again.
    sync()
    return () => {
      worker?.removeEventListener('message', onWorkerMessage)
      stops.forEach((stop) => stop())
    }
  },
})
