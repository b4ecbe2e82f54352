import { useSnapshot } from 'valtio'
import { config } from '../common/index.ts'
import { useBasket } from './store.ts'

/** Keeps the last cards clear of the bar. */
export function BasketSpacer() {
  const { entries } = useBasket()
  const { settings } = useSnapshot(config)
  return entries.length && settings.showBasket ? (
    <div className="basket-spacer" aria-hidden="true" />
  ) : null
}
