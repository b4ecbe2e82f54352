/**
 * Basket store (spec catalog-and-ordering §3 Basket entry, §4 Basket item state / Basket flow):
 * entries of product and amount, persisted under 'basket' through core/storage (survives reloads
 * and failed calls). Refreshed against the server (get-products-by-ids) when the basket opens and
 * after any change of receive type, address or branch: a changed price or a vanished item alerts
 * the user and returns them to the basket. A domain change clears it.
 *
 * Public API (the ordering half uses it): `basket`, `useBasket()`, `useBasketAmount(id)`, `addToBasket`,
 * `setBasketAmount`, `removeFromBasket`, `clearBasket`, `basketAmountOf`, `refreshBasket`,
 * `removeUnavailable`, `basketTotalsNow()`, `activeEntries()`.
 */
import { msg } from '@lingui/core/macro'
import { isCancelledError } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { proxy, snapshot, subscribe, useSnapshot } from 'valtio'
import { ApiError } from '../../../core/api/errors.ts'
import { openDialog, showError } from '../../../core/overlay.ts'
import { queryClient } from '../../../core/query/client.ts'
import { currentScope, scopedKey } from '../../../core/query/keys.ts'
import { appData } from '../../../core/state/app-data.ts'
import { navigate } from '../../../core/state/ui.ts'
import { readJson, storageKeys, writeJson } from '../../../core/storage/storage.ts'
import {
  fetchProductsByIds,
  config,
  moneyOptions,
  type BasketEntry,
  type Product,
} from '../common/index.ts'
import { receive, receiveBranch } from '../receive/index.ts'
import { basketRequest, basketTotals, diffBasket, itemState, NO_LIMIT } from './rules.ts'
import { catalogUrl } from '../common/index.ts'

export const basketUrl = (): string => catalogUrl('basket')

export interface BasketState {
  entries: BasketEntry[]
}

export const basket = proxy<BasketState>({ entries: [] })

export const basketTexts = {
  changedTitle: msg`The basket has changed`,
  changedText: msg`Prices or availability of some items have changed. Please check your basket.`,
}

function isEntry(e: unknown): e is BasketEntry {
  const x = e as BasketEntry
  return Boolean(
    x && typeof x === 'object' && x.product && typeof x.product.id === 'number' && x.amount > 0,
  )
}

let stopPersist: (() => void) | null = null

/** Reads the stored basket and keeps it stored (module init). */
export function initBasket(): () => void {
  const stored = readJson<unknown>(storageKeys.basket, [])
  basket.entries = Array.isArray(stored) ? stored.filter(isEntry) : []
  stopPersist?.()
  const stop = subscribe(basket, () =>
    writeJson(storageKeys.basket, basket.entries.length ? basket.entries : null),
  )
  stopPersist = stop
  return () => {
    stop()
    if (stopPersist === stop) stopPersist = null
  }
}

export function basketAmountOf(
  entries: readonly { product: { id: number }; amount: number }[],
  productId: number,
): number {
  return entries.find((e) => e.product.id === productId)?.amount ?? 0
}

/** Sets a product's amount (0 removes it); the stored product is replaced by the given one. */
export function setBasketAmount(product: Product, amount: number): void {
  const n = Math.max(0, Math.min(NO_LIMIT, Math.floor(amount)))
  const index = basket.entries.findIndex((e) => e.product.id === product.id)
  if (n === 0) {
    if (index >= 0) basket.entries.splice(index, 1)
    return
  }
  const entry = { product: JSON.parse(JSON.stringify(product)) as Product, amount: n }
  if (index >= 0) basket.entries[index] = entry
  else basket.entries.push(entry)
}

export function addToBasket(product: Product, amount = 1): void {
  setBasketAmount(product, basketAmountOf(basket.entries, product.id) + amount)
}

export function removeFromBasket(productId: number): void {
  const index = basket.entries.findIndex((e) => e.product.id === productId)
  if (index >= 0) basket.entries.splice(index, 1)
}

export function clearBasket(): void {
  basket.entries = []
}

