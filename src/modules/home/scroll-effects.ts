/**
 * Home navbar scroll effects (spec shell-data §9): the navbar background fades in over the first
 * 50 px of scroll (20 with a small logo); the logo parallaxes over 100 px (50) at ratio 0.2.
 */
export const FADE_RANGE = 50
export const FADE_RANGE_SMALL_LOGO = 20
export const PARALLAX_RANGE = 100
export const PARALLAX_RANGE_SMALL_LOGO = 50
export const PARALLAX_RATIO = 0.2

export interface HomeScrollEffects {
  /** Navbar background opacity, 0 at the top to 1 at the end of the fade range. */
  navbarOpacity: number
  /** How far the logo moves down (px) while the content scrolls up. */
  logoShift: number
  /** The logo fades out over the parallax range. */
  logoOpacity: number
}

export function homeScrollEffects(scrollTop: number, smallLogo = false): HomeScrollEffects {
  const y = Math.max(0, scrollTop)
  const fade = smallLogo ? FADE_RANGE_SMALL_LOGO : FADE_RANGE
  const parallax = smallLogo ? PARALLAX_RANGE_SMALL_LOGO : PARALLAX_RANGE
  return {
    navbarOpacity: Math.min(y / fade, 1),
    logoShift: Math.min(y, parallax) * PARALLAX_RATIO,
    logoOpacity: 1 - Math.min(y / parallax, 1),
  }
}
