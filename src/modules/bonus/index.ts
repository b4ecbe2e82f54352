/**
 * bonus: the bonus card and QR popup, loyalty levels, bonus notifications.
 * Settings: schemas/modules/bonus.json.
 *
 * Slots: `home` (bonus button or card, group progress, delayed bonus).
 * Push: a `bonus` entity asks for the bonus messages.
 * Events it listens to: `bonus:open-qr` (opens the QR popup; the stamp card's reward button and
 * the menu/tab entry use it), `bonus:open-levels`, `bonus:get-messages` (payload
 * `{tries?: number, interval?: number}`: polls GET bonus-messages, e.g. 60 tries after a
 * registration or a promo code), `app-data:loaded` (asks once for messages), `auth:logout`.
 * Emits `feedback:open` `{bonus: idConnectedEntity}` for a notification with bonusNeedFeedback,
 * and `auth:login-requested` from the need-register dialog.
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { bonusEvents } from './events.ts'
import {
  getMessages,
  openBonusPopup,
  openLevelsPopup,
  setBonusSettings,
  stopMessages,
} from './store.ts'

export const bonusModule = defineModule({
  name: 'bonus',
  url: '/bonus/',
  routes: [{ path: '/bonus/', screen: () => import('./bonus-screen.tsx') }],
  tab: { icon: 'qr', title: msg`Bonus card`, action: appEvents.bonusOpenQr },
  menu: { icon: 'qr', title: msg`Bonus card`, action: appEvents.bonusOpenQr },
  slots: { home: () => import('./bonus-widget.tsx') },
  // A bonus push means new bonus messages: fetch the queue (spec: handled even in foreground).
  pushEntities: ['bonus'],
  onPush: () => {
    if (isLoggedIn(appData.data)) void getMessages()
  },
  init: ({ settings }) => {
    setBonusSettings(settings)
    if (isLoggedIn(appData.data)) void getMessages()
    const stops = [
      on(appEvents.bonusOpenQr, () => openBonusPopup()),
      on(bonusEvents.openLevels, () => openLevelsPopup()),
      on(appEvents.bonusGetMessages, (p) => {
        void getMessages(p?.tries ?? 1, p?.interval)
      }),
      on(appEvents.appDataLoaded, () => {
        if (isLoggedIn(appData.data)) void getMessages()
      }),
      on(appEvents.logout, stopMessages),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
