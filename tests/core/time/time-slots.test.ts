// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { timeSlots } from '../../../src/core/time/time-slots.ts'
import {
  businessTimeZones,
  zonedInstant,
  zoneOffsetMinutes,
} from '../../../src/shared/time/time-zone.ts'
import { scheduleHours, weeklyHours } from '../../../src/shared/time/working-hours.ts'

// 2024-01-01 is a Monday.
const at = (iso: string) => new Date(`${iso}Z`)
const labels = (slots: { label: string }[]) => slots.map((s) => s.label)

describe('timeSlots', () => {
  const daily = scheduleHours({ days: [0], start: '10:00', end: '12:00' })

  it('steps from the start to the end, default 900 s and no gaps', () => {
    expect(labels(timeSlots(daily, at('2024-01-01T08:00:00'), { timeZone: 'UTC' }))).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ])
  })

  it('respects the step and the after-start / before-end gaps (seconds)', () => {
    const slots = timeSlots(daily, at('2024-01-01T08:00:00'), {
      timeZone: 'UTC',
      timeStep: 1800,
      afterStartTimeGap: 1800,
      beforeEndTimeGap: 1800,
    })
    expect(labels(slots)).toEqual(['10:30', '11:00', '11:30'])
  })

  it('begins from the current time and is empty after the end', () => {
    const slots = timeSlots(daily, at('2024-01-01T11:10:00'), { timeZone: 'UTC' })
    expect(labels(slots)).toEqual(['11:15', '11:30', '11:45', '12:00'])
    // a slot exactly at now is still offered
    expect(labels(timeSlots(daily, at('2024-01-01T11:45:00'), { timeZone: 'UTC' }))).toEqual([
      '11:45',
      '12:00',
    ])
    expect(timeSlots(daily, at('2024-01-01T12:00:01'), { timeZone: 'UTC' })).toEqual([])
  })

  it('gives each slot its instant and day offset; later days on request', () => {
    const slots = timeSlots(daily, at('2024-01-01T11:50:00'), {
      timeZone: 'UTC',
      timeStep: 3600,
      days: 2,
    })
    expect(slots).toEqual([
      { at: at('2024-01-01T12:00:00').getTime(), label: '12:00', dayOffset: 0 },
      { at: at('2024-01-02T10:00:00').getTime(), label: '10:00', dayOffset: 1 },
      { at: at('2024-01-02T11:00:00').getTime(), label: '11:00', dayOffset: 1 },
      { at: at('2024-01-02T12:00:00').getTime(), label: '12:00', dayOffset: 1 },
    ])
  })

  it('only offers the listed week days (1-7, Monday first); 0 means every day', () => {
    const weekdays = scheduleHours({ days: [1, 2, 3, 4, 5], start: '10:00', end: '11:00' })
    const opts = { timeZone: 'UTC', timeStep: 3600 }
    // Saturday 2024-01-06: nothing
    expect(timeSlots(weekdays, at('2024-01-06T08:00:00'), opts)).toEqual([])
    // Friday 2024-01-05
    expect(labels(timeSlots(weekdays, at('2024-01-05T08:00:00'), opts))).toEqual(['10:00', '11:00'])
    const every = scheduleHours({ days: [0], start: '10:00', end: '11:00' })
    expect(labels(timeSlots(every, at('2024-01-06T08:00:00'), opts))).toEqual(['10:00', '11:00'])
    // no days at all: every day too
    const none = scheduleHours({ start: '10:00', end: '11:00' })
    expect(labels(timeSlots(none, at('2024-01-07T08:00:00'), opts))).toEqual(['10:00', '11:00'])
  })

  it('crosses midnight for hours past it (12:00–01:00)', () => {
    const late = scheduleHours({ days: [0], start: '12:00', end: '01:00' })
    const opts = { timeZone: 'UTC', timeStep: 1800 }
    const evening = timeSlots(late, at('2024-01-01T23:10:00'), opts)
    expect(labels(evening)).toEqual(['23:30', '00:00', '00:30', '01:00'])
    expect(evening.map((s) => s.dayOffset)).toEqual([0, 1, 1, 1])
    // After midnight the slots come from yesterday's interval.
    const night = timeSlots(late, at('2024-01-02T00:20:00'), opts)
    // …then today's own interval from 12:00
    expect(labels(night).slice(0, 4)).toEqual(['00:30', '01:00', '12:00', '12:30'])
    expect(night[0]).toEqual({
      at: at('2024-01-02T00:30:00').getTime(),
      label: '00:30',
      dayOffset: 0,
    })
  })

  it('follows the day boundary of a branch whose weekend hours run past midnight', () => {
    const branch = weeklyHours({
      workingTime: [
        ...[1, 2, 3, 4, 5].map((day) => ({ day, startTime: '11:00', endTime: '23:30' })),
        { day: 6, startTime: '12:00', endTime: '01:00' },
        { day: 7, startTime: '12:00', endTime: '01:00' },
      ],
    })
    const opts = { timeZone: 'UTC', timeStep: 1800 }
    // Sunday night 00:10 (Monday): Sunday's hours still run, Monday opens at 11:00.
    const slots = timeSlots(branch, at('2024-01-08T00:10:00'), opts)
    expect(labels(slots).slice(0, 3)).toEqual(['00:30', '01:00', '11:00'])
    // Friday 23:10: Friday ends at 23:30, Saturday's hours are another day.
    expect(labels(timeSlots(branch, at('2024-01-05T23:10:00'), opts))).toEqual(['23:30'])
  })

  it('reads the hours in the business zone and labels them in the display zone', () => {
    const daily10 = scheduleHours({ days: [0], start: '10:00', end: '10:30' })
    // 06:00 UTC is 09:00 in Moscow: the 10:00 Moscow slot is 07:00 UTC.
    const slots = timeSlots(daily10, at('2024-01-01T06:00:00'), {
      timeZone: 'Europe/Moscow',
      timeStep: 1800,
    })
    expect(slots[0]).toEqual({
      at: at('2024-01-01T07:00:00').getTime(),
      label: '10:00',
      dayOffset: 0,
    })
    // Shown in Kaliningrad time (UTC+2).
    const shown = timeSlots(daily10, at('2024-01-01T06:00:00'), {
      timeZone: 'Europe/Moscow',
      displayTimeZone: 'Europe/Kaliningrad',
      timeStep: 1800,
    })
    expect(labels(shown)).toEqual(['09:00', '09:30'])
    // 13:00 UTC is 23:00 in Vladivostok: that business day is over there.
    const vl = timeSlots(daily10, at('2024-01-01T13:00:00'), { timeZone: 'Asia/Vladivostok' })
    expect(vl).toEqual([])
  })

  it('gives nothing for unknown hours', () => {
    expect(timeSlots([], new Date(), { timeZone: 'UTC' })).toEqual([])
    expect(scheduleHours({ days: [1], start: '', end: '10:00' })).toEqual([])
  })
})

