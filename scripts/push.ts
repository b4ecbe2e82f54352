/**
 * Sends a push to a user of a brand through the running server's demo admin route
 * (POST admin/push, server/routes/push.ts), so a person can try web push on a real phone:
 *
 *   ADMIN_SECRET=demo npm start                                  # the server with its admin routes
 *   ADMIN_SECRET=demo npm run push -- --client coffee --phone +79990000001 \
 *     --title 'Подарок ждёт' [--text 'Круассан за 5 баллов'] [--entity gift --id 2] \
 *     [--server http://localhost:8080]
 *
 * The push is recorded (the notifications page lists it) and sent to every browser subscription
 * tagged as that user (the app subscribes once the customer allows notifications; real push
 * services need the app on https or localhost). Prints how many subscriptions took it.
 */
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    client: { type: 'string' },
    phone: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
    entity: { type: 'string' },
    id: { type: 'string' },
    server: { type: 'string', default: process.env.PUSH_SERVER ?? 'http://localhost:8080' },
  },
})

const secret = process.env.ADMIN_SECRET
if (!values.client || !values.phone || !values.title || !secret) {
  console.error(
    'usage: ADMIN_SECRET=… npm run push -- --client <client> --phone <phone> --title <title> ' +
      '[--text <text>] [--entity news|action|gift|coupon|order --id <id>] [--server <url>]\n' +
      '(the server must run with the same ADMIN_SECRET)',
  )
  process.exit(2)
}

const url = new URL('/rest/mobile/v53/admin/push', values.server)
url.searchParams.set('client', values.client)
const response = await fetch(url, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Admin-Secret': secret },
  body: JSON.stringify({
    phone: values.phone,
    title: values.title,
    ...(values.text ? { text: values.text } : {}),
    ...(values.entity ? { entity: values.entity } : {}),
    ...(values.id ? { id: values.id } : {}),
  }),
}).catch((error: unknown) => {
  console.error(`[push] ${url.origin} is not reachable: ${String(error)}`)
  process.exit(1)
})
const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
if (!response.ok) {
  console.error(`[push] ${response.status}: ${String(answer.message ?? response.statusText)}`)
  process.exit(1)
}
const push = answer.push as { id: number } | undefined
console.log(
  `[push] recorded as #${push?.id}; delivered to ${String(answer.delivered)} subscription(s)` +
    (answer.failed ? `, ${String(answer.failed)} failed` : ''),
)
