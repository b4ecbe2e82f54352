// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  availableVersion,
  shouldShowUpdate,
  UPDATE_RECHECK,
} from '../../../src/modules/update/rules.ts'

const now = Date.UTC(2026, 10, 23, 9, 0)
const ahead = { version: { pwa: '1.10.0', ios: '1.2.2' }, versionUpdateRequired: false }

describe('availableVersion', () => {
  it("reads the web app's platform, or a plain string", () => {
    expect(availableVersion({ pwa: '1.3.0', ios: '2.0' })).toBe('1.3.0')
    expect(availableVersion({ ios: '2.0' })).toBeNull()
    expect(availableVersion('1.4')).toBe('1.4')
    expect(availableVersion(undefined)).toBeNull()
  })
})

describe('shouldShowUpdate', () => {
  it('shows on the first check when the installed version is lower (1.9 < 1.10)', () => {
    expect(shouldShowUpdate({ installed: '1.9.0', settings: ahead, lastShownAt: null, now })).toBe(
      true,
    )
  })

  it('never shows when the installed version is the same or higher', () => {
    for (const installed of ['1.10.0', '1.10', '1.11', '2.0.0']) {
      expect(
        shouldShowUpdate({
          installed,
          settings: { ...ahead, versionUpdateRequired: true },
          lastShownAt: null,
          now,
        }),
      ).toBe(false)
    }
    expect(
      shouldShowUpdate({
        installed: '1.2.2',
        settings: { version: {}, versionUpdateRequired: true },
        lastShownAt: null,
        now,
      }),
    ).toBe(false)
  })

  it('shows again only 24 h after the last show', () => {
    const check = (lastShownAt: number) =>
      shouldShowUpdate({ installed: '1.9.0', settings: ahead, lastShownAt, now })
    expect(check(now - 1000)).toBe(false)
    expect(check(now - UPDATE_RECHECK + 1)).toBe(false)
    expect(check(now - UPDATE_RECHECK)).toBe(true)
    // a clock set back does not silence it for good
    expect(check(now + 60_000)).toBe(true)
  })

  it('a required update shows every time', () => {
    expect(
      shouldShowUpdate({
        installed: '1.9.0',
        settings: { ...ahead, versionUpdateRequired: true },
        lastShownAt: now - 1000,
        now,
      }),
    ).toBe(true)
  })
})
