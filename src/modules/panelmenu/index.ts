/**
 * panelmenu: the side panel as a module. Its tab-bar entry opens the left panel; its route
 * /menu/ shows the same menu as a page (spec shell-data §2: /menu/ Side panel view).
 */
import { msg } from '@lingui/core/macro'
import { defineModule } from '../../core/module.ts'
import { appEvents } from '../../core/events.ts'

export const panelmenuModule = defineModule({
  name: 'panelmenu',
  url: '/menu/',
  routes: [{ path: '/menu/', screen: () => import('./menu-screen.tsx') }],
  /**
   * spec: a tab-bar item opens the left panel. Labelled 'More' so it never reads like the
   * catalog tab that restaurants call 'Menu'.
   */
  tab: {
    icon: 'menu',
    title: msg({ message: 'More', context: 'tab bar' }),
    action: appEvents.openPanel,
  },
})
