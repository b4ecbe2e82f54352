/**
 * The sandbox payment page (ARCHITECTURE "a sandbox payment page answers place-order's
 * additionalAction"): place-order points an online payment at GET /sandbox/pay/{orderId}?key=…;
 * the page shows the order and two buttons. Pay marks the order paid, Fail refuses the payment
 * (the order is cancelled, its points come back); either redirects (303) to the successUrl or
 * failUrl place-order accepted (the brand's own app origins only, orders/return-urls.ts, checked
 * again here), with `order={id}` added. The key is
 * the order's random payment key: without it nobody else can pay or refuse the order.
 */
import type { Hono } from 'hono'
import { findBrand } from '../brand.ts'
import type { BaseEnv, Deps } from '../context.ts'
import { INT32_MAX } from '../guard.ts'
import { expireOrder } from '../orders/expiry.ts'
import { returnUrlCheck } from '../orders/return-urls.ts'
import { settlePayment } from '../orders/status.ts'
import type { OrderRow } from '../orders/view.ts'

const texts = {
  ru: {
    title: 'Тестовая оплата',
    order: 'Заказ №',
    amount: 'К оплате',
    note: 'Это тестовая платёжная страница: деньги не списываются.',
    pay: 'Оплатить',
    fail: 'Отказаться от оплаты',
    missing: 'Платёж не найден',
    done: 'Этот платёж уже обработан.',
    back: 'Вернуться в приложение',
  },
  en: {
    title: 'Test payment',
    order: 'Order #',
    amount: 'To pay',
    note: 'This is a test payment page: no money is taken.',
    pay: 'Pay',
    fail: 'Refuse the payment',
    missing: 'Payment not found',
    done: 'This payment has been processed already.',
    back: 'Back to the app',
  },
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** An order id the database can hold (anything else is simply not found). */
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id <= INT32_MAX

/** The return url with `order={id}` added. */
export function returnUrl(url: string, id: number): string {
  const u = new URL(url)
  u.searchParams.set('order', String(id))
  return u.toString()
}

function page(lang: 'ru' | 'en', body: string, status = 200) {
  const t = texts[lang]
  return new Response(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f6;color:#1c1c1e}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px}
h1{font-size:22px;margin:0 0 16px}p{margin:0 0 12px}.amount{font-size:28px;font-weight:700}
button,a.btn{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;
font:600 16px system-ui,sans-serif;cursor:pointer;text-align:center;line-height:48px;text-decoration:none}
.pay{background:#1a7f37;color:#fff}.fail{background:#eee;color:#b42318}
</style></head><body><main>${body}</main></body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  )
}

export function sandboxRoutes(app: Hono<BaseEnv>, deps: Deps) {
  app.get('/sandbox/pay/:id', async (c) => {
    const lang = c.var.locale
    const t = texts[lang]
    const id = Number(c.req.param('id'))
    const key = c.req.query('key') ?? ''
    // A payment whose time ran out is no longer offered (orders/expiry.ts).
    if (isRowId(id)) await expireOrder(deps.db, id)
    const [row] = isRowId(id)
      ? await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id])
      : []
    if (!row || !row.payment_key || row.payment_key !== key) {
      return page(lang, `<h1>${t.missing}</h1>`, 404)
    }
    if (row.payment_status !== 'wait') {
      const back = row.payment_status === 'paid' ? row.success_url : row.fail_url
      return page(
        lang,
        `<h1>${t.title}</h1><p>${t.done}</p>${
          back ? `<a class="btn pay" href="${escape(returnUrl(back, row.id))}">${t.back}</a>` : ''
        }`,
      )
    }
    const action = `/sandbox/pay/${row.id}?key=${encodeURIComponent(key)}`
    return page(
      lang,
      `<h1>${t.title}</h1>
<p>${t.order}${escape(row.order_num)}</p>
<p>${t.amount}: <span class="amount">${Number(row.to_pay)}</span></p>
<p>${t.note}</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="result" value="pay">
<button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="result" value="fail">
<button class="fail" type="submit">${t.fail}</button></form>`,
    )
  })

  app.post('/sandbox/pay/:id', async (c) => {
    const id = Number(c.req.param('id'))
    const key = c.req.query('key') ?? ''
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const paid = form.result === 'pay'
    if (isRowId(id)) await expireOrder(deps.db, id)
    const row = isRowId(id) ? await settlePayment(deps.db, id, key, paid) : null
    if (!row) return page(c.var.locale, `<h1>${texts[c.var.locale].missing}</h1>`, 404)
    const back = row.payment_status === 'paid' ? row.success_url : row.fail_url
    // Checked again against the brand's own origins (an order stored before the rule held).
    const brand = await findBrand(deps.db, row.client)
    const allowed = brand ? returnUrlCheck(brand, c.req.url, deps.baseHost) : () => false
    if (!back || !allowed(back)) {
      return page(c.var.locale, `<h1>${texts[c.var.locale].done}</h1>`)
    }
    return c.redirect(returnUrl(back, row.id), 303)
  })
}
