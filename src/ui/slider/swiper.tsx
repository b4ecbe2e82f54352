/**
 * Swiper row on keen-slider: slides of their own (auto) width with a gap between them (spec
 * accounts-loyalty §9: swiper slides auto width with 15 gap) — card rows on home. Load it from
 * lazy screens and widgets only. (slider.tsx is the one-slide-per-view slider with dots.)
 *
 * keen-slider starts only when the row comes into view, after the next paint (issue 16, TBT: its
 * mount measured every slide in a long task of the home's start, for rows below a phone's fold).
 * Until then the slides stand where keen-slider puts them (each moved by the gaps before it,
 * as its transform does), so its start moves nothing. keen-slider's code itself loads then too
 * (./keen.ts): the home's first paint does not wait for it.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
  type RefCallback,
} from 'react'
import 'keen-slider/keen-slider.min.css'
import { clsx } from 'clsx'
import { loadKeenSlider, startKeenSlider } from './keen.ts'
import './swiper.css'

/** spec: the gap between auto-width slides. */
export const SWIPER_GAP = 15

/** How far beyond the viewport (a share of its size) a row starts its slider. */
export const SWIPER_NEAR_MARGIN = '100% 100%'

export interface SwiperProps {
  /** Accessible name of the group of slides. */
  label: string
  children: ReactNode[]
  spacing?: number
  className?: string
}

/** Whether the row is near the visible area: true at once where nothing can tell. */
function useNear(): [boolean, RefCallback<HTMLDivElement>] {
  const [row, setRow] = useState<HTMLDivElement | null>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (!row || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true))
      },
      // The viewport, not the screen's scroller: finding that reads every ancestor's computed
      // style (a style recalc in the start's task). A row below the fold is clipped by the
      // scroller, so it counts once it shows; its slides already stand in place by then.
      { rootMargin: SWIPER_NEAR_MARGIN },
    )
    observer.observe(row)
    return () => observer.disconnect()
  }, [row, near])
  const ref = useCallback((el: HTMLDivElement | null) => setRow(el), [])
  return [near, ref]
}

export function Swiper({ label, children, spacing = SWIPER_GAP, className }: SwiperProps) {
  const [near, watch] = useNear()
  const [track, setTrack] = useState<HTMLDivElement | null>(null)
  // keen-slider measures the row and every slide as it starts (their boxes, the row's computed
  // direction). Started from a ref, inside React's commit, that forced the whole page's style and
  // layout in the commit's task (issue 16, TBT); it starts after the next paint, in a task of its
  // own. The slides already stand where it puts them, so nothing moves meanwhile.
  useEffect(() => {
    if (!near || !track) return
    void loadKeenSlider().catch(() => undefined)
    let timer: ReturnType<typeof setTimeout> | undefined
    let stop: (() => void) | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        stop = startKeenSlider(track, { slides: { perView: 'auto', spacing }, mode: 'free-snap' })
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      stop?.()
    }
  }, [near, track, spacing])
  return (
    <div className="ui-swiper" ref={watch}>
      <div
        ref={setTrack}
        className={clsx('keen-slider', className)}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
      >
        {children.map((child, i) => (
          <div
            key={i}
            className="keen-slider__slide ui-swiper__slide"
            // keen-slider's own place for the slide at the row's start (the same before it
            // starts as after; it moves the slide from there as the row is swiped).
            style={{ transform: `translate3d(${i * spacing}px, 0px, 0px)` }}
          >
            {child}
          </div>
        ))}
      </div>
    </div>
  )
}
