/**
 * keen-slider's core, loaded when a row or a slider first starts (issue 16: 21 kB of script, 6 kB
 * gzip, out of the chunk every home loads before its first paint; the slides stand in place
 * without it). One copy for the swiper rows and the photo slider.
 */
import type KeenSliderType from 'keen-slider'
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'

export type { KeenSliderInstance, KeenSliderOptions }

type KeenSliderClass = typeof KeenSliderType

let loading: Promise<KeenSliderClass> | null = null

/** The slider's class; a failed load (offline) is tried again on the next call. */
export function loadKeenSlider(): Promise<KeenSliderClass> {
  loading ??= import('keen-slider').then(
    (m) => m.default,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * Starts a slider on `container` once keen-slider is in, unless `stop` was called first; `stop`
 * destroys it. A row whose chunk fails to load stays as it stands (its slides in place, not
 * swipeable).
 */
export function startKeenSlider(
  container: HTMLElement,
  options: KeenSliderOptions,
  started?: (slider: KeenSliderInstance) => void,
): () => void {
  let slider: KeenSliderInstance | null = null
  let stopped = false
  loadKeenSlider().then(
    (KeenSlider) => {
      if (stopped) return
      slider = new KeenSlider(container, options)
      started?.(slider)
    },
    () => undefined,
  )
  return () => {
    stopped = true
    slider?.destroy()
    slider = null
  }
}
