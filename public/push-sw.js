/*
 * Push notifications in the service worker (imported by the generated worker through workbox's
 * importScripts). The page's side is src/app/push.ts; the message shape is src/core/push.ts.
 *
 * - push: the payload is JSON {title, body, additionalData, url?}. When a window of the app has
 *   the focus and the push is silent or a bonus one, it is not displayed: the window handles it
 *   as a click (spec shell-data §6 "Foreground"). Otherwise a notification shows it.
 * - notificationclick: closes it (marks it opened), then focuses an open window and posts
 *   {type: 'push-click', message}; with no window, opens the app at `url` (or the worker's
 *   scope) with ?push=<json>.
 * - pushsubscriptionchange: the browser replaced (or dropped) the subscription: subscribe again
 *   with the same server key, then tell the open windows (`{type: 'push-subscription-change'}`),
 *   which send the new one with set-user-push-token (src/modules/notifications/subscription.ts;
 *   with no window open, the next start compares it with the stored token and sends it).
 */

function readPush(event) {
  if (!event.data) return null
  try {
    return event.data.json()
  } catch {
    return { body: event.data.text() }
  }
}

function handledInForeground(message) {
  const extra = (message && message.additionalData) || {}
  const entity = String(extra.connectedEntity || '').toLowerCase()
  return (
    extra.silent === true ||
    extra.silent === 'true' ||
    entity === 'bonus' ||
    entity.startsWith('bonus-')
  )
}

async function appWindows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true })
}

async function onPush(message) {
  if (!message) return
  const windows = await appWindows()
  const focused = windows.find((w) => w.focused)
  if (focused && handledInForeground(message)) {
    focused.postMessage({ type: 'push-click', message })
    return
  }
  if (
    message.additionalData &&
    (message.additionalData.silent === true || message.additionalData.silent === 'true')
  ) {
    return
  }
  await self.registration.showNotification(message.title || '', {
    body: message.body || '',
    data: message,
    tag: message.additionalData && message.additionalData.connectedEntity,
  })
}

async function onClick(notification) {
  const message = notification.data || { title: notification.title, body: notification.body }
  notification.close()
  const windows = await appWindows()
  const target = windows[0]
  if (target) {
    target.postMessage({ type: 'push-click', message })
    // Focusing may be refused (no user activation): the window has the message either way.
    await target.focus().catch(() => undefined)
    return
  }
  const url = new URL(message.url || self.registration.scope, self.registration.scope)
  url.searchParams.set('push', JSON.stringify({ ...message, url: undefined }))
  await self.clients.openWindow(url.toString())
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(readPush(event)))
})

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onClick(event.notification))
})

async function onSubscriptionChange(event) {
  const old = event.oldSubscription
  const key = old && old.options && old.options.applicationServerKey
  if (!event.newSubscription && key) {
    await self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .catch(() => null)
  }
  const windows = await appWindows()
  for (const w of windows) w.postMessage({ type: 'push-subscription-change' })
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(onSubscriptionChange(event))
})
