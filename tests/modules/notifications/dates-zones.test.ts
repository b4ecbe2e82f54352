// @vitest-environment node
/**
 * The notifications page's Today / Yesterday in the brand's display zone (issue 15 "Dates"):
 * the screen passes the app's zones (core/format/time-zones.ts); a phone elsewhere sees the
 * same headers and times.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { StoredPush } from '../../../src/modules/notifications/api.ts'
import { groupPushesByDay, pushTime } from '../../../src/modules/notifications/dates.ts'

const push = (id: number, date: string): StoredPush => ({
  id,
  name: `Push ${id}`,
  text: '',
  date,
  connectedEntity: null,
  idConnectedEntity: null,
  opened: false,
})

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

describe('notification headers in the display zone', () => {
  const zones = { source: 'Europe/Moscow', display: 'Europe/Moscow' }
  // 00:30 on 23 November in Moscow; still the 22nd in New York and in UTC.
  const now = new Date('2026-11-22T21:30:00Z')
  const pushes = [
    push(1, '2026-11-22T21:10:00Z'), // 00:10 on the 23rd in Moscow
    push(2, '2026-11-22 23:50:00'), // a wall-clock time of the source zone: the 22nd
    push(3, '2026-11-21T12:00:00Z'),
  ]

  it('groups by the display zone’s days on a phone in any zone', () => {
    for (const tz of ['America/New_York', 'Asia/Vladivostok']) {
      process.env.TZ = tz
      const days = groupPushesByDay(pushes, now, zones)
      expect(days.map((d) => [d.day, d.kind, d.pushes.map((p) => p.id)])).toEqual([
        ['2026-11-23', 'today', [1]],
        ['2026-11-22', 'yesterday', [2]],
        ['2026-11-21', 'earlier', [3]],
      ])
      expect(pushTime('2026-11-22T21:10:00Z', 'ru', zones)).toBe('00:10')
      expect(pushTime('2026-11-22 23:50:00', 'ru', zones)).toBe('23:50')
    }
  })

  it('the phone’s own zone gives other days (what useClientTimeZone asks for)', () => {
    const days = groupPushesByDay(pushes, now, 'America/New_York')
    expect(days.map((d) => [d.day, d.kind])).toEqual([
      ['2026-11-22', 'today'],
      ['2026-11-21', 'yesterday'],
    ])
  })
})
