/**
 * The picture that was the screen's largest paint on the last start (its LCP element), asked for
 * as soon as the next start runs (issue 16, LCP: "the LCP image eager with fetchpriority"). A
 * picture is asked for only once the screen that shows it renders — on the home after app data,
 * the registry, the routes and the widget above it; with the hint it is on its way from the
 * entry script, and in the cache when its widget renders. Brand-agnostic: whatever the brand's
 * home shows first (coffee's logo, a pizzeria's first offer) is what the page itself reported.
 * Recorded by app/lcp-record.ts (after the first paint); read here, in the start's own chunk.
 */
import { readJson, storageKeys } from './storage/storage.ts'

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
