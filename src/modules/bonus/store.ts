/**
 * Bonus module state and actions: the settings the popups need, the bonus notifications queue
 * (api.ts -> queue -> notification sheet) and the popups (bonus QR card, loyalty levels).
 */
import { msg } from '@lingui/core/macro'
import { type QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query'
import { proxy, subscribe } from 'valtio'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { requestRegistration } from '../../core/need-register.ts'
import { openDialog, openPopup, openSheet, overlay } from '../../core/overlay.ts'
import { navigate } from '../../core/state/ui.ts'
import { queryClient } from '../../core/query/client.ts'
import { currentScope, scopedKey } from '../../core/query/keys.ts'
import { fetchBonusMessages } from './api.ts'
import {
  createQueue,
  currentMessage,
  dismissCurrent,
  enqueue,
  skipAll,
  type BonusMessage,
} from './notifications.ts'
import type { BonusSettings } from './settings.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

export const bonusStore = proxy<{ settings: Partial<BonusSettings> }>({ settings: {} })

export function setBonusSettings(settings: Partial<BonusSettings>): void {
  bonusStore.settings = { ...settings }
}

export const bonusTexts = {
  card: msg`Bonus card`,
  levels: msg`Loyalty levels`,
  needRegister: msg`Sign in to get your bonus card and collect points`,
  needEmailTitle: msg`Fill in your profile`,
  needEmail: msg`Please add your e-mail to the profile first`,
  fillIn: msg`Fill in`,
  cancel: msg`Cancel`,
  notification: msg`Points notification`,
}

const BonusPopup = lazyComponent(() => import('./bonus-popup.tsx'))
const LevelsPopup = lazyComponent(() => import('./levels-popup.tsx'))
const NotificationSheet = lazyComponent(() => import('./notification-sheet.tsx'))

/** Loads the popup's code early, so the card opens offline too (spec: works from the last data). */
export function preloadBonusPopup(): void {
  void BonusPopup.preload()
}

/**
 * spec (accounts-loyalty §4): if the app demands registration (or there is no card to show), a
 * need-register dialog; if e-mail is required but missing, the need-email message; else the card.
 */
export function openBonusPopup(): void {
  const data = appData.data
  const user = data?.user
  if (!isLoggedIn(data) && (data?.settings.needRegister || !user?.code)) {
    requestRegistration({ text: bonusTexts.needRegister, onLogin: openBonusPopup })
    return
  }
  const auth = data?.settings.modules.auth
  if (isLoggedIn(data) && auth?.email && auth.emailRequired && !user?.email) {
    openDialog({
      title: bonusTexts.needEmailTitle,
      text: bonusTexts.needEmail,
      buttons: [
        { text: bonusTexts.cancel, role: 'cancel' },
        { text: bonusTexts.fillIn, role: 'primary', onClick: () => navigate('/profile/edit') },
      ],
    })
    return
  }
  openPopup({ label: bonusStore.settings.title || bonusTexts.card, component: BonusPopup })
}

export function openLevelsPopup(): void {
  openPopup({ label: bonusTexts.levels, component: LevelsPopup })
}

export const messageQueue = createQueue()
let showing = false
/** Set when a button of the sheet already acted on the queue before closing it. */
let handled = false

/** Delay before the next message opens (the sheet's close animation). */
export const NEXT_MESSAGE_DELAY = 300

/**
 * Shows the queue's current message in a sheet. However it closes — a button, the swipe beyond
 * 75 px, the backdrop, back — the current message is dismissed and the next one follows.
 */
export function showMessages(): void {
  if (showing || !currentMessage(messageQueue)) return
  if (covered()) {
    waitUntilUncovered()
    return
  }
  showing = true
  handled = false
  openSheet({
    label: bonusTexts.notification,
    component: NotificationSheet,
    onClose: () => {
      showing = false
      if (!handled) dismissCurrent(messageQueue)
      handled = false
      if (currentMessage(messageQueue)) setTimeout(showMessages, NEXT_MESSAGE_DELAY)
    },
  })
}

/**
 * Another dialog, sheet or popup is open, a request runs under the preloader, or a short message
 * (e.g. «Вход выполнен») is still on screen: one message at a time.
 */
function covered(): boolean {
  return overlay.stack.length > 0 || overlay.busy !== null || overlay.toast !== null
}

let stopWaiting: (() => void) | null = null

/**
 * A notification never opens over what the customer is doing (a dialog they are answering, the
 * sign-in popup, a product): it waits until the last layer closes, then shows after the close
 * animation. Opened on top, it would also leave the layer under it inert until it is dismissed.
 */
function waitUntilUncovered(): void {
  if (stopWaiting) return
  stopWaiting = subscribe(overlay, () => {
    if (covered()) return
    stopWaiting?.()
    stopWaiting = null
    setTimeout(showMessages, NEXT_MESSAGE_DELAY)
  })
}

/** A sheet button: acts on the queue (next, skip all, feedback), then closes the sheet. */
export function closeMessageWith(close: () => void, action: () => void): void {
  action()
  handled = true
  close()
}

export function receiveMessages(messages: readonly BonusMessage[]): void {
  if (!messages.length) return
  enqueue(messageQueue, messages)
  showMessages()
}

/** spec: message polling interval after a code sign-in registration. */
export const MESSAGE_POLL_MS = 1500

/** Tries the running poll still has (0: none runs): the spec's count, not a cache. */
let triesLeft = 0
let pollInterval = MESSAGE_POLL_MS
/** Callers of `getMessages` waiting for the running poll to end. */
let waiters: Array<() => void> = []

export const bonusMessagesPrefix = ['bonus', 'messages'] as const

/**
 * One try: GET bonus-messages. Messages are handed out once, so an answer is never dropped (even
 * one that a longer poll joined); failures are quiet (notifications are a bonus, the next try or
 * app data load asks again).
 */
async function tryMessages(): Promise<BonusMessage[]> {
  let messages: BonusMessage[] = []
  try {
    messages = await fetchBonusMessages()
  } catch {
    messages = []
  }
  const received = messages.length > 0 && isLoggedIn(appData.data)
  if (received) receiveMessages(messages)
  triesLeft = received || !isLoggedIn(appData.data) ? 0 : Math.max(0, triesLeft - 1)
  if (triesLeft === 0) endPoll()
  return messages
}

/**
 * The poll is a query observer: a try now, then `refetchInterval` after each answer while tries
 * are left (the layer shares a try in flight and keeps the timer); it stops when none are left.
 */
function messagesOptions(): QueryObserverOptions<BonusMessage[], Error> {
  return {
    queryKey: scopedKey(bonusMessagesPrefix, currentScope()),
    queryFn: tryMessages,
    // every answer is new: nothing is served from the cache
    staleTime: 0,
    gcTime: 0,
    enabled: () => triesLeft > 0 && isLoggedIn(appData.data),
    refetchInterval: () => (triesLeft > 0 ? pollInterval : false),
    refetchIntervalInBackground: true,
  }
}

let observer: QueryObserver<BonusMessage[], Error> | null = null
let observed: QueryClient | null = null
let stopObserver = () => {}

/** The poll's observer on the app's current client (a restarted app has a new one). */
function messagesObserver(): QueryObserver<BonusMessage[], Error> {
  const client = queryClient()
  if (!observer || observed !== client) {
    stopObserver()
    observer = new QueryObserver(client, messagesOptions())
    observed = client
    // subscribed, so the interval runs; answers are handled by the query function
    stopObserver = observer.subscribe(() => undefined)
  }
  return observer
}

function endPoll(): void {
  triesLeft = 0
  const done = waiters
  waiters = []
  done.forEach((resolve) => resolve())
  observer?.setOptions(messagesOptions())
}

/**
 * Asks the server for bonus notifications, up to `tries` times every `interval` ms until some
 * arrive (spec: 60 tries after registration or a promo code; 15 every 1500 ms after a code
 * sign-in). A longer request replaces a running one; a shorter one (the single check after each
 * app data load) leaves a running poll alone, since it asks anyway. Resolves when the poll ends.
 * Never throws.
 */
export async function getMessages(tries = 1, interval = MESSAGE_POLL_MS): Promise<void> {
  const total = Math.max(1, Math.floor(tries) || 1)
  if (triesLeft > 0 && total <= triesLeft) return
  if (!isLoggedIn(appData.data)) return
  triesLeft = total
  pollInterval = interval
  const done = new Promise<void>((resolve) => waiters.push(resolve))
  const poll = messagesObserver()
  poll.setOptions(messagesOptions())
  // a try now (one in flight is joined: its answer counts as this poll's first try)
  void poll.refetch({ cancelRefetch: false })
  return done
}

/** Stops polling and forgets the queue (logout, tests). */
export function stopMessages(): void {
  endPoll()
  skipAll(messageQueue)
  stopWaiting?.()
  stopWaiting = null
  showing = false
  handled = false
}

/** The history page, when the brand has the history module. */
export function openHistory(): void {
  navigate('/history/')
}