describe('time zones', () => {
  it('takes the source zone for hours and the display zone for showing them', () => {
    expect(
      businessTimeZones({ sourceTimeZone: 'Europe/Moscow', displayTimeZone: 'Europe/Minsk' }),
    ).toEqual({ source: 'Europe/Moscow', display: 'Europe/Minsk' })
    expect(businessTimeZones({ sourceTimeZone: 'Europe/Moscow' })).toEqual({
      source: 'Europe/Moscow',
      display: 'Europe/Moscow',
    })
    // useClientTimeZone: shown in the device's zone
    expect(businessTimeZones({ sourceTimeZone: 'Europe/Moscow', useClientTimeZone: true })).toEqual(
      { source: 'Europe/Moscow', display: undefined },
    )
    // unknown names are ignored
    expect(businessTimeZones({ sourceTimeZone: 'Mars/Olympus' })).toEqual({
      source: undefined,
      display: undefined,
    })
    expect(businessTimeZones(undefined)).toEqual({ source: undefined, display: undefined })
  })

  it('converts wall-clock times to instants, across DST changes', () => {
    expect(zoneOffsetMinutes(Date.UTC(2024, 0, 1), 'Europe/Moscow')).toBe(180)
    expect(zonedInstant({ year: 2024, month: 1, day: 1 }, 600, 'Europe/Moscow')).toBe(
      Date.UTC(2024, 0, 1, 7),
    )
    // Berlin: winter +60, summer +120 (DST starts 2024-03-31)
    expect(zonedInstant({ year: 2024, month: 3, day: 30 }, 600, 'Europe/Berlin')).toBe(
      Date.UTC(2024, 2, 30, 9),
    )
    expect(zonedInstant({ year: 2024, month: 3, day: 31 }, 600, 'Europe/Berlin')).toBe(
      Date.UTC(2024, 2, 31, 8),
    )
    // minutes past 1440 run into the next day
    expect(zonedInstant({ year: 2024, month: 1, day: 1 }, 1500, 'UTC')).toBe(
      Date.UTC(2024, 0, 2, 1),
    )
  })
})
