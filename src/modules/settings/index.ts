/**
 * settings: the /settings/ page (language choice, then the `settings` slot for other modules'
 * settings). The side menu links to it with a cog when the brand has more than one language.
 * Settings: schemas/modules/settings.json.
 */
import { msg } from '@lingui/core/macro'
import { defineModule } from '../../core/module.ts'

export const settingsModule = defineModule({
  name: 'settings',
  url: '/settings/',
  routes: [{ path: '/settings/', screen: () => import('./settings-screen.tsx') }],
  menu: { icon: 'settings', title: msg`Settings` },
})
