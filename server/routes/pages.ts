/** GET pages — spec (accounts-loyalty §3 Info page, §7): `{pages: [{idContent, title, content}]}`. */
import type { Hono } from 'hono'
import type { ApiEnv, Deps } from '../context.ts'
import { ok } from '../http.ts'

export function pagesRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.get('/pages', async (c) => {
    const rows = await deps.db.query<{ id_content: number; title: string; content: string }>(
      'SELECT id_content, title, content FROM pages WHERE client = $1 ORDER BY sort, id_content',
      [c.var.brand.client],
    )
    return ok(c, {
      pages: rows.map((r) => ({ idContent: r.id_content, title: r.title, content: r.content })),
    })
  })
}
