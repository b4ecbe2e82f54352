// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  groupHours,
  isOpenAt,
  openState,
  scheduleHours,
  weeklyHours,
  zonedClock,
} from '../../../src/shared/time/working-hours.ts'

// 2024-01-01 is a Monday.
const at = (iso: string) => new Date(`${iso}Z`)

describe('weeklyHours', () => {
  it('reads workingTime, where day 0 means every day', () => {
    expect(
      weeklyHours({ workingTime: [{ day: 0, startTime: '9:00', endTime: '21:00' }] }),
    ).toHaveLength(7)
    expect(
      weeklyHours({
        workingTime: [
          { day: 6, startTime: '11:00', endTime: '23:00' },
          { day: 1, startTime: '10:00', endTime: '22:00' },
        ],
      }),
    ).toEqual([
      { day: 1, start: '10:00', end: '22:00' },
      { day: 6, start: '11:00', end: '23:00' },
    ])
  })

  it('falls back to startTime/endTime on days (every day without days)', () => {
    expect(weeklyHours({ startTime: '10:00', endTime: '22:00', days: [1, 2] })).toEqual([
      { day: 1, start: '10:00', end: '22:00' },
      { day: 2, start: '10:00', end: '22:00' },
    ])
    expect(weeklyHours({ startTime: '10:00', endTime: '22:00' })).toHaveLength(7)
    expect(weeklyHours({})).toEqual([])
  })
})

describe('openState', () => {
  const weekdays = weeklyHours({
    workingTime: [1, 2, 3, 4, 5].map((day) => ({ day, startTime: '10:00', endTime: '22:00' })),
  })

  it('is open within the hours, with the closing time', () => {
    expect(openState(weekdays, at('2024-01-01T12:00:00'), 'UTC')).toEqual({
      open: true,
      allDay: false,
      until: '22:00',
    })
  })

  it('finds the next opening: later today, tomorrow, or a later day', () => {
    expect(openState(weekdays, at('2024-01-01T08:00:00'), 'UTC')).toEqual({
      open: false,
      next: { day: 1, time: '10:00', inDays: 0 },
    })
    expect(openState(weekdays, at('2024-01-01T23:00:00'), 'UTC')).toEqual({
      open: false,
      next: { day: 2, time: '10:00', inDays: 1 },
    })
    // Friday night -> Monday
    expect(openState(weekdays, at('2024-01-05T23:00:00'), 'UTC')).toEqual({
      open: false,
      next: { day: 1, time: '10:00', inDays: 3 },
    })
  })

  it('uses the business time zone', () => {
    // 08:00 UTC is 11:00 in Moscow
    expect(openState(weekdays, at('2024-01-01T08:00:00'), 'Europe/Moscow')?.open).toBe(true)
    expect(zonedClock(at('2024-01-01T22:30:00'), 'Europe/Moscow')).toEqual({ day: 2, minute: 90 })
  })

  it('handles hours past midnight, including Sunday night into Monday', () => {
    const night = weeklyHours({ workingTime: [{ day: 7, startTime: '20:00', endTime: '02:00' }] })
    expect(openState(night, at('2024-01-07T23:00:00'), 'UTC')?.open).toBe(true)
    expect(openState(night, at('2024-01-08T01:00:00'), 'UTC')?.open).toBe(true)
    expect(openState(night, at('2024-01-08T03:00:00'), 'UTC')).toEqual({
      open: false,
      next: { day: 7, time: '20:00', inDays: 6 },
    })
  })

  it('knows round-the-clock and unknown hours', () => {
    const allDay = weeklyHours({ workingTime: [{ day: 0, startTime: '00:00', endTime: '00:00' }] })
    expect(openState(allDay, at('2024-01-03T03:00:00'), 'UTC')).toEqual({
      open: true,
      allDay: true,
    })
    expect(openState([], new Date(), 'UTC')).toBeNull()
  })
})

describe('groupHours', () => {
  it('groups consecutive days with the same hours', () => {
    const hours = weeklyHours({
      workingTime: [
        ...[1, 2, 3, 4, 5].map((day) => ({ day, startTime: '10:00', endTime: '22:00' })),
        { day: 6, startTime: '11:00', endTime: '23:00' },
        { day: 7, startTime: '11:00', endTime: '23:00' },
      ],
    })
    expect(groupHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 5], intervals: [{ start: '10:00', end: '22:00' }] },
      { days: [6, 7], intervals: [{ start: '11:00', end: '23:00' }] },
    ])
  })

  it('keeps a lunch break on its day', () => {
    const hours = weeklyHours({
      workingTime: [
        { day: 1, startTime: '09:00', endTime: '13:00' },
        { day: 1, startTime: '14:00', endTime: '18:00' },
        { day: 2, startTime: '09:00', endTime: '18:00' },
      ],
    })
    expect(groupHours(hours)).toEqual([
      {
        days: [1],
        intervals: [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ],
      },
      { days: [2], intervals: [{ start: '09:00', end: '18:00' }] },
    ])
  })
})

describe('scheduleHours and isOpenAt', () => {
  it('reads delivery/pickup hours (days, start, end) and tells open from closed', () => {
    const delivery = scheduleHours({ days: [1, 2, 3, 4, 5, 6, 7], start: '10:00', end: '23:00' })
    expect(delivery).toHaveLength(7)
    expect(isOpenAt(delivery, at('2024-01-01T09:59:00'), 'UTC')).toBe(false)
    expect(isOpenAt(delivery, at('2024-01-01T10:00:00'), 'UTC')).toBe(true)
    expect(isOpenAt(delivery, at('2024-01-01T23:00:00'), 'UTC')).toBe(false)
    // 07:30 UTC is 10:30 in Moscow
    expect(isOpenAt(delivery, at('2024-01-01T07:30:00'), 'Europe/Moscow')).toBe(true)
    expect(isOpenAt([], at('2024-01-01T12:00:00'), 'UTC')).toBeNull()
  })
})
