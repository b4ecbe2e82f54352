/**
 * The place-order payload (spec catalog-and-ordering §3 Order payload): order {address, comment,
 * name, phone, products [{product_id, count, paidByBonus}], receiveType, toBranch, room, domofon,
 * entrance, floor, lat, lng, paymentType, email, paidByBonus}, plus the chosen time and the urls
 * the payment page returns to. No prices or totals: the server computes them. Pure.
 */
import type { ReceiveType } from '../receive/index.ts'
import type { BasketEntry } from '../common/index.ts'
import type { CheckoutFormData } from './store.ts'
import { catalogUrl } from '../common/index.ts'

/** The address as the delivery half stores it (address-{domain}, details-{domain}). */
export interface PayloadAddress {
  text?: string
  lat?: number
  lng?: number
  idBranch?: number | null
}

export interface PayloadDetails {
  room?: string
  domofon?: string
  entrance?: string
  floor?: string
  comment?: string
}

export interface PayloadInput {
  entries: readonly BasketEntry[]
  receive: ReceiveType
  /** The pickup point, or the branch that delivers. */
  branch: number | null
  address: PayloadAddress | null
  details: PayloadDetails | null
  form: CheckoutFormData
  /** By order: the points; by product: units per product id. */
  points:
    { type: 'order'; amount: number } | { type: 'product'; units: Map<number | string, number> }
  /** Where the payment page returns (successUrl, failUrl). */
  returnUrls: { successUrl: string; failUrl: string }
}

const text = (v: string | undefined | null) => (typeof v === 'string' && v.trim()) || null

export function orderPayload(input: PayloadInput): Record<string, unknown> {
  const { form } = input
  const friend = input.receive === 'delivery' && form.recipient === 'friend'
  const delivery = input.receive === 'delivery'
  const comment = [text(input.details?.comment), text(form.comment)].filter(Boolean).join('\n')
  return {
    receiveType: input.receive,
    toBranch: input.branch,
    products: input.entries.map((e) => ({
      product_id: e.product.id,
      count: e.amount,
      paidByBonus:
        input.points.type === 'product'
          ? Math.min(e.amount, input.points.units.get(e.product.id) ?? 0)
          : 0,
    })),
    paidByBonus: input.points.type === 'order' ? Math.max(0, Math.floor(input.points.amount)) : 0,
    paymentType: form.paymentType ?? null,
    address: delivery ? text(input.address?.text) : null,
    lat: delivery ? (input.address?.lat ?? null) : null,
    lng: delivery ? (input.address?.lng ?? null) : null,
    room: delivery ? text(input.details?.room) : null,
    domofon: delivery ? text(input.details?.domofon) : null,
    entrance: delivery ? text(input.details?.entrance) : null,
    floor: delivery ? text(input.details?.floor) : null,
    name: friend ? text(form.name) : null,
    phone: friend ? text(form.phone) : null,
    email: text(form.email),
    comment: comment || null,
    time: form.time ? Number(form.time) : null,
    successUrl: input.returnUrls.successUrl,
    failUrl: input.returnUrls.failUrl,
  }
}

/** spec: the payment page returns to the app; only the brand's query (client, host) is kept. */
export function paymentReturnUrls(loc: { origin: string; search: string }): {
  successUrl: string
  failUrl: string
} {
  const params = new URLSearchParams(loc.search)
  const kept = new URLSearchParams()
  for (const key of ['client', 'host']) {
    const v = params.get(key)
    if (v) kept.set(key, v)
  }
  const q = kept.toString() ? `?${kept}` : ''
  return {
    successUrl: `${loc.origin}${paymentUrl()}/success${q}`,
    failUrl: `${loc.origin}${paymentUrl()}/fail${q}`,
  }
}

export const paymentUrl = (): string => catalogUrl('payment')
