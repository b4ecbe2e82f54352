/**
 * The sign-in flow's steps and how it moves between them (accounts-loyalty §2 routes, §4
 * Sign-in). The same step components run as pages (routes /auth, /auth/password, /auth/pincode,
 * /auth/pin, /registration, with the spec's params in the query) and inside the sign-in popup
 * (steps held in the popup). `FlowNav` hides the difference.
 */
import type { MessageDescriptor } from '@lingui/core'
import { appData } from '../../core/state/app-data.ts'
import { leavePages, navigate, resetToDefaultTab, switchTab, ui } from '../../core/state/ui.ts'
import { moduleSettings } from '../../core/module-settings.ts'

export type Step =
  | { name: 'phone' }
  | { name: 'password'; phone: string }
  /** `then: 'pin'`: the forgotten-PIN flow sets a new PIN after the code signs in. */
  | { name: 'code'; phone: string; fromRegistration?: boolean; then?: 'pin' }
  | {
      name: 'pin'
      phone: string
      mode: 'signin' | 'set'
      fromRegistration?: boolean
      fromProfile?: boolean
    }
  | { name: 'registration'; phone: string }

export interface DoneOptions {
  /** The flow registered a new user (the after-register callback runs). */
  registered?: boolean
  /** Poll the bonus messages as after a registration (base) or a code sign-in after it. */
  messages?: { tries: number; interval?: number }
  /** The success text (default: signed in). */
  text?: MessageDescriptor
}

export interface FlowNav {
  mode: 'page' | 'popup'
  go: (step: Step) => void
  /** Success for successTimeout, then back / profile / popup close, then the callbacks. */
  done: (opts?: DoneOptions) => void
}

export const AUTH_URL = '/auth'
export const PROFILE_URL = '/profile/'
export const PROFILE_EDIT_URL = '/profile/edit'
export const REGISTRATION_URL = '/registration'

/** Emitted after the profile edit saved (the spec's optional callback of /profile/edit). */

const flag = (on: boolean | undefined) => (on ? '1' : undefined)

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v)
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** The page of a step (spec §2 routes and params). */
export function stepUrl(step: Step, openProfile = false): string {
  const common = { openProfile: flag(openProfile) }
  switch (step.name) {
    case 'phone':
      return withQuery(AUTH_URL, common)
    case 'password':
      return withQuery(`${AUTH_URL}/password`, { phone: step.phone, ...common })
    case 'code':
      return withQuery(`${AUTH_URL}/pincode`, {
        phone: step.phone,
        fromRegistration: flag(step.fromRegistration),
        then: step.then,
        ...common,
      })
    case 'pin':
      return withQuery(`${AUTH_URL}/pin`, {
        phone: step.phone,
        mode: step.mode === 'set' ? 'set' : undefined,
        fromRegistration: flag(step.fromRegistration),
        fromProfile: flag(step.fromProfile),
        ...common,
      })
    case 'registration':
      return withQuery(REGISTRATION_URL, { username: step.phone, ...common })
  }
}

/** The step a page shows, from its path and query; null for an unknown page. */
export function stepFromUrl(path: string, search: string): Step | null {
  const q = new URLSearchParams(search)
  const phone = q.get('phone') ?? q.get('username') ?? ''
  const on = (key: string) => q.get(key) === '1' || q.get(key) === 'true'
  const clean = path.replace(/\/+$/, '') || '/'
  if (clean === AUTH_URL) return { name: 'phone' }
  if (!phone) return null
  switch (clean) {
    case `${AUTH_URL}/password`:
      return { name: 'password', phone }
    case `${AUTH_URL}/pincode`:
      return {
        name: 'code',
        phone,
        fromRegistration: on('fromRegistration'),
        then: q.get('then') === 'pin' ? 'pin' : undefined,
      }
    case `${AUTH_URL}/pin`:
      return {
        name: 'pin',
        phone,
        mode: q.get('mode') === 'set' || on('fromRegistration') ? 'set' : 'signin',
        fromRegistration: on('fromRegistration'),
        fromProfile: on('fromProfile'),
      }
    case REGISTRATION_URL:
      return { name: 'registration', phone }
    default:
      return null
  }
}

/** Whether the auth module is a visible tab (its root is the profile). */
export function authIsTab(): boolean {
  const settings = appData.data?.settings
  return Boolean(settings?.tabbar?.includes('auth')) && moduleSettings('auth')?.tab === true
}

/**
 * Goes back `n` entries in one jump. Not the back button: a popup that opened meanwhile (a bonus
 * notification right after sign-in) must not take the step instead.
 */
function backBy(n: number): void {
  if (n > 0) leavePages(n)
}

/** Runs `then` once the history has moved back (`n` entries), or now when n is 0. */
function backThen(n: number, then: () => void): void {
  if (n <= 0) {
    then()
    return
  }
  const land = () => {
    removeEventListener('popstate', land)
    setTimeout(then, 0)
  }
  addEventListener('popstate', land)
  backBy(n)
}

/**
 * spec §4: after the success screen the app returns to the previous page, or opens the profile
 * (the profile tab) when openProfile is set. The previous page is the one before the flow's
 * first screen; a flow that started on the profile returns to it (now showing the user).
 */
export function leavePageFlow(
  start: { depth: number; path: string } | null,
  openProfile: boolean,
): void {
  const from = start?.depth ?? 0
  const steps = Math.max(0, ui.depth - from)
  const startedOnProfile = start?.path.replace(/\/+$/, '') === PROFILE_URL.replace(/\/+$/, '')
  if (startedOnProfile) backBy(steps)
  else if (openProfile) {
    if (authIsTab()) switchTab('auth')
    else backThen(steps, () => navigate(PROFILE_URL, { replace: true }))
  } else if (start && start.depth > 0) backBy(steps + 1)
  else resetToDefaultTab()
}
