/**
 * Lazy image with a placeholder and a retry: loads when near the viewport (native lazy loading),
 * shows a calm placeholder until then, and after a failure tries again after 1000 ms (spec
 * shell-data §9 "Catalog image retry or cache delay"), a few times, before keeping the
 * placeholder. Decorative images pass alt="". With a `kind`, the place takes that kind's shape
 * from the static host's pwa/ratios.json (core/brand/image-ratios.ts) before the picture loads.
 * Sources come from ./image-url.ts (`imageSrc`), which sizes them by the spec's width rule.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { clsx } from 'clsx'
import { useSnapshot } from 'valtio'
import { holdFirstScreen } from '../../core/first-screen.ts'
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

/**
 * How a picture loads (issue 16): `true` at once with `fetchpriority="high"` (the screen's
 * largest picture above the fold), `false` lazily, `'in-view'` at once with high priority only
 * when its box is in the first screen as it mounts (a home widget below the ones that render
 * with the first paint may still be on a phone's first screen: pizzeria-msk's offers), lazily
 * otherwise.
 */
export type ImagePriority = boolean | 'in-view'

/** Whether an observed box is in the viewport: a visible part of it, not an edge. */
export function inViewport(entry: IntersectionObserverEntry): boolean {
  const { width, height } = entry.intersectionRect
  return entry.isIntersecting && width > 0 && height > 0
}

type Seen = (inView: boolean) => void
const watched = new Map<Element, Seen>()
let shared: IntersectionObserver | null = null

/**
 * Tells `seen` once whether `box` is in the viewport as first laid out (the page's one
 * IntersectionObserver for it, made on first use and dropped when nothing is watched). Without
 * IntersectionObserver, never (the picture stays lazy). Returns the unwatch.
 */
export function whenFirstSeen(box: Element, seen: Seen): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  shared ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const done = watched.get(entry.target)
      if (!done) continue
      unwatch(entry.target)
      done(inViewport(entry))
    }
  })
  watched.set(box, seen)
  shared.observe(box)
  return () => unwatch(box)
}

function unwatch(box: Element) {
  if (!watched.delete(box) || !shared) return
  shared.unobserve(box)
  if (watched.size) return
  shared.disconnect()
  shared = null
}

/**
 * Calls `done` once a loaded picture has been decoded and the frame that draws it has been
 * painted: what waits for the first screen's pictures (core/first-screen.ts) then runs after
 * their paint, not in the tasks between their load and that frame.
 */
function afterDrawn(img: HTMLImageElement, done: () => void): void {
  const decoded = typeof img.decode === 'function' ? img.decode() : Promise.resolve()
  void decoded
    .catch(() => undefined)
    .then(() => {
      if (typeof requestAnimationFrame !== 'function') return done()
      requestAnimationFrame(() => requestAnimationFrame(done))
    })
}

export interface LazyImageProps {
  src: string | null | undefined
  alt: string
  className?: string
  /** Load at once (the first slide of a popup). */
  eager?: boolean
  /**
   * The screen's largest picture above the fold (its LCP element): loaded at once with
   * `fetchpriority="high"` (issue 16); `'in-view'`: so when its box is in the viewport as it
   * mounts. Everything else stays lazy.
   */
  priority?: ImagePriority
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
  const img = useRef<HTMLImageElement>(null)
  // 'in-view': the box is watched by one shared IntersectionObserver, which reports it after the
  // browser's own layout of the frame: nothing is measured in React's commit (a
  // getBoundingClientRect there forced the commit's layout: issue 16, TBT). Written straight to
  // the DOM (no second render per picture); React leaves both attributes alone while its own
  // props stay the same. Watched from the layout effect (observe() reads nothing): the first
  // report comes with the frame that first draws the box.
  // A first screen's picture holds the first screen until it has loaded or failed
  // (core/first-screen.ts: the home's widgets below the fold wait for it).
  const release = useRef<(() => void) | null>(null)
  const loaded = () => {
    release.current?.()
    release.current = null
  }
  useLayoutEffect(() => {
    const el = img.current
    if (!el) return
    // (a picture already in, from the cache, holds nothing)
    if (priority === true && !el.complete) release.current = holdFirstScreen()
    const unwatch =
      priority === 'in-view'
        ? whenFirstSeen(el.parentElement ?? el, (inView) => {
            if (!inView) return
            el.setAttribute('fetchpriority', 'high')
            el.setAttribute('loading', 'eager')
            if (!el.complete) release.current = holdFirstScreen()
          })
        : undefined
    return () => {
      unwatch?.()
      release.current?.()
      release.current = null
    }
  }, [priority])
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
          ref={img}
          src={url}
          alt={alt}
          loading={eager || priority === true ? 'eager' : 'lazy'}
          fetchPriority={priority === true ? 'high' : undefined}
          decoding="async"
          // Loaded is drawn by the box's data-state, written straight to the DOM: a state
          // update per picture was a React commit per picture on the home (issue 16). React
          // leaves the attribute alone while its own state stays 'loading'.
          onLoad={(e) => {
            e.currentTarget.parentElement?.setAttribute('data-state', 'loaded')
            if (release.current) afterDrawn(e.currentTarget, loaded)
          }}
          onError={() => {
            loaded()
            setState('failed')
          }}
        />
      ) : null}
    </span>
  )
}
