/**
 * gifts: gifts and coupons — the tab /gifts/, the page /gifts/body/{gift-id|coupon-id}, the
 * `home` slot (swiper or list) and the popup. Settings: schemas/modules/gifts.json.
 *
 * Push: onPush('gift'|'coupon', id) (or an id of the form gift-{id}) opens the popup; the event
 * `gifts:open` with `{id: 'gift-3'}` does the same. The list reloads with app data and follows the
 * domain (queries.ts). Activation adds the price to the locally spent points
 * (src/core/state/spent-bonus.ts).
 */
import { msg } from '@lingui/core/macro'
import { on } from '../../core/events.ts'
import { giftsEvents } from './events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { giftKeyFromPush, giftsRuntime, openGiftPopup } from './open.ts'
import { prefetchGifts } from './queries.ts'

export const giftsModule = defineModule({
  name: 'gifts',
  url: '/gifts/',
  routes: [
    { path: '/gifts/', screen: () => import('./gifts-screen.tsx') },
    { path: '/gifts/body/:id', screen: () => import('./gift-page.tsx') },
  ],
  tab: { icon: 'gift', title: msg`Gifts` },
  menu: { icon: 'gift', title: msg`Gifts` },
  slots: { home: () => import('./gifts-home.tsx') },
  prefetchHome: () => prefetchGifts(),
  pushEntities: ['gift', 'coupon'],
  onPush: (entity, id) => {
    const key = giftKeyFromPush(entity, id)
    if (key) openGiftPopup(key)
  },
  init: ({ settings }) => {
    giftsRuntime.openInPopup = settings.openInPopup
    return on(giftsEvents.open, (p) => {
      const key = p?.id ? giftKeyFromPush('', p.id) : null
      if (key) openGiftPopup(key)
    })
  },
})
