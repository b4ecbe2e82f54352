/**
 * /home/contacts (spec shell-data §2): titled with the phone button's title or the default
 * 'Call'; lists the branches as the branch map does (src/ui/branches: address, open/closed now
 * with the next opening, the distance when the location is known), each as the map's detail
 * sheet shows it (address, tappable phone, working hours, description).
 */
import { useLingui } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { geo, restoreCoordinates } from '../../core/geo/geolocation.ts'
import type { ScreenProps } from '../../core/module.ts'
import { appData } from '../../core/state/app-data.ts'
import type { Branch } from '../../core/state/types.ts'
import { businessTimeZones } from '../../shared/time/time-zone.ts'
import { sortByDistance } from '../../ui/branches/branch-info.ts'
import { BranchDetail } from '../../ui/branches/branch-views.tsx'
import { branchTexts } from '../../ui/branches/texts.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { backTo } from './back.ts'
import { defaultButtonTitles } from './home-buttons.tsx'
import type { HomeSettings } from './settings.ts'
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

function useBranchInfo() {
  const { data } = useSnapshot(appData)
  const { coords } = useSnapshot(geo)
  const now = useNow()
  return {
    branches: (data?.branches ?? []) as Branch[],
    info: {
      coords: coords ? { ...coords } : null,
      now,
      timeZone: businessTimeZones(data?.settings).source,
    },
  }
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
  const { branches, info } = useBranchInfo()
  useEffect(() => restoreCoordinates(), [])
  return (
    <Page
      className="contacts"
      navbar={<Navbar title={contactsTitle(settings, i18n)} backHref="/" onBack={goBack} />}
    >
      {branches.length ? (
        <ul className="contacts__list" aria-label={i18n._(branchTexts.list)}>
          {sortByDistance(branches, info.coords).map((b) => (
            <li key={b.idBranch} className="contacts__card">
              <BranchDetail branch={b} {...info} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="contacts__empty">{i18n._(branchTexts.none)}</p>
      )}
    </Page>
  )
}
