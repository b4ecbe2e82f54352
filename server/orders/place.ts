/**
 * place-order (catalog-and-ordering §7, §4 Checkout sequence, §8 checkout errors). The server
 * never trusts the client's money: it prices every line at the receive branch from its own
 * catalog, applies the pickup discount, the delivery fee and the points rules, checks the stock,
 * the delivery zone, the hours and the payment type, and spends the points through the loyalty
 * ledger in the same transaction. The user's row is locked first, so submits of one user queue
 * up: a repeated submit with the same idempotency key finds the order the first one created and
 * gets the same answer, and points are never spent twice.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { CatalogSettings } from '../../src/shared/settings/catalog.ts'
import type { Brand } from '../brand.ts'
import { priceAt, type ProductRow } from '../catalog/products.ts'
import type { Db, Queryable } from '../db/db.ts'
import { ApiFailure } from '../http.ts'
import { balanceOf, lockUser, openLedger, settleBurns, spend } from '../loyalty/ledger.ts'
import { brandModuleSettings } from '../module-settings.ts'
import { loadBranches } from '../routes/app-data.ts'
import {
  byOrder,
  maxPoints,
  orderTotals,
  paymentTypesFor,
  pointsForUnits,
  roundMoney,
  type PaymentType,
  type PricedLine,
  type ReceiveType,
} from './pricing.ts'
import { orderNow } from './clock.ts'
import { expireUnpaid, paymentDeadline, pendingOrder } from './expiry.ts'
import { checkOrderTime, checkZone, receiveHours, type HoursBranch } from './rules.ts'
import { orderAnswer, type OrderRow } from './view.ts'

export interface OrderInput {
  receiveType: ReceiveType
  toBranch?: number | null
  products: { product_id: number; count: number; paidByBonus?: number }[]
  paidByBonus?: number
  paymentType?: number | string | null
  address?: string | null
  lat?: number | string | null
  lng?: number | string | null
  room?: string | null
  domofon?: string | null
  entrance?: string | null
  floor?: string | null
  name?: string | null
  phone?: string | null
  email?: string | null
  comment?: string | null
  time?: number | null
  successUrl?: string | null
  failUrl?: string | null
}

export interface PlaceOrderBody {
  idempotencyKey: string
  order: OrderInput
}

export interface PlaceContext {
  /** Whether a payment return url leads to the brand's own app (orders/return-urls.ts). */
  returnUrlAllowed: (url: string | null | undefined) => boolean
  /** The server's own origin: the sandbox payment page lives there. */
  serverOrigin: string
  now?: number
}

type FailureKey = ConstructorParameters<typeof ApiFailure>[2]

const fail = (status: 400 | 403 | 409 | 422, code: string, key: FailureKey) =>
  new ApiFailure(status, code, key)
function newFailure(
  status: 400 | 403 | 409 | 422,
  code: string,
  key: FailureKey,
  params: Record<string, string | number> = {},
) {
  return new ApiFailure(status, code, key, params)
}

/** The order's request as the idempotency check compares it (key order fixed, trimmed). */
export function requestHash(order: OrderInput): string {
  const norm = {
    ...order,
    products: [...order.products]
      .map((p) => ({ id: p.product_id, count: p.count, bonus: p.paidByBonus ?? 0 }))
      .sort((a, b) => a.id - b.id),
  }
  const keys = Object.keys(norm).sort()
  return createHash('sha256')
    .update(JSON.stringify(norm, keys.concat(['id', 'count', 'bonus'])))
    .digest('hex')
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '') || null

/**
 * The brand's catalog settings as the app's catalog receives them (schema defaults filled in);
 * null when the brand has no catalog or settings the schema refuses (the app then shows none).
 */
export function catalogSettingsOf(brand: Brand): CatalogSettings | null {
  return brandModuleSettings(brand.settings, 'catalog')
}

function receiveTypes(settings: CatalogSettings): ReceiveType[] {
  const types: ReceiveType[] = []
  if (settings.delivery) types.push('delivery')
  if (settings.pickup) types.push('pickup')
  return types.length ? types : ['delivery']
}

function allowedFor(allow: string | null, receive: ReceiveType): boolean {
  if (allow === 'off') return false
  if (allow === 'onlyPickup') return receive === 'pickup'
  if (allow === 'onlyDelivery') return receive === 'delivery'
  return true
}

const COLUMNS = `id, category_id, parent_id, name, description, price, prices, amounts, label,
  badges, images, active, deleted, allow_basket, max_pay_bonus, show_price, params,
  attribute_values, sort`

