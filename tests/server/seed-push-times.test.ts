// @vitest-environment node
/**
 * Issue 12, session 16 (walk cafe): a seed run before 09:20 Moscow time had no push dated «today»
 * on the notifications page (today's pushes at 11:05 and 13:40 went back to yesterday). At every
 * seed hour, over the seed's own code with a fake clock and a fake database: pushes «today» on the
 * brands' clock (UTC+3), none in the future, today's in their planned order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Queryable, Row } from '../../server/db/db.ts'
import { demoTime, demoTodayTimes } from '../../server/seed/helpers.ts'
import { seedPushes } from '../../server/seed/pushes.ts'
import type { DemoBrand } from '../../server/seed/types.ts'

const HOUR = 3_600_000
/** The date on the brands' clock ('2026-11-25'). */
const moscowDay = (at: number) => new Date(at + 3 * HOUR).toISOString().slice(0, 10)

/** The pushes `seedPushes` writes for the coffee brand at `now`: key → date. */
async function seededPushDates(now: number): Promise<Map<string, number>> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  const dates = new Map<string, number>()
  const tx: Queryable = {
    async query<T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (/FROM users/.test(sql)) return [{ id_user: 1 }] as unknown as T[]
      if (/INSERT INTO user_pushes/.test(sql)) {
        dates.set(String(params[8]), new Date(String(params[6])).getTime())
      }
      // no order, no history entries: every push on its own planned time
      return []
    },
    async exec() {},
  }
  await seedPushes(tx, [{ client: 'coffee' } as DemoBrand])
  vi.useRealTimers()
  return dates
}

afterEach(() => {
  vi.useRealTimers()
})

describe('demo pushes at any seed hour', () => {
  // every hour of the Moscow day, and a minute after midnight
  const seeds = [
    Date.UTC(2026, 10, 24, 21, 1),
    ...Array.from({ length: 24 }, (_, h) => Date.UTC(2026, 10, 24, 21 + h, 30)),
  ]

  it.each(seeds.map((now) => [new Date(now).toISOString(), now]))(
    'a seed at %s has pushes «today», none after it',
    async (_, now) => {
      const dates = await seededPushDates(now as number)
      expect(dates.size).toBeGreaterThan(5)
      for (const at of dates.values()) expect(at).toBeLessThanOrEqual(now as number)
      const today = [...dates].filter(([, at]) => moscowDay(at) === moscowDay(now as number))
      expect(today.map(([key]) => key)).toEqual(
        expect.arrayContaining(['coffee:gift', 'coffee:plain-today']),
      )
      // the gift (13:40) stays after the plain one (11:05)
      expect(dates.get('coffee:gift')!).toBeGreaterThan(dates.get('coffee:plain-today')!)
    },
  )

  it('keeps a time of today that has come; moves the others before the seed, in order', () => {
    const iso = (dates: Date[]) => dates.map((d) => d.toISOString())
    const noon = Date.UTC(2026, 10, 25, 12, 0) // 15:00 in Moscow: both have come
    expect(iso(demoTodayTimes(['11:05', '13:40'], noon))).toEqual([
      '2026-11-25T08:05:00.000Z',
      '2026-11-25T10:40:00.000Z',
    ])
    // 05:00 in Moscow: 97 and 78 minutes before the seed
    const early = Date.UTC(2026, 10, 25, 2, 0)
    expect(iso(demoTodayTimes(['11:05', '13:40'], early))).toEqual([
      '2026-11-25T00:23:00.000Z',
      '2026-11-25T00:42:00.000Z',
    ])
    // 11:30: 11:05 has come; 13:40 after it, not 78 minutes back (10:12)
    const late = Date.UTC(2026, 10, 25, 8, 30)
    const [plain, gift] = demoTodayTimes(['11:05', '13:40'], late)
    expect(plain!.toISOString()).toBe('2026-11-25T08:05:00.000Z')
    expect(gift!.getTime()).toBeGreaterThan(plain!.getTime())
    expect(gift!.getTime()).toBeLessThanOrEqual(late)
    // earlier days as planned
    expect(demoTime(1, '18:30', early).toISOString()).toBe('2026-11-24T15:30:00.000Z')
  })
})
