/**
 * settings.modules.catalog, as schemas/modules/catalog.json describes it (the defaults live
 * there; tests/modules/catalog/common/settings.test.ts checks the two against each other).
 */

import type { CatalogSettings } from '../../../shared/settings/catalog.ts'

export type { CatalogSettings }
/** Delivery settings as the module receives them (every default filled in by the schema). */
export type DeliverySettings = NonNullable<CatalogSettings['delivery']>
/** Pickup settings as the module receives them. */
export type PickupSettings = NonNullable<CatalogSettings['pickup']>
/** What delivery and pickup share: days and times. */
export type ReceiveTimeSettings = DeliverySettings | PickupSettings

/** Settings with every default, for code that gets raw or partial settings (tests, previews). */
export const catalogDefaults: CatalogSettings = {
  list: 'tiles',
  tab: true,
  icon: 'catalog',
  title: '',
  tabbarTitle: '',
  homeSlotTitle: '',
  historyTitle: '',
  hideRootTitles: false,
  showBasket: true,
  showBarOnHomeScreen: true,
  showOpeningHoursInfo: false,
  amountControl: true,
  blockCheckout: false,
  historyRepeat: true,
  variationsSwipe: false,
  payByBonus: false,
  payByBonusType: 'product',
  maxPayBonusK: 100,
  minPaymentAfterBonus: 0,
  geocoder: {},
  geocoderSuggestTemplates: {},
  geocoderAddressTemplates: {},
  paymentTypeList: [],
  finishMessageTitle: '',
  finishMessageText: '',
  historyItemsPerPage: 10,
  delivery: null,
  pickup: null,
  maps: { zoom: 12 },
}
