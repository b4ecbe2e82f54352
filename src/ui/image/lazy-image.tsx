/**
 * Lazy image with a placeholder and a retry: loads when near the viewport (native lazy loading),
 * shows a calm placeholder until then, and after a failure tries again after 1000 ms (spec
 * shell-data §9 "Catalog image retry or cache delay"), a few times, before keeping the
 * placeholder. Decorative images pass alt="". With a `kind`, the place takes that kind's shape
 * from the static host's pwa/ratios.json (core/brand/image-ratios.ts) before the picture loads.
 * Sources come from ./image-url.ts (`imageSrc`), which sizes them by the spec's width rule.
 */
import { useEffect, useState, type CSSProperties } from 'react'
import { clsx } from 'clsx'
import { useSnapshot } from 'valtio'
import {
  imageRatios,
  loadImageRatios,
  ratioOf,
  type ImageKind,
} from '../../core/brand/image-ratios.ts'
import './lazy-image.css'

/** spec: catalog image retry delay. */
export const IMAGE_RETRY_DELAY = 1000
export const IMAGE_RETRIES = 3

export interface LazyImageProps {
  src: string | null | undefined
  alt: string
  className?: string
  /** Load at once (the first slide of a popup). */
  eager?: boolean
  /**
   * The screen's largest picture above the fold (its LCP element): loaded at once with
   * `fetchpriority="high"` (issue 16). Everything else stays lazy.
   */
  priority?: boolean
  /** The kind of picture: its place takes the kind's ratio from pwa/ratios.json. */
  kind?: ImageKind
}

/** A new source starts afresh (its own attempts and state). */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageOnce key={props.src ?? ''} {...props} />
}

function LazyImageOnce({
  src,
  alt,
  className,
  eager = false,
  priority = false,
  kind,
}: LazyImageProps) {
  const { ratios } = useSnapshot(imageRatios)
  useEffect(() => {
    if (kind) void loadImageRatios()
  }, [kind])
  const ratio = kind ? ratioOf(kind, ratios) : undefined
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<'loading' | 'failed'>('loading')
  useEffect(() => {
    if (state !== 'failed' || attempt >= IMAGE_RETRIES) return
    const timer = setTimeout(() => {
      setAttempt((a) => a + 1)
      setState('loading')
    }, IMAGE_RETRY_DELAY)
    return () => clearTimeout(timer)
  }, [state, attempt])
  const url = src
    ? attempt
      ? `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
      : src
    : null
  return (
    <span
      className={clsx('ui-lazy-image', className)}
      data-state={state}
      data-ratio={ratio ? '' : undefined}
      style={ratio ? ({ '--ui-image-ratio': String(ratio) } as CSSProperties) : undefined}
    >
      {url ? (
        <img
          src={url}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          // Loaded is drawn by the box's data-state, written straight to the DOM: a state
          // update per picture was a React commit per picture on the home (issue 16). React
          // leaves the attribute alone while its own state stays 'loading'.
          onLoad={(e) => e.currentTarget.parentElement?.setAttribute('data-state', 'loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  )
}
