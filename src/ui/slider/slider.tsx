/**
 * Slider on keen-slider: swipeable slides with dots (each dot a button naming its slide), for
 * product photos and card rows. One slide renders no slider machinery at all. keen-slider's code
 * loads as the slider mounts (./keen.ts); until then the first slide shows in its place.
 */
import { useLingui } from '@lingui/react/macro'
import 'keen-slider/keen-slider.min.css'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { startKeenSlider, type KeenSliderInstance } from './keen.ts'
import './slider.css'

export function Slider({
  slides,
  label,
  loop = false,
  spacing = 0,
}: {
  slides: ReactNode[]
  /** Accessible name of the slider region. */
  label: string
  loop?: boolean
  spacing?: number
}) {
  const { t } = useLingui()
  const [current, setCurrent] = useState(0)
  const [track, setTrack] = useState<HTMLDivElement | null>(null)
  const instance = useRef<KeenSliderInstance | null>(null)
  const many = slides.length > 1
  useEffect(() => {
    if (!track || !many) return
    const stop = startKeenSlider(
      track,
      {
        loop,
        slides: { perView: 1, spacing },
        slideChanged: (s) => setCurrent(s.track.details.rel),
      },
      (slider) => (instance.current = slider),
    )
    return () => {
      stop()
      instance.current = null
    }
  }, [track, many, loop, spacing])
  if (slides.length <= 1) {
    return (
      <div className="ui-slider" role="group" aria-label={label}>
        {slides[0]}
      </div>
    )
  }
  return (
    <div className="ui-slider" role="group" aria-roledescription="carousel" aria-label={label}>
      <div ref={setTrack} className="keen-slider">
        {slides.map((slide, i) => (
          <div
            key={i}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t`${i + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="ui-slider__dots">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className="ui-slider__dot"
            aria-label={t`Slide ${i + 1}`}
            aria-current={i === current || undefined}
            onClick={() => instance.current?.moveToIdx(i)}
          />
        ))}
      </div>
    </div>
  )
}
