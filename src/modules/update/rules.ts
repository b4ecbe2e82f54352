/**
 * When the update screen shows (shell-data §4 Update screen): only when the installed version is
 * lower than the platform's version in settings; then always when the update is required, else
 * on the first check or once 24 h have passed since it was last shown (§9 recheck 86400000 ms).
 */
import { isOlderVersion } from '../../shared/version/version.ts'
import type { UpdateSettings } from './settings.ts'

/** spec §9: update screen recheck. */
export const UPDATE_RECHECK = 86_400_000

/** The platform key the web app reads in settings.modules.update.version. */
export const PLATFORM = 'pwa'

/** The platform's available version from settings (a plain string counts for every platform). */
export function availableVersion(
  version: UpdateSettings['version'] | string | undefined,
  platform: string = PLATFORM,
): string | null {
  if (typeof version === 'string') return version
  const value = version?.[platform]
  return typeof value === 'string' && value.trim() ? value : null
}

export interface UpdateCheck {
  /** The version this build carries (APP_VERSION). */
  installed: string
  settings: Pick<UpdateSettings, 'version' | 'versionUpdateRequired'>
  /** When the screen was last shown (ms), null on the first check. */
  lastShownAt: number | null
  now: number
}

export function shouldShowUpdate({ installed, settings, lastShownAt, now }: UpdateCheck): boolean {
  const available = availableVersion(settings.version)
  if (!available || !isOlderVersion(installed, available)) return false
  if (settings.versionUpdateRequired) return true
  if (lastShownAt === null || !Number.isFinite(lastShownAt)) return true
  // A clock set back (lastShownAt in the future) counts as a new day, not as "never again".
  return now - lastShownAt >= UPDATE_RECHECK || now < lastShownAt
}
