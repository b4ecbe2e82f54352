/**
 * settings.modules.catalog, as schemas/modules/catalog.json describes it (the defaults live
 * there; tests/modules/catalog/common/settings.test.ts checks the two against each other).
 */

export interface ReceiveTimeSettings {
  /** Week days 1-7, Monday first; 0 = every day. @default [] */
  days?: number[]
  start?: string
  end?: string
  askTime?: boolean
  /** Seconds. @default 900 */
  timeStep?: number
  afterStartTimeGap?: number
  beforeEndTimeGap?: number
  closedText?: string
}

export interface DeliverySettings extends ReceiveTimeSettings {
  /** Delivery fee. @default 0 */
  deliveryPrice?: number
  /** Free delivery from this subtotal; 0: never. @default 0 */
  forFreeDelivery?: number
  /** @default 0 */
  minOrder?: number
  checkZone?: boolean
  checkZoneRequired?: boolean
}

export interface PickupSettings extends ReceiveTimeSettings {
  /** Percent off the total. @default 0 */
  discount?: number
  /** @default 0 */
  minOrder?: number
}

export interface CatalogSettings {
  /** @default 'tiles' */
  list: 'list' | 'tiles'
  /** @default true */
  tab: boolean
  /** @default 'catalog' */
  icon: 'catalog' | 'delivery'
  /** @default '' */
  title: string
  /** @default '' */
  tabbarTitle: string
  /** @default '' */
  homeSlotTitle: string
  /** @default '' */
  historyTitle: string
  /** @default false */
  hideRootTitles: boolean
  /** The basket (ordering) is on. @default true */
  showBasket: boolean
  /** @default true */
  showBarOnHomeScreen: boolean
  /** @default false */
  showOpeningHoursInfo: boolean
  /** @default true */
  amountControl: boolean
  /** @default false */
  blockCheckout: boolean
  /** @default true */
  historyRepeat: boolean
  /** @default false */
  variationsSwipe: boolean
  /** @default false */
  payByBonus: boolean
  /** @default 'product' */
  payByBonusType: 'product' | 'order'
  /** @default 100 */
  maxPayBonusK: number
  /** @default 0 */
  minPaymentAfterBonus: number
  /** @default {} */
  geocoder: Record<string, unknown>
  /** @default {} */
  geocoderSuggestTemplates: Record<string, unknown>
  /** @default {} */
  geocoderAddressTemplates: Record<string, unknown>
  /** @default [] */
  paymentTypeList: { id: number | string; orderButtonName?: string }[]
  /** @default '' */
  finishMessageTitle: string
  /** @default '' */
  finishMessageText: string
  /** @default 10 */
  historyItemsPerPage: number
  /** null: no delivery. @default null */
  delivery: DeliverySettings | null
  /** null: no pickup. @default null */
  pickup: PickupSettings | null
  /** spec §9: default map zoom 12. @default { zoom: 12 } */
  maps: {
    center?: { lat: number; lng: number }
    zoom?: number
    /** Tile URL template; none (and no app mapTileUrl): a map without tiles. */
    tileUrl?: string
    tileAttribution?: string
  }
}

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

export function catalogSettings(raw: unknown): CatalogSettings {
  return { ...catalogDefaults, ...((raw as Partial<CatalogSettings> | null) ?? {}) }
}
