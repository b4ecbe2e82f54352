/**
 * App-wide events: how modules talk without importing each other's files
 * (e.g. `auth:login-requested`, `feedback:open`, `app-data:loaded`).
 *
 * One typed map, `AppEvents` (event name -> payload), types `on` and `emit`. Events more than one
 * module uses are declared here with their name in `appEvents`; an event of one module alone is
 * added by that module's `events.ts` through declaration merging:
 *
 *   declare module '../../core/events.ts' {
 *     interface AppEvents { 'news:open': { id: string } }
 *   }
 *
 * Every event name is spelled once (docs/adr/008-typed-module-contract.md).
 */
import type { AppData } from './state/types.ts'

/** Callbacks a sign-in request carries (the auth module runs them after sign-in). */
export interface LoginRequest {
  onLogin?: () => void
  onRegister?: () => void
}

/** A push's domain switch, asked of the related module. */
export interface RelatedSwitchRequest {
  domain: string
  /** Called with whether the switch happened. */
  done: (switched: boolean) => void
}

/** How often to ask for the bonus messages (spec accounts-loyalty §9). */
export interface MessagesRequest {
  tries?: number
  interval?: number
}

/** Event name -> payload; `undefined` where an event carries none. Modules extend it. */
export interface AppEvents {
  'app-data:loaded': AppData
  'app-data:failed': unknown
  'device:failed': unknown
  'auth:login': undefined
  'auth:logout': undefined
  /** The region (client domain) changed; payload: the new domain. */
  'domain:changed': string
  /** The active tab was tapped again on its root page; payload: the tab's module name. */
  'tab:reselected': string
  /** A menu/tab entry's `action`: opens the left side panel. */
  'panel:open': undefined
  'panel:close': undefined
  /** Ask the auth module for the sign-in popup. */
  'auth:login-requested': LoginRequest | undefined
  /** A push names another region: the related module switches (core/push.ts). */
  'related:switch': RelatedSwitchRequest
  /** Opens the bonus card popup (bonus; the stamp card's reward button asks for it). */
  'bonus:open-qr': undefined
  /** Polls the bonus messages (bonus; auth after a registration, referral after a promo code). */
  'bonus:get-messages': MessagesRequest | undefined
  /** Opens the feedback form (the feedback module, a later issue; bonus and home ask for it). */
  'feedback:open': { bonus?: number | string | null } | undefined
  /** The bottom of home came within the infinite-scroll distance: widgets may load more. */
  'home:infinite': undefined
  /** Pull to refresh on home finished reloading app data. */
  'home:refreshed': undefined
  /**
   * Handles a push message as if its notification had been clicked (the notifications page's
   * tap, spec shell-data §2: "emulates receiving it"): the shell runs the push handling
   * (src/app/push-handler.ts). Payload: the message (src/core/push.ts PushMessage shape).
   */
  'shell:push-click': unknown
  /** A push opened an entity (`push:gift`, `push:coupon`…). */
  [push: `push:${string}`]: { id: string }
}

export type AppEventName = keyof AppEvents & string

/** Events whose payload may be left out: the ones a menu/tab entry or a button can emit. */
export type ActionEvent = {
  [E in AppEventName]: undefined extends AppEvents[E] ? E : never
}[AppEventName]

type Payload<E extends AppEventName> = undefined extends AppEvents[E]
  ? [payload?: AppEvents[E]]
  : [payload: AppEvents[E]]

type Handler = (payload: unknown) => void

const handlers = new Map<string, Set<Handler>>()

export function on<E extends AppEventName>(
  event: E,
  handler: (payload: AppEvents[E]) => void,
): () => void {
  let set = handlers.get(event)
  if (!set) handlers.set(event, (set = new Set()))
  // Stored untyped: emit() only ever passes this event's payload.
  const untyped: Handler = handler as Handler
  set.add(untyped)
  return () => set.delete(untyped)
}

export function emit<E extends AppEventName>(event: E, ...[payload]: Payload<E>): void {
  for (const h of [...(handlers.get(event) ?? [])]) {
    try {
      h(payload)
    } catch (error) {
      console.error(`[events] ${event} handler failed`, error)
    }
  }
}

/** Whether anyone listens (e.g. a button that only emits hides when no module would act). */
export function hasListeners(event: AppEventName): boolean {
  return (handlers.get(event)?.size ?? 0) > 0
}

/** The names of the events declared here, to use instead of spelling them. */
export const appEvents = {
  appDataLoaded: 'app-data:loaded',
  appDataFailed: 'app-data:failed',
  deviceFailed: 'device:failed',
  login: 'auth:login',
  logout: 'auth:logout',
  domainChanged: 'domain:changed',
  tabReselected: 'tab:reselected',
  openPanel: 'panel:open',
  closePanel: 'panel:close',
  loginRequested: 'auth:login-requested',
  relatedSwitch: 'related:switch',
  bonusOpenQr: 'bonus:open-qr',
  bonusGetMessages: 'bonus:get-messages',
  feedbackOpen: 'feedback:open',
  homeInfinite: 'home:infinite',
  homeRefreshed: 'home:refreshed',
  pushClick: 'shell:push-click',
} as const satisfies Record<string, AppEventName>

/** The event a push that opens an entity emits. */
export const pushEvent = (entity: string): `push:${string}` => `push:${entity}`
