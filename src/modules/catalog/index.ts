/**
 * catalog: categories, products, the product popup, search and the basket (this half), and the
 * ordering half (delivery/pickup, checkout, history: catalog-and-ordering §2). Settings:
 * schemas/modules/catalog.json.
 *
 * Routes: the catalog root /catalog/, /catalog/category/{id}, /catalog/category/0/{productId},
 * /catalog/search (?title=&ids= from a promotion), /catalog/basket — all under the catalog's own
 * base url, the `url` setting (default /catalog/; common/urls.ts).
 * Slots: `home` (categories), `tab-bar-buttons` (basket bar / order button),
 * `side-panel-menu` (order history entry when the basket is on).
 * Events: emits `auth:login-requested` {onLogin} before the form for a guest; listens to
 * `domain:changed` (clears basket and categories, loads that domain's receive choice),
 * `app-data:loaded` (branches).
 * Stores the ordering half uses: receive/store.ts (receive type, pickup, branch) and
 * basket/store.ts (entries, totals, refresh).
 *
 * Layout: one folder per sub-feature, each with a small public index.ts; a sub-feature reaches
 * another only through that index (lint enforces it).
 * - common/    settings, config, types, the catalog API, view helpers (money, images), styles
 * - products/  categories, products, product card/popup/screen, search, the home widget
 * - basket/    the basket store and rules (totals, amounts), its screen, bar and checkout gate
 * - receive/   the receive choice (delivery or pickup): its store, popup, sheets, address,
 *              geocoder, zones and maps
 * - checkout/  the order form, bonus payment, the place-order sequence, payment return
 * - orders/    order history, the detail screen, repeat, the order-status bar and poll
 * This file, the module descriptor, composes them.
 */
import { msg } from '@lingui/core/macro'
import { subscribe } from 'valtio'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { dependsOn } from '../../core/query/events.ts'
import { appData } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { clearBasket, initBasket, refreshBasket } from './basket/index.ts'
import { catalogBase, config, DEFAULT_CATALOG_URL, setCatalogSettings } from './common/index.ts'
import { initOrderStatus, ordersPrefix } from './orders/index.ts'
import { initReceive, receive, receiveBranch, setBranches } from './receive/index.ts'
import {
  categoriesBranchChanged,
  prefetchCategories,
  resetCatalog,
  resetProducts,
} from './products/index.ts'

function watchReceive(): () => void {
  let last = JSON.stringify([
    receive.type,
    receive.pickup?.idBranch,
    receive.deliveryBranch,
    receive.address,
  ])
  let lastBranch = receiveBranch()
  return subscribe(receive, () => {
    const now = JSON.stringify([
      receive.type,
      receive.pickup?.idBranch,
      receive.deliveryBranch,
      receive.address,
    ])
    if (now === last) return
    last = now
    // spec §4: the product cache is reset on receive, address or pickup changes…
    resetProducts()
    // …categories reload when the receive branch changes (their key carries the branch; the
    // other branches' lists are no longer current)…
    const branch = receiveBranch()
    if (branch !== lastBranch) {
      lastBranch = branch
      categoriesBranchChanged()
    }
    // …and the basket is refreshed (alerting on a changed price or a vanished item).
    void refreshBasket({ alert: true })
  })
}

export const catalogModule = defineModule({
  name: 'catalog',
  // Routes are written under /catalog/; the `url` setting moves them (the registry rebases them).
  url: DEFAULT_CATALOG_URL,
  baseUrl: (settings) => catalogBase(settings.url),
  routes: [
    { path: '/catalog/', screen: () => import('./products/catalog-screen.tsx') },
    { path: '/catalog', screen: () => import('./products/catalog-screen.tsx') },
    {
      path: '/catalog/category/0/:productId',
      screen: () => import('./products/product-screen.tsx'),
    },
    { path: '/catalog/category/:id', screen: () => import('./products/category-screen.tsx') },
    { path: '/catalog/search', screen: () => import('./products/search-screen.tsx') },
    { path: '/catalog/basket', screen: () => import('./basket/basket-screen.tsx') },
    { path: '/catalog/form', screen: () => import('./checkout/form-screen.tsx') },
    { path: '/catalog/bonus-order', screen: () => import('./checkout/bonus-order-screen.tsx') },
    { path: '/catalog/bonus-product', screen: () => import('./checkout/bonus-product-screen.tsx') },
    {
      path: '/catalog/payment/:result',
      screen: () => import('./checkout/payment-return-screen.tsx'),
    },
    { path: '/catalog/history', screen: () => import('./orders/history-screen.tsx') },
    { path: '/catalog/history/body', screen: () => import('./orders/detail-screen.tsx') },
  ],
  // The order history is the side menu's entry (orders/history-menu.tsx), not the catalog tab's.
  menuPages: ['/catalog/history'],
  tab: { icon: 'catalog', title: msg`Catalog` },
  menu: { icon: 'catalog', title: msg`Catalog` },
  slots: {
    // the order-status bar above the categories
    home: () => import('./orders/home-slot.tsx'),
    'tab-bar-buttons': () => import('./basket/basket-bar.tsx'),
    'side-panel-menu': () => import('./orders/history-menu.tsx'),
  },
  // The categories the home widget shows, asked for before it mounts (issue 16).
  prefetchHome: () => prefetchCategories(),
  init: ({ settings }) => {
    setCatalogSettings(settings)
    initReceive(config.settings, session.domain, appData.data?.branches ?? [])
    const stops = [
      initBasket(),
      initOrderStatus(),
      watchReceive(),
      // One customer's order history is never shown to the next (a guest sees none at all).
      dependsOn(ordersPrefix, { login: 'reset', logout: 'stale' }),
      on(appEvents.appDataLoaded, () => setBranches(appData.data?.branches ?? [])),
      // spec §4: a domain change clears the basket and categories and loads the stored
      // address and pickup of that domain.
      on(appEvents.domainChanged, (domain) => {
        clearBasket()
        resetCatalog()
        initReceive(config.settings, String(domain ?? session.domain), appData.data?.branches ?? [])
      }),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
