/**
 * warmFormatters (issue 16, TBT): the page's first number formatter (~90 ms on a phone, the
 * locale's number data) is made in a task of its own after the first frame, not inside the
 * first render that shows a count (a plural message: Lingui formats its number every time).
 */
import { afterEach, expect, it, vi } from 'vitest'
import { pluralWord } from '../../../src/core/format/plurals.ts'
import { activateLocale, i18n, warmFormatters } from '../../../src/core/i18n/i18n.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('makes the number formatter plural messages use after the next frame, in a task of its own', async () => {
  await activateLocale('ru')
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  // Lingui keeps a formatter per locale once made (another test in this worker may have made it
  // already): what is watched is the call that makes it, `i18n.number`.
  const made = vi.spyOn(i18n, 'number')
  warmFormatters()
  // Nothing in the caller's task (the boot's), nor in the frame itself.
  expect(made).not.toHaveBeenCalled()
  vi.advanceTimersToNextFrame()
  expect(made).not.toHaveBeenCalled()
  vi.runOnlyPendingTimers()
  expect(made).toHaveBeenCalledTimes(1)
  // The date data in the next task, not the same one.
  const Dates = Intl.DateTimeFormat
  const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new Dates(...args)
  } as typeof Intl.DateTimeFormat)
  expect(dates).not.toHaveBeenCalled()
  vi.runOnlyPendingTimers()
  expect(dates).toHaveBeenCalledTimes(1)
  // The bonus widget's points: the formatter is there already (no new one made).
  const Made = Intl.NumberFormat
  const fresh = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new Made(...args)
  } as typeof Intl.NumberFormat)
  expect(pluralWord('points', 5)).toBe('баллов')
  expect(fresh).not.toHaveBeenCalled()
})
