// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StoredPush } from '../../../src/modules/notifications/api.ts'
import {
  dayMonth,
  groupPushesByDay,
  longDate,
  todayNoon,
} from '../../../src/modules/notifications/dates.ts'
import { pushMessageOf } from '../../../src/shared/push/message.ts'

const push = (id: number, date: string, extra: Partial<StoredPush> = {}): StoredPush => ({
  id,
  name: `Push ${id}`,
  text: '',
  date,
  connectedEntity: null,
  idConnectedEntity: null,
  opened: false,
  ...extra,
})

const TZ = 'Europe/Moscow'

describe('notifications grouped by date (spec shell-data §2 Notifications page)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 23 November 2026, 00:30 in Moscow (22 November 21:30 UTC).
    vi.setSystemTime(new Date('2026-11-22T21:30:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('groups by calendar day in the time zone, newest first: today, yesterday, earlier', () => {
    const days = groupPushesByDay(
      [
        push(1, '2026-11-20T09:00:00Z'),
        push(2, '2026-11-22T21:10:00Z'), // 00:10 on the 23rd in Moscow: today
        push(3, '2026-11-22T20:50:00Z'), // 23:50 on the 22nd: yesterday
        push(4, '2026-11-22T06:00:00Z'),
        push(5, '2025-12-31T22:00:00Z'), // 1 January 2026 in Moscow
      ],
      new Date(),
      TZ,
    )
    expect(days.map((d) => [d.day, d.kind, d.pushes.map((p) => p.id)])).toEqual([
      ['2026-11-23', 'today', [2]],
      ['2026-11-22', 'yesterday', [3, 4]],
      ['2026-11-20', 'earlier', [1]],
      ['2026-01-01', 'earlier', [5]],
    ])
  })

  it('a month and a year boundary: yesterday of 1 January is 31 December', () => {
    vi.setSystemTime(new Date('2027-01-01T09:00:00Z'))
    const days = groupPushesByDay(
      [push(1, '2026-12-31T10:00:00Z'), push(2, '2027-01-01T08:00:00Z')],
      new Date(),
      TZ,
    )
    expect(days.map((d) => d.kind)).toEqual(['today', 'yesterday'])
  })

  it('no pushes, no groups; pushes of one moment keep the newest id first', () => {
    expect(groupPushesByDay([], new Date(), TZ)).toEqual([])
    const [day] = groupPushesByDay(
      [push(1, '2026-11-22T21:00:00Z'), push(2, '2026-11-22T21:00:00Z')],
      new Date(),
      TZ,
    )
    expect(day!.pushes.map((p) => p.id)).toEqual([2, 1])
  })

  it('formats the headers’ dates in ru and en, in one style: no year in the current year', () => {
    const [, yesterday, earlier, lastYear] = groupPushesByDay(
      [
        push(1, '2026-11-22T21:10:00Z'),
        push(2, '2026-11-22T06:00:00Z'),
        push(3, '2026-11-20T09:00:00Z'),
        push(4, '2025-12-31T12:00:00Z'),
      ],
      new Date(),
      TZ,
    )
    const today = todayNoon(new Date(), TZ)
    expect(dayMonth(yesterday!.date, 'ru')).toBe('22 ноября')
    expect(dayMonth(yesterday!.date, 'en')).toBe('22 November')
    // «Вчера, 22 ноября» beside «20 ноября», not «20 ноября 2026» (issue 12, session 15)
    expect(longDate(earlier!.date, 'ru', today)).toBe('20 ноября')
    expect(longDate(earlier!.date, 'en', today)).toBe('20 November')
    expect(longDate(lastYear!.date, 'ru', today)).toBe('31 декабря 2025')
  })

  it('the current year is the display zone’s: on 1 January in Moscow, 30 December has its year', () => {
    // 00:30 on 1 January 2027 in Moscow, still 31 December 2026 in UTC
    vi.setSystemTime(new Date('2026-12-31T21:30:00Z'))
    const [earlier] = groupPushesByDay([push(1, '2026-12-30T09:00:00Z')], new Date(), TZ)
    expect(longDate(earlier!.date, 'en', todayNoon(new Date(), TZ))).toBe('30 December 2026')
  })

  it('a tap’s message names the entity as type-id, the domain and the push id', () => {
    expect(
      pushMessageOf(
        push(9, '2026-11-22T21:10:00Z', {
          name: 'Подарок',
          text: 'Для вас',
          connectedEntity: 'gift',
          idConnectedEntity: '2',
        }),
        'coffee',
      ),
    ).toEqual({
      title: 'Подарок',
      body: 'Для вас',
      additionalData: { connectedEntity: 'gift-2', connectedDomain: 'coffee', pushId: 9 },
    })
    expect(pushMessageOf(push(3, '2026-11-22T21:10:00Z'), 'coffee').additionalData).toEqual({
      connectedDomain: 'coffee',
      pushId: 3,
    })
  })
})
