import { safeWebUrl } from '../../core/format/safe-url.ts'

/** The wallet pass link for this platform: ios on iOS, android on Android, else url. */
export function walletLink(
  settings: { ios?: unknown; android?: unknown; url?: unknown },
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  // Only web addresses: never a javascript: URL from settings into window.open.
  const pick = (v: unknown) => safeWebUrl(v) ?? ''
  const general = pick(settings.url)
  if (/iPhone|iPad|iPod/i.test(userAgent)) return pick(settings.ios) || general
  if (/Android/i.test(userAgent)) return pick(settings.android) || general
  return general || pick(settings.ios) || pick(settings.android)
}
