/** Texts shared by several catalog screens. */
import { msg } from '@lingui/core/macro'

export const catalogTexts = {
  catalog: msg`Catalog`,
  basket: msg`Basket`,
  orderHistory: msg`Order history`,
  search: msg`Search`,
  emptyCatalog: msg`The catalog is empty for now`,
  emptyCategory: msg`No products here yet`,
  loadFailed: msg`Could not load the catalog`,
}
