/**
 * Auth state (accounts-loyalty §3 "Auth state"): the pending flag, the resend timers (last code
 * request per phone, last password reset), the callbacks to run after login or registration,
 * the registration data waiting for a PIN, where the sign-in flow started, and the age-check
 * answer (persisted). Actions: api.ts -> here -> session and app data.
 */
import type { MessageDescriptor } from '@lingui/core'
import { proxy, ref } from 'valtio'
import { appEvents, emit } from '../../core/events.ts'
import { openDialog, showError, withBusy } from '../../core/overlay.ts'
import { appData, loadAppData } from '../../core/state/app-data.ts'
import { login, logout } from '../../core/state/session.ts'
import { readJson, storageKeys, writeJson } from '../../core/storage/storage.ts'
import { authApi } from './api.ts'
import type { Channel } from './code-machine.ts'
import type { RegistrationPayload } from './forms.ts'
import { authTexts } from './texts.ts'

export interface LoginCallbacks {
  onLogin?: () => void
  onRegister?: () => void
}

export interface CodeTimer {
  /** When a new code may be requested (ms since epoch). */
  resendAt: number
  channel: Channel
  nextChannel: Channel
}

export interface AuthState {
  /** A sign-in, registration or profile call is running. */
  pending: boolean
  /** spec: the last password-reset time (ms); the reset is refused while its timer runs. */
  lastResetAt: number
  /** Resend timers of the code screen, by username: they run on after leaving the screen. */
  codeTimers: Record<string, CodeTimer>
  /** spec: callbacks to run after login or registration (wrapped in ref). */
  callbacks: LoginCallbacks
  /** Registration data waiting for the PIN (PIN mode), never put in the URL. */
  regData: RegistrationPayload | null
  /** Where the page flow started: the screen to return to. */
  flowStart: { depth: number; path: string } | null
  /** The page flow's success screen, with its text, while it shows. */
  success: MessageDescriptor | null
  /** spec: the age-check answer, persisted (true once a person said yes). */
  ageConfirmed: boolean
  /** spec: No on the age check leads to the not-passed screen. */
  ageRefused: boolean
  /** The welcome screen was closed (or the app ran before). */
  welcomeSeen: boolean
}

const initialState = (): AuthState => ({
  pending: false,
  lastResetAt: 0,
  codeTimers: {},
  callbacks: ref<LoginCallbacks>({}),
  regData: null,
  flowStart: null,
  success: null,
  ageConfirmed: false,
  ageRefused: false,
  welcomeSeen: false,
})

export const authStore = proxy<AuthState>(initialState())

/** Forgets the flow and its timers (another region; tests), then reads what is persisted. */
export function resetAuthStore(): void {
  Object.assign(authStore, initialState())
  hydrateAuthStore()
}

/** Reads what is persisted (once the storage namespace of the brand is set). */
export function hydrateAuthStore(): void {
  authStore.ageConfirmed = readJson<boolean>(storageKeys.ageCheck, false) === true
  authStore.welcomeSeen = readJson<boolean>(storageKeys.secondRun, false) === true
}

export function setCallbacks(callbacks: LoginCallbacks): void {
  authStore.callbacks = ref({ onLogin: callbacks.onLogin, onRegister: callbacks.onRegister })
}

export function clearCallbacks(): void {
  authStore.callbacks = ref<LoginCallbacks>({})
}

/**
 * Takes the callbacks out of the store (so closing the popup cannot clear them first) and
 * returns what runs them. spec §4: the after-register callback (when the flow registered), then
 * the after-login one, once.
 */
export function takeCallbacks(): (registered: boolean) => void {
  const { onLogin, onRegister } = authStore.callbacks
  clearCallbacks()
  return (registered) => {
    if (registered) onRegister?.()
    onLogin?.()
  }
}

/** Runs an auth call with the pending flag. */
export async function pendingCall<T>(run: () => Promise<T>): Promise<T> {
  authStore.pending = true
  try {
    return await run()
  } finally {
    authStore.pending = false
  }
}

/**
 * spec §4: a successful sign-in stores the token, reloads app data and takes the user from it.
 * The token is the new one the server bound to the user.
 */
export async function completeSignIn(token: string | undefined): Promise<void> {
  if (token) login(token)
  await loadAppData()
}

export function rememberCodeTimer(username: string, timer: CodeTimer): void {
  authStore.codeTimers[username] = timer
}

/** Seconds the password or PIN reset must still wait (spec: droppass delay), 0 when it may run. */
export function resetWait(lastAt: number, smsTimeout: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((lastAt + smsTimeout * 1000 - now) / 1000))
}

export function answerAge(yes: boolean): void {
  if (yes) {
    authStore.ageConfirmed = true
    authStore.ageRefused = false
    writeJson(storageKeys.ageCheck, true)
  } else authStore.ageRefused = true
}

export function markWelcomeSeen(): void {
  authStore.welcomeSeen = true
  writeJson(storageKeys.secondRun, true)
}

/** spec §2: the not-passed screen's close button exits the app. */
export function exitApp(): void {
  window.close()
  // A browser tab opened by a person cannot be closed by script: leave the app instead.
  window.location.replace('about:blank')
}

/** spec §6: logging out needs a confirm dialog unless forced. */
export function requestLogout(opts: { force?: boolean } = {}): void {
  const run = () => void signOut()
  if (opts.force) {
    run()
    return
  }
  openDialog({
    title: authTexts.logoutTitle,
    text: authTexts.logoutText,
    buttons: [
      { text: authTexts.cancel, role: 'cancel' },
      { text: authTexts.logout, role: 'destructive', onClick: run },
    ],
  })
}

/** The server revokes the token (a failure does not keep anyone signed in), then the session forgets it. */
async function signOut(): Promise<void> {
  try {
    await withBusy(() => authApi.logout())
  } catch {
    // offline or already revoked: the token is forgotten anyway
  }
  logout()
}

/** spec §6: deleting an account needs a confirmation (cancel, delete); then a forced logout. */
export function requestDeleteAccount(): void {
  openDialog({
    title: authTexts.deleteTitle,
    text: authTexts.deleteText,
    buttons: [
      { text: authTexts.cancel, role: 'cancel' },
      {
        text: authTexts.deleteConfirm,
        role: 'destructive',
        onClick: () => {
          void withBusy(() => authApi.remove()).then(
            () => logout(),
            (error: unknown) => showError(error),
          )
        },
      },
    ],
  })
}

/**
 * spec §4 Digital receipt toggle: flips at once, calls the server, takes the returned value,
 * reverts silently on failure.
 */
export async function setReceiptSaving(state: boolean): Promise<void> {
  const user = appData.data?.user
  if (!user) return
  const before = Boolean(user.sendReceiptToEmail)
  user.sendReceiptToEmail = state
  try {
    const answer = await authApi.setReceiptSaving(state)
    if (appData.data?.user) {
      appData.data.user.sendReceiptToEmail =
        typeof answer?.value === 'boolean' ? answer.value : state
    }
  } catch {
    if (appData.data?.user) appData.data.user.sendReceiptToEmail = before
  }
}

/** Asks the bonus module for the bonus messages (after a registration). */
export function requestMessages(payload: { tries: number; interval?: number }): void {
  emit(appEvents.bonusGetMessages, payload)
}
