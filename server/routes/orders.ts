/**
 * Ordering calls — spec (catalog-and-ordering §7): POST place-order {order} -> {order,
 * additionalAction?}; POST user-orders {limit, page} -> {total, items}. Signed-in users only.
 * Logic in server/orders/.
 */
import type { Context, Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { returnUrlCheck } from '../orders/return-urls.ts'
import { ApiFailure, ok } from '../http.ts'
import { placeOrder, type PlaceOrderBody } from '../orders/place.ts'
import { expireUnpaid } from '../orders/expiry.ts'
import { userOrders } from '../orders/status.ts'
import { orderAnswer } from '../orders/view.ts'
import { validateBody } from '../validation.ts'

function signedIn(c: Context<ApiEnv>): number {
  const idUser = c.var.session?.idUser
  if (!idUser) throw new ApiFailure(401, 'need_register', 'needRegister')
  return idUser
}

/** The server's own origin as the client reached it (node-server builds the URL from Host). */
export function serverOrigin(c: Context): string {
  return new URL(c.req.url).origin
}

export function ordersRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/place-order', async (c) => {
    const idUser = signedIn(c)
    const body = validateBody<PlaceOrderBody>('place-order', await readJson(c), c.var.locale)
    const own = serverOrigin(c)
    const result = await placeOrder(deps.db, c.var.brand, idUser, body, {
      // The brand's own app origins, never the request's Origin header (an open redirect).
      returnUrlAllowed: returnUrlCheck(c.var.brand, c.req.url, deps.baseHost),
      serverOrigin: own,
    })
    return ok(c, {
      order: result.order,
      ...(result.additionalAction ? { additionalAction: result.additionalAction } : {}),
    })
  })

  api.post('/user-orders', async (c) => {
    const idUser = signedIn(c)
    const body = validateBody<{ limit: number; page: number }>(
      'user-orders',
      await readJson(c),
      c.var.locale,
    )
    // An online order whose payment time ran out is shown cancelled, not «Новый» for ever.
    await deps.db.transaction((tx) => expireUnpaid(tx, c.var.brand.client, idUser))
    const { total, rows, orderable } = await userOrders(
      deps.db,
      c.var.brand.client,
      idUser,
      body.limit,
      body.page,
    )
    const items = rows.map((r) =>
      orderAnswer(
        r,
        r.products.every((p) => orderable.has(p.id)),
      ),
    )
    return ok(c, { total, items })
  })
}
