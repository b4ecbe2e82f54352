/**
 * Telemetry in the shell (issue 15): wires the statistics queue, error reporting and session
 * recording of core/telemetry to the settings, the brand and developer mode.
 *
 * - Statistics (spec §4): always running; `settings.statDisabled` stops new events.
 * - Error reporting (spec §7 Other set-up, §6): with `settings.errorReporting.dsn`, not in
 *   developer mode; tags: brand, version, domain and locale, plus `settings.errorReporting.tags`.
 * - Session recording: with `settings.sessionRecording.enabled`, not in developer mode, and the
 *   device's toggle on (core/telemetry/recording.ts).
 */
import { subscribeKey } from 'valtio/utils'
import { sendRecordingBatch, sendStatistic } from '../core/api/telemetry.ts'
import { APP_VERSION } from '../core/brand/brand.ts'
import { appData } from '../core/state/app-data.ts'
import { session } from '../core/state/session.ts'
import type { AppSettings } from '../core/state/types.ts'
import {
  configureErrorReporting,
  installErrorHandlers,
  resetErrorReporting,
  type ErrorReportingConfig,
} from '../core/telemetry/errors.ts'
import { configureRecording } from '../core/telemetry/recording.ts'
import { setStatisticsDisabled, startStatistics } from '../core/telemetry/statistics.ts'

/** What a report carries, from the settings and the session; null when reporting is off. */
export function errorReportingConfig(
  settings: AppSettings,
  at: { brand: string; domain: string; locale: string; devMode: boolean },
): ErrorReportingConfig | null {
  const own = settings.errorReporting
  if (at.devMode || !own?.dsn) return null
  return {
    dsn: own.dsn,
    sampleRate: own.sampleRate ?? 1,
    environment: own.environment,
    release: APP_VERSION,
    // brand and version always: what the settings add cannot replace them.
    tags: {
      ...own.tags,
      brand: at.brand,
      version: APP_VERSION,
      domain: at.domain,
      locale: at.locale,
    },
  }
}

export function startTelemetry(): () => void {
  const offHandlers = installErrorHandlers()
  const offStatistics = startStatistics({ send: sendStatistic })
  const apply = () => {
    const settings = appData.data?.settings
    setStatisticsDisabled(settings?.statDisabled === true)
    if (session.devMode) {
      // spec §6: developer mode disables error reporting and session recording.
      configureErrorReporting(null)
      configureRecording(null)
      return
    }
    if (!settings) return
    configureErrorReporting(
      errorReportingConfig(settings, {
        brand: session.brand.client ?? session.domain,
        domain: session.domain,
        locale: session.locale,
        devMode: session.devMode,
      }),
    )
    const recording = settings.sessionRecording
    configureRecording(
      recording?.enabled ? { project: recording.project ?? null, send: sendRecordingBatch } : null,
    )
  }
  apply()
  const offs = [
    subscribeKey(appData, 'data', apply),
    subscribeKey(session, 'devMode', apply),
    subscribeKey(session, 'locale', apply),
  ]
  return () => {
    offs.forEach((off) => off())
    offHandlers()
    offStatistics()
    configureRecording(null)
    resetErrorReporting()
  }
}
