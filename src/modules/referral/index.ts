/**
 * referral: invite a friend — the share screen /referral, a bottom sheet, the home button
 * (homeShowShare), the side-menu entry 'Enter a promo code' (canEnterCode, slot
 * `side-panel-menu`) and activate-code. Settings: schemas/modules/referral.json (the server
 * fills `code` per user).
 *
 * Events: listens to `referral:open-share` and `referral:enter-code`; after a promo code is
 * activated emits `bonus:get-messages` `{tries: 60}` and `referral:promo-entered` `{code}` (the
 * spec's getMessages and promoDidEnter), after reloading app data.
 */
import { msg } from '@lingui/core/macro'
import { on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { referralEvents } from './events.ts'
import { openEnterCode, openShareSheet, setReferralSettings } from './store.ts'

export const referralModule = defineModule({
  name: 'referral',
  url: '/referral',
  routes: [{ path: '/referral', screen: () => import('./referral-screen.tsx') }],
  // spec: the share entry shows when menuShowShare is set.
  menu: {
    icon: 'referral',
    title: msg`Invite a friend`,
    visible: (settings) => settings.menuShowShare === true,
  },
  slots: {
    home: () => import('./referral-home.tsx'),
    'side-panel-menu': () => import('./referral-menu.tsx'),
  },
  init: ({ settings }) => {
    setReferralSettings(settings)
    const stops = [
      on(referralEvents.openShare, openShareSheet),
      on(referralEvents.openEnterCode, openEnterCode),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
