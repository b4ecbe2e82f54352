/**
 * /notifications/ (spec shell-data §2 Notifications page): the pushes the signed-in user
 * received, grouped by date under Today / Yesterday, date / a long date; pull to refresh; an
 * empty state. A tap emulates receiving the push: the shell's push handling opens its entity
 * (a gift popup, a news popup…) or shows the alert with its title and body.
 *
 * Above the list, while the browser has not been asked yet, an offer to turn push
 * notifications on: the permission is asked from that tap only (subscription.ts).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appEvents, emit } from '../../core/events.ts'
import { appTimeZones } from '../../core/format/time-zones.ts'
import { typograph } from '../../core/format/typograph.ts'
import type { ScreenProps } from '../../core/module.ts'
import { showError } from '../../core/overlay.ts'
import { emulatePushClick } from '../../core/push.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import type { AppData } from '../../core/state/types.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { pushMessageOf } from '../../shared/push/message.ts'
import type { NotificationsSettings } from '../../shared/settings/notifications.ts'
import { Button } from '../../ui/button/button.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import type { StoredPush } from './api.ts'
import { dayMonth, groupPushesByDay, longDate, pushTime, todayNoon, type PushDay } from './dates.ts'
import { markPushOpened, reloadPushes, usePushes } from './queries.ts'
import { pushState, syncPush, type PushState } from './subscription.ts'
import './notifications.css'

function PushOffer({ settings }: { settings: NotificationsSettings }) {
  const { t } = useLingui()
  // «…and your orders» only on a brand that takes orders (the catalog module): a coffee shop
  // without one has no orders to hear about (issue 12, session 15)
  const takesOrders = Boolean(useSnapshot(appData).data?.settings.modules.catalog)
  const [state, setState] = useState<PushState>(() => pushState())
  const [busy, setBusy] = useState(false)
  if (!settings.vapidPublicKey || state === 'unsupported' || state === 'granted') return null
  if (state === 'denied') {
    return (
      <p className="notifications-offer__blocked">
        {t`Notifications are blocked in the browser settings for this site`}
      </p>
    )
  }
  const turnOn = async () => {
    setBusy(true)
    setState(await syncPush({ ask: true }))
    setBusy(false)
  }
  return (
    <section className="notifications-offer" aria-label={t`Push notifications`}>
      <p>
        {takesOrders
          ? t`Turn on notifications to hear about gifts, offers and your orders first`
          : t`Turn on notifications to hear about gifts and offers first`}
      </p>
      <Button variant="secondary" disabled={busy} onClick={() => void turnOn()}>
        {t`Turn on notifications`}
      </Button>
    </section>
  )
}

function PushItem({ push }: { push: StoredPush }) {
  const { i18n } = useLingui()
  const open = () => {
    markPushOpened(push.id)
    emulatePushClick(pushMessageOf(push, session.domain))
  }
  return (
    <li>
      <button
        type="button"
        className={push.opened ? 'notification' : 'notification notification--new'}
        onClick={open}
      >
        <span className="notification__head">
          <span className="notification__title">{typograph(push.name, { hyphens: false })}</span>
          <time className="notification__time" dateTime={push.date}>
            {pushTime(push.date, i18n.locale, appTimeZones())}
          </time>
        </span>
        {push.text && (
          <span className="notification__text">{typograph(push.text, { hyphens: false })}</span>
        )}
      </button>
    </li>
  )
}

function DayHeader({ day, id, today }: { day: PushDay; id: string; today: Date }) {
  const { t, i18n } = useLingui()
  const date = dayMonth(day.date, i18n.locale)
  const text =
    day.kind === 'today'
      ? t`Today`
      : day.kind === 'yesterday'
        ? t`Yesterday, ${date}`
        : longDate(day.date, i18n.locale, today)
  return (
    <h2 id={id} className="notifications-day__title">
      {text}
    </h2>
  )
}

export default function NotificationsScreen({ settings }: ScreenProps<NotificationsSettings>) {
  const { t } = useLingui()
  const { data } = useSnapshot(appData)
  const back = useScreenBack()
  const signedIn = isLoggedIn(data as AppData | null)
  const { data: pushes = [], isPending, isFetching, isError, error } = usePushes(signedIn)
  const [now, setNow] = useState(() => new Date())
  // Opening the page asks again (a push may have come since); the list shows meanwhile.
  useEffect(() => {
    if (signedIn) void reloadPushes()
  }, [signedIn])
  const title = settings.title || t`Notifications`
  const refresh = async () => {
    setNow(new Date())
    const failure = await reloadPushes()
    if (failure) showError(failure)
  }

  let body
  if (!signedIn) {
    body = (
      <div className="notifications-empty">
        <p>{t`Sign in to see your notifications`}</p>
        <Button onClick={() => emit(appEvents.loginRequested, {})}>{t`Sign in`}</Button>
      </div>
    )
  } else if (pushes.length === 0 && (isPending || isFetching)) {
    body = <Skeleton count={5} label={t`Loading notifications`} />
  } else if (pushes.length === 0 && isError) {
    body = <LoadError error={error} onRetry={() => void reloadPushes()} />
  } else if (pushes.length === 0) {
    body = <p className="notifications-empty">{t`You have no notifications yet`}</p>
  } else {
    const zones = appTimeZones()
    const today = todayNoon(now, zones)
    body = groupPushesByDay(pushes, now, zones).map((day) => (
      <section key={day.day} className="notifications-day" aria-labelledby={`day-${day.day}`}>
        <DayHeader day={day} id={`day-${day.day}`} today={today} />
        <ul className="notifications-list">
          {day.pushes.map((push) => (
            <PushItem key={push.id} push={push} />
          ))}
        </ul>
      </section>
    ))
  }
  return (
    <Page navbar={<Navbar title={title} onBack={back} />}>
      <PullToRefresh onRefresh={refresh}>
        {signedIn && <PushOffer settings={settings} />}
        {body}
      </PullToRefresh>
    </Page>
  )
}
