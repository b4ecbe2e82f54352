/**
 * The one HTTP client (core/api/client.ts) wired to the session: host and query of the brand (or
 * the chosen domain), language, app version, token, mini-app mode and the developer switches.
 * The shell calls it at boot (boot.ts); Storybook's preview calls it once for every story.
 */
import { configureApi } from '../core/api/context.ts'
import { APP_VERSION } from '../core/brand/brand.ts'
import { session, sessionApiLocation } from '../core/state/session.ts'

export function wireApi(): void {
  configureApi(() => ({
    ...sessionApiLocation(),
    locale: session.locale,
    appVersion: APP_VERSION,
    token: session.token,
    miniApp: session.brand.miniApp,
    verbose: session.verbose,
    devMode: session.devMode,
  }))
}
