/**
 * getwallet: the wallet pass — a `home` slot badge and a menu/tab entry (`getwallet:open`) that
 * open the platform's pass externally. Settings: schemas/modules/getwallet.json.
 */
import { msg } from '@lingui/core/macro'
import { on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { getwalletEvents } from './events.ts'
import { walletLink } from './link.ts'

export const getwalletModule = defineModule({
  name: 'getwallet',
  tab: { icon: 'wallet', title: msg`Wallet`, action: getwalletEvents.open },
  menu: { icon: 'wallet', title: msg`Add to Wallet`, action: getwalletEvents.open },
  slots: { home: () => import('./getwallet-home.tsx') },
  init: ({ settings }) =>
    on(getwalletEvents.open, () => {
      const href = walletLink(settings)
      if (href) window.open(href, '_blank', 'noopener')
    }),
})