/** spec §5 Before going to the form: inactive or not-for-sale items are removed on "yes". */
export function removeUnavailable(): void {
  const branch = receiveBranch()
  basket.entries = basket.entries.filter(
    (e) => itemState(e.product as Product, receive.type, branch) === 'active',
  )
}

export function activeEntries(): BasketEntry[] {
  const branch = receiveBranch()
  return basket.entries.filter((e) => itemState(e.product, receive.type, branch) === 'active')
}

/** Totals for the current receive type and settings. */
export function basketTotalsNow() {
  const s = config.settings
  return basketTotals({
    entries: basket.entries,
    receive: receive.type,
    branch: receiveBranch(),
    delivery: s.delivery,
    pickup: s.pickup,
    money: moneyOptions(appData.data?.settings),
  })
}

/** The basket's check against the server (get-products-by-ids): never cached. */
export const basketCheckPrefix = ['catalog', 'basket-check'] as const

/**
 * Refreshes the basket against the server. With `alert`, a changed price or a vanished item opens
 * the spec's alert, which returns the user to the basket. Failures go to the common error
 * handler (with `showErrors`) and keep the basket as it was. A newer refresh supersedes one still
 * on its way (that one resolves to false). Resolves to whether it changed.
 */
export async function refreshBasket(
  opts: { alert?: boolean; showErrors?: boolean } = {},
): Promise<boolean> {
  if (!basket.entries.length) return false
  const sent = basket.entries.map((e) => e.product.id)
  const request = { branch: receiveBranch(), ...basketRequest(basket.entries) }
  const client = queryClient()
  void client.cancelQueries({ queryKey: basketCheckPrefix })
  let fresh: Product[]
  try {
    fresh = await client.fetchQuery({
      queryKey: scopedKey(
        [...basketCheckPrefix, request],
        currentScope({ branch: request.branch }),
      ),
      queryFn: ({ signal }) => fetchProductsByIds(request, signal),
      staleTime: 0,
      gcTime: 0,
    })
  } catch (error) {
    const cancelled =
      isCancelledError(error) || (error instanceof ApiError && error.kind === 'cancelled')
    if (!cancelled && opts.showErrors) showError(error)
    return false
  }
  // Items added or removed meanwhile keep their own state.
  const current = basket.entries.filter((e) => sent.includes(e.product.id))
  const diff = diffBasket(current, fresh)
  basket.entries = basket.entries.map(
    (e) => diff.entries.find((d) => d.product.id === e.product.id) ?? e,
  )
  if (diff.changed && opts.alert) {
    openDialog({
      title: basketTexts.changedTitle,
      text: basketTexts.changedText,
      onClose: () => {
        if (location.pathname !== basketUrl()) navigate(basketUrl())
      },
    })
  }
  return diff.changed
}

export function useBasket() {
  return useSnapshot(basket)
}

/** Units per product id of the basket's current version, built once per change. */
let amountsOf: unknown = null
let amounts = new Map<number, number>()
function amountsNow(): ReadonlyMap<number, number> {
  const { entries } = snapshot(basket)
  if (entries !== amountsOf) {
    amountsOf = entries
    amounts = new Map(entries.map((e) => [e.product.id, e.amount]))
  }
  return amounts
}
const onBasket = (listener: () => void) => subscribe(basket, listener)

/**
 * Units of one product in the basket (issue 16, INP): a card follows its own line only, so a tap
 * on + re-renders that card and the basket bar, not the list around it nor the other cards.
 */
export function useBasketAmount(productId: number): number {
  const read = () => amountsNow().get(productId) ?? 0
  return useSyncExternalStore(onBasket, read, read)
}

/** Totals from snapshots, for render. */
export function useBasketTotals() {
  const { entries } = useSnapshot(basket)
  const r = useSnapshot(receive)
  const { settings } = useSnapshot(config)
  const data = useSnapshot(appData).data
  return basketTotals({
    entries: entries as BasketEntry[],
    receive: r.type,
    branch: receiveBranch(r),
    delivery: settings.delivery,
    pickup: settings.pickup,
    money: moneyOptions(data?.settings),
  })
}
