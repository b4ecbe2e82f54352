/**
 * The layout viewport's width (`window.innerWidth`), read from the window once and again after a
 * resize (a turn of the phone). Reading `innerWidth` makes Chromium bring the page's style and
 * layout up to date first: read in a render after a commit had changed the page, it laid out the
 * whole page inside React's task (issue 16: every picture of the home read it, through
 * ui/image/image-url.ts; 200 reads after 200 changes took 150-280 ms on a phone profile, without
 * them 1 ms).
 */
let width: number | null = null
let listening = false

export function viewportWidth(fallback = 390): number {
  if (typeof window === 'undefined') return fallback
  if (width === null) {
    width = window.innerWidth || document.documentElement?.clientWidth || fallback
    if (!listening) {
      listening = true
      window.addEventListener('resize', () => {
        width = null
      })
    }
  }
  return width
}
