/**
 * App-wide events: how modules talk without importing each other's files
 * (e.g. `auth:login-requested`, `feedback:open`, `app-data:loaded`).
 */
type Handler = (payload: unknown) => void

const handlers = new Map<string, Set<Handler>>()

export function on<T = unknown>(event: string, handler: (payload: T) => void): () => void {
  let set = handlers.get(event)
  if (!set) handlers.set(event, (set = new Set()))
  set.add(handler as Handler)
  return () => set.delete(handler as Handler)
}

export function emit(event: string, payload?: unknown): void {
  for (const h of [...(handlers.get(event) ?? [])]) {
    try {
      h(payload)
    } catch (error) {
      console.error(`[events] ${event} handler failed`, error)
    }
  }
}

/** Whether anyone listens (e.g. a button that only emits hides when no module would act). */
export function hasListeners(event: string): boolean {
  return (handlers.get(event)?.size ?? 0) > 0
}

/** Names of events the shell itself emits. */
export const appEvents = {
  appDataLoaded: 'app-data:loaded',
  appDataFailed: 'app-data:failed',
  deviceFailed: 'device:failed',
  login: 'auth:login',
  logout: 'auth:logout',
  domainChanged: 'domain:changed',
  /** The active tab was tapped again on its root page; payload: the tab's module name. */
  tabReselected: 'tab:reselected',
  /** A menu/tab entry's `action`: opens the left side panel. */
  openPanel: 'panel:open',
  closePanel: 'panel:close',
  /** Ask the auth module for the sign-in popup; payload { onLogin?: () => void } */
  loginRequested: 'auth:login-requested',
} as const
