/**
 * auth: phone sign-in (password, SMS code, call code, app PIN), registration, profile, the
 * digital-receipt toggle, the age check and the welcome screen (accounts-loyalty §2-§5, §7-§9).
 * Settings: schemas/modules/auth.json.
 *
 * Routes: /auth, /auth/password, /auth/pincode, /auth/pin, /registration (the sign-in flow, params
 * in the query), /profile/ (a guest gets the phone screen there), /profile/edit.
 * Slots: contributes `startup` (age check, welcome); renders `registration` (other modules'
 * fields; context `{ setValue(name, value), username }`, values join the registration payload).
 * Events: listens to `auth:login-requested` `{ onLogin?, onRegister? }` and opens the sign-in
 * popup; emits `bonus:get-messages` `{ tries, interval? }` after a registration and
 * `auth:profile-saved` after /profile/edit saved (the spec's optional callback). Sign-in and
 * logout go through core/state/session (`auth:login`, `auth:logout`).
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.tsx'
import { openLoginPopup } from './open-login.ts'
import { resetAuthStore } from './store.ts'

const flowScreen = () => import('./auth-screen.tsx')
const profileScreen = () => import('./profile-screen.tsx')

export const authModule = defineModule({
  name: 'auth',
  url: '/profile/',
  routes: [
    { path: '/auth', screen: flowScreen },
    { path: '/auth/password', screen: flowScreen },
    { path: '/auth/pincode', screen: flowScreen },
    { path: '/auth/pin', screen: flowScreen },
    { path: '/registration', screen: flowScreen },
    { path: '/profile', screen: profileScreen },
    { path: '/profile/', screen: profileScreen },
    { path: '/profile/edit', screen: () => import('./profile-edit-screen.tsx') },
  ],
  // spec (accounts §2 Bonus module screens): the item reads sign-in or profile.
  tab: { icon: 'user', title: msg`Profile`, guestTitle: msg`Sign in` },
  menu: { icon: 'user', title: msg`Profile`, guestTitle: msg`Sign in` },
  slots: { startup: () => import('./startup.tsx') },
  init: () => {
    resetAuthStore()
    const stops = [
      on(appEvents.loginRequested, (payload) => openLoginPopup(payload)),
      // another region is another platform account: its own timers and answers
      on(appEvents.domainChanged, resetAuthStore),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
