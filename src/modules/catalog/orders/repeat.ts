/**
 * Repeat order (spec catalog-and-ordering §4 Repeat order, §5 Repeat order texts): when the
 * order's pickup point no longer serves, an alert says so; when the basket is not empty, a
 * confirm asks to clear it. The order's products are then fetched as they are now (price, state)
 * and put into the basket with their quantities; a product without maxPayBonus gets 100. The
 * receive type of the order (and its pickup point) is chosen again, and the basket opens.
 */
import { msg } from '@lingui/core/macro'
import { openDialog, showError, withBusy } from '../../../core/overlay.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { navigate } from '../../../core/state/ui.ts'
import { fetchProductsByIds, config, type Product } from '../common/index.ts'
import { basket, basketUrl, clearBasket, setBasketAmount } from '../basket/index.ts'
import {
  availableReceiveTypes,
  receive,
  receiveBranch,
  setPickup,
  setReceiveType,
} from '../receive/index.ts'
import type { Order } from './types.ts'

/** spec: repeated products get maxPayBonus 100 by default. */
export const REPEAT_MAX_PAY_BONUS = 100

export const repeatTexts = {
  pickupGone: msg`Unfortunately, we cannot repeat this order because the pickup point used in the order is not serving customers at the moment.`,
  basketTitle: msg`Items in the basket`,
  basketText: msg`To continue, the basket must be cleared`,
  cancel: msg`Cancel`,
  clear: msg`Clear`,
  nothingLeft: msg`None of these items can be ordered now.`,
}

/** The pickup point of a pickup order when it still serves (is among the brand's pickup points). */
export function servingPickupPoint(order: Order, branches: readonly Branch[]): Branch | null {
  if (order.receiveType !== 'pickup') return null
  const id = order.idPickupBranch
  return branches.find((b) => b.idBranch === id && b.isPickpoint !== false) ?? null
}

/** What get-products-by-ids gets for an order's products. */
export function repeatRequest(order: Order) {
  const products: number[] = []
  const variations: {
    id: number
    productAttributeValues: NonNullable<Order['products'][number]['productAttributeValues']>
  }[] = []
  for (const p of order.products) {
    if (p.productAttributeValues?.length) {
      variations.push({ id: p.id, productAttributeValues: p.productAttributeValues })
    } else products.push(p.id)
  }
  return { products, variations }
}

async function fill(order: Order): Promise<void> {
  const branches = (appData.data?.branches ?? []) as Branch[]
  const types = availableReceiveTypes(config.settings)
  if (order.receiveType === 'pickup' && types.includes('pickup')) {
    setReceiveType('pickup')
    const point = servingPickupPoint(order, branches)
    if (point && receive.pickup?.idBranch !== point.idBranch) setPickup(point)
  } else if (types.includes(order.receiveType)) {
    setReceiveType(order.receiveType)
  }
  const fresh = await withBusy((signal) =>
    fetchProductsByIds({ branch: receiveBranch(), ...repeatRequest(order) }, signal),
  )
  let added = 0
  for (const line of order.products) {
    const product = fresh.find((p) => p.id === line.id)
    if (!product || product.deleted || product.active === false) continue
    const item: Product = {
      ...product,
      maxPayBonus: product.maxPayBonus ?? line.maxPayBonus ?? REPEAT_MAX_PAY_BONUS,
    }
    setBasketAmount(item, line.qty)
    added++
  }
  if (!added) {
    openDialog({ text: repeatTexts.nothingLeft })
    return
  }
  navigate(basketUrl())
}

export function repeatOrder(order: Order): void {
  const branches = (appData.data?.branches ?? []) as Branch[]
  if (order.receiveType === 'pickup' && !servingPickupPoint(order, branches)) {
    openDialog({ text: repeatTexts.pickupGone })
    return
  }
  const run = () => fill(order).catch((error: unknown) => showError(error))
  if (basket.entries.length) {
    openDialog({
      title: repeatTexts.basketTitle,
      text: repeatTexts.basketText,
      buttons: [
        { text: repeatTexts.cancel, role: 'cancel' },
        {
          text: repeatTexts.clear,
          role: 'primary',
          onClick: () => {
            clearBasket()
            void run()
          },
        },
      ],
    })
    return
  }
  void run()
}
