/**
 * App data call: `POST app` with the page location. spec (shell-data §3, §4, §7): a load already
 * in flight is reused; a timestamp is added on the client; settings keys with the prefix `app.`
 * are stripped of it; wide screens (over 600 px) disable the fullscreen logo settings.
 */
import type { AppData, AppSettings } from '../state/types.ts'
import { request, shareInFlight } from './client.ts'

/** spec: screens wider than this disable the fullscreen logo settings. */
export const WIDE_SCREEN = 600

const fullscreenLogoKeys = [
  'fullscreenLogo',
  'fullscreenLogoParallax',
  'hideTitleWhenFullscreenLogo',
] as const

/** Normalises the server's answer into the app's AppData (pure, for tests and previews). */
export function normaliseAppData(
  raw: Record<string, unknown>,
  env: { width: number; now: number },
): AppData {
  const { status: _status, ...rest } = raw
  const rawSettings = (rest.settings ?? {}) as Record<string, unknown>
  const settings: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rawSettings)) {
    settings[key.startsWith('app.') ? key.slice(4) : key] = value
  }
  if (!settings.modules || typeof settings.modules !== 'object') settings.modules = {}
  if (env.width > WIDE_SCREEN) for (const key of fullscreenLogoKeys) settings[key] = false
  return { ...rest, settings: settings as AppSettings, timestamp: env.now }
}

/** Loads app data; concurrent callers share one request. */
export const fetchAppData = shareInFlight(async (): Promise<AppData> => {
  const raw = await request<Record<string, unknown>>('app', {
    method: 'POST',
    body: { location: window.location.href },
  })
  return normaliseAppData(raw ?? {}, { width: window.innerWidth, now: Date.now() })
})
