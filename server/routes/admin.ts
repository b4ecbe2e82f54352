/**
 * Demo admin calls, for demos and e2e tests only: off unless the server runs with ADMIN_SECRET,
 * and every call must carry it in the `X-Admin-Secret` header (403 otherwise).
 *
 *   POST admin/catalog/product {id, price?, prices?, amounts?, active?, deleted?, remove?}
 *     price sets the base price and drops the per-branch prices (unless `prices` is given too);
 *     remove: true deletes the row, so the product vanishes from get-products-by-ids.
 *   POST admin/orders/{id}/status {status}
 *     moves an order on: new -> process -> done, or cancel from new/process (points come back).
 *   POST admin/orders/clock {now}
 *     the clock place-order checks the hours against (ms, runs on from there; null: real time).
 *   POST admin/update {version, required?}
 *     offers an app update: settings.modules.update.version (null: none) and versionUpdateRequired.
 *   POST admin/news/fixture {active}
 *     adds (true) or takes away (false) the hostile-HTML test news (seed/news.ts hostileNews).
 */
import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { intParam } from '../guard.ts'
import { ApiFailure, ok } from '../http.ts'
import { setOrderClock } from '../orders/clock.ts'
import { setOrderStatus, type OrderStatus } from '../orders/status.ts'
import { orderAnswer } from '../orders/view.ts'
import { hostileNews, upsertNews } from '../seed/news.ts'
import { validateBody } from '../validation.ts'

interface AdminUpdateBody {
  version: { ios?: string; android?: string; pwa?: string } | null
  required?: boolean
}

interface AdminProductBody {
  id: number
  price?: number
  prices?: Record<string, number>
  amounts?: Record<string, number>
  active?: boolean
  deleted?: boolean
  remove?: boolean
}

/** Whether the `X-Admin-Secret` header carries ADMIN_SECRET (the demo push route uses it too). */
export function allowed(header: string | undefined): boolean {
  const secret = process.env.ADMIN_SECRET
  if (!secret || !header) return false
  const a = Buffer.from(secret)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function adminRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/admin/catalog/product', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<AdminProductBody>('admin-product', await readJson(c), c.var.locale)
    const client = c.var.brand.client
    if (body.remove) {
      const gone = await deps.db.query(
        'DELETE FROM catalog_products WHERE client = $1 AND (id = $2 OR parent_id = $2) RETURNING id',
        [client, body.id],
      )
      if (!gone.length) throw new ApiFailure(404, 'product_not_found', 'productNotFound')
      return ok(c, { removed: gone.length })
    }
    const prices = body.prices ?? (body.price !== undefined ? {} : null)
    const rows = await deps.db.query(
      `UPDATE catalog_products SET
         price = COALESCE($3, price),
         prices = COALESCE($4::jsonb, prices),
         amounts = COALESCE($5::jsonb, amounts),
         active = COALESCE($6, active),
         deleted = COALESCE($7, deleted)
       WHERE client = $1 AND id = $2 RETURNING id`,
      [
        client,
        body.id,
        body.price ?? null,
        prices ? JSON.stringify(prices) : null,
        body.amounts ? JSON.stringify(body.amounts) : null,
        body.active ?? null,
        body.deleted ?? null,
      ],
    )
    if (!rows.length) throw new ApiFailure(404, 'product_not_found', 'productNotFound')
    return ok(c, { updated: rows.length })
  })

  api.post('/admin/orders/:id/status', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<{ status: OrderStatus }>(
      'admin-order-status',
      await readJson(c),
      c.var.locale,
    )
    const id = intParam(c.req.param('id'), 'id', { min: 1 })
    if (id === undefined) throw new ApiFailure(404, 'order_not_found', 'orderNotFound')
    const row = await setOrderStatus(deps.db, c.var.brand.client, id, body.status)
    return ok(c, { order: orderAnswer(row) })
  })

  api.post('/admin/orders/clock', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<{ now: number | null }>(
      'admin-order-clock',
      await readJson(c),
      c.var.locale,
    )
    setOrderClock(body.now)
    return ok(c, { now: body.now ?? Date.now() })
  })

  api.post('/admin/news/fixture', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<{ active: boolean }>(
      'admin-news-fixture',
      await readJson(c),
      c.var.locale,
    )
    const client = c.var.brand.client
    if (body.active) await upsertNews(deps.db, client, hostileNews)
    else {
      await deps.db.query('UPDATE news SET active = false WHERE client = $1 AND id_news = $2', [
        client,
        hostileNews.idNews,
      ])
    }
    return ok(c, { idNews: hostileNews.idNews, active: body.active })
  })

  api.post('/admin/update', async (c) => {
    if (!allowed(c.req.header('X-Admin-Secret'))) {
      throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    }
    const body = validateBody<AdminUpdateBody>('admin-update', await readJson(c), c.var.locale)
    // settings.modules.update merged in the database: the version replaced (or removed), the
    // store links and texts kept.
    const offer = {
      ...(body.version && { version: body.version }),
      versionUpdateRequired: body.required ?? false,
    }
    const [row] = await deps.db.query<{ update: Record<string, unknown> }>(
      `UPDATE brands SET settings = jsonb_set(settings, '{modules}',
         COALESCE(settings->'modules', '{}'::jsonb) || jsonb_build_object('update',
           (COALESCE(settings->'modules'->'update', '{}'::jsonb) - 'version') || $2::jsonb))
       WHERE client = $1 RETURNING settings->'modules'->'update' AS update`,
      [c.var.brand.client, JSON.stringify(offer)],
    )
    const update = row?.update ?? offer
    return ok(c, { update })
  })
}
