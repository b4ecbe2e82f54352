/**
 * Push handling in the shell (spec shell-data §6 "Push handling"). A click on a notification
 * reaches the page two ways: the service worker (public/push-sw.js) posts
 * `{type: 'push-click', message}` to an open window, or opens the app with `?push=<json>` when no
 * window is open (src/app/push.ts, in the first chunk, takes both). This file, loaded only when a
 * push comes, runs the spec's order:
 *
 * 1. ignore it when it says so (ignoreIfNotInDomain) and names another domain;
 * 2. wait while the splash shows (app data, modules), then 500 ms more;
 * 3. another domain with the related module enabled: ask for the switch (`related:switch`,
 *    no confirmation) and handle the push again once the new domain's app data is in (a switch
 *    that can't happen shows the alert below instead);
 * 4. a named entity (`gift-3`): raise `push:<entity>` `{id}` and call `onPush` of the module
 *    that lists the entity in `pushEntities`; nobody takes it -> the alert below;
 * 5. otherwise an alert dialog with the title and body.
 *
 * A push the server recorded (`additionalData.pushId`) is marked opened (POST push-opened) once it
 * is handled in its own domain.
 */
import { subscribe } from 'valtio'
import { registry } from '../../registry/index.ts'
import { request } from '../core/api/client.ts'
import { appEvents, emit, on, pushEvent } from '../core/events.ts'
import { openDialog } from '../core/overlay.ts'
import { RELATED_SWITCH, type PushMessage, type RelatedSwitchRequest } from '../core/push.ts'
import { decidePush } from '../core/push-decide.ts'
import { appData, isLoggedIn } from '../core/state/app-data.ts'
import { session } from '../core/state/session.ts'
import { ui } from '../core/state/ui.ts'
import { recordStatistic } from '../core/telemetry/statistics.ts'

/** spec: after the splash hides, handling waits 500 ms more. */
export const PUSH_AFTER_SPLASH = 500
/** How long a push waits for the app (or a domain switch) before it is dropped. */
export const PUSH_WAIT_LIMIT = 30_000

let appliedData: () => Promise<void> = () => Promise.resolve()

/** `applied` resolves when the latest app data has been applied (modules loaded). */
export function configurePushHandler(applied: () => Promise<void>): void {
  appliedData = applied
}

function appReady(): boolean {
  return ui.startup.phase === 'ready' && registry.ready && !!appData.data
}

/** Resolves when `check` holds (re-checked on every store change), or false after `limit` ms. */
function waitFor(check: () => boolean, limit = PUSH_WAIT_LIMIT): Promise<boolean> {
  if (check()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const stops: (() => void)[] = []
    const finish = (ok: boolean) => {
      stops.forEach((stop) => stop())
      resolve(ok)
    }
    const test = () => {
      if (check()) finish(true)
    }
    stops.push(subscribe(ui, test), subscribe(registry, test), subscribe(appData, test))
    const timer = setTimeout(() => finish(false), limit)
    stops.push(() => clearTimeout(timer))
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function whenSplashHidden(): Promise<boolean> {
  if (appReady()) return true
  const ready = await waitFor(appReady)
  if (ready) await sleep(PUSH_AFTER_SPLASH)
  return ready
}

/** Asks the related module to switch; resolves once the new domain's modules are loaded. */
function switchDomainFor(domain: string): Promise<boolean> {
  let stop = () => {}
  // The new domain's app data is in when app-data:loaded follows the switch.
  const loaded = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PUSH_WAIT_LIMIT)
    const off = on(appEvents.appDataLoaded, () => resolve(true))
    stop = () => {
      clearTimeout(timer)
      off()
    }
  })
  const switched = new Promise<boolean>((resolve) => {
    const request: RelatedSwitchRequest = { domain, done: resolve }
    setTimeout(() => resolve(false), PUSH_WAIT_LIMIT)
    emit(RELATED_SWITCH, request)
  })
  return switched
    .then(async (ok) => {
      if (!ok || !(await loaded) || session.domain !== domain) return false
      if (!(await waitFor(appReady))) return false
      await appliedData()
      return true
    })
    .finally(stop)
}

function alertPush(message: PushMessage): void {
  const title = message.title?.trim() ?? ''
  const body = message.body?.trim() ?? ''
  if (title || body) openDialog({ title: title || undefined, text: body || undefined })
}

/** spec: the notification is marked opened (the server's record, when it has one). */
function markOpened(message: PushMessage): void {
  const id = message.additionalData?.pushId
  if (!id || !isLoggedIn(appData.data)) return
  request('push-opened', { method: 'POST', body: { id } }).catch(() => undefined)
}

/** Handles a click on a push (or a foreground push handled as a click). */
export async function handlePushClick(message: PushMessage, switched = false): Promise<void> {
  // The ignore rule does not need the app: decide it before waiting.
  const early = decidePush(message, { domain: session.domain, canSwitchDomain: false })
  if (early.kind === 'ignore' && message.additionalData?.ignoreIfNotInDomain) return
  if (!(await whenSplashHidden())) return
  const decision = decidePush(message, {
    domain: session.domain,
    canSwitchDomain: !switched && !!registry.modules.related,
  })
  switch (decision.kind) {
    case 'ignore':
      return
    case 'switch': {
      // A region that can't be switched to: the customer still sees the message.
      if (await switchDomainFor(decision.domain)) await handlePushClick(message, true)
      else alertPush(message)
      return
    }
    case 'entity': {
      markOpened(message)
      recordStatistic('push-open', message.additionalData?.pushId ?? decision.id ?? null)
      emit(pushEvent(decision.entity), { id: decision.id })
      const taker = Object.values(registry.modules).find((m) =>
        m.descriptor.pushEntities?.includes(decision.entity),
      )
      if (taker?.descriptor.onPush) taker.descriptor.onPush(decision.entity, decision.id)
      else alertPush(message)
      return
    }
    case 'alert':
      markOpened(message)
      recordStatistic('push-open', message.additionalData?.pushId ?? null)
      alertPush(message)
  }
}
