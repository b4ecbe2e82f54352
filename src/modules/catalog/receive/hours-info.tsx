/**
 * Opening hours next to the receive type (catalog settings showOpeningHoursInfo, "shows opening
 * hours next to the receive type"): the chosen type's hours (its own days/start/end, else the
 * branch's) and whether it is open now in the business time zone. Closed, it says so before the
 * basket's «Оформить заказ» (issue 12 #11): the state, the next opening and the working hours.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { translate } from '../../../core/format/translate.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { branchTexts } from '../../../ui/branches/texts.ts'
import { businessTimeZones } from '../../../shared/time/time-zone.ts'
import {
  groupHours,
  openState,
  receiveHours,
  type DayHours,
  type OpenState,
} from '../../../shared/time/working-hours.ts'
import { config } from '../common/index.ts'
import { receive } from './store.ts'
import { deliveryTexts, weekDays } from './texts.ts'

const MINUTE = 60_000

/** The time now, refreshed every minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(id)
  }, [])
  return now
}

function hoursText(hours: readonly DayHours[], dayName: (day: number) => string, every: string) {
  return groupHours(hours)
    .map((g) => {
      const first = g.days[0]!
      const last = g.days[g.days.length - 1]!
      const days =
        g.days.length === 7
          ? every
          : first === last
            ? dayName(first)
            : `${dayName(first)}–${dayName(last)}`
      return `${days} ${g.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}`
    })
    .join('; ')
}

function stateText(state: OpenState, i18n: ReturnType<typeof useLingui>['i18n']): string {
  if (state.open) {
    return state.allDay
      ? i18n._(branchTexts.openAllDay)
      : translate(i18n, branchTexts.openUntil, { time: state.until ?? '' })
  }
  const next = state.next
  if (!next) return i18n._(branchTexts.closed)
  if (next.inDays <= 0) return translate(i18n, branchTexts.closedOpens, { time: next.time })
  if (next.inDays === 1) {
    return translate(i18n, branchTexts.closedOpensTomorrow, { time: next.time })
  }
  return translate(i18n, branchTexts.closedOpensDay, {
    time: next.time,
    day: i18n._(weekDays[next.day - 1]!),
  })
}

export function OpeningHoursInfo() {
  const { i18n } = useLingui()
  const { settings } = useSnapshot(config)
  const r = useSnapshot(receive)
  const data = useSnapshot(appData).data
  const now = useMinuteClock()
  if (!settings.showOpeningHoursInfo || !r.type) return null
  const pickup = r.type === 'pickup'
  const schedule = pickup ? settings.pickup : settings.delivery
  const branches = (data?.branches ?? []) as readonly Branch[]
  const branch = pickup
    ? (r.pickup as Branch | null)
    : (branches.find((b) => b.idBranch === r.deliveryBranch) ?? null)
  const hours = receiveHours(schedule, branch)
  const state = openState(hours, new Date(now), businessTimeZones(data?.settings).source)
  if (!state) return null
  const week = hoursText(hours, (d) => i18n._(weekDays[d - 1]!), i18n._(branchTexts.everyDay))
  const hoursLine = translate(i18n, deliveryTexts.workingHours, { hours: week })
  if (state.open) {
    return (
      <p className="receive-hours">
        <span className="receive-hours__state">{stateText(state, i18n)}</span>
        <span className="receive-hours__week">{hoursLine}</span>
      </p>
    )
  }
  return (
    <div className="receive-hours receive-hours--closed" role="status">
      <strong className="receive-hours__state">
        {i18n._(pickup ? deliveryTexts.pickupClosed : deliveryTexts.deliveryClosed)}
      </strong>
      <span>{stateText(state, i18n)}</span>
      <span className="receive-hours__week">{schedule?.closedText || hoursLine}</span>
    </div>
  )
}
