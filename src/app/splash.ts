/**
 * The PWA splash (shell-data §4 Splash, §9; accounts-loyalty §9 "Splash hide"): the `#splash`
 * element index.html paints before any script runs. It is visible until hidden once:
 * - it hides when the start settles: fresh app data arrived or failed, or — with nothing cached —
 *   when the app became visible (`ui.startup.visible`: device registration failed, or forced
 *   after 8 s);
 * - at the latest after 2 s when app data was cached (0 in a mini-app), 10 s otherwise;
 * - hiding waits `splashHideTimeout` (default 100 ms; the PWA's device-ready), then the splash
 *   fades and is gone 500 ms later;
 * - from the start of hiding, for about 1 s at 200 ms intervals, the status bar colour (meta
 *   theme-color) is set from the theme, so the bar matches the app and not the splash.
 * The native splash (hidden after 400 ms on non-iOS) does not exist in the web app.
 */

/** spec §9: splash default hide delay. */
export const SPLASH_HIDE_DEFAULT = 100
/** spec §4: the PWA splash fades out over 500 ms. */
export const SPLASH_FADE = 500
/** spec §4: status bar colours are set every 200 ms for about 1 s. */
export const STATUS_BAR_EVERY = 200
export const STATUS_BAR_FOR = 1_000

/** accounts-loyalty §9: the latest the splash waits: 2 s with cached data (0 in a mini-app), else 10 s. */
export function splashMaxWait({ cached, miniApp }: { cached: boolean; miniApp: boolean }): number {
  if (!cached) return 10_000
  return miniApp ? 0 : 2_000
}

/** settings.splashHideTimeout when it is a usable number of ms, else the default 100 ms. */
export function splashHideTimeout(settings: Record<string, unknown> | undefined): number {
  const value = settings?.splashHideTimeout
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? value
    : SPLASH_HIDE_DEFAULT
}

export type SplashState = 'visible' | 'hiding' | 'fading' | 'hidden'

export interface SplashOptions {
  /** The splash element (null: nothing to fade, the colours are still set). */
  element: HTMLElement | null
  /** Read when hiding starts (app data may have come meanwhile). */
  hideTimeout: () => number
  /** Sets the status bar colour from the theme. */
  applyStatusBar: () => void
}

export interface Splash {
  readonly state: SplashState
  /** Starts hiding (once; later calls do nothing). */
  hide: () => void
  dispose: () => void
}

export function createSplash({ element, hideTimeout, applyStatusBar }: SplashOptions): Splash {
  let state: SplashState = element && element.isConnected ? 'visible' : 'hidden'
  const timers: ReturnType<typeof setTimeout>[] = []
  let ticker: ReturnType<typeof setInterval> | null = null
  const later = (fn: () => void, ms: number) => timers.push(setTimeout(fn, ms))

  const colours = () => {
    applyStatusBar()
    let elapsed = 0
    ticker = setInterval(() => {
      elapsed += STATUS_BAR_EVERY
      applyStatusBar()
      if (elapsed >= STATUS_BAR_FOR && ticker) {
        clearInterval(ticker)
        ticker = null
      }
    }, STATUS_BAR_EVERY)
  }

  let started = false
  const splash: Splash = {
    get state() {
      return state
    },
    hide() {
      if (started) return
      started = true
      const el = state === 'visible' ? element : null
      if (el) state = 'hiding'
      later(() => {
        colours()
        if (!el) return
        state = 'fading'
        el.dataset.state = 'fading'
        el.setAttribute('aria-hidden', 'true')
        later(() => {
          state = 'hidden'
          el.remove()
        }, SPLASH_FADE)
      }, hideTimeout())
    },
    dispose() {
      timers.forEach(clearTimeout)
      timers.length = 0
      if (ticker) clearInterval(ticker)
      ticker = null
    },
  }
  return splash
}
