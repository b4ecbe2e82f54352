export {
  AMOUNT_ANIMATION_MS,
  amountBarInit,
  amountBarReducer,
  amountBarView,
} from './amount-bar.ts'
export { AmountControl } from './amount-control.tsx'
export { BasketSpacer } from './basket-spacer.tsx'
export { allowBasket, compositionIncomplete, maxAmount, selectedValues } from './rules.ts'
export {
  basketUrl,
  activeEntries,
  addToBasket,
  basket,
  basketAmountOf,
  basketTotalsNow,
  clearBasket,
  initBasket,
  refreshBasket,
  setBasketAmount,
  useBasket,
  useBasketAmount,
  useBasketTotals,
} from './store.ts'
