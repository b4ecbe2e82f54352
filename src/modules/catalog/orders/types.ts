/** An order as user-orders and place-order return it (spec catalog-and-ordering §3 Order, Order product). */

export type OrderStatus = 'new' | 'process' | 'done' | 'cancel'

export interface OrderProduct {
  id: number
  name: string
  qty: number
  cost: number
  /** Percent of the price points may pay; a repeated product gets 100 when absent (spec §4). */
  maxPayBonus?: number
  images?: (string | number)[]
  productAttributeValues?: {
    attributeId: number
    attributeName: string
    valueId: number
    valueName: string
  }[]
}

export interface Order {
  id: number
  orderNum: string
  orderDate: string
  status: OrderStatus | string
  toPay: number
  receiveType: 'delivery' | 'pickup'
  payType?: number | string | null
  paymentType?: { name: string } | null
  /** paid, wait (failed: an online payment was refused) */
  paymentStatus: 'paid' | 'wait' | 'failed' | string
  idPickupBranch?: number | null
  deliveryAddress?: string | null
  delivery?: {
    address?: string | null
    lat?: number | null
    lng?: number | null
    room?: string | null
    domofon?: string | null
    entrance?: string | null
    floor?: string | null
    toBranch?: number | null
  } | null
  comment?: string | null
  products: OrderProduct[]
  costDelivery: number
  payedBonuses: number
  discount: number
  repeatable?: boolean
}

/** spec §4 Order status: the bar shows while the latest order is new or process. */
export function isActiveStatus(status: string | null | undefined): boolean {
  return status === 'new' || status === 'process'
}
