export {
  PRODUCTS_PAGE,
  fetchCategories,
  fetchProducts,
  fetchProductsByIds,
  fetchVariation,
  searchCatalog,
} from './api.ts'
export {
  catalogUrl,
  config,
  moneyOptions,
  setCatalogSettings,
  useCatalogSettings,
} from './config.ts'
export { catalogBase, catalogPath, DEFAULT_CATALOG_URL } from './urls.ts'
export type {
  CatalogSettings,
  DeliverySettings,
  PickupSettings,
  ReceiveTimeSettings,
} from './settings.ts'
export type { Badge, BasketEntry, Category, Product, ProductParamGroup } from './types.ts'
export { productImageUrl, productThumbUrl, useAppSettings, useMoney } from './view.ts'
