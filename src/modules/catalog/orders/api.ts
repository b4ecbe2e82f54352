/** Ordering calls (spec catalog-and-ordering §7 place-order, user-orders). Stores call these. */
import { fields, isRecord, request, type Envelope } from '../../../core/api/client.ts'
import type { Order } from './types.ts'

/** spec §9: the history page size is historyItemsPerPage, else 10. */
export const HISTORY_PAGE = 10

export async function fetchUserOrders(
  opts: { limit: number; page: number },
  signal?: AbortSignal,
): Promise<{ total: number; items: Order[] }> {
  const answer = await request<{ total?: number; items?: Order[] }>('user-orders', {
    method: 'POST',
    body: { limit: opts.limit, page: opts.page },
    signal,
    expect: fields({ items: 'array', total: 'number?' }),
  })
  const items = Array.isArray(answer?.items) ? answer.items : []
  return { total: typeof answer?.total === 'number' ? answer.total : items.length, items }
}

export interface AdditionalAction {
  type?: string
  params: { url: string; successUrl: string; failUrl: string }
}

export interface PlaceOrderAnswer {
  order?: Order
  additionalAction?: AdditionalAction
}

export async function placeOrder(
  body: { idempotencyKey: string; order: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<PlaceOrderAnswer> {
  return request<PlaceOrderAnswer>('place-order', {
    method: 'POST',
    body,
    signal,
    expect: isPlacedOrder,
  })
}

/**
 * Only an answer that carries the order (its id) or a payment step to finish it is a placed
 * order: anything else keeps the basket and shows the error (issue 10: a garbled answer said
 * «Спасибо за заказ!» and emptied the basket with no order made).
 */
export function isPlacedOrder(answer: Envelope): boolean {
  if (!isRecord(answer.order) || !fields({ id: 'id' })(answer.order)) return false
  const action = answer.additionalAction
  if (action === undefined || action === null) return true
  return (
    isRecord(action) &&
    isRecord(action.params) &&
    fields({ url: 'string', successUrl: 'string', failUrl: 'string' })(action.params)
  )
}
