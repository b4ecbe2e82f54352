/**
 * The brand's time zones from the app settings (shell-data §3 App settings: sourceTimeZone,
 * displayTimeZone, useClientTimeZone), read through core so that every module formats dates the
 * same way without reaching into another module. `display` undefined means the device's zone
 * (useClientTimeZone, or no zone in the settings).
 */
import { businessTimeZones, type BusinessTimeZones } from '../../shared/time/time-zone.ts'
import { appData } from '../state/app-data.ts'

export type { BusinessTimeZones } from '../../shared/time/time-zone.ts'

/** The zones the current app data names (no data: the device's zone for both). */
export function appTimeZones(): BusinessTimeZones {
  return businessTimeZones(appData.data?.settings)
}
