/**
 * Fault injection for e2e (issue 10): one API call of the real server made to fail the way
 * networks and servers do. Only `page.route`: everything else talks to the real server.
 *
 *   const fault = await injectFault(page, 'place-order', 'timeout')
 *   await submit.click()
 *   await fault.sent                    // the app sent it; nothing will answer
 *   await page.clock.fastForward(100_000)
 *   await fault.release()
 */
import type { Page, Route } from '@playwright/test'

/**
 * `500`: a 500 page without the JSON envelope (a proxy in front of the server); `timeout`: no
 * answer at all (the app's own 100 s timer must end it); `offline`: the connection is lost;
 * `malformed`: a 200 that is not the answer (by default `{"status":"ok"}` without the fields the
 * call needs).
 */
export type Fault = '500' | 'timeout' | 'offline' | 'malformed'

/** The spec's texts (shell-data §8) in Russian, as the app shows them. */
export const faultTexts = {
  server: 'Произошла ошибка на сервере. Пожалуйста, попробуйте еще раз.',
  network:
    'Не удалось подключиться к серверу. Проверьте подключение к интернету или попробуйте позже.',
  timeout: 'Превышено время ожидания. Проверьте подключение к интернету или попробуйте позже.',
}

export interface InjectedFault {
  /** Resolves once the app has sent the call. */
  sent: Promise<void>
  /** Stops failing the call (and lets a held request go). */
  release: () => Promise<void>
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export async function injectFault(
  page: Page,
  call: string,
  fault: Fault,
  opts: { garbled?: string } = {},
): Promise<InjectedFault> {
  // `{id}` in a call stands for any numeric id (product/{id}/variation).
  const path = escape(call).replace(/\\\{id\\\}/g, '\\d+')
  const pattern = new RegExp(`/rest/mobile/v53/${path}(\\?|$)`)
  const sent = page
    .waitForRequest((r) => pattern.test(r.url()) && r.method() !== 'OPTIONS', { timeout: 20_000 })
    .then(() => undefined)
  sent.catch(() => undefined)
  const held: Route[] = []
  const handler = async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback()
    switch (fault) {
      case '500':
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
        })
      case 'malformed':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: opts.garbled ?? '{"status":"ok"}',
        })
      case 'offline':
        return route.abort('internetdisconnected')
      case 'timeout':
        // Never answered: the app's own timer has to give up.
        held.push(route)
        return
    }
  }
  await page.route(pattern, handler)
  return {
    sent,
    release: async () => {
      await page.unroute(pattern, handler)
      for (const route of held) await route.abort().catch(() => undefined)
    },
  }
}
