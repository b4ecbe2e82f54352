/** Ordering calls (spec catalog-and-ordering §7 place-order, user-orders). Stores call these. */
import { request } from '../../../core/api/client.ts'
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
  return request<PlaceOrderAnswer>('place-order', { method: 'POST', body, signal })
}
