/**
 * /home/contacts (spec shell-data §2): titled with the phone button's title or the default
 * 'Call'; lists the branches with address, a tappable phone, working hours and open/closed now.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { formatPhone, phoneDigits } from '../../core/format/phone.ts'
import type { ScreenProps } from '../../core/module.ts'
import { appData } from '../../core/state/app-data.ts'
import type { Branch } from '../../core/state/types.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { backTo } from './back.ts'
import { defaultButtonTitles } from './home-buttons.tsx'
import type { HomeSettings } from './settings.ts'
import { businessTimeZones } from '../../shared/time/time-zone.ts'
import {
  groupHours,
  openState,
  weeklyHours,
  type HoursGroup,
} from '../../shared/time/working-hours.ts'
import './home.css'
import './contacts.css'

const goBack = backTo('/')

/** The time, refreshed every minute, for the open/closed state. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** 1 = Monday … 7 = Sunday, short and in the reader's language ('Пн', 'Mon'). */
function dayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday
  const date = new Date(Date.UTC(2024, 0, day, 12))
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date)
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

function daysText(group: HoursGroup, i18n: I18n): string {
  const { days } = group
  if (days.length === 7) return i18n._(msg`Every day`)
  const first = dayName(days[0]!, i18n.locale)
  if (days.length === 1) return first
  const last = dayName(days[days.length - 1]!, i18n.locale)
  return days.length === 2 ? `${first}, ${last}` : `${first}–${last}`
}

function phoneHref(phone: string): string {
  const digits = phoneDigits(phone)
  return `tel:${phone.trim().startsWith('+') || digits.length === 11 ? '+' : ''}${
    digits.length === 11 && digits.startsWith('8') ? '7' + digits.slice(1) : digits
  }`
}

function BranchCard({
  branch,
  now,
  timeZone,
}: {
  branch: Branch
  now: Date
  timeZone: string | undefined
}) {
  const { i18n } = useLingui()
  const hours = weeklyHours(branch)
  const state = openState(hours, now, timeZone)
  let status: string | null = null
  if (state?.open) {
    const until = state.until ?? ''
    status = state.allDay ? i18n._(msg`Open 24 hours`) : i18n._(msg`Open until ${until}`)
  } else if (state) {
    const next = state.next
    const time = next?.time ?? ''
    const day = next ? dayName(next.day, i18n.locale) : ''
    if (!next) status = i18n._(msg`Closed`)
    else if (next.inDays === 0) status = i18n._(msg`Closed, opens at ${time}`)
    else if (next.inDays === 1) status = i18n._(msg`Closed, opens tomorrow at ${time}`)
    else status = i18n._(msg`Closed, opens ${day} at ${time}`)
  }
  const phone = branch.contactPhone?.trim()
  const formatted = formatPhone(phone)
  return (
    <li className="contacts__branch">
      <article aria-labelledby={`branch-${branch.idBranch}`}>
        <h2 id={`branch-${branch.idBranch}`} className="contacts__name">
          {branch.name}
        </h2>
        {branch.address && <p className="contacts__address">{branch.address}</p>}
        {status && (
          <p className="contacts__status" data-open={state?.open ? '' : undefined}>
            {status}
          </p>
        )}
        {hours.length > 0 && (
          <dl className="contacts__hours" aria-label={i18n._(msg`Working hours`)}>
            {groupHours(hours).map((g) => (
              <div key={g.days.join()} className="contacts__hours-row">
                <dt>{daysText(g, i18n)}</dt>
                <dd>{g.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
        {phone && (
          <a
            className="contacts__phone"
            href={phoneHref(phone)}
            aria-label={i18n._(msg`Call ${formatted}`)}
          >
            {formatted}
          </a>
        )}
      </article>
    </li>
  )
}

/** spec: the phone button's title, else the default 'Call'; settings.contactsTitle first. */
export function contactsTitle(home: HomeSettings, i18n: I18n): string {
  const phoneButton = home.buttons?.find((b) => b.type === 'phone')
  return (
    home.contactsTitle?.trim() || phoneButton?.title?.trim() || i18n._(defaultButtonTitles.phone)
  )
}

export default function ContactsScreen({ settings }: ScreenProps<HomeSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const now = useNow()
  const branches = (data?.branches ?? []) as Branch[]
  const timeZone = businessTimeZones(data?.settings).source
  return (
    <Page
      className="contacts"
      navbar={<Navbar title={contactsTitle(settings, i18n)} backHref="/" onBack={goBack} />}
    >
      {branches.length ? (
        <ul className="contacts__list" aria-label={i18n._(msg`Branches`)}>
          {branches.map((b) => (
            <BranchCard key={b.idBranch} branch={b} now={now} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="contacts__empty">{i18n._(msg`No branches yet`)}</p>
      )}
    </Page>
  )
}
