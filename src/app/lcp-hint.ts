/**
 * The picture that was the screen's largest paint on the last start (its LCP element), asked for
 * as soon as the next start runs (issue 16, LCP: "the LCP image eager with fetchpriority"). A
 * picture is asked for only once the screen that shows it renders — on the home after app data,
 * the registry, the routes and the widget above it; with the hint it is on its way with the
 * start's first chunks, and in the cache when its widget renders. Brand-agnostic: whatever the
 * brand's home shows first (coffee's logo, a pizzeria's first offer) is what the page reported.
 * Read and recorded here, in the chunk that loads beside the entry (the after-start one, which
 * the app-data call waits for anyway): not in the first paint's JS.
 */
import { readJson, storageKeys, writeJson } from '../core/storage/storage.ts'
import { viewportWidth } from '../core/viewport.ts'

export interface LcpHint {
  /** The picture's address, as the page loaded it. */
  url: string
  /** The viewport's width then: a picture's address depends on it (ui/image/image-url.ts). */
  width: number
  /** The screen the start was on. */
  path: string
}

export function isLcpHint(value: unknown): value is LcpHint {
  if (typeof value !== 'object' || value === null) return false
  const { url, width, path } = value as Partial<LcpHint>
  return (
    typeof url === 'string' &&
    /^https?:\/\//.test(url) &&
    typeof width === 'number' &&
    typeof path === 'string'
  )
}

/**
 * Puts a high-priority preload of the last start's largest picture in the head, when this start
 * is on the same screen at the same width; whether it did.
 */
export function preloadLcpHint(doc: Document = document): boolean {
  const hint = readJson<unknown>(storageKeys.lcpImage, null)
  if (!isLcpHint(hint)) return false
  if (hint.path !== doc.location.pathname || hint.width !== window.innerWidth) return false
  const link = doc.createElement('link')
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', 'image')
  link.setAttribute('href', hint.url)
  link.setAttribute('fetchpriority', 'high')
  doc.head.append(link)
  return true
}

/**
 * Records the start's largest picture (the browser's largest-contentful-paint entries) for the
 * next start's preload. The last entry wins (the browser stops reporting at the first input); a
 * largest paint that is text clears the hint.
 */
export function recordLcpHint(path = location.pathname): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return () => undefined
  }
  const observer = new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined
    if (!last) return
    const url = last.url && /^https?:\/\//.test(last.url) ? last.url : null
    const hint: LcpHint | null = url ? { url, width: viewportWidth(), path } : null
    writeJson(storageKeys.lcpImage, hint)
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  return () => observer.disconnect()
}
