/**
 * Applying the dev control's choices (spec shell-data §2: host, locale, card view; §7: the HTTP
 * layer's dev options). Each call goes to the chosen host in the chosen language from then on;
 * app data reloads under that context (apiContextKey changes with host and locale, so nothing
 * in flight for the old one is joined), and the query layer starts empty, as its keys name the
 * domain and locale but not the platform host.
 */
import { setHttpDevOptions, type HttpDevOptions } from '../core/api/dev-options.ts'
import type { Locale } from '../core/i18n/i18n.ts'
import { closeAllOverlays } from '../core/overlay.ts'
import { queryClient } from '../core/query/client.ts'
import { appData, held, loadAppData } from '../core/state/app-data.ts'
import {
  readCardView,
  readHostChoice,
  withDevView,
  writeCardView,
  type CardView,
  type HostChoice,
} from '../core/state/dev.ts'
import { registerDevice } from '../core/state/device.ts'
import { session, setHostChoice, setIdDevice, setLocale, setToken } from '../core/state/session.ts'

export interface DevContext {
  host: HostChoice
  locale: Locale
  cardView: CardView
  http: HttpDevOptions
}

export function currentDevContext(http: HttpDevOptions): DevContext {
  return { host: readHostChoice(), locale: session.locale, cardView: readCardView(), http }
}

/**
 * Applies the choices (developer mode only: outside it nothing changes). Resolves once app data
 * has reloaded when the host, locale or card view changed.
 */
export async function applyDevContext(next: DevContext): Promise<void> {
  if (!session.devMode) return
  setHttpDevOptions(next.http, true)
  const before = { apiBase: session.brand.apiBase, locale: session.locale, view: readCardView() }
  setHostChoice(next.host)
  writeCardView(next.cardView)
  if (next.locale !== session.locale) await setLocale(next.locale)
  const hostChanged = session.brand.apiBase !== before.apiBase
  const changed = hostChanged || session.locale !== before.locale || next.cardView !== before.view
  if (!changed) return
  closeAllOverlays()
  if (hostChanged) {
    // Another platform: the device and its token there are not this one's.
    setIdDevice(null)
    setToken(null)
    await registerDevice()
  } else if (appData.data && next.cardView !== before.view) {
    // The view shows at once, from the data there is; the reload below confirms it.
    appData.data = held(withDevView(appData.data, true, next.cardView))
  }
  await queryClient().resetQueries()
  await loadAppData()
}
