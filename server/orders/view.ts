/**
 * An order as the app receives it (catalog-and-ordering §3 Order, Order product): the history
 * item and the detail are the same object.
 */
export interface OrderRow {
  [key: string]: unknown
  id: number
  client: string
  id_user: number
  idempotency_key: string
  request_hash: string
  order_num: string
  created_at: Date | string
  status: 'new' | 'process' | 'done' | 'cancel'
  receive_type: 'delivery' | 'pickup'
  id_branch: number | null
  payment_type: { id: number | string; name: string; online?: boolean } | null
  payment_status: 'paid' | 'wait' | 'failed'
  payment_key: string | null
  /** An online order waiting for its payment is cancelled after this (./expiry.ts). */
  payment_expires_at?: Date | string | null
  success_url: string | null
  fail_url: string | null
  subtotal: string | number
  discount: string | number
  cost_delivery: string | number
  payed_bonuses: string | number
  to_pay: string | number
  delivery: {
    address: string | null
    lat: number | null
    lng: number | null
    room: string | null
    domofon: string | null
    entrance: string | null
    floor: string | null
    toBranch: number | null
  } | null
  name: string | null
  phone: string | null
  email: string | null
  comment: string | null
  order_time: Date | string | null
  products: {
    id: number
    name: string
    qty: number
    price: number
    cost: number
    paidByBonus: number
    maxPayBonus?: number
    images: string[]
    productAttributeValues: {
      attributeId: number
      attributeName: string
      valueId: number
      valueName: string
    }[]
  }[]
  id_operation: number | null
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString())

/**
 * @param repeatable whether every product can still be ordered (computed by the caller from the
 *   catalog; an answer to place-order leaves it true).
 */
export function orderAnswer(row: OrderRow, repeatable = true) {
  return {
    id: row.id,
    orderNum: row.order_num,
    orderDate: iso(row.created_at),
    status: row.status,
    toPay: Number(row.to_pay),
    subtotal: Number(row.subtotal),
    receiveType: row.receive_type,
    payType: row.payment_type?.id ?? null,
    paymentType: row.payment_type ? { name: row.payment_type.name } : null,
    paymentStatus: row.payment_status,
    idPickupBranch: row.receive_type === 'pickup' ? row.id_branch : null,
    deliveryAddress: row.delivery?.address ?? null,
    delivery: row.delivery,
    comment: row.comment,
    name: row.name,
    phone: row.phone,
    time: iso(row.order_time),
    products: row.products.map((p) => ({
      id: p.id,
      name: p.name,
      qty: p.qty,
      cost: p.cost,
      maxPayBonus: p.maxPayBonus ?? 100,
      images: p.images,
      productAttributeValues: p.productAttributeValues,
    })),
    costDelivery: Number(row.cost_delivery),
    payedBonuses: Number(row.payed_bonuses),
    discount: Number(row.discount),
    repeatable,
  }
}

export type OrderView = ReturnType<typeof orderAnswer>
