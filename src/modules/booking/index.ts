/**
 * booking: the booking request form at /booking/ (accounts-loyalty §2 Booking), a tab and menu
 * entry, and the home slot's booking button (homeShowButton). Settings:
 * schemas/modules/booking.json; branches and services come from app data. The form resets when
 * the tab changes (spec §2).
 */
import { msg } from '@lingui/core/macro'
import { subscribeKey } from 'valtio/utils'
import { defineModule } from '../../core/module.ts'
import { ui } from '../../core/state/ui.ts'
import './icons.ts'
import { resetBooking } from './store.ts'

export const bookingModule = defineModule({
  name: 'booking',
  url: '/booking/',
  routes: [{ path: '/booking/', screen: () => import('./booking-screen.tsx') }],
  tab: { icon: 'booking', title: msg`Booking` },
  menu: { icon: 'booking', title: msg`Booking` },
  slots: { home: () => import('./booking-home.tsx') },
  init: () => {
    resetBooking()
    return subscribeKey(ui, 'activeTab', () => resetBooking())
  },
})