/** The most units of one product an order may hold (the schema's per-line maximum). */
export const MAX_PER_PRODUCT = 99

/** The lines at the branch, or the failure the first unsellable line gives. */
async function priceLines(
  tx: Queryable,
  client: string,
  input: OrderInput,
  branch: number,
): Promise<{ lines: PricedLine[]; rows: Map<number, ProductRow & { parent?: ProductRow }> }> {
  const counts = new Map<number, { count: number; bonus: number }>()
  for (const p of input.products) {
    const prev = counts.get(p.product_id) ?? { count: 0, bonus: 0 }
    counts.set(p.product_id, {
      count: prev.count + p.count,
      bonus: prev.bonus + (p.paidByBonus ?? 0),
    })
  }
  const ids = [...counts.keys()]
  // Locked: two orders for the last units of a product cannot both take them.
  const rows = await tx.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog_products
      WHERE client = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)
      ORDER BY id FOR UPDATE`,
    [client, JSON.stringify(ids)],
  )
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((x): x is number => x != null))]
  const parents = parentIds.length
    ? await tx.query<ProductRow>(
        `SELECT ${COLUMNS} FROM catalog_products
          WHERE client = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
        [client, JSON.stringify(parentIds)],
      )
    : []
  const withVariations = new Set(
    (
      await tx.query<{ parent_id: number }>(
        `SELECT DISTINCT parent_id FROM catalog_products
          WHERE client = $1 AND parent_id IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
        [client, JSON.stringify(ids)],
      )
    ).map((r) => r.parent_id),
  )
  const byId = new Map<number, ProductRow & { parent?: ProductRow }>()
  const lines: PricedLine[] = []
  for (const [id, { count, bonus }] of counts) {
    const row = rows.find((r) => r.id === id)
    const parent = row?.parent_id != null ? parents.find((p) => p.id === row.parent_id) : undefined
    const gone =
      !row ||
      row.deleted ||
      !row.active ||
      (row.parent_id != null && (!parent || parent.deleted || !parent.active)) ||
      // a variation group is ordered by its variations, never by the parent row
      withVariations.has(id)
    if (gone) throw fail(409, 'products_changed', 'orderProductsChanged')
    if (!allowedFor((parent ?? row).allow_basket, input.receiveType)) {
      throw fail(409, 'not_for_sale', 'orderNotForSale')
    }
    // 99 per line holds per product too: two lines of one product count together.
    if (count > MAX_PER_PRODUCT) {
      throw newFailure(400, 'too_many', 'orderTooManyOfProduct', {
        name: parent?.name ?? row.name,
        max: MAX_PER_PRODUCT,
      })
    }
    const stock = row.amounts?.[String(branch)]
    if (stock !== undefined && count > Number(stock)) {
      throw newFailure(409, 'sold_out', 'orderSoldOut', { name: parent?.name ?? row.name })
    }
    if (bonus > count) throw fail(400, 'bad_points', 'orderBadPoints')
    byId.set(id, { ...row, parent })
    lines.push({
      id,
      unitPrice: priceAt(row, branch),
      count,
      maxPayBonus: Number(row.max_pay_bonus ?? 100),
      paidByBonus: bonus,
    })
  }
  return { lines, rows: byId }
}

/** The branch that receives the order: the pickup point, or the one whose zone holds the address. */
async function receiveBranch(tx: Queryable, client: string, input: OrderInput, s: CatalogSettings) {
  const branches = await loadBranches(tx, client)
  if (!branches.length) throw fail(422, 'no_branch', 'orderNoBranch')
  const chosen = branches.find((b) => b.idBranch === input.toBranch)
  if (input.receiveType === 'pickup') {
    if (!chosen) throw fail(400, 'branch_required', 'orderBranchRequired')
    return chosen
  }
  if (!clean(input.address)) throw fail(400, 'address_required', 'orderAddressRequired')
  if (!s.delivery?.checkZone) return chosen ?? branches[0]!
  const zone = checkZone(
    { lat: input.lat, lng: input.lng },
    branches.map((b) => ({
      idBranch: b.idBranch,
      lat: b.lat,
      lng: b.lng,
      shape: (b as Record<string, unknown>).shape,
    })),
  )
  const required = s.delivery.checkZoneRequired === true
  if (zone.status === 'in') return branches.find((b) => b.idBranch === zone.idBranch)!
  if (zone.status === 'out') throw fail(422, 'out_of_zone', 'orderOutOfZone')
  if (zone.status === 'inexact' && required) throw fail(422, 'address_inexact', 'orderInexact')
  if (zone.status === 'failed' && required) throw fail(422, 'zone_check_failed', 'orderZoneFailed')
  return chosen ?? branches[0]!
}

export interface PlaceResult {
  order: ReturnType<typeof orderAnswer>
  additionalAction?: {
    type: 'payment'
    params: { url: string; successUrl: string; failUrl: string }
  }
  /** The answer of an earlier submit with the same key. */
  repeated: boolean
}

function answerOf(row: OrderRow, ctx: PlaceContext, repeated: boolean): PlaceResult {
  const out: PlaceResult = { order: orderAnswer(row), repeated }
  if (row.payment_key && row.payment_status === 'wait' && row.success_url && row.fail_url) {
    out.additionalAction = {
      type: 'payment',
      params: {
        url: `${ctx.serverOrigin}/sandbox/pay/${row.id}?key=${row.payment_key}`,
        successUrl: row.success_url,
        failUrl: row.fail_url,
      },
    }
  }
  return out
}

export async function placeOrder(
  db: Db,
  brand: Brand,
  idUser: number,
  body: PlaceOrderBody,
  ctx: PlaceContext,
): Promise<PlaceResult> {
  const settings = catalogSettingsOf(brand)
  if (!settings || settings.showBasket === false) throw fail(403, 'ordering_off', 'orderingOff')
  const input = body.order
  const client = brand.client
  const hash = requestHash(input)
  const now = ctx.now ?? orderNow()

  return db.transaction(async (tx) => {
    // Submits of one user queue up here: the second sees what the first wrote.
    await lockUser(tx, client, idUser)
    const [existing] = await tx.query<OrderRow>(
      'SELECT * FROM orders WHERE client = $1 AND id_user = $2 AND idempotency_key = $3',
      [client, idUser, body.idempotencyKey],
    )
    if (existing) {
      if (existing.request_hash !== hash) {
        throw fail(409, 'idempotency_conflict', 'orderIdempotencyConflict')
      }
      return answerOf(existing, ctx, true)
    }
    // Abandoned payments (./expiry.ts): the ones past their time are cancelled; a retry of the
    // same order while its payment is still awaited gets that order and its payment page again
    // (a new key each time the app starts over must not leave a trail of open orders).
    await expireUnpaid(tx, client, idUser, now)
    const pending = await pendingOrder(tx, client, idUser, hash)
    if (pending) return answerOf(pending, ctx, true)

    const receive = input.receiveType
    if (!receiveTypes(settings).includes(receive)) {
      throw fail(422, 'receive_unavailable', 'orderReceiveUnavailable')
    }
    const branch = await receiveBranch(tx, client, input, settings)

    const schedule = receive === 'pickup' ? settings.pickup : settings.delivery
    if (schedule?.askTime && input.time == null)
      throw fail(400, 'time_required', 'orderTimeRequired')
    const time = checkOrderTime(
      receiveHours(schedule, branch as HoursBranch),
      input.time ?? null,
      now,
      brand.settings,
    )
    if (time === 'closed') throw fail(422, 'closed', 'orderClosed')
    if (time === 'bad_time') throw fail(422, 'bad_time', 'orderBadTime')

    const { lines, rows } = await priceLines(tx, client, input, branch.idBranch)
    const money = {
      decimal: Number(brand.settings.decimal ?? 0),
      decimalRoundingRule: String(brand.settings.decimalRoundingRule ?? 'default'),
    }
    const totals = orderTotals(lines, receive, settings, money)
    if (totals.belowMinOrder) throw fail(422, 'below_min_order', 'orderBelowMinOrder')

    // Points: the balance as the ledger has it now (the user's row is locked).
    const unitPoints = lines.some((l) => l.paidByBonus > 0)
    const orderPoints = input.paidByBonus ?? 0
    let points = 0
    if (unitPoints || orderPoints > 0) {
      if (!settings.payByBonus) throw fail(422, 'points_off', 'orderPointsOff')
      if (byOrder(settings) ? unitPoints : orderPoints > 0) {
        throw fail(400, 'bad_points', 'orderBadPoints')
      }
      await openLedger(tx, client, idUser)
      await settleBurns(tx, client, idUser)
      const { bonus } = await balanceOf(tx, client, idUser)
      const max = maxPoints(lines, totals.discountPercent, bonus, settings)
      points = byOrder(settings) ? orderPoints : pointsForUnits(lines, totals.discountPercent)
      if (points > bonus) {
        throw newFailure(409, 'insufficient_points', 'insufficientPoints', {
          missing: roundMoney(points - bonus, { decimal: 2 }),
        })
      }
      if (points > max) throw newFailure(422, 'points_too_many', 'orderPointsTooMany', { max })
    }

    // Payment type (spec §5: must be chosen when types exist; email when it needs one).
    const offered = paymentTypesFor(settings.paymentTypeList, receive)
    let payment: PaymentType | null = null
    if (offered.length) {
      payment = offered.find((t) => String(t.id) === String(input.paymentType ?? '')) ?? null
      if (!payment) throw fail(422, 'payment_type_required', 'orderPaymentTypeRequired')
      if (payment.needEmail && !clean(input.email)) {
        throw fail(422, 'email_required', 'orderEmailRequired')
      }
    }
    const toPay = roundMoney(totals.total - points, money)
    const online = Boolean(payment?.online) && toPay > 0
    if (
      online &&
      !(ctx.returnUrlAllowed(input.successUrl) && ctx.returnUrlAllowed(input.failUrl))
    ) {
      throw fail(400, 'bad_return_url', 'orderBadReturnUrl')
    }

    const [{ id } = { id: 0 }] = await tx.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('orders', 'id'))::integer AS id`,
    )
    const orderNum = String(1000 + id)
    const products = lines.map((l) => {
      const row = rows.get(l.id)!
      return {
        id: l.id,
        name: row.parent?.name ?? row.name,
        qty: l.count,
        price: l.unitPrice,
        cost: roundMoney(l.unitPrice * l.count, money),
        paidByBonus: l.paidByBonus,
        maxPayBonus: l.maxPayBonus,
        images: row.images?.length ? row.images : (row.parent?.images ?? []),
        productAttributeValues: row.attribute_values ?? [],
      }
    })
    const delivery =
      receive === 'delivery'
        ? {
            address: clean(input.address),
            lat: input.lat != null ? Number(input.lat) : null,
            lng: input.lng != null ? Number(input.lng) : null,
            room: clean(input.room),
            domofon: clean(input.domofon),
            entrance: clean(input.entrance),
            floor: clean(input.floor),
            toBranch: branch.idBranch,
          }
        : null
    const [row] = await tx.query<OrderRow>(
      `INSERT INTO orders (id, client, id_user, idempotency_key, request_hash, order_num,
         receive_type, id_branch, payment_type, payment_status, payment_key, success_url, fail_url,
         subtotal, discount, cost_delivery, payed_bonuses, to_pay, delivery, name, phone, email,
         comment, order_time, products, payment_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19::jsonb, $20, $21, $22, $23, $24, $25::jsonb, $26)
       RETURNING *`,
      [
        id,
        client,
        idUser,
        body.idempotencyKey,
        hash,
        orderNum,
        receive,
        branch.idBranch,
        payment
          ? JSON.stringify({
              id: payment.id,
              name: payment.name ?? '',
              online: Boolean(payment.online),
            })
          : null,
        toPay <= 0 ? 'paid' : 'wait',
        online ? randomBytes(16).toString('hex') : null,
        online ? input.successUrl : null,
        online ? input.failUrl : null,
        totals.subtotal,
        totals.discount,
        totals.deliveryFee,
        points,
        toPay,
        delivery ? JSON.stringify(delivery) : null,
        clean(input.name),
        clean(input.phone),
        clean(input.email),
        clean(input.comment),
        input.time != null ? new Date(input.time).toISOString() : null,
        JSON.stringify(products),
        online ? paymentDeadline(now).toISOString() : null,
      ],
    )
    // Stock is taken at the branch (a branch not listed has no limit).
    for (const l of lines) {
      const stock = rows.get(l.id)!.amounts?.[String(branch.idBranch)]
      if (stock === undefined) continue
      await tx.query(
        `UPDATE catalog_products SET amounts = jsonb_set(amounts, ARRAY[$3::text], to_jsonb($4::integer))
          WHERE client = $1 AND id = $2`,
        [client, l.id, String(branch.idBranch), Number(stock) - l.count],
      )
    }
    if (points > 0) {
      // The order and its operation are linked by orders.id_operation; the operation's comment
      // is the customer's to read, never an internal reference (issue 12: «Комментарий: order:6»).
      const [op] = await tx.query<{ id: number }>(
        `INSERT INTO loyalty_operations (client, id_user, type, reason, branch_name)
         VALUES ($1, $2, 'out', $3, $4) RETURNING id`,
        [client, idUser, `Оплата заказа №${orderNum}`, branch.name],
      )
      await spend(tx, client, idUser, points, op!.id)
      await tx.query('UPDATE orders SET id_operation = $2 WHERE id = $1', [id, op!.id])
      row!.id_operation = op!.id
    }
    return answerOf(row!, ctx, false)
  })
}
