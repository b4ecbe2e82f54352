/**
 * Swiper row on keen-slider: slides of their own (auto) width with a gap between them (spec
 * accounts-loyalty §9: swiper slides auto width with 15 gap) — card rows on home. Load it from
 * lazy screens and widgets only. (slider.tsx is the one-slide-per-view slider with dots.)
 */
import { useKeenSlider } from 'keen-slider/react'
import type { ReactNode } from 'react'
import 'keen-slider/keen-slider.min.css'
import { clsx } from 'clsx'
import './swiper.css'

/** spec: the gap between auto-width slides. */
export const SWIPER_GAP = 15

export interface SwiperProps {
  /** Accessible name of the group of slides. */
  label: string
  children: ReactNode[]
  spacing?: number
  className?: string
}

export function Swiper({ label, children, spacing = SWIPER_GAP, className }: SwiperProps) {
  const [ref] = useKeenSlider<HTMLDivElement>({
    slides: { perView: 'auto', spacing },
    mode: 'free-snap',
  })
  return (
    <div className="ui-swiper">
      <div
        ref={ref}
        className={clsx('keen-slider', className)}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
      >
        {children.map((child, i) => (
          <div key={i} className="keen-slider__slide ui-swiper__slide">
            {child}
          </div>
        ))}
      </div>
    </div>
  )
}
